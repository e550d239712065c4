-- Refinements on function-typed arguments: assumed of the checked
-- function's own inputs (their calls must meet the precondition), and
-- checked of the functions callers pass.
module FunArg where

-- The checked function calls its argument outside the argument's precondition.
{-@ applyPos :: ({x:Int | x > 0} -> Int) -> Int -> Int @-}
applyPos :: (Int -> Int) -> Int -> Int
applyPos f n = f n

-- The argument's postcondition is assumed: no counterexample.
{-@ useBigger :: (x:Int -> {v:Int | v > x}) -> y:Int -> {v:Int | v > y} @-}
useBigger :: (Int -> Int) -> Int -> Int
useBigger f y = f y

-- A caller passes a function that does not have the required type.
{-@ twice :: (x:Int -> {v:Int | v > x}) -> Int -> Int @-}
twice :: (Int -> Int) -> Int -> Int
twice f x = f (f x)

{-@ client :: Int -> Int @-}
client :: Int -> Int
client n = twice (\x -> x) n
