-- A type variable whose constraints have no instance at Int is checked at a
-- type that has one: a class of the program's own at the type its instance
-- is for, a Foldable container at lists.
module Polytypes where

class Shape s where
  area :: s -> Int

data Square = Square Int

instance Shape Square where
  area (Square n) = n * n

-- wrong: a square of side 0 has no area
{-@ positiveArea :: Shape s => s -> {v:Int | v > 0} @-}
positiveArea :: Shape s => s -> Int
positiveArea s = area s

-- correct for the only instance
{-@ nonNegativeArea :: Shape s => s -> {v:Int | v >= 0} @-}
nonNegativeArea :: Shape s => s -> Int
nonNegativeArea s = area s

-- wrong: an empty container has length 0
{-@ share :: Foldable t => t Int -> Int @-}
share :: Foldable t => t Int -> Int
share xs = 10 `div` length xs

-- correct: the container is never empty here
{-@ shareOne :: Foldable t => t Int -> Int @-}
shareOne :: Foldable t => t Int -> Int
shareOne xs = 10 `div` (1 + length xs)
