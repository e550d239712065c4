-- Correct, with a search tree too large for a few seconds: a progress
-- line on a terminal while it runs.
module Slow where

{-@ total :: [Int] -> [Int] -> {v:Int | v >= 0} @-}
total :: [Int] -> [Int] -> Int
total xs ys = length (filter (> 0) xs) + length (filter (< 0) ys)
