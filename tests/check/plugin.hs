{-# OPTIONS_GHC -fplugin=LiquidHaskell #-}
-- A file written for LiquidHaskell's GHC plugin: GHC loads lhx's stand-in
-- LiquidHaskell plugin, and lhx checks the file as usual.
module Plugin where

{-@ half :: {v:Int | v >= 0} -> {v:Int | v >= 0} @-}
half :: Int -> Int
half n = n `div` 2

{-@ pred' :: {v:Int | v >= 0} -> {v:Int | v >= 0} @-}
pred' :: Int -> Int
pred' n = n - 1
