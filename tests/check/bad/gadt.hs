module Gadt where

data T = A Int

data U = U

{-@ data T where
      A :: n:Int -> {v:U | n > 0}
  @-}

{-@ f :: T -> Int @-}
f :: T -> Int
f (A n) = n
