module Lazy where

{-@ lazy spin @-}
{-@ spin :: Int -> Int @-}
spin :: Int -> Int
spin x = spin x
