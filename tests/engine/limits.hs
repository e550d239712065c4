-- The search's limits and bookkeeping: an endless search (every list is a
-- path, none fails), several distinct counterexamples, replay.
module Limits where

import Lhx.Symbolic (assert)

-- Never fails, and the tree of lists has no end: only a limit stops it.
endless :: [Int] -> Bool
endless xs = assert (length xs >= 0) True

-- Three distinct crashes, on three paths.
three :: Int -> Int
three x = case x of
  1 -> error "one"
  2 -> error "two"
  3 -> error "three"
  _ -> x

-- A crash behind a long concrete computation: found only after deepening.
deep :: Int -> Bool
deep x = assert (sum [1 .. 300 :: Int] /= x) True
