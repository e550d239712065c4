-- PLDI'19 Fig. 1 in Haskell: incr is right, but its specification says
-- too little for incrTwice: lhx blames incr.
module Incr where

{-@ incr :: x:Int -> {r:Int | r >= 0} @-}
incr :: Int -> Int
incr x = if x < 0 then 0 else x + 1

{-@ incrTwice :: {x:Int | x >= 0} -> {v:Int | v = x + 2} @-}
incrTwice :: Int -> Int
incrTwice x = incr (incr x)
