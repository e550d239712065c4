-- Symbolic: insertion sort is correct on every list of at most 5 Ints
-- (the property holds, so the whole tree is explored: every order of the
-- elements is a path, each decided by the solver).
module Sort where

import Lhx.Symbolic (assert, assume)

insert :: Int -> [Int] -> [Int]
insert x [] = [x]
insert x (y : ys) = if x <= y then x : y : ys else y : insert x ys

isort :: [Int] -> [Int]
isort = foldr insert []

sorted :: [Int] -> Bool
sorted (a : b : rest) = a <= b && sorted (b : rest)
sorted _ = True

-- At most n elements: decided as soon as the (n+1)-th cell is seen.
atMost :: Int -> [Int] -> Bool
atMost _ [] = True
atMost n (_ : t) = n > 0 && atMost (n - 1) t

sortedAndSameLength :: [Int] -> Bool
sortedAndSameLength xs =
  assume (atMost 5 xs) $
    let ys = isort xs in assert (sorted ys && length ys == length xs) True

-- A sort that drops duplicates: the counterexample is a list with a
-- repeated element.
buggyInsert :: Int -> [Int] -> [Int]
buggyInsert x [] = [x]
buggyInsert x (y : ys)
  | x < y = x : y : ys
  | x == y = y : ys
  | otherwise = y : buggyInsert x ys

buggySortKeepsLength :: [Int] -> Bool
buggySortKeepsLength xs = assert (length (foldr buggyInsert [] xs) == length xs) True
