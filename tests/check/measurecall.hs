-- A measure called in code has the type of its definition (v = size xs):
-- it is never the callee an abstract counterexample blames.
module MeasureCall where

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ count :: xs:[a] -> {v:Int | v = size xs} @-}
count :: [a] -> Int
count xs = size xs

{-@ countBoth :: xs:[a] -> ys:[a] -> {v:Int | v = size xs + size ys} @-}
countBoth :: [a] -> [a] -> Int
countBoth xs ys = size xs + size ys
