-- Data.Bits on symbolic Ints and Words: masks and shifts by constants as
-- arithmetic (mod, div, * by a power of two), as the machine computes them
-- (64-bit two's complement).
module Bits where

import Data.Bits ((.&.), shiftL, shiftR)
import Data.Word (Word)

{-@ maskOk :: Int -> {v:Int | 0 <= v && v < 8} @-}
maskOk :: Int -> Int
maskOk x = x .&. 7

{-@ maskBad :: Int -> {v:Int | 0 <= v && v < 4} @-}
maskBad :: Int -> Int
maskBad x = x .&. 7

{-@ halfBad :: {x:Int | x >= 0} -> {v:Int | v >= x} @-}
halfBad :: Int -> Int
halfBad x = shiftR x 1

{-@ doubleOk :: {x:Int | 0 <= x && x < 1000} -> {v:Int | v = x + x} @-}
doubleOk :: Int -> Int
doubleOk x = shiftL x 1

{-@ wordOk :: Word -> {v:Word | v <= 255} @-}
wordOk :: Word -> Word
wordOk w = w .&. 255
