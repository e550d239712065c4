-- Operators and where clauses, for `lhx explain`: a position is looked up
-- in each binder's whole range, however the binder is defined.
module Ops where

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

infixr 5 +++

-- | Appending keeps every element: its specification holds.
{-@ (+++) :: xs:[a] -> ys:[a] -> {v:[a] | size v = size xs + size ys} @-}
(+++) :: [a] -> [a] -> [a]
[]       +++ ys = ys
(x : xs) +++ ys = x : (xs +++ ys)

{-@ minus :: x:Int -> y:Int -> {v:Int | v >= 0} @-}
minus :: Int -> Int -> Int
x `minus` y = d
  where
    d = x - y
