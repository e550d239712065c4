module Main (main, quarter) where

import Util

{-@ quarter :: {n:Int | n >= 0} -> {v:Int | v > 0} @-}
quarter :: Int -> Int
quarter n = half (half n)

main :: IO ()
main = pure ()
