module Strong where

-- The same function with an inductive spec.
{-@ pow2 :: {n:Int | n >= 0} -> {v:Int | v >= n + 1} @-}
pow2 :: Int -> Int
pow2 0 = 1
pow2 n = 2 * pow2 (n - 1)
