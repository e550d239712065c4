module Parse where

{-@ f :: x:Int -> {v:Int | v > } @-}
f :: Int -> Int
f x = x
