module Util (half) where

{-@ half :: {n:Int | n >= 0} -> {v:Int | v >= 0 && v + v <= n} @-}
half :: Int -> Int
half n = n `div` 2
