module Shapes where

-- Suggested types (issue 14, item 2) beyond comparisons with 0 and the
-- arguments: a constant the caller's code mentions, and a pair's component.

-- a constant list whose signature forgets its length: its size is a
-- literal of the caller's code
{-@ three :: {v:[Int] | len v > 0} @-}
three :: [Int]
three = [1, 2, 3]

{-@ lengthThree :: {v:Bool | v} @-}
lengthThree :: Bool
lengthThree = length three == 3

-- a pair whose signature forgets that its first component is positive
{-@ tally :: n:Nat -> (Int, [Int]) @-}
tally :: Int -> (Int, [Int])
tally n = (n + 1, [n])

{-@ count :: n:Nat -> {v:Int | v > 0} @-}
count :: Int -> Int
count n = fst (tally n)
