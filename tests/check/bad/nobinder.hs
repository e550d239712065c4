module NoBinder where

{-@ g :: Int -> Int @-}
f :: Int -> Int
f x = x
