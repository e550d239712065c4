{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.Real": arithmetic error values and @(^)@'s loop.
--
-- Why: @div@, @mod@, @quot@, @rem@, @divMod@, @quotRem@ on Int (and the
-- other Integral instances) have unfoldings, but on a zero divisor or on
-- @minBound `div` (-1)@ they reach 'divZeroError' / 'overflowError', which
-- raise an ArithException and have no unfolding.  Those two are engine
-- primitives (a division by zero breaks the precondition LiquidHaskell gives
-- @div@; an overflow is an error only with machine integers); the two below,
-- which LiquidHaskell gives no precondition, are crashes with the exception's
-- message that lhx does not count as violations.
--
-- @GHC.Real.$wf@ (z-encoded 'zdwf') is @(^)@'s loop specialised to an
-- Integer base and an Int exponent; GHC.Float's @properFraction@,
-- @truncate@, @round@, ... at Double and Float and its @fromRat@ call it
-- directly.  (Its sibling @GHC.Real.^1@, the "Negative exponent" error,
-- cannot be modelled under the naming convention: @^1@ is not a Haskell
-- name and does not begin with @$@.)
module Lhx.Model.GHC.Real
  ( underflowError
  , ratioZeroDenominatorError
  , zdwf
  ) where

import GHC.Err (errorWithoutStackTrace)
import GHC.Prim (Int#, (==#), (<#), andI#, uncheckedIShiftRA#)
import GHC.Num (Num (..))
import GHC.Num.Integer (Integer)

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
