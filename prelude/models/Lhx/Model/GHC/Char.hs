{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.Char": the error of 'chr' (and @toEnum@ at
-- Char, @succ@/@pred@ near the ends of Char's range go elsewhere).
--
-- Why: @chr@ has an unfolding, but an out-of-range code point reaches the
-- worker @$wlvl@, a bottom without unfolding.  Z-encoded: 'zdwlvl'.
module Lhx.Model.GHC.Char
  ( zdwlvl
  ) where

import GHC.Types (Char, Int (..))
import GHC.Prim (Int#)
import GHC.Err (errorWithoutStackTrace)
import GHC.Base ((++))
import GHC.Show (showSignedInt)

-- | @chr n@ for an @n@ outside @[0, 0x10FFFF]@.
zdwlvl :: Int# -> Char
zdwlvl n = errorWithoutStackTrace ("Prelude.chr: bad argument: " ++ showSignedInt 9 (I# n) [])
