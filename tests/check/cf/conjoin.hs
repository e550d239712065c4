module Conjoin where

-- Suggested types (issue 14, item 2) that no single comparison gives: two
-- facts the caller needs together, a constant's exact size that the caller
-- never writes, and a result whose type is a synonym of Int.

type Level = Int

-- the caller needs both bounds of clamp's result; clamp's signature states
-- neither, and neither alone makes inRange verify
{-@ clamp :: lo:Int -> {hi:Int | lo <= hi} -> x:Int -> Level @-}
clamp :: Int -> Int -> Int -> Level
clamp lo hi x = if x < lo then lo else if x > hi then hi else x

{-@ inRange :: lo:Int -> {hi:Int | lo <= hi} -> x:Int -> {v:Bool | v} @-}
inRange :: Int -> Int -> Int -> Bool
inRange lo hi x = let y = clamp lo hi x in lo <= y && y <= hi

-- a constant whose length the caller needs exactly, though it only
-- mentions the length of a longer list
{-@ two :: {v:[Int] | len v > 0} @-}
two :: [Int]
two = [1, 2]

{-@ lengthFive :: {v:Bool | v} @-}
lengthFive :: Bool
lengthFive = length (two ++ [7, 8, 9]) == 5
