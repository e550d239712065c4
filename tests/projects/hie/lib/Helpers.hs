module Helpers (pos) where

{-@ pos :: Int -> {v:Int | v > 0} @-}
pos :: Int -> Int
pos = \case
  0 -> 1
  n -> abs n
