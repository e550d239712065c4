-- Names in refinements: a dependent tuple's components named for the later
-- ones, (x::Int, {v:Int | x <= v}); a hole {v | _} LiquidHaskell infers.
module DepNames where

-- Correct: the second component is at least the first.
{-@ up :: Int -> (x::Int, {v:Int | x <= v}) @-}
up :: Int -> (Int, Int)
up i = (i, i + 1)

-- Wrong: i - 1 is below i.
{-@ upBad :: Int -> (x::Int, {v:Int | x <= v}) @-}
upBad :: Int -> (Int, Int)
upBad i = (i, i - 1)

-- An input's components are related: x <= y holds.
{-@ ordered :: (x::Int, {v:Int | x <= v}) -> {b:Bool | b} @-}
ordered :: (Int, Int) -> Bool
ordered (x, y) = x <= y

-- Three components, each named for the next.
{-@ chain3 :: Int -> (a::Int, b::{v:Int | a < v}, {v:Int | b < v}) @-}
chain3 :: Int -> (Int, Int, Int)
chain3 i = (i, i + 1, i + 2)

{-@ chain3Bad :: Int -> (a::Int, b::{v:Int | a < v}, {v:Int | b < v}) @-}
chain3Bad :: Int -> (Int, Int, Int)
chain3Bad i = (i, i + 2, i + 1)

-- A hole in a result asserts nothing.
{-@ anything :: Int -> {v:Int | _} @-}
anything :: Int -> Int
anything i = i - 1

-- A hole in an argument is a precondition LiquidHaskell infers from the
-- callers: lhx does not know it, so it checks no counterexample against it.
{-@ single :: {v:[Int] | _} -> Int @-}
single :: [Int] -> Int
single [x] = x

callSingle :: Int
callSingle = single [1]
