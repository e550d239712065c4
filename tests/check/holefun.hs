-- A function-typed argument written as a hole: LiquidHaskell infers its
-- refinements from the module's calls (here: a function keeping Nat), so
-- the unexported apply is not checked alone, only through its callers.
module HoleFun (twice) where

{-@ apply :: _ -> Nat -> Nat @-}
apply :: (Int -> Int) -> Int -> Int
apply f x = f x

{-@ twice :: Nat -> Nat @-}
twice :: Int -> Int
twice n = apply (* 2) n
