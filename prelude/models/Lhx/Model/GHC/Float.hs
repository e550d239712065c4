{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "GHC.Float": the sign handling of @show@ for
-- Double and Float.
--
-- Why: @showsPrec@/@show@ for Double go through
-- @$fShowDouble_$sshowSignedFloat@ to its worker @$w$sshowSignedFloat@,
-- whose unfolding makes a foreign call (@isDoubleNegativeZero@) that lhx
-- cannot execute.  The model decides the sign in plain Haskell (a zero whose
-- reciprocal is negative is -0.0).  The digits themselves are the engine
-- primitive @GHC.Float.$w$sformatRealFloatAlt@ (prelude/primitives.txt).
-- Float is the same with @$w$sshowSignedFloat1@ (@isFloatNegativeZero@) and
-- the primitive @$w$sformatRealFloatAlt1@.  The names are z-encoded:
-- @$w$sshowSignedFloat@ is 'zdwzdsshowSignedFloat'.
--
-- The IEEE tests @isDoubleNaN@, @isDoubleInfinite@, ... (foreign imports of
-- C functions returning 1 or 0) and the RealFloat methods that inline those
-- calls (@isNaN@, @isInfinite@, @isNegativeZero@, @isDenormalized@,
-- @scaleFloat@'s worker) are modelled with comparisons: NaN is the value
-- not equal to itself, the infinities are beyond the largest finite value,
-- a denormal is a non-zero value below the smallest normal one.  (A class
-- dictionary reaches all its methods, so any use of @RealFloat Double@ —
-- or of @show@ on Double — needs them.)  @atan2@'s workers @$w$catan2@
-- (Double) and @$w$catan1@ (Float) have no unfolding; they are modelled
-- after the Haskell Report's definition of @atan2@.
--
-- @properFraction@ at Double (and so @truncate@, @floor@, @ceiling@ at
-- Double, which go through it) has an unfolding, but it mentions
-- @GHC.Real.^1@, a bottom that cannot be modelled under the naming
-- convention; its worker @$w$cproperFraction@ is modelled instead.
module Lhx.Model.GHC.Float
  ( zdwzdsshowSignedFloat
  , zdwzdsshowSignedFloat1
  , isDoubleNaN, isDoubleInfinite, isDoubleFinite, isDoubleNegativeZero, isDoubleDenormalized
  , isFloatNaN, isFloatInfinite, isFloatFinite, isFloatNegativeZero, isFloatDenormalized
  , zdfRealFloatDoublezuzdcisNaN, zdfRealFloatDoublezuzdcisInfinite
  , zdfRealFloatDoublezuzdcisNegativeZZero, zdfRealFloatDoublezuzdcisDenormalizzed
  , zdfRealFloatFloatzuzdcisNaN, zdfRealFloatFloatzuzdcisInfinite
  , zdfRealFloatFloatzuzdcisNegativeZZero, zdfRealFloatFloatzuzdcisDenormalizzed
  , zdwzdcscaleFloat, zdwzdcscaleFloat1
  , zdwzdcatan2, zdwzdcatan1
  , zdwzdcproperFraction
  ) where

import GHC.Types (Bool (..), Int (..), Double (..), Float (..))
import GHC.Prim (Double#, Float#, Int#, (==##), (/=##), (<##), (>##), (/##), (+#), (<=#),
                 eqFloat#, neFloat#, ltFloat#, gtFloat#, divideFloat#,
                 decodeDouble_Int64#, decodeFloat_Int#, (-#),
                 (<=##), (+##), negateDouble#, atanDouble#,
                 leFloat#, plusFloat#, negateFloat#, atanFloat#, (>=#), andI#, uncheckedIShiftRA#)
import GHC.Num.Integer (Integer (IS), integerEncodeDouble#, integerEncodeFloat#, integerQuotRem#)
import GHC.Real (Integral, (^))
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Num (Num (..))
import GHC.Real (Fractional (..))
import GHC.Show (ShowS)
import GHC.Float ()

-- | @showSignedFloat showPos p x@: a negative @x@ (including -0.0) is shown
-- as @-@ followed by @showPos (-x)@, in parentheses when the precedence
-- @p@ is above 6; anything else (NaN too) is @showPos x@.
zdwzdsshowSignedFloat :: (Double -> ShowS) -> Int -> Double# -> ShowS
zdwzdsshowSignedFloat showPos p d =
  let x = D# d
  in if x < 0.0 || (x == 0.0 && 1.0 / x < 0.0)
     then (if p > 6
           then \s -> '(' : '-' : showPos (negate x) (')' : s)
           else \s -> '-' : showPos (negate x) s)
     else showPos x

-- | The same for Float.
zdwzdsshowSignedFloat1 :: (Float -> ShowS) -> Int -> Float# -> ShowS
zdwzdsshowSignedFloat1 showPos p f =
  let x = F# f
  in if x < 0.0 || (x == 0.0 && 1.0 / x < 0.0)
     then (if p > 6
           then \s -> '(' : '-' : showPos (negate x) (')' : s)
           else \s -> '-' : showPos (negate x) s)
     else showPos x

-- * IEEE tests (1 for yes, 0 for no)

lhx_bit :: Bool -> Int
lhx_bit True = I# 1#
lhx_bit False = I# 0#

lhx_dNaN :: Double# -> Bool
lhx_dNaN x = case x /=## x of
  1# -> True
  _ -> False

lhx_dInfinite :: Double# -> Bool
lhx_dInfinite x = case x >## 1.7976931348623157e308## of
  1# -> True
  _ -> case x <## -1.7976931348623157e308## of
    1# -> True
    _ -> False

lhx_dNegativeZero :: Double# -> Bool
lhx_dNegativeZero x = case x ==## 0.0## of
  1# -> case (1.0## /## x) <## 0.0## of
    1# -> True
    _ -> False
  _ -> False

lhx_dDenormalized :: Double# -> Bool
lhx_dDenormalized x = case x /=## 0.0## of
  1# -> case x <## 2.2250738585072014e-308## of
    1# -> case x >## -2.2250738585072014e-308## of
      1# -> True
      _ -> False
    _ -> False
  _ -> False

lhx_fNaN :: Float# -> Bool
lhx_fNaN x = case neFloat# x x of
  1# -> True
  _ -> False

lhx_fInfinite :: Float# -> Bool
lhx_fInfinite x = case gtFloat# x 3.4028235e38# of
  1# -> True
  _ -> case ltFloat# x -3.4028235e38# of
    1# -> True
    _ -> False

lhx_fNegativeZero :: Float# -> Bool
lhx_fNegativeZero x = case eqFloat# x 0.0# of
  1# -> case ltFloat# (divideFloat# 1.0# x) 0.0# of
    1# -> True
    _ -> False
  _ -> False

lhx_fDenormalized :: Float# -> Bool
lhx_fDenormalized x = case neFloat# x 0.0# of
  1# -> case ltFloat# x 1.17549435e-38# of
    1# -> case gtFloat# x -1.17549435e-38# of
      1# -> True
      _ -> False
    _ -> False
  _ -> False

isDoubleNaN :: Double -> Int
isDoubleNaN (D# x) = lhx_bit (lhx_dNaN x)

isDoubleInfinite :: Double -> Int
isDoubleInfinite (D# x) = lhx_bit (lhx_dInfinite x)

isDoubleFinite :: Double -> Int
isDoubleFinite (D# x) = lhx_bit (lhx_dFinite x)

lhx_dFinite :: Double# -> Bool
lhx_dFinite x = case lhx_dNaN x of
  True -> False
  False -> case lhx_dInfinite x of
    True -> False
    False -> True

isDoubleNegativeZero :: Double -> Int
isDoubleNegativeZero (D# x) = lhx_bit (lhx_dNegativeZero x)

isDoubleDenormalized :: Double -> Int
isDoubleDenormalized (D# x) = lhx_bit (lhx_dDenormalized x)

isFloatNaN :: Float -> Int
isFloatNaN (F# x) = lhx_bit (lhx_fNaN x)

isFloatInfinite :: Float -> Int
isFloatInfinite (F# x) = lhx_bit (lhx_fInfinite x)

isFloatFinite :: Float -> Int
isFloatFinite (F# x) = lhx_bit (lhx_fFinite x)

lhx_fFinite :: Float# -> Bool
lhx_fFinite x = case lhx_fNaN x of
  True -> False
  False -> case lhx_fInfinite x of
    True -> False
    False -> True

isFloatNegativeZero :: Float -> Int
isFloatNegativeZero (F# x) = lhx_bit (lhx_fNegativeZero x)

isFloatDenormalized :: Float -> Int
isFloatDenormalized (F# x) = lhx_bit (lhx_fDenormalized x)

-- * RealFloat methods

zdfRealFloatDoublezuzdcisNaN :: Double -> Bool
zdfRealFloatDoublezuzdcisNaN (D# x) = lhx_dNaN x

zdfRealFloatDoublezuzdcisInfinite :: Double -> Bool
zdfRealFloatDoublezuzdcisInfinite (D# x) = lhx_dInfinite x

zdfRealFloatDoublezuzdcisNegativeZZero :: Double -> Bool
zdfRealFloatDoublezuzdcisNegativeZZero (D# x) = lhx_dNegativeZero x

zdfRealFloatDoublezuzdcisDenormalizzed :: Double -> Bool
zdfRealFloatDoublezuzdcisDenormalizzed (D# x) = lhx_dDenormalized x

zdfRealFloatFloatzuzdcisNaN :: Float -> Bool
zdfRealFloatFloatzuzdcisNaN (F# x) = lhx_fNaN x

zdfRealFloatFloatzuzdcisInfinite :: Float -> Bool
zdfRealFloatFloatzuzdcisInfinite (F# x) = lhx_fInfinite x

zdfRealFloatFloatzuzdcisNegativeZZero :: Float -> Bool
zdfRealFloatFloatzuzdcisNegativeZZero (F# x) = lhx_fNegativeZero x

zdfRealFloatFloatzuzdcisDenormalizzed :: Float -> Bool
zdfRealFloatFloatzuzdcisDenormalizzed (F# x) = lhx_fDenormalized x

-- | Worker of @scaleFloat n x@ at Double: @x * 2^n@ for a finite non-zero
-- @x@ (the exponent change clamped to +-2257, beyond which the result is
-- 0 or infinite anyway), @x@ itself for 0, NaN, the infinities and n == 0.
-- Built from the primop @decodeDouble_Int64#@ and the Integer primitive
-- @integerEncodeDouble#@, like the original.
zdwzdcscaleFloat :: Int# -> Double# -> Double#
zdwzdcscaleFloat n x = case n of
  0# -> x
  _ -> case x ==## 0.0## of
    1# -> x
    _ -> case lhx_dFinite x of
      False -> x
      True -> case decodeDouble_Int64# x of
        (# m, e #) -> integerEncodeDouble# (IS m) (e +# lhx_clamp 2257# n)

-- | The same for Float (clamped to +-349).
zdwzdcscaleFloat1 :: Int# -> Float# -> Float#
zdwzdcscaleFloat1 n x = case n of
  0# -> x
  _ -> case eqFloat# x 0.0# of
    1# -> x
    _ -> case lhx_fFinite x of
      False -> x
      True -> case decodeFloat_Int# x of
        (# m, e #) -> integerEncodeFloat# (IS m) (e +# lhx_clamp 349# n)

-- | @n@ limited to @[-b, b]@.
lhx_clamp :: Int# -> Int# -> Int#
lhx_clamp b n = case b <=# n of
  1# -> b
  _ -> case n <=# (0# -# b) of
    1# -> 0# -# b
    _ -> n

-- * atan2

-- | @atan2 y x@ at Double: the angle of the point (x, y), in (-pi, pi],
-- with the signed zeros and NaNs handled as the Haskell Report specifies.
zdwzdcatan2 :: Double# -> Double# -> Double#
zdwzdcatan2 y x
  | lhx_d (x >## 0.0##) = atanDouble# (y /## x)
  | lhx_d (x ==## 0.0##) && lhx_d (y >## 0.0##) = 3.141592653589793## /## 2.0##
  | lhx_d (x <## 0.0##) && lhx_d (y >## 0.0##) = 3.141592653589793## +## atanDouble# (y /## x)
  | (lhx_d (x <=## 0.0##) && lhx_d (y <## 0.0##))
      || (lhx_d (x <## 0.0##) && lhx_dNegativeZero y)
      || (lhx_dNegativeZero x && lhx_dNegativeZero y)
      = negateDouble# (zdwzdcatan2 (negateDouble# y) x)
  | lhx_d (y ==## 0.0##) && (lhx_d (x <## 0.0##) || lhx_dNegativeZero x) = 3.141592653589793##
  | lhx_d (x ==## 0.0##) && lhx_d (y ==## 0.0##) = y
  | True = x +## y

-- | The same at Float.
zdwzdcatan1 :: Float# -> Float# -> Float#
zdwzdcatan1 y x
  | lhx_d (gtFloat# x 0.0#) = atanFloat# (divideFloat# y x)
  | lhx_d (eqFloat# x 0.0#) && lhx_d (gtFloat# y 0.0#) = divideFloat# 3.1415927# 2.0#
  | lhx_d (ltFloat# x 0.0#) && lhx_d (gtFloat# y 0.0#) = plusFloat# 3.1415927# (atanFloat# (divideFloat# y x))
  | (lhx_d (leFloat# x 0.0#) && lhx_d (ltFloat# y 0.0#))
      || (lhx_d (ltFloat# x 0.0#) && lhx_fNegativeZero y)
      || (lhx_fNegativeZero x && lhx_fNegativeZero y)
      = negateFloat# (zdwzdcatan1 (negateFloat# y) x)
  | lhx_d (eqFloat# y 0.0#) && (lhx_d (ltFloat# x 0.0#) || lhx_fNegativeZero x) = 3.1415927#
  | lhx_d (eqFloat# x 0.0#) && lhx_d (eqFloat# y 0.0#) = y
  | True = plusFloat# x y

-- | A primop comparison as a Bool.
lhx_d :: Int# -> Bool
lhx_d 1# = True
lhx_d _ = False

-- * properFraction

-- | Worker of @properFraction x@ at Double: with @x = m * 2^e@ (the
-- primop @decodeDouble_Int64#@), for @e >= 0@ the whole part is
-- @fromInteger m * 2 ^ e@ computed in the target type (so an Int result
-- wraps like the original's) and the fraction is 0.0; for @e < 0@ it is
-- @m `quotRem` 2^(-e)@, the remainder scaled back by @2^e@.  The whole part
-- is lazy, as in the original.
zdwzdcproperFraction :: forall b. Integral b => Double# -> (# b, Double #)
zdwzdcproperFraction x = case decodeDouble_Int64# x of
  (# m, e #) -> case e >=# 0# of
    1# -> (# fromInteger (IS m) * (fromInteger (IS 2#) ^ I# e), D# 0.0## #)
    _ -> case integerQuotRem# (IS m) (lhx_twoTo (0# -# e)) of
      (# q, r #) -> (# fromInteger q, D# (integerEncodeDouble# r e) #)

-- | @2 ^ k@ as an Integer, for @k >= 0@, by squaring.
lhx_twoTo :: Int# -> Integer
lhx_twoTo k = lhx_powAcc (IS 2#) k (IS 1#)

-- | @acc * x ^ k@ for @k >= 0@.
lhx_powAcc :: Integer -> Int# -> Integer -> Integer
lhx_powAcc x k acc = case k of
  0# -> acc
  _ -> case andI# k 1# of
    1# -> lhx_powAcc (x * x) (uncheckedIShiftRA# k 1#) (acc * x)
    _ -> lhx_powAcc (x * x) (uncheckedIShiftRA# k 1#) acc
