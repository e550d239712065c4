-- §6.2's replicate that never terminates: the real code gives no
-- counterexample, but the recursive call's specification allows one.
module Replicate where

import Prelude hiding (replicate)

{-@ replicate :: n:Nat -> a -> {v:[a] | len v = n} @-}
replicate :: Int -> a -> [a]
replicate n x = x : replicate n x
