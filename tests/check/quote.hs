{-# LANGUAGE QuasiQuotes #-}
-- [lq| … |] specifications (LiquidHaskell's quasi-quoter): each is a
-- LiquidHaskell annotation and, for GHC, the declaration with its
-- refinements erased: `nats :: MyList MyNat`, `type MyList a = [a]`,
-- `shift :: Int -> MyNat`.
module Quote where

import LiquidHaskell

[lq| type MyNat = {v:Int | 0 <= v} |]
[lq| type MyList a N = {v:[a] | len v = N} |]

[lq| nats :: MyList MyNat 3 |]
nats = [0, 1, 2]

[lq| same :: x:a -> {v:a | v = x} |]
same x = x

[lq| shift :: {v:Int | 0 <= v} -> MyNat |]
shift x = x - 1

[lq| short :: MyList MyNat 3 |]
short = [0, 1]
