{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.Unicode": the character classification and
-- case conversion of "Data.Char", and the pieces of @GeneralCategory@'s
-- instances that have no unfolding.
--
-- Why: the real functions ask the RTS's Unicode tables through foreign calls
-- (@u_towupper@, @u_towlower@, @u_towtitle@, @u_iswupper@, @u_iswlower@,
-- @u_iswalpha@, @u_iswalnum@, @u_iswprint@, @u_iswcntrl@, @u_iswspace@,
-- @u_gencat@), which lhx cannot execute.
--
-- Exactness: without Unicode tables only part of the code space can be
-- described exactly, and a model must never give a wrong answer.  So
--
--   * 'isSpace' and 'isControl' are exact for every code point (their sets
--     are small: Zs plus @\\t..\\r@, and Cc = U+0000..U+001F, U+007F..U+009F;
--     checked against the real functions over the whole range);
--   * everything else is exact for the code points 0..255 (ASCII and
--     Latin-1) and stops with the error
--     @lhx: Data.Char.<fn> is modelled only for code points below 256@ above
--     (an honest stop that lhx reports, never a wrong answer).
--
-- The models are plain comparisons on the Char (ranges), which symbolic
-- execution handles well.  Values are those of GHC 9.0's base (Unicode 12.1).
--
-- Workers: @isSpace@, @isPunctuation@, @isSymbol@, @generalCategory@ are
-- wrappers (with unfoldings) of the workers @$wisSpace@, @$wisPunctuation@,
-- @$wisSymbol@, @$wgeneralCategory@ (on @Char#@); both are modelled, so
-- neither path reaches C.  @wgencat@ (the category index of an Int code
-- point) is exact for 0..255 and stops elsewhere.  Names that begin with
-- @$@ are z-encoded (@$wisSymbol@ is 'zdwisSymbol').  Not modelled: the
-- lexer of @read@ (@Text.Read.Lex.isSymbolChar@,
-- @GHC.Read.$wskipSpacesThenP@ call the C functions directly).
--
-- @GeneralCategory@'s derived instances have unfoldings except the loop of
-- @enumFrom@ (@$fEnumGeneralCategory_go9@), the errors of @succ@/@pred@/
-- @toEnum@ (@$fEnumGeneralCategory3@, @$fEnumGeneralCategory2@, @$wlvl@) and
-- @showsPrec@'s worker (@$w$cshowsPrec@); those are modelled here.
module Lhx.Model.GHC.Unicode
  ( isSpace
  , zdwisSpace
  , isControl
  , isUpper
  , isLower
  , isAlpha
  , isAlphaNum
  , isPrint
  , isPunctuation
  , zdwisPunctuation
  , isSymbol
  , zdwisSymbol
  , toUpper
  , toLower
  , toTitle
  , generalCategory
  , zdwgeneralCategory
  , wgencat
  , zdwlvl
  , zdfEnumGeneralCategoryzugo9
  , zdfEnumGeneralCategory2
  , zdfEnumGeneralCategory3
  , zdwzdcshowsPrec
  ) where

import GHC.Types (Bool (..), Char (..), Int (..))
import GHC.Prim (Char#, Int#, chr#, ord#, (+#), (==#), tagToEnum#)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Err (errorWithoutStackTrace)
import GHC.Base (String, (++))
import GHC.Show (showSignedInt)
import GHC.Unicode (GeneralCategory (..))

-- * Exact everywhere

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

zdwisSpace :: Char# -> Bool
zdwisSpace c = isSpace (C# c)

-- | Category Cc, which Unicode keeps fixed.
isControl :: Char -> Bool
isControl c = c <= '\x1f' || (c >= '\x7f' && c <= '\x9f')

-- * Exact below 256

-- | Lu: @A..Z@, U+00C0..U+00DE except U+00D7 (the multiplication sign).
isUpper :: Char -> Bool
isUpper c
  | c <= '\xff' = (c >= 'A' && c <= 'Z') || (c >= '\xc0' && c <= '\xde' && c /= '\xd7')
  | True = errorWithoutStackTrace "lhx: Data.Char.isUpper is modelled only for code points below 256"

-- | Ll: @a..z@, U+00B5 (micro sign), U+00DF..U+00FF except U+00F7 (division
-- sign).
isLower :: Char -> Bool
isLower c
  | c <= '\xff' = (c >= 'a' && c <= 'z') || c == '\xb5' || (c >= '\xdf' && c /= '\xf7')
  | True = errorWithoutStackTrace "lhx: Data.Char.isLower is modelled only for code points below 256"

-- | Letters (Lu, Ll, Lt, Lm, Lo): the upper and lower case letters plus the
-- ordinal indicators U+00AA and U+00BA.
isAlpha :: Char -> Bool
isAlpha c
  | c <= '\xff' = lhx_letter c
  | True = errorWithoutStackTrace "lhx: Data.Char.isAlpha is modelled only for code points below 256"

-- | Letters and numbers (Nd, Nl, No): also the digits and U+00B2, U+00B3,
-- U+00B9, U+00BC..U+00BE.
isAlphaNum :: Char -> Bool
isAlphaNum c
  | c <= '\xff' = lhx_letter c || lhx_number c
  | True = errorWithoutStackTrace "lhx: Data.Char.isAlphaNum is modelled only for code points below 256"

-- | Everything but Cc (control), Cf (the soft hyphen U+00AD), and the
-- unassigned/surrogate/separator categories Zl, Zp (none below 256).
isPrint :: Char -> Bool
isPrint c
  | c <= '\xff' = (c >= ' ' && c <= '~') || (c >= '\xa0' && c /= '\xad')
  | True = errorWithoutStackTrace "lhx: Data.Char.isPrint is modelled only for code points below 256"

-- | Pc, Pd, Ps, Pe, Pi, Pf, Po.
isPunctuation :: Char -> Bool
isPunctuation c
  | c <= '\xff' = lhx_punctuation c
  | True = errorWithoutStackTrace "lhx: Data.Char.isPunctuation is modelled only for code points below 256"

zdwisPunctuation :: Char# -> Bool
zdwisPunctuation c = isPunctuation (C# c)

-- | Sm, Sc, Sk, So.
isSymbol :: Char -> Bool
isSymbol c
  | c <= '\xff' = lhx_symbol c
  | True = errorWithoutStackTrace "lhx: Data.Char.isSymbol is modelled only for code points below 256"

zdwisSymbol :: Char# -> Bool
zdwisSymbol c = isSymbol (C# c)

-- | @a..z@, U+00E0..U+00FE (but U+00F7) go to their capitals 32 below;
-- U+00B5 (micro) goes to U+039C (Greek capital mu), U+00FF to U+0178.
toUpper :: Char -> Char
toUpper c
  | c <= '\xff' = lhx_upper c
  | True = errorWithoutStackTrace "lhx: Data.Char.toUpper is modelled only for code points below 256"

-- | Title case equals upper case for every character below 256.
toTitle :: Char -> Char
toTitle c
  | c <= '\xff' = lhx_upper c
  | True = errorWithoutStackTrace "lhx: Data.Char.toTitle is modelled only for code points below 256"

-- | @A..Z@, U+00C0..U+00DE (but U+00D7) go to their small letters 32 above.
toLower :: Char -> Char
toLower c
  | c <= '\xff' = if isUpper c then lhx_shift 32# c else c
  | True = errorWithoutStackTrace "lhx: Data.Char.toLower is modelled only for code points below 256"

generalCategory :: Char -> GeneralCategory
generalCategory c
  | c <= '\x7f' = lhx_asciiCategory c
  | c <= '\xff' = lhx_latin1Category c
  | True = errorWithoutStackTrace "lhx: Data.Char.generalCategory is modelled only for code points below 256"

zdwgeneralCategory :: Char# -> GeneralCategory
zdwgeneralCategory c = generalCategory (C# c)

-- | The category number (the constructor's index) of a code point.
wgencat :: Int -> Int
wgencat (I# n)
  | I# n >= 0 && I# n <= 255 = I# (lhx_tag (generalCategory (C# (chr# n))))
  | True = errorWithoutStackTrace "lhx: GHC.Unicode.wgencat is modelled only for arguments 0..255"

-- * Helpers (ranges of Latin-1; the callers check c <= '\xff')

lhx_letter :: Char -> Bool
lhx_letter c =
     (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')
  || c == '\xaa' || c == '\xb5' || c == '\xba'
  || (c >= '\xc0' && c /= '\xd7' && c /= '\xf7')

lhx_number :: Char -> Bool
lhx_number c =
     (c >= '0' && c <= '9') || c == '\xb2' || c == '\xb3' || c == '\xb9'
  || (c >= '\xbc' && c <= '\xbe')

lhx_punctuation :: Char -> Bool
lhx_punctuation c
  | c <= '\x7f' =
         (c >= '!' && c <= '#') || (c >= '%' && c <= '*') || (c >= ',' && c <= '/')
      || c == ':' || c == ';' || c == '?' || c == '@' || (c >= '[' && c <= ']')
      || c == '_' || c == '{' || c == '}'
  | True =
         c == '\xa1' || c == '\xa7' || c == '\xab' || c == '\xb6' || c == '\xb7'
      || c == '\xbb' || c == '\xbf'

lhx_symbol :: Char -> Bool
lhx_symbol c
  | c <= '\x7f' =
         c == '$' || c == '+' || (c >= '<' && c <= '>') || c == '^' || c == '`'
      || c == '|' || c == '~'
  | True =
         (c >= '\xa2' && c <= '\xa6') || c == '\xa8' || c == '\xa9' || c == '\xac'
      || (c >= '\xae' && c <= '\xb1') || c == '\xb4' || c == '\xb8' || c == '\xd7'
      || c == '\xf7'

lhx_upper :: Char -> Char
lhx_upper c
  | c >= 'a' && c <= 'z' = lhx_shift (-32#) c
  | c == '\xb5' = '\x39c'
  | c == '\xff' = '\x178'
  | c >= '\xe0' && c /= '\xf7' = lhx_shift (-32#) c
  | True = c

lhx_shift :: Int# -> Char -> Char
lhx_shift d (C# c) = C# (chr# (ord# c +# d))

lhx_asciiCategory :: Char -> GeneralCategory
lhx_asciiCategory c
  | c <= '\x1f' = Control
  | c == ' ' = Space
  | c <= '#' = OtherPunctuation
  | c == '$' = CurrencySymbol
  | c <= '\'' = OtherPunctuation
  | c == '(' = OpenPunctuation
  | c == ')' = ClosePunctuation
  | c == '*' = OtherPunctuation
  | c == '+' = MathSymbol
  | c == ',' = OtherPunctuation
  | c == '-' = DashPunctuation
  | c <= '/' = OtherPunctuation
  | c <= '9' = DecimalNumber
  | c <= ';' = OtherPunctuation
  | c <= '>' = MathSymbol
  | c <= '@' = OtherPunctuation
  | c <= 'Z' = UppercaseLetter
  | c == '[' = OpenPunctuation
  | c == '\\' = OtherPunctuation
  | c == ']' = ClosePunctuation
  | c == '^' = ModifierSymbol
  | c == '_' = ConnectorPunctuation
  | c == '`' = ModifierSymbol
  | c <= 'z' = LowercaseLetter
  | c == '{' = OpenPunctuation
  | c == '|' = MathSymbol
  | c == '}' = ClosePunctuation
  | c == '~' = MathSymbol
  | True = Control

lhx_latin1Category :: Char -> GeneralCategory
lhx_latin1Category c
  | c <= '\x9f' = Control
  | c == '\xa0' = Space
  | c == '\xa1' = OtherPunctuation
  | c <= '\xa5' = CurrencySymbol
  | c == '\xa6' = OtherSymbol
  | c == '\xa7' = OtherPunctuation
  | c == '\xa8' = ModifierSymbol
  | c == '\xa9' = OtherSymbol
  | c == '\xaa' = OtherLetter
  | c == '\xab' = InitialQuote
  | c == '\xac' = MathSymbol
  | c == '\xad' = Format
  | c == '\xae' = OtherSymbol
  | c == '\xaf' = ModifierSymbol
  | c == '\xb0' = OtherSymbol
  | c == '\xb1' = MathSymbol
  | c <= '\xb3' = OtherNumber
  | c == '\xb4' = ModifierSymbol
  | c == '\xb5' = LowercaseLetter
  | c <= '\xb7' = OtherPunctuation
  | c == '\xb8' = ModifierSymbol
  | c == '\xb9' = OtherNumber
  | c == '\xba' = OtherLetter
  | c == '\xbb' = FinalQuote
  | c <= '\xbe' = OtherNumber
  | c == '\xbf' = OtherPunctuation
  | c == '\xd7' = MathSymbol
  | c <= '\xde' = UppercaseLetter
  | c == '\xf7' = MathSymbol
  | True = LowercaseLetter

-- | The constructor index of a category (0 for UppercaseLetter, ...).
lhx_tag :: GeneralCategory -> Int#
lhx_tag g = case g of
  UppercaseLetter -> 0#
  LowercaseLetter -> 1#
  TitlecaseLetter -> 2#
  ModifierLetter -> 3#
  OtherLetter -> 4#
  NonSpacingMark -> 5#
  SpacingCombiningMark -> 6#
  EnclosingMark -> 7#
  DecimalNumber -> 8#
  LetterNumber -> 9#
  OtherNumber -> 10#
  ConnectorPunctuation -> 11#
  DashPunctuation -> 12#
  OpenPunctuation -> 13#
  ClosePunctuation -> 14#
  InitialQuote -> 15#
  FinalQuote -> 16#
  OtherPunctuation -> 17#
  MathSymbol -> 18#
  CurrencySymbol -> 19#
  ModifierSymbol -> 20#
  OtherSymbol -> 21#
  Space -> 22#
  LineSeparator -> 23#
  ParagraphSeparator -> 24#
  Control -> 25#
  Format -> 26#
  Surrogate -> 27#
  PrivateUse -> 28#
  NotAssigned -> 29#

-- * GeneralCategory's instances

-- | @toEnum n@ for an @n@ outside 0..29.
zdwlvl :: Int# -> GeneralCategory
zdwlvl n = errorWithoutStackTrace
  ("toEnum{GeneralCategory}: tag (" ++ showSignedInt 0 (I# n) ") is outside of enumeration's range (0,29)")

-- | @enumFrom@'s loop: the categories from index @n@ (at most 29) on.
zdfEnumGeneralCategoryzugo9 :: Int# -> [GeneralCategory]
zdfEnumGeneralCategoryzugo9 n =
  (tagToEnum# n :: GeneralCategory) : (case n ==# 29# of
                                          1# -> []
                                          _ -> zdfEnumGeneralCategoryzugo9 (n +# 1#))

-- | @pred UppercaseLetter@.
zdfEnumGeneralCategory2 :: GeneralCategory
zdfEnumGeneralCategory2 =
  errorWithoutStackTrace "pred{GeneralCategory}: tried to take `pred' of first tag in enumeration"

-- | @succ NotAssigned@.
zdfEnumGeneralCategory3 :: GeneralCategory
zdfEnumGeneralCategory3 =
  errorWithoutStackTrace "succ{GeneralCategory}: tried to take `succ' of last tag in enumeration"

-- | @showsPrec@ (any precedence): the constructor's name.
zdwzdcshowsPrec :: GeneralCategory -> String -> String
zdwzdcshowsPrec g s = case g of
  UppercaseLetter -> "UppercaseLetter" ++ s
  LowercaseLetter -> "LowercaseLetter" ++ s
  TitlecaseLetter -> "TitlecaseLetter" ++ s
  ModifierLetter -> "ModifierLetter" ++ s
  OtherLetter -> "OtherLetter" ++ s
  NonSpacingMark -> "NonSpacingMark" ++ s
  SpacingCombiningMark -> "SpacingCombiningMark" ++ s
  EnclosingMark -> "EnclosingMark" ++ s
  DecimalNumber -> "DecimalNumber" ++ s
  LetterNumber -> "LetterNumber" ++ s
  OtherNumber -> "OtherNumber" ++ s
  ConnectorPunctuation -> "ConnectorPunctuation" ++ s
  DashPunctuation -> "DashPunctuation" ++ s
  OpenPunctuation -> "OpenPunctuation" ++ s
  ClosePunctuation -> "ClosePunctuation" ++ s
  InitialQuote -> "InitialQuote" ++ s
  FinalQuote -> "FinalQuote" ++ s
  OtherPunctuation -> "OtherPunctuation" ++ s
  MathSymbol -> "MathSymbol" ++ s
  CurrencySymbol -> "CurrencySymbol" ++ s
  ModifierSymbol -> "ModifierSymbol" ++ s
  OtherSymbol -> "OtherSymbol" ++ s
  Space -> "Space" ++ s
  LineSeparator -> "LineSeparator" ++ s
  ParagraphSeparator -> "ParagraphSeparator" ++ s
  Control -> "Control" ++ s
  Format -> "Format" ++ s
  Surrogate -> "Surrogate" ++ s
  PrivateUse -> "PrivateUse" ++ s
  NotAssigned -> "NotAssigned" ++ s
