{-# LANGUAGE TypeFamilies #-}
-- An input whose type is a type family application: GHC reduces
-- `Payload Pt` to Pt and casts the input to it before the match; the
-- symbolic input is then a Pt.
module TyFamily where

data Pt = Pt Int Int

type family Payload t

type instance Payload Pt = Pt

-- Correct: only the positive coordinate is returned.
{-@ firstNat :: Payload Pt -> Nat @-}
firstNat :: Payload Pt -> Int
firstNat (Pt x _) = if x > 0 then x else 0

-- Wrong: the coordinate may be negative.
{-@ firstNatBad :: Payload Pt -> Nat @-}
firstNatBad :: Payload Pt -> Int
firstNatBad (Pt x _) = x

-- Passed on unexamined: no constructor is chosen.
{-@ keep :: Payload Pt -> Int -> {v:Int | v > 0} @-}
keep :: Payload Pt -> Int -> Int
keep _ n = if n > 0 then n else 1
