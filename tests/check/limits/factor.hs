-- A counterexample exists (h 1000000007 1000000009), but finding it means
-- factoring: the solver's nonlinear arithmetic does not decide the path's
-- condition in time. lhx must say timeout (or give those inputs), never
-- "no counterexample", and must answer within its time limit.
module Factor where

{-@ h :: Int -> Int -> {v:Int | v /= 0} @-}
h :: Int -> Int -> Int
h x y = if x > 1 && y > 1 && x * y == 1000000016000000063 then 0 else 1
