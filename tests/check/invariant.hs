-- An invariant that makes a spurious input impossible: every Money amount
-- is non-negative, so `spend` cannot be given a negative one.
module Invariant where

data Money = Money Int

{-@ measure amount @-}
amount :: Money -> Int
amount (Money n) = n

{-@ invariant {v:Money | amount v >= 0} @-}

{-@ cents :: Money -> {v:Int | v >= 0} @-}
cents :: Money -> Int
cents (Money n) = n
