module Upto where

-- Terminates (hi - lo decreases) but no argument decreases: liquid finds no metric.
{-@ upto :: {lo:Int | lo >= 0} -> {hi:Int | lo <= hi && hi <= lo + 3} -> {v:Int | v >= 0} @-}
upto :: Int -> Int -> Int
upto lo hi = if lo >= hi then 0 else 1 + upto (lo + 1) hi

-- Runs for ever on every input.
{-@ spin :: Int -> Int @-}
spin :: Int -> Int
spin n = spin n
