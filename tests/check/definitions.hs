-- Measures, inline and reflect functions are definitions: their real code
-- runs where they are called, and a counterexample never blames one of
-- them for a signature too weak.
module Definitions where

{-@ reflect double @-}
{-@ double :: Int -> Int @-}
double :: Int -> Int
double x = x + x

{-@ measure size @-}
{-@ size :: [a] -> Int @-}
size :: [a] -> Int
size [] = 0
size (_ : xs) = 1 + size xs

{-@ twice :: x:Int -> {v:Int | v == 2 * x} @-}
twice :: Int -> Int
twice x = double x

{-@ nonNegative :: [a] -> {v:Int | v >= 0} @-}
nonNegative :: [a] -> Int
nonNegative xs = size xs
