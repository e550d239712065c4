-- Dependent tuples with a component of a refined function type: the
-- function's results are bounded by the tuple's earlier component.
module DepFun where

-- Correct: an input's function keeps its results at most n.
{-@ useCap :: (n::Int, Int -> {v:Int | v <= n}) -> (m::Int, {v:Int | v <= m}) @-}
useCap :: (Int, Int -> Int) -> (Int, Int)
useCap (n, f) = (n, f 0)

-- Wrong: the function's result may equal n.
{-@ useCapBad :: (n::Int, Int -> {v:Int | v <= n}) -> (m::Int, {v:Int | v < m}) @-}
useCapBad :: (Int, Int -> Int) -> (Int, Int)
useCapBad (n, f) = (n, f 0)

-- Correct: a result whose function stays below its bound.
{-@ mkCap :: Int -> (n::Int, Int -> {v:Int | v <= n}) @-}
mkCap :: Int -> (Int, Int -> Int)
mkCap k = (k, \x -> if x < k then x else k)

-- Wrong: the identity exceeds the bound on large arguments.
{-@ mkCapBad :: Int -> (n::Int, Int -> {v:Int | v <= n}) @-}
mkCapBad :: Int -> (Int, Int -> Int)
mkCapBad k = (k, \x -> x)

-- A callee's result is assumed: its function's results are bounded.
{-@ viaCallee :: Int -> {v:Int | v >= 0} @-}
viaCallee :: Int -> Int
viaCallee x = case mkCap 7 of (n, f) -> n - f x
