module Measured where

-- isPos is no measure (it matches on no constructor): liquid knows nothing of it.
{-@ measure isPos @-}
isPos :: Int -> Bool
isPos x = x > 0

{-@ inc :: {x:Int | isPos x} -> {v:Int | isPos v} @-}
inc :: Int -> Int
inc x = x + 1
