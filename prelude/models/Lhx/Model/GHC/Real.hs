{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.Real": the arithmetic error values.
--
-- Why: @div@, @mod@, @quot@, @rem@, @divMod@, @quotRem@ on Int (and the
-- other Integral instances) have unfoldings, but on a zero divisor or on
-- @minBound `div` (-1)@ they reach 'divZeroError' / 'overflowError', which
-- raise an ArithException and have no unfolding.  Here they are crashes with
-- the exception's message ("divide by zero", "arithmetic overflow"); lhx
-- reports a crash either way.
--
-- @GHC.Real.$wf@ (z-encoded 'zdwf') is @(^)@'s loop specialised to an
-- Integer base and an Int exponent; GHC.Float's @properFraction@,
-- @truncate@, @round@, ... at Double and Float and its @fromRat@ call it
-- directly.  (Its sibling @GHC.Real.^1@, the "Negative exponent" error,
-- cannot be modelled under the naming convention: @^1@ is not a Haskell
-- name and does not begin with @$@.)
module Lhx.Model.GHC.Real
  ( divZeroError
  , overflowError
  , underflowError
  , ratioZeroDenominatorError
  , zdwf
  ) where

import GHC.Err (errorWithoutStackTrace)
import GHC.Prim (Int#, (==#), (<#), andI#, uncheckedIShiftRA#)
import GHC.Num (Num (..))
import GHC.Num.Integer (Integer)

divZeroError :: forall a. a
divZeroError = errorWithoutStackTrace "divide by zero"

overflowError :: forall a. a
overflowError = errorWithoutStackTrace "arithmetic overflow"

underflowError :: forall a. a
underflowError = errorWithoutStackTrace "arithmetic underflow"

ratioZeroDenominatorError :: forall a. a
ratioZeroDenominatorError = errorWithoutStackTrace "Ratio has zero denominator"

-- | @x ^ n@ for @n >= 1@ (the callers check the sign and the zero case),
-- by squaring: the bits of @n@ from the lowest, multiplying the current
-- square into the result at each set bit.  Like the original it does not
-- terminate for @n < 1@.
zdwf :: Integer -> Int# -> Integer
zdwf x n = case n <# 1# of
  1# -> zdwf x n
  _ -> lhx_powFrom x n

-- | @x ^ n@ for @n >= 1@: skip the low zero bits, then start the product.
lhx_powFrom :: Integer -> Int# -> Integer
lhx_powFrom x n = case andI# n 1# of
  1# -> lhx_powAcc (x * x) (uncheckedIShiftRA# n 1#) x
  _ -> lhx_powFrom (x * x) (uncheckedIShiftRA# n 1#)

-- | @acc * x ^ n@ for @n >= 0@.
lhx_powAcc :: Integer -> Int# -> Integer -> Integer
lhx_powAcc x n acc = case n ==# 0# of
  1# -> acc
  _ -> case andI# n 1# of
    1# -> lhx_powAcc (x * x) (uncheckedIShiftRA# n 1#) (acc * x)
    _ -> lhx_powAcc (x * x) (uncheckedIShiftRA# n 1#) acc
