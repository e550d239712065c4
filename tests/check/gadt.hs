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

-- Polymorphic in the index: not fixed at Int, so every constructor is
-- searched (BoolE and Pair too).
{-@ tag :: Expr a -> Nat @-}
tag :: Expr a -> Int
tag (IntE _)   = 0
tag (BoolE _)  = 1
tag (Add _ _)  = 2
tag (If _ _ _) = 3
tag (Pair _ _) = 4

-- Wrong: a BoolE's tag is 1.
{-@ tagBad :: Expr a -> {v:Int | v /= 1} @-}
tagBad :: Expr a -> Int
tagBad e = tag e

-- What one input's constructor fixes of the index holds for the other:
-- after IntE, y is an Expr Int (no BoolE or Pair case needed).
{-@ bothNat :: Expr a -> Expr a -> Nat @-}
bothNat :: Expr a -> Expr a -> Int
bothNat (IntE n) y = case y of
  IntE m   -> if n > 0 && m > 0 then 1 else 0
  Add _ _  -> 0
  If _ _ _ -> 0
bothNat _ _ = 0
