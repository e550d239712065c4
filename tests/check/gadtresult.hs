{-# LANGUAGE GADTs #-}
-- GADT-style refined constructors whose result refinement names their
-- fields, through an alias: the constructor requires its fields' types and
-- promises its result's refinement of every value it builds (assumed where
-- a case matches it). Holds names its value n, as Positive names its field:
-- the field is meant.
module GadtResult where

{-@ type Holds E = {n:Evidence | E} @-}

data Evidence where
  Positive :: Int -> Evidence
  Below :: Int -> Int -> Evidence

{-@ data Evidence where
      Positive :: n:{Int | n > 0} -> Holds {n >= 1}
      Below :: a:Int -> b:Int -> {v:Evidence | a < b}
  @-}

-- Correct: Positive's field is positive.
{-@ mkPositive :: n:Int -> Maybe Evidence @-}
mkPositive :: Int -> Maybe Evidence
mkPositive n = if n > 0 then Just (Positive n) else Nothing

-- Wrong: 0 is not positive.
{-@ mkZero :: () -> Evidence @-}
mkZero :: () -> Evidence
mkZero () = Positive 0

-- Correct: matching Below gives a < b.
{-@ gap :: Evidence -> {v:Int | v >= 0} @-}
gap :: Evidence -> Int
gap (Below a b) = b - a
gap (Positive n) = n

-- Wrong: a < b allows a gap of 1.
{-@ gapBad :: Evidence -> {v:Int | v >= 2} @-}
gapBad :: Evidence -> Int
gapBad (Below a b) = b - a
gapBad (Positive n) = n + 1

-- Correct: Below promises a < b of what it builds (LiquidHaskell trusts it).
{-@ below :: a:Int -> b:Int -> {v:Evidence | a < b} @-}
below :: Int -> Int -> Evidence
below a b = Below a b
