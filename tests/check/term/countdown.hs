module Countdown where

-- counts down by 2: from an odd number it steps over 0 and the metric goes negative
{-@ countDown :: n:Nat -> Int @-}
countDown :: Int -> Int
countDown 0 = 0
countDown n = countDown (n - 2)

-- the same by 1 terminates
{-@ countDown1 :: n:Nat -> Int @-}
countDown1 :: Int -> Int
countDown1 0 = 0
countDown1 n = countDown1 (n - 1)
