{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Real": the arithmetic error values.
--
-- Why: @div@, @mod@, @quot@, @rem@, @divMod@, @quotRem@ on Int (and the
-- other Integral instances) have unfoldings, but on a zero divisor or on
-- @minBound `div` (-1)@ they reach 'divZeroError' / 'overflowError', which
-- raise an ArithException and have no unfolding.  Here they are crashes with
-- the exception's message ("divide by zero", "arithmetic overflow"); lhx
-- reports a crash either way.
module Lhx.Model.GHC.Real
  ( divZeroError
  , overflowError
  , underflowError
  , ratioZeroDenominatorError
  ) where

import GHC.Err (errorWithoutStackTrace)

divZeroError :: forall a. a
divZeroError = errorWithoutStackTrace "divide by zero"

overflowError :: forall a. a
overflowError = errorWithoutStackTrace "arithmetic overflow"

underflowError :: forall a. a
underflowError = errorWithoutStackTrace "arithmetic underflow"

ratioZeroDenominatorError :: forall a. a
ratioZeroDenominatorError = errorWithoutStackTrace "Ratio has zero denominator"
