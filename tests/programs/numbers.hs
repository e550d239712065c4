-- Int, Integer, Double, Char and String literals and arithmetic.
module Numbers where

import Data.Char (ord, chr)

intArith :: Int -> Int -> (Int, Int, Int, Int)
intArith a b = (a + b * 3 - 7, a `div` b, a `mod` b, negate a)

bigFactorial :: Integer -> Integer
bigFactorial n = if n <= 1 then 1 else n * bigFactorial (n - 1)

huge :: Integer
huge = 123456789012345678901234567890

hugeDiv :: (Integer, Integer)
hugeDiv = (huge `div` 7, huge `mod` 7)

average :: [Double] -> Double
average xs = sum xs / fromIntegral (length xs)

constants :: (Double, Double, Float, Double)
constants = (0.1, 2.5e-3, 1.5, 1 / 3)

charStuff :: Char -> (Int, Char, Bool)
charStuff c = (ord c, chr (ord c + 1), c == '\n')

lambdaChar :: Char
lambdaChar = '\955'

strings :: [String]
strings = ["plain", "tab\there", "quote\"and\\backslash", "nul\0byte",
           "caf\233 \955 \128512", ""]

greeting :: String
greeting = "h\233llo w\246rld \8364"
