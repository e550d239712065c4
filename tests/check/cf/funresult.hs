-- An abstracted call whose result is a function: makeInc's specification
-- says nothing about the function it returns, so applyInc is blamed on it.
module FunResult where

{-@ makeInc :: Int -> (Int -> Int) @-}
makeInc :: Int -> (Int -> Int)
makeInc n = \x -> x + n

{-@ applyInc :: x:Int -> {v:Int | v > x} @-}
applyInc :: Int -> Int
applyInc x = makeInc 1 x
