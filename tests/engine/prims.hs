-- Primitive types: Int, Integer, Bool, Char, Double, String literals,
-- Data.Map. Concrete results are compared with what GHC computes (the
-- expected text is in tests/unit/test_engine.c); symbolic ones must give
-- the counterexample GHC's semantics asks for.
module Prims where

import Data.Bits ((.&.))
import Data.Word (Word8)
import Foreign.Ptr (Ptr, nullPtr)
import Data.Char (chr, ord, toUpper)
import qualified Data.Map as M
import Lhx.Symbolic (assert, assume)

-- ---- Int ----------------------------------------------------------------------

-- GHC: [(3,1,3,1),(-4,1,-3,-1),(-4,-1,-3,1),(3,-1,3,-1),(-2,0,-2,0),(-3,3,-2,-1)]
intDivs :: [(Int, Int, Int, Int)]
intDivs =
  [ (a `div` b, a `mod` b, a `quot` b, a `rem` b)
  | (a, b) <- [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, -3), (-9, 4)]
  ]

-- GHC: (42, -3, 9223372036854775807, -9223372036854775808, (-4,1), (-3,-1))
intArith :: (Int, Int, Int, Int, (Int, Int), (Int, Int))
intArith = (6 * 7, 4 - 7, maxBound, maxBound + 1, (-7) `divMod` 2, (-7) `quotRem` 2)

-- The symbolic encodings of div/mod/quot/rem agree with GHC's laws.
divLaws :: Int -> Int -> Bool
divLaws x y =
  assume (y /= 0 && x > -20 && x < 20 && y > -20 && y < 20) $
    assert
      ( (x `div` y) * y + x `mod` y == x
          && (x `quot` y) * y + x `rem` y == x
          && (x `mod` y == 0 || (x `mod` y > 0) == (y > 0))
          && (x `rem` y == 0 || (x `rem` y > 0) == (x > 0))
          && abs (x `mod` y) < abs y
      )
      True

-- (-7) `div` (-2) == 3 == (-6) `div` (-2): x is -6 or -7.
divNeg :: Int -> Bool
divNeg x = assert (x `div` (-2) /= 3) True

-- x `mod` (-3) == -1: x is 2 more than a multiple of 3.
modNeg :: Int -> Bool
modNeg x = assert (x `mod` (-3) /= -1) True

-- x `quot` 2 == -3: x is -6 or -7.
quotNeg :: Int -> Bool
quotNeg x = assert (x `quot` 2 /= -3) True

-- x `rem` (-4) == -3: x is negative, 3 less than a multiple of 4.
remNeg :: Int -> Bool
remNeg x = assert (x `rem` (-4) /= -3) True

-- Division by a divisor that can be 0.
divZero :: Int -> Int -> Int
divZero x y = x `div` y

quotZero :: Int -> Int -> Int
quotZero x y = x `quot` y

modZero :: Int -> Int -> Int
modZero x y = x `mod` y

-- ---- Integer ------------------------------------------------------------------

-- GHC: 15511210043330985984000000
bigFact :: Integer
bigFact = product [1 .. 25]

-- GHC: (1180591620717411303424, 840864, 3)
bigOps :: (Integer, Integer, Integer)
bigOps = (2 ^ (70 :: Int), product [1 .. 25] `div` 2 ^ (64 :: Int), negate (2 ^ (65 :: Int)) `mod` 7)

bigFactAssert :: Bool
bigFactAssert = assert (product [1 .. 25 :: Integer] /= 15511210043330985984000000) True

-- A symbolic Integer beyond 64 bits.
bigSym :: Integer -> Bool
bigSym n = assert (n <= 2 ^ (64 :: Int)) True

-- toInteger on Int: GHC.Real's unfolding builds the Integer with IS.
intToInteger :: Int -> Bool
intToInteger x = assert (toInteger x * 2 /= 10) True

bigSquare :: Integer -> Bool
bigSquare n = assert (n * n /= 10 ^ (40 :: Int)) True

-- Integer's div and mod are the engine's own (Int's are Haskell code over
-- quotInt#): (-7) `div` (-2) == 3 and (-7) `mod` (-2) == -1, and no other x
-- has both (-6 `div` (-2) is 3 too, but its mod is 0).
integerDivNeg :: Integer -> Bool
integerDivNeg x = assert (not (x `div` (-2) == 3 && x `mod` (-2) == -1)) True

-- ---- Bool -----------------------------------------------------------------------

boolRule :: Bool -> Bool -> Bool
boolRule a b = assert (a /= b || not a) True

-- GHC: (False, True, True, [False, True])
boolConcrete :: (Bool, Bool, Bool, [Bool])
boolConcrete = (True && False, True || undefined, not False, [minBound .. maxBound])

-- ---- Char -----------------------------------------------------------------------

-- GHC: (65, 'z', True, 'Q')
charConcrete :: (Int, Char, Bool, Char)
charConcrete = (ord 'A', chr 122, 'a' < 'b', toUpper 'q')

charOrd :: Char -> Bool
charOrd c = assert (ord c /= 65) True

charChr :: Int -> Bool
charChr n = assume (n >= 0 && n < 128) (assert (chr n /= 'z') True)

charCmp :: Char -> Bool
charCmp c = assert (not (c > 'x' && c < 'z')) True

-- ---- Double ----------------------------------------------------------------------

-- GHC: (0.30000000000000004, 0.3333333333333333, 1.4142135623730951, 3.5, True)
dblConcrete :: (Double, Double, Double, Double, Bool)
dblConcrete = (0.1 + 0.2, 1 / 3, sqrt 2, 7 / 2, 0.1 < (0.2 :: Double))

-- GHC: (-2, 2, 3, 3.5) (truncate, round and fromIntegral go through toInteger)
dblRound :: (Int, Int, Int, Double)
dblRound = (truncate (-2.7 :: Double), round (2.5 :: Double), ceiling (2.1 :: Double), fromIntegral (7 :: Int) / (2 :: Double))

-- IEEE: 0.1 + 0.2 /= 0.3, so this fails.
dblIeee :: Bool
dblIeee = assert (0.1 + 0.2 == (0.3 :: Double)) True

dblSym :: Double -> Bool
dblSym d = assert (d * 2 + 1 /= 8) True

dblCmp :: Double -> Bool
dblCmp d = assert (not (d > 1.5 && d < 2.5)) True

dblDiv :: Double -> Bool
dblDiv d = assert (10 / d /= 4) True

-- ---- Word, Float -------------------------------------------------------------------

-- GHC: (18446744073709551615, 3, 2, 9223372036854775808)
wordConcrete :: (Word, Word, Word, Word)
wordConcrete = (maxBound, 7 `div` 2, 3 - 1, 2 ^ (63 :: Int))

wordSym :: Word -> Bool
wordSym w = assert (w < maxBound) True

-- GHC: (0.3, 0.33333334, True): 0.1 + 0.2 == 0.3 holds in single precision.
floatConcrete :: (Float, Float, Bool)
floatConcrete = (0.1 + 0.2, 1 / 3, (0.1 + 0.2 :: Float) == 0.3)

floatSym :: Float -> Bool
floatSym f = assert (f * 4 /= 10) True

-- ---- Strings ----------------------------------------------------------------------

strEq :: String -> Bool
strEq xs = assert ("abc" /= xs) True

strAppend :: String -> Bool
strAppend xs = assert (xs ++ "!" /= "hi!") True

-- A numeric escape followed by a digit needs \& to read back.
strEscape :: String -> Bool
strEscape xs = assert (xs /= "\1234\&5") True

-- GHC: ("abc", 3, "ABC", "x=42")
strConcrete :: (String, Int, String, String)
strConcrete = ("abc", length "abc", map toUpper "abc", "x=" ++ show (42 :: Int))

-- ---- Data.Map ---------------------------------------------------------------------

mapLookup :: Int -> Int -> Bool
mapLookup k v =
  let m = M.insert k v (M.fromList [(1, 10), (2, 20)])
   in assert (M.lookup 2 m == Just 20) True

-- GHC: [(1,10),(2,25),(3,30)]
mapConcrete :: [(Int, Int)]
mapConcrete = M.toList (M.insertWith (+) 2 5 (M.fromList [(3, 30), (1, 10), (2, 20)]))

-- ---- Unsupported ------------------------------------------------------------------

-- sin has no meaning in the solver's theory of reals: a fresh real in [-1, 1]
-- that replay checks with libm; no input gives exactly 0.5.
dblSin :: Double -> Bool
dblSin d = assert (sin d /= 0.5) True

-- bitwise operations have no integer-theory meaning: reported, not guessed.
bitsAnd :: Int -> Bool
bitsAnd n = assert (n .&. 6 /= 7) True

-- A symbolic address: an opaque value (a Ptr holds an Addr#, whose bytes
-- lhx does not model); comparing it needs eqAddr#, which the engine does
-- not implement, so the search stops as unsupported.
ptrNull :: Ptr Word8 -> Bool
ptrNull p = assert (p /= nullPtr) True
