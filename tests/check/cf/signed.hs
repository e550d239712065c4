module Signed where

-- cf/unsigned.hs's helper given a signature that suffices: verified.

{-@ next :: x:Int -> {v:Int | v = x + 1} @-}
next :: Int -> Int
next x = x + 1

{-@ twice :: n:Int -> {v:Int | v = n + 2} @-}
twice :: Int -> Int
twice n = next (next n)
