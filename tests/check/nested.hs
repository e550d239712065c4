-- Refinements inside type arguments: nested lists, Maybe, tuples, and a
-- spec given in a separate file (--spec tests/check/nested.spec).
module Nested where

{-@ positives :: [[Int]] -> [[{v:Int | v > 0}]] @-}
positives :: [[Int]] -> [[Int]]
positives = map (filter (>= 0))

{-@ fromMaybePos :: Maybe {v:Int | v > 0} -> {v:Int | v > 0} @-}
fromMaybePos :: Maybe Int -> Int
fromMaybePos (Just n) = n
fromMaybePos Nothing = 0

{-@ swapPos :: ({v:Int | v > 0}, Int) -> (Int, {v:Int | v > 0}) @-}
swapPos :: (Int, Int) -> (Int, Int)
swapPos (a, b) = (b, a)

half :: Int -> Int
half n = n `div` 2
