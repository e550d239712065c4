-- A data type of many wide constructors has more inputs of size 2 than a
-- search can run in its time: the first iteration stops at half the time
-- and the search covers the inputs of size 1 instead of timing out.
module WideData where

data Tree
  = Three Tree Tree Tree
  | Two Tree Tree
  | OneL Tree
  | OneR Tree
  | Tagged Tree Int
  | LeafA Int
  | LeafB Int
  | E1 | E2 | E3 | E4 | E5 | E6 | E7 | E8

{-@ weight :: Tree -> Nat @-}
weight :: Tree -> Int
weight (Three x y z) = 1 + weight x + weight y + weight z
weight (Two x y)     = 1 + weight x + weight y
weight (OneL x)      = 1 + weight x
weight (OneR x)      = 1 + weight x
weight (Tagged x _)  = 1 + weight x
weight (LeafA _)     = 1
weight (LeafB _)     = 1
weight _             = 0

{-@ weightBad :: Tree -> Nat @-}
weightBad :: Tree -> Int
weightBad (Three x y z) = weightBad x + weightBad y + weightBad z
weightBad (Two x y)     = weightBad x + weightBad y
weightBad (Tagged x n)  = weightBad x + n
weightBad _             = 0
