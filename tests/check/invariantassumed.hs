-- An invariant is assumed of every value of its type, never checked
-- (LiquidHaskell checks a `using` where values are built, not an
-- `invariant`): `broke` builds a Money the invariant does not describe and
-- still has its type; `cents` may rely on the invariant of its input.
module InvariantAssumed where

data Money = Money Int

{-@ measure amount @-}
amount :: Money -> Int
amount (Money n) = n

{-@ invariant {v:Money | amount v >= 0} @-}

{-@ broke :: Money @-}
broke :: Money
broke = Money (-1)

{-@ cents :: Money -> {v:Int | v >= 0} @-}
cents :: Money -> Int
cents (Money n) = n
