-- Parametric abstraction: foldr's result can only come from z or from f,
-- so a caller whose accumulator keeps an invariant (positive) is not
-- blamed on foldr (LiquidHaskell verifies it by instantiating b), while a
-- caller that needs more than foldr's type says (count) is.
module Parametric where

import Prelude hiding (foldr)

{-@ foldr :: (a -> b -> b) -> b -> [a] -> b @-}
foldr :: (a -> b -> b) -> b -> [a] -> b
foldr _ z []       = z
foldr f z (x : xs) = f x (foldr f z xs)

{-@ addPos :: Int -> {v:Int | v > 0} -> {v:Int | v > 0} @-}
addPos :: Int -> Int -> Int
addPos x acc = if x > 0 then acc + x else acc

{-@ total :: [Int] -> {v:Int | v > 0} @-}
total :: [Int] -> Int
total xs = foldr addPos 1 xs

{-@ count :: xs:[Int] -> {v:Int | v = len xs} @-}
count :: [Int] -> Int
count xs = foldr (\_ n -> n + 1) 0 xs

-- A callee whose result type variable comes from none of its arguments
-- cannot return at all: LiquidHaskell instantiates b with whatever the
-- caller needs, and lhx never blames it (its abstracted call does not
-- return).
{-@ giveUp :: String -> b @-}
giveUp :: String -> b
giveUp _ = undefined

{-@ positive :: Int -> {v:Int | v > 0} @-}
positive :: Int -> Int
positive x = if x > 0 then x else giveUp "not positive"
