-- A LiquidHaskell error for the editor tests: the average of an empty list
-- divides by zero, which divide's refinement type forbids.
module Average where

{-@ divide :: Int -> {d:Int | d /= 0} -> Int @-}
divide :: Int -> Int -> Int
divide n d = n `div` d

{-@ average :: [Int] -> Int @-}
average :: [Int] -> Int
average xs = divide (total xs) (count xs)

total :: [Int] -> Int
total []       = 0
total (x : xs) = x + total xs

count :: [Int] -> Int
count []       = 0
count (_ : xs) = 1 + count xs
