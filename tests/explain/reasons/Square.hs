module Square where

-- A square is never negative, but x * x is non-linear.
{-@ square :: Int -> {v:Int | v >= 0} @-}
square :: Int -> Int
square x = x * x

-- Linear: 2 * x.
{-@ double :: {x:Int | x >= 0} -> {v:Int | v >= x} @-}
double :: Int -> Int
double x = 2 * x
