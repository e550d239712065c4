-- Symbolic function inputs: a function argument of the entry is a table of
-- answers built as the program calls it (memoised on equal arguments).
module SymFun where

import Lhx.Symbolic (assert)

-- The same argument gets the same answer: no counterexample.
sameArg :: (Int -> Int) -> Bool
sameArg f = assert (f 1 == f 1) True

-- f must answer 3 at x.
answers3 :: (Int -> Int) -> Int -> Bool
answers3 f x = assert (f x /= 3) True

-- The same argument twice: one answer, given twice (f 1 == 3).
memoTwice :: (Int -> Int) -> Bool
memoTwice f = assert (f 1 + f 1 /= 6) True

-- Two different arguments can get different answers.
injective :: (Int -> Int) -> Int -> Int -> Bool
injective f x y = assert (f x == f y) True

-- A higher-order map over a symbolic list.
mapSym :: (Int -> Int) -> [Int] -> Bool
mapSym f xs = assert (map f xs /= [1, 2]) True

-- A symbolic predicate.
anySym :: (Int -> Bool) -> [Int] -> Bool
anySym p xs = assert (not (any p xs)) True

-- A function of a list (an argument not of a primitive type: not memoised).
lenFun :: ([Int] -> Int) -> Bool
lenFun f = assert (f [1, 2] /= 7) True

-- A function returning a list.
funList :: (Int -> [Int]) -> Bool
funList f = assert (length (f 0) /= 2) True
