module Unbound where

{-@ f :: x:Int -> {v:Int | v > nosuch x} @-}
f :: Int -> Int
f x = x
