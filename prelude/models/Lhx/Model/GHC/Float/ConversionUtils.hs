{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "GHC.Float.ConversionUtils": 'elimZerosInt#'.
--
-- Why: @toRational@ at Double and Float (hence @realToFrac@) strips the
-- trailing zero bits of the mantissa with 'elimZerosInt#', whose unfolding
-- reads a lookup table built in a mutable byte array (@zeroCountArr@:
-- @newByteArray#@, @writeInt8Array#@, @indexInt8Array#@).  The model counts
-- the zero bits with shifts instead; the result is the same.
module Lhx.Model.GHC.Float.ConversionUtils
  ( elimZerosInt#
  ) where

import GHC.Prim (Int#, (<=#), (<#), (>=#), (-#), (+#), (==#), andI#, uncheckedIShiftRA#)
import GHC.Num.Integer (Integer (IS))

-- | @elimZerosInt# n e@ removes up to @e@ trailing zero bits from @n@:
-- with @k = min e (number of trailing zero bits of n)@ it is
-- @(# n >> k, e - k #)@ (for @n == 0@: @(# 0, 0 #)@).  Like the original it
-- looks at the low byte first: if @e@ is at most that byte's trailing
-- zero count @t@ (8 for a zero byte) the answer is @(# n >> e, 0 #)@,
-- else if @t < 8@ it is @(# n >> t, e - t #)@, else the next byte.
elimZerosInt# :: Int# -> Int# -> (# Integer, Int# #)
elimZerosInt# n e =
  let t = lhx_lowZeros n 0#
  in case e <=# t of
       1# -> (# IS (uncheckedIShiftRA# n e), 0# #)
       _ -> case t <# 8# of
         1# -> (# IS (uncheckedIShiftRA# n t), e -# t #)
         _ -> elimZerosInt# (uncheckedIShiftRA# n 8#) (e -# 8#)

-- | The number of zero bits at the bottom of the low byte of @n@, counting
-- from bit @k@ (8 when they are all zero).
lhx_lowZeros :: Int# -> Int# -> Int#
lhx_lowZeros n k = case k >=# 8# of
  1# -> 8#
  _ -> case andI# (uncheckedIShiftRA# n k) 1# ==# 0# of
    1# -> lhx_lowZeros n (k +# 1#)
    _ -> k
