module Arity where

{-@ f :: Int -> Int -> Int @-}
f :: Int -> Int
f x = x
