module Neg (neg) where

{-@ neg :: {x:Int | x > 0} -> {v:Int | v < 0} @-}
neg :: Int -> Int
neg x = if | x > 1 -> 0 - x
           | otherwise -> 0
