module Inlined where

{-@ inline isPos @-}
isPos :: Int -> Bool
isPos x = x > 0

{-@ inc :: {x:Int | isPos x} -> {v:Int | isPos v} @-}
inc :: Int -> Int
inc x = x + 1
