-- Correct, but one path builds a list of a hundred million cells: with a
-- large step bound, the search's memory limit stops it, and says so.
module Hungry where

{-@ big :: Int -> {v:Int | v > 0} @-}
big :: Int -> Int
big n = length [1 .. 100000000 :: Int] + (if n > 0 then 1 else 1)
