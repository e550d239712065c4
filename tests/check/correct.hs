-- Functions that meet their refinement types: lhx must not report a
-- counterexample for any of them (no false alarms).
module Correct where

import Prelude hiding (reverse)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg

{-@ safeHead :: {v:[a] | len v > 0} -> a @-}
safeHead :: [a] -> a
safeHead (x : _) = x
safeHead []      = die "unreachable"

{-@ absolute :: Int -> {v:Int | v >= 0} @-}
absolute :: Int -> Int
absolute x = if x < 0 then negate x else x

{-@ maxOf :: x:Int -> y:Int -> {v:Int | v >= x && v >= y} @-}
maxOf :: Int -> Int -> Int
maxOf x y = if x > y then x else y

{-@ append :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}
append :: [a] -> [a] -> [a]
append []       ys = ys
append (x : xs) ys = x : append xs ys

{-@ reverse :: xs:[a] -> {v:[a] | len v = len xs} @-}
reverse :: [a] -> [a]
reverse = revOnto []

{-@ revOnto :: acc:[a] -> xs:[a] -> {v:[a] | len v = len acc + len xs} @-}
revOnto :: [a] -> [a] -> [a]
revOnto acc []       = acc
revOnto acc (x : xs) = revOnto (x : acc) xs

{-@ safeDiv :: Int -> {d:Int | d > 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv n d = n `div` d

{-@ positives :: [Int] -> [{v:Int | v > 0}] @-}
positives :: [Int] -> [Int]
positives xs = [x | x <- xs, x > 0]

{-@ sumNat :: [{v:Int | v >= 0}] -> {v:Int | v >= 0} @-}
sumNat :: [Int] -> Int
sumNat []       = 0
sumNat (x : xs) = x + sumNat xs

{-@ zipSame :: xs:[a] -> {ys:[b] | len ys = len xs} -> {v:[(a, b)] | len v = len xs} @-}
zipSame :: [a] -> [b] -> [(a, b)]
zipSame []       []       = []
zipSame (x : xs) (y : ys) = (x, y) : zipSame xs ys
zipSame _        _        = die "lengths differ"

{-@ clamp :: lo:Int -> {hi:Int | lo <= hi} -> Int -> {v:Int | lo <= v && v <= hi} @-}
clamp :: Int -> Int -> Int -> Int
clamp lo hi x
  | x < lo    = lo
  | x > hi    = hi
  | otherwise = x

{-@ countdown :: n:Nat -> {v:[Nat] | len v = n} @-}
countdown :: Int -> [Int]
countdown 0 = []
countdown n = (n - 1) : countdown (n - 1)

{-@ lastOr :: a -> [a] -> a @-}
lastOr :: a -> [a] -> a
lastOr d []       = d
lastOr _ [x]      = x
lastOr d (_ : xs) = lastOr d xs

{-@ fromMaybeNat :: Maybe {v:Int | v >= 0} -> {v:Int | v >= 0} @-}
fromMaybeNat :: Maybe Int -> Int
fromMaybeNat Nothing  = 0
fromMaybeNat (Just n) = n
