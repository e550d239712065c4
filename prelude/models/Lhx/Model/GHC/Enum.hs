{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Enum": the error values of @Enum Int@ and
-- @Enum Char@.
--
-- Why: @[a..b]@, @[a,b..c]@, @[a..]@ on Int go through the @$fEnumInt@
-- dictionary, whose methods all have unfoldings (@eftIntFB@, @efdtIntFB@,
-- ... with local loops), so nothing is needed for them.  Only @succ maxBound@
-- and @pred minBound@ reach two top-level error values that have no unfolding
-- (they are bottoms): @GHC.Enum.$fEnumInt2@ (succ) and @GHC.Enum.$fEnumInt1@
-- (pred), written here in GHC's z-encoding.  The same holds for Char
-- (@['a'..'z']@ is fine; @succ maxBound@ reaches @$fEnumChar2@, @pred
-- minBound@ @$fEnumChar1@).
module Lhx.Model.GHC.Enum
  ( zdfEnumInt1
  , zdfEnumInt2
  , zdfEnumChar1
  , zdfEnumChar2
  ) where

import GHC.Types (Char, Int)
import GHC.Err (errorWithoutStackTrace)

-- | @pred (minBound :: Int)@.
zdfEnumInt1 :: Int
zdfEnumInt1 = errorWithoutStackTrace "Prelude.Enum.pred{Int}: tried to take `pred' of minBound"

-- | @succ (maxBound :: Int)@.
zdfEnumInt2 :: Int
zdfEnumInt2 = errorWithoutStackTrace "Prelude.Enum.succ{Int}: tried to take `succ' of maxBound"

-- | @pred (minBound :: Char)@.
zdfEnumChar1 :: Char
zdfEnumChar1 = errorWithoutStackTrace "Prelude.Enum.Char.pred: bad argument"

-- | @succ (maxBound :: Char)@.
zdfEnumChar2 :: Char
zdfEnumChar2 = errorWithoutStackTrace "Prelude.Enum.Char.succ: bad argument"
