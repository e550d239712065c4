-- An invariant is assumed of every value of its type, never checked:
-- LiquidHaskell accepts below, which returns an Int below the invariant.
module InvariantOnly where

{-@ invariant {v:Int | v >= 0} @-}

{-@ below :: Int -> Int @-}
below :: Int -> Int
below x = 0 - x - 1

{-@ same :: x:Int -> {v:Int | v >= 0} @-}
same :: Int -> Int
same x = x

-- x:_ is x's Haskell type, and its invariant is assumed too.
{-@ viaHole :: x:_ -> {v:Int | v >= 0} @-}
viaHole :: Int -> Int
viaHole x = x

-- Wrong: the invariant allows 0.
{-@ positive :: x:Int -> {v:Int | v > 0} @-}
positive :: Int -> Int
positive x = x
