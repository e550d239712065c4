module Mutual where

-- a mutually recursive pair that terminates on Nat
{-@ isEven :: n:Nat -> Bool @-}
isEven :: Int -> Bool
isEven 0 = True
isEven n = isOdd (n - 1)

{-@ isOdd :: n:Nat -> Bool @-}
isOdd :: Int -> Bool
isOdd 0 = False
isOdd n = isEven (n - 1)

-- and one that does not: ping calls pong with a larger number
{-@ ping :: n:Nat -> Bool @-}
ping :: Int -> Bool
ping 0 = True
ping n = pong (n + 1)

{-@ pong :: n:Nat -> Bool @-}
pong :: Int -> Bool
pong 0 = False
pong n = ping (n - 2)
