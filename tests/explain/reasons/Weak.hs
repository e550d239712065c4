module Weak where

-- The spec holds, but it is not inductive: from pow2 (n - 1) >= n - 1
-- alone liquid cannot get 2 * pow2 (n - 1) >= n.
{-@ pow2 :: {n:Int | n >= 0} -> {v:Int | v >= n} @-}
pow2 :: Int -> Int
pow2 0 = 1
pow2 n = 2 * pow2 (n - 1)
