-- A function with only a refinement signature: GHC infers
-- (Eq t, Num t, Num p) => t -> p, and its recursive call goes to a local
-- monomorphic copy. lhx takes Int for t and p, and checks the recursive
-- call against the signature: pow2 0 = 0 would be allowed by it, so
-- pow2 1 = 0 breaks it (the signature is too weak to prove).
module Pow2 where

{-@ pow2 :: {n:Int | n >= 0} -> {v:Int | v >= n} @-}
pow2 0 = 1
pow2 n = 2 * pow2 (n - 1)
