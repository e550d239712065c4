-- An increasing list as a type alias over a concrete abstract refinement:
-- [a]<{\lo hi -> lo <= hi}> relates every element to every later one.
module Ascending where

{-@ type Ascending a = [a]<{\lo hi -> lo <= hi}> @-}

{-@ place :: Ord a => a -> Ascending a -> Ascending a @-}
place :: Ord a => a -> [a] -> [a]
place y [] = [y]
place y (z : zs)
  | y <= z = y : z : zs
  | otherwise = z : place y zs

{-@ misplace :: Ord a => a -> Ascending a -> Ascending a @-}
misplace :: Ord a => a -> [a] -> [a]
misplace y [] = [y]
misplace y (z : zs)
  | y >= z = y : z : zs
  | otherwise = z : misplace y zs

{-@ sortAll :: Ord a => [a] -> Ascending a @-}
sortAll :: Ord a => [a] -> [a]
sortAll [] = []
sortAll (x : xs) = place x (sortAll xs)
