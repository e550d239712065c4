{-# LANGUAGE MagicHash #-}
-- Reading memory at a Ptr input's address: lhx does not know what the
-- memory holds, but the same cell read twice holds the same word.
module AddrRead where

import GHC.Exts
import GHC.Word

-- Correct: two reads at equal offsets agree.
{-@ sameAt :: Ptr Word -> Int -> Int -> {v:Bool | v} @-}
sameAt :: Ptr Word -> Int -> Int -> Bool
sameAt (Ptr a) (I# i) (I# j)
  | isTrue# (i ==# j) = isTrue# (eqWord# (indexWordOffAddr# a i) (indexWordOffAddr# a j))
  | otherwise = True

-- Wrong: reads at different offsets may differ.
{-@ sameAnywhere :: Ptr Word -> Int -> Int -> {v:Bool | v} @-}
sameAnywhere :: Ptr Word -> Int -> Int -> Bool
sameAnywhere (Ptr a) (I# i) (I# j) = isTrue# (eqWord# (indexWordOffAddr# a i) (indexWordOffAddr# a j))

-- Wrong: memory may hold a zero.
{-@ firstWord :: Ptr Word -> {v:Word | v > 0} @-}
firstWord :: Ptr Word -> Word
firstWord (Ptr a) = W# (indexWordOffAddr# a 0#)

-- Correct: an Int cell read at two equal offsets, subtracted.
{-@ noChange :: Ptr Int -> Int -> {v:Int | v == 0} @-}
noChange :: Ptr Int -> Int -> Int
noChange (Ptr a) (I# i) = I# (indexIntOffAddr# a i -# indexIntOffAddr# a (i +# 0#))

-- Wrong: an Int read may be negative.
{-@ firstInt :: Ptr Int -> {v:Int | v >= 0} @-}
firstInt :: Ptr Int -> Int
firstInt (Ptr a) = I# (indexIntOffAddr# a 0#)

-- One address read as a Word and as an Int: not related, unsupported.
{-@ mixed :: Ptr Int -> Int -> {v:Bool | v} @-}
mixed :: Ptr Int -> Int -> Bool
mixed (Ptr a) (I# i) = isTrue# (word2Int# (indexWordOffAddr# a i) ==# indexIntOffAddr# a i)
