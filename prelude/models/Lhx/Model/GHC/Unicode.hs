{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Unicode": 'isSpace'.
--
-- Why: the real 'isSpace' has an unfolding, but for characters above
-- U+0377 it makes a foreign call into the RTS's Unicode tables
-- (@u_iswspace@), which lhx cannot execute.  @words@ (and user code) use it.
-- A character is a space when it is one of @\\t \\n \\v \\f \\r@, the space,
-- or belongs to the Unicode category Zs (space separator) — U+00A0, U+1680,
-- U+2000..U+200A, U+202F, U+205F, U+3000 in the Unicode version of
-- GHC 9.0's base.
module Lhx.Model.GHC.Unicode
  ( isSpace
  ) where

import GHC.Types (Bool (..), Char)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))

isSpace :: Char -> Bool
isSpace c =
     c == ' '
  || (c >= '\t' && c <= '\r')
  || c == '\xa0'
  || c == '\x1680'
  || (c >= '\x2000' && c <= '\x200a')
  || c == '\x202f'
  || c == '\x205f'
  || c == '\x3000'
