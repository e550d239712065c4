module A.C (inc) where

{-@ inc :: x:Int -> {v:Int | v > x} @-}
inc :: Int -> Int
inc x = x + 1
