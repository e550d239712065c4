-- The same function as invariant.hs without the invariant: Money (-1)
-- breaks the postcondition.
module NoInvariant where

data Money = Money Int

{-@ cents :: Money -> {v:Int | v >= 0} @-}
cents :: Money -> Int
cents (Money n) = n
