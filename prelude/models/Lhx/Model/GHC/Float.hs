{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
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
module Lhx.Model.GHC.Float
  ( zdwzdsshowSignedFloat
  , zdwzdsshowSignedFloat1
  ) where

import GHC.Types (Int, Double (..), Float (..))
import GHC.Prim (Double#, Float#)
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
