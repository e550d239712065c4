-- assume signatures are trusted, never checked: callers get only what the
-- signature promises (its precondition is still checked at calls).
module Trusted where

{-@ assume pos :: Int -> {v:Int | v > 0} @-}
pos :: Int -> Int
pos x = x

{-@ usePos :: Int -> {v:Int | v > 0} @-}
usePos :: Int -> Int
usePos x = pos x

{-@ assume half :: {v:Int | v /= 0} -> Int @-}
half :: Int -> Int
half x = 100 `div` x

{-@ useHalf :: Int -> Int @-}
useHalf :: Int -> Int
useHalf x = half x
