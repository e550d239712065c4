module Diverge where

-- never ends: the same state again
{-@ spin :: Int -> Int @-}
spin :: Int -> Int
spin x = spin x
