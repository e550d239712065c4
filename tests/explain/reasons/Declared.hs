module Declared where

-- isPos is a measure by its type alone: liquid does not use the definition below.
{-@ measure isPos :: Int -> Bool @-}
isPos :: Int -> Bool
isPos x = x > 0

{-@ inc :: {x:Int | isPos x} -> {v:Int | isPos v} @-}
inc :: Int -> Int
inc x = x + 1
