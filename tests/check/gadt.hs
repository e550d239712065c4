{-# LANGUAGE GADTs #-}
-- GADT constructors: a constructor exists only at the types its equality
-- evidence allows (IntE only in an `Expr Int`), and the evidence fixes its
-- existential variables (Pair's halves at `Expr (Int, Bool)` are an
-- `Expr Int` and an `Expr Bool`).
module Gadt where

data Expr a where
  IntE  :: Int -> Expr Int
  BoolE :: Bool -> Expr Bool
  Add   :: Expr Int -> Expr Int -> Expr Int
  If    :: Expr Bool -> Expr a -> Expr a -> Expr a
  Pair  :: Expr a -> Expr b -> Expr (a, b)

-- No BoolE or Pair case: GHC knows there is none at Expr Int.
{-@ evalNat :: Expr Int -> Nat @-}
evalNat :: Expr Int -> Int
evalNat (IntE n)   = if n < 0 then 0 else n
evalNat (Add a b)  = evalNat a + evalNat b
evalNat (If c a b) = if evalBool c then evalNat a else evalNat b

evalBool :: Expr Bool -> Bool
evalBool (BoolE b)  = b
evalBool (If c a b) = if evalBool c then evalBool a else evalBool b

-- Pair's left half is an Expr Int: evalNat has all its cases.
{-@ leftNat :: Expr (Int, Bool) -> Nat @-}
leftNat :: Expr (Int, Bool) -> Int
leftNat (Pair x _)   = evalNat x
leftNat (If _ p _)   = leftNat p

-- Wrong: a negative literal is returned as it is.
{-@ evalNatBad :: Expr Int -> Nat @-}
evalNatBad :: Expr Int -> Int
evalNatBad (IntE n)   = n
evalNatBad (Add a b)  = evalNatBad a + evalNatBad b
evalNatBad (If _ a _) = evalNatBad a
