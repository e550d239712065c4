module Metrics where

-- needs a lexicographic metric, written
{-@ ack :: m:Nat -> n:Nat -> Nat / [m, n] @-}
ack :: Int -> Int -> Int
ack 0 n = n + 1
ack m 0 = ack (m - 1) 1
ack m n = ack (m - 1) (ack m (n - 1))

-- needs the sum of the lengths, written
{-@ merge :: xs:[Int] -> ys:[Int] -> [Int] / [len xs + len ys] @-}
merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

-- a metric written on an argument that is not the first
{-@ takeN :: xs:[Int] -> n:Int -> [Int] / [len xs] @-}
takeN :: [Int] -> Int -> [Int]
takeN [] _ = []
takeN (x : xs) n = if n <= 0 then [] else x : takeN xs (n - 1)

-- a metric written that does not decrease
{-@ upTo :: lo:Int -> hi:Int -> [Int] / [lo] @-}
upTo :: Int -> Int -> [Int]
upTo lo hi = if lo < hi then lo : upTo (lo + 1) hi else []
