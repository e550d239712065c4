module Pred where

{-@ pred' :: {n:Int | n > 0} -> {v:Int | v >= 0} @-}
pred' :: Int -> Int
pred' n = n - 2

{-@ half :: {n:Int | n >= 0} -> {v:Int | v >= 0 && v <= n} @-}
half :: Int -> Int
half n = n `div` 2

{-@ firstOf :: {xs:[Int] | len xs > 0} -> Int @-}
firstOf :: [Int] -> Int
firstOf (x : _) = x
