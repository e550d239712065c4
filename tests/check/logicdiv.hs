-- The logic's / and mod on integers are Haskell's floored div and mod:
-- LiquidHaskell accepts fdiv and fmod for every nonzero y, negatives too.
module LogicDiv where

{-@ fdiv :: x:Int -> y:{Int | y /= 0} -> {v:Int | v = x / y} @-}
fdiv :: Int -> Int -> Int
fdiv x y = x `div` y

{-@ fmod :: x:Int -> y:{Int | y /= 0} -> {v:Int | v = x mod y} @-}
fmod :: Int -> Int -> Int
fmod x y = x `mod` y

-- Wrong: the quotient is one less than claimed.
{-@ off :: x:Int -> y:{Int | y /= 0} -> {v:Int | v = x / y + 1} @-}
off :: Int -> Int -> Int
off x y = x `div` y
