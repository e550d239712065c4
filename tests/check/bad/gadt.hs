module Gadt where

data T = A Int

{-@ data T where
      A :: {v:Int | v > 0} -> T
  @-}

{-@ f :: T -> Int @-}
f :: T -> Int
f (A n) = n
