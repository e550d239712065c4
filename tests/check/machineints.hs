-- Checked with --machine-ints: Int is 64 bits, and minBound `div` (-1)
-- overflows (a crash LiquidHaskell reports only with machine integers).
module MachineInts where

{-@ safeDiv :: Int -> {d:Int | d /= 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv = div
