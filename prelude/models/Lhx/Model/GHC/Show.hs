{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "GHC.Show": the parts of @show@ that base's
-- interface file leaves without an unfolding.
--
-- Why: @show@/@showsPrec@ for Int, Char, String and tuples go through
-- instance methods whose unfoldings lhx can execute, but they bottom out in
-- recursive helpers that have none:
--
--   * Int:    @$fShowInt@ -> 'showSignedInt' / 'itos' -> @$witos@ -> @$witos'@
--             (the digit loop).  'showSignedInt' and 'itos' are modelled so
--             the common paths stop at plain names; @$witos'@ is modelled
--             too for the callers that use the worker directly
--             (Integer, Int8..Int64, Word...).
--   * Char/String: 'showLitChar' (wrapper of @$wshowLitChar@) and
--             'showLitString' (recursive).
--   * Integer: @$fShowInteger_$cshowsPrec@ is an engine primitive (see
--             prelude/primitives.txt: Integer digits are done in C); its
--             worker @$w$cshowsPrec3@, which @$fShowInteger_$cshowList@ and
--             @Show (Ratio Integer)@ call directly, is modelled on top of it.
--   * tuples: @$fShow(,)_$cshowsPrec@ etc. call a specialised loop
--             @$fShow(,)_$sgo1@, @$fShow(,,)_$sgo@, ... that puts the commas
--             between the shown components.
--
-- Names that begin with @$@ are written in GHC's z-encoding
-- (GHC.Utils.Encoding.zEncodeString): @$witos'@ is 'zdwitoszq',
-- @$fShow(,,)_$sgo@ is 'zdfShowZLz2cUz2cUZRzuzdsgo', and so on.
-- Each binding has exactly the type of its original.  Helpers are @lhx_@.
module Lhx.Model.GHC.Show
  ( showSignedInt
  , itos
  , zdwitoszq
  , showLitChar
  , zdwshowLitChar
  , showLitString
  , zdwzdcshowsPrec3
  , intToDigit1
  , zdfShowZLz2cUZRzuzdsgo1
  , zdfShowZLz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  , zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo
  ) where

import GHC.Types (Bool (..), Char (..), Int (..))
import GHC.Prim (Int#, Char#, chr#, ord#, (+#))
import GHC.Classes (Eq (..), Ord (..), (&&))
import GHC.Num (Num (..))
import GHC.Real (quot, rem)
import GHC.Err (errorWithoutStackTrace)
import GHC.Base (String, (++), otherwise)
import GHC.Num.Integer (Integer)
import GHC.Show (ShowS, Show (showsPrec))

-- * Int

-- | @showSignedInt p n@: the decimal digits of @n@, in parentheses when @n@
-- is negative and the precedence @p@ is above 6 (so @showsPrec 7 (-5)@
-- gives @"(-5)"@).
showSignedInt :: Int -> Int -> ShowS
showSignedInt p n r =
  if n < 0 && p > 6 then '(' : lhx_showInt n (')' : r) else lhx_showInt n r

-- | The decimal representation of an unboxed Int (with a leading @-@ when
-- negative), prepended to the string.
itos :: Int# -> String -> String
itos n cs = lhx_showInt (I# n) cs

-- | Worker of the digit loop, @GHC.Show.$witos'@: the digits of a
-- non-negative number, returned as head and tail of the string.
zdwitoszq :: Int# -> String -> (# Char, [Char] #)
zdwitoszq n cs = lhx_unconsString (lhx_showInt (I# n) cs)

-- | Decimal digits of any Int.  Works on the negated value so that
-- @minBound@ needs no special case.
lhx_showInt :: Int -> String -> String
lhx_showInt n cs = if n < 0 then '-' : lhx_digitsNeg n cs
                   else lhx_digitsNeg (negate n) cs

-- | Digits of @-n@ for @n <= 0@.
lhx_digitsNeg :: Int -> String -> String
lhx_digitsNeg n cs =
  let q = n `quot` 10
      d = lhx_digit (negate (n `rem` 10))
  in if q == 0 then d : cs else lhx_digitsNeg q (d : cs)

lhx_digit :: Int -> Char
lhx_digit (I# d) = C# (chr# (48# +# d))

lhx_unconsString :: String -> (# Char, [Char] #)
lhx_unconsString (c : cs) = (# c, cs #)
lhx_unconsString []       = errorWithoutStackTrace "lhx: empty shown string"

-- * Integer

-- | Worker of @showsPrec@ for Integer, @GHC.Show.$w$cshowsPrec3@.  The
-- digits come from @showsPrec@ at Integer, i.e. the engine primitive
-- @GHC.Show.$fShowInteger_$cshowsPrec@.
zdwzdcshowsPrec3 :: Int# -> Integer -> String -> (# Char, [Char] #)
zdwzdcshowsPrec3 p n s = lhx_unconsString (showsPrec (I# p) n s)

-- * Char and String

-- | @intToDigit n@ for an @n@ outside 0..15 (@intToDigit@'s worker has an
-- unfolding; this bottom has none).
intToDigit1 :: Int# -> Char
intToDigit1 n = errorWithoutStackTrace ("Char.intToDigit: not a digit " ++ lhx_showInt (I# n) [])


-- | 'showLitChar' shows a character as it would appear inside a Haskell
-- character or string literal, without quotes: printable ASCII stands for
-- itself (except the backslash), control characters use their escape
-- (@\\n@, @\\SOH@, ...), @\\DEL@, and everything above it is a decimal
-- escape.  A numeric escape followed by a digit, and @\\SO@ followed by
-- @H@, are separated by @\\&@ so the literal reads back correctly.
showLitChar :: Char -> ShowS
showLitChar c s = lhx_showLitChar (lhx_ord c) s

-- | Worker of 'showLitChar' on an unboxed character.
zdwshowLitChar :: Char# -> String -> String
zdwshowLitChar c s = lhx_showLitChar (I# (ord# c)) s

lhx_ord :: Char -> Int
lhx_ord (C# c) = I# (ord# c)

lhx_showLitChar :: Int -> String -> String
lhx_showLitChar n s
  | n > 127   = '\\' : lhx_showInt n (lhx_protect lhx_isDigit s)
  | n == 127  = '\\' : 'D' : 'E' : 'L' : s
  | n == 92   = '\\' : '\\' : s
  | n >= 32   = lhx_chr n : s
  | n == 7    = '\\' : 'a' : s
  | n == 8    = '\\' : 'b' : s
  | n == 12   = '\\' : 'f' : s
  | n == 10   = '\\' : 'n' : s
  | n == 13   = '\\' : 'r' : s
  | n == 9    = '\\' : 't' : s
  | n == 11   = '\\' : 'v' : s
  | n == 14   = '\\' : 'S' : 'O' : lhx_protect (\c -> c == 'H') s
  | otherwise = '\\' : (lhx_controlName n ++ s)

-- | Insert @\\&@ before @s@ when its first character satisfies @p@.
lhx_protect :: (Char -> Bool) -> String -> String
lhx_protect p s = case s of
  c : _ -> if p c then '\\' : '&' : s else s
  []    -> s

lhx_isDigit :: Char -> Bool
lhx_isDigit c = c >= '0' && c <= '9'

lhx_chr :: Int -> Char
lhx_chr (I# n) = C# (chr# n)

-- | ASCII names of the control characters without a single-letter escape.
lhx_controlName :: Int -> String
lhx_controlName n = case n of
  0  -> "NUL"
  1  -> "SOH"
  2  -> "STX"
  3  -> "ETX"
  4  -> "EOT"
  5  -> "ENQ"
  6  -> "ACK"
  15 -> "SI"
  16 -> "DLE"
  17 -> "DC1"
  18 -> "DC2"
  19 -> "DC3"
  20 -> "DC4"
  21 -> "NAK"
  22 -> "SYN"
  23 -> "ETB"
  24 -> "CAN"
  25 -> "EM"
  26 -> "SUB"
  27 -> "ESC"
  28 -> "FS"
  29 -> "GS"
  30 -> "RS"
  31 -> "US"
  _  -> errorWithoutStackTrace "lhx: not a control character"

-- | The characters of a string literal's body: like 'showLitChar' on each
-- character, except that a double quote is escaped.
showLitString :: String -> ShowS
showLitString []       s = s
showLitString (c : cs) s =
  if c == '"' then '\\' : '"' : showLitString cs s
  else showLitChar c (showLitString cs s)

-- * Tuples

-- | The loop that shows the components of a tuple after the first:
-- @lhx_showTupleGo end f gs@ shows @f@, then each of @gs@ preceded by a
-- comma, then @end@ (which starts with the closing parenthesis).
lhx_showTupleGo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
lhx_showTupleGo end f []       = f end
lhx_showTupleGo end f (g : gs) = f (',' : lhx_showTupleGo end g gs)

-- | @GHC.Show.$fShow(,)_$sgo1@ (pairs).
zdfShowZLz2cUZRzuzdsgo1 :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUZRzuzdsgo1 = lhx_showTupleGo

-- | @GHC.Show.$fShow(,,)_$sgo@ (triples), and so on up to 13-tuples.
zdfShowZLz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo

zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo :: [Char] -> ([Char] -> [Char]) -> [[Char] -> [Char]] -> String
zdfShowZLz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUz2cUZRzuzdsgo = lhx_showTupleGo
