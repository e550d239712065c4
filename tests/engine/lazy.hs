-- PLDI'19 §2.2: laziness. g's assertion is never evaluated (no failure);
-- and a failure that needs lazy evaluation to be reached.
module Lazy where

import Lhx.Symbolic (assert)

noFailure :: Int -> Int
noFailure x = f (g x)
  where
    f _ = 10
    g _ = assert False 0

-- take from an infinite list: a strict engine never finishes `ones`.
ones :: [Int]
ones = 1 : ones

lazyFailure :: Int -> Int
lazyFailure n = assert (sum (take n ones) /= 3) n
