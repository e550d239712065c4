-- | A tiny JSON value type and renderer (no aeson: it is not in GHC's
-- global package database). The output is pure ASCII: every character
-- outside printable ASCII is written as a \uXXXX escape.
module Lhx.Plugin.Json
  ( Json(..)
  , str, int, obj
  , render
  , renderLines
  ) where

import Data.Char (ord)
import Data.List (intersperse)
import Numeric (showHex)

data Json
  = JNull
  | JBool Bool
  | JInt Integer
  | JStr String
  | JArr [Json]
  | JObj [(String, Json)]

str :: String -> Json
str = JStr

int :: Integral a => a -> Json
int = JInt . toInteger

obj :: [(String, Json)] -> Json
obj = JObj

-- | Compact rendering, all on one line.
render :: Json -> ShowS
render v = case v of
  JNull     -> showString "null"
  JBool b   -> showString (if b then "true" else "false")
  JInt n    -> shows n
  JStr s    -> renderString s
  JArr xs   -> brackets '[' ']' (map render xs)
  JObj kvs  -> brackets '{' '}' (map field kvs)
  where
    field (k, x) = renderString k . showChar ':' . render x

-- | Like 'render', but a top-level object gets one key per line and the
-- elements of its array values one per line, so big files stay greppable.
renderLines :: Json -> ShowS
renderLines (JObj kvs) =
  showString "{\n" . joinWith ",\n" (map field kvs) . showString "\n}\n"
  where
    field (k, JArr xs@(_:_)) =
      renderString k . showString ":[\n"
        . joinWith ",\n" (map render xs) . showString "\n]"
    field (k, x) = renderString k . showChar ':' . render x
renderLines v = render v . showChar '\n'

brackets :: Char -> Char -> [ShowS] -> ShowS
brackets open close xs = showChar open . joinWith "," xs . showChar close

joinWith :: String -> [ShowS] -> ShowS
joinWith sep = foldr (.) id . intersperse (showString sep)

renderString :: String -> ShowS
renderString s = showChar '"' . foldr ((.) . escape) id s . showChar '"'

escape :: Char -> ShowS
escape c = case c of
  '"'  -> showString "\\\""
  '\\' -> showString "\\\\"
  '\n' -> showString "\\n"
  '\r' -> showString "\\r"
  '\t' -> showString "\\t"
  _ | n >= 0x20 && n < 0x7f -> showChar c
    | n < 0x10000           -> hex4 n
    | otherwise             -> hex4 hi . hex4 lo   -- UTF-16 surrogate pair
  where
    n  = ord c
    m  = n - 0x10000
    hi = 0xD800 + m `div` 0x400
    lo = 0xDC00 + m `mod` 0x400

hex4 :: Int -> ShowS
hex4 n = showString "\\u" . showString (replicate (4 - length h) '0' ++ h)
  where h = showHex n ""
