{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "Data.Char": the category tests defined there
-- ('isLetter', 'isMark', 'isNumber', 'isSeparator') and the error of
-- @digitToInt@.
--
-- Why: the four tests are wrappers of workers (@$wisLetter@, ...) that ask
-- the RTS's Unicode tables (foreign call @u_gencat@), which lhx cannot
-- execute; both wrappers and workers are modelled (names beginning with @$@
-- are z-encoded: @$wisLetter@ is 'zdwisLetter').  @digitToInt@ has an
-- unfolding, but a non-digit reaches the bottom @$wlvl@ without one.
--
-- Exactness (see also Lhx.Model.GHC.Unicode): 'isSeparator' (Zs, Zl, Zp) is
-- exact for every code point; the others are exact for the code points
-- 0..255 and stop with the error
-- @lhx: Data.Char.<fn> is modelled only for code points below 256@ above.
module Lhx.Model.Data.Char
  ( isLetter
  , zdwisLetter
  , isMark
  , zdwisMark
  , isNumber
  , zdwisNumber
  , isSeparator
  , zdwisSeparator
  , zdwlvl
  ) where

import GHC.Types (Bool (..), Char (..), Int)
import GHC.Prim (Char#)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Err (errorWithoutStackTrace)
import GHC.Base ((++))
import GHC.Show (show)

-- | Lu, Ll, Lt, Lm, Lo: @A..Z@, @a..z@, U+00AA, U+00B5, U+00BA and
-- U+00C0..U+00FF except U+00D7 and U+00F7.
isLetter :: Char -> Bool
isLetter c
  | c <= '\xff' =
         (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
      || c == '\xaa' || c == '\xb5' || c == '\xba'
      || (c >= '\xc0' && c /= '\xd7' && c /= '\xf7')
  | True = errorWithoutStackTrace "lhx: Data.Char.isLetter is modelled only for code points below 256"

zdwisLetter :: Char# -> Bool
zdwisLetter c = isLetter (C# c)

-- | Mn, Mc, Me: none below 256.
isMark :: Char -> Bool
isMark c
  | c <= '\xff' = False
  | True = errorWithoutStackTrace "lhx: Data.Char.isMark is modelled only for code points below 256"

zdwisMark :: Char# -> Bool
zdwisMark c = isMark (C# c)

-- | Nd, Nl, No: @0..9@, U+00B2, U+00B3, U+00B9, U+00BC..U+00BE.
isNumber :: Char -> Bool
isNumber c
  | c <= '\xff' =
         (c >= '0' && c <= '9') || c == '\xb2' || c == '\xb3' || c == '\xb9'
      || (c >= '\xbc' && c <= '\xbe')
  | True = errorWithoutStackTrace "lhx: Data.Char.isNumber is modelled only for code points below 256"

zdwisNumber :: Char# -> Bool
zdwisNumber c = isNumber (C# c)

-- | Zs, Zl, Zp (exact everywhere: the space, U+00A0, U+1680,
-- U+2000..U+200A, U+2028, U+2029, U+202F, U+205F, U+3000).
isSeparator :: Char -> Bool
isSeparator c =
     c == ' ' || c == '\xa0' || c == '\x1680'
  || (c >= '\x2000' && c <= '\x200a')
  || c == '\x2028' || c == '\x2029' || c == '\x202f' || c == '\x205f'
  || c == '\x3000'

zdwisSeparator :: Char# -> Bool
zdwisSeparator c = isSeparator (C# c)

-- | @digitToInt c@ for a @c@ that is not a hexadecimal digit.
zdwlvl :: Char# -> Int
zdwlvl c = errorWithoutStackTrace ("Char.digitToInt: not a digit " ++ show (C# c))
