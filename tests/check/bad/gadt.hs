module Gadt where

data T = A Int

{-@ data T where
      A :: n:Int -> {v:T | n > 0}
  @-}

{-@ f :: T -> Int @-}
f :: T -> Int
f (A n) = n
