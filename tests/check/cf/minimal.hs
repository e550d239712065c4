-- Minimal abstraction: `both` has a concrete counterexample (so no
-- abstract one is reported); `one` needs a single abstraction (so none
-- with two is reported); `fine` is correct with strong enough callees.
module Minimal where

{-@ weak :: x:Int -> {v:Int | v >= x} @-}
weak :: Int -> Int
weak x = x

{-@ exact :: x:Int -> {v:Int | v = x + 1} @-}
exact :: Int -> Int
exact x = x + 1

{-@ both :: x:Int -> {v:Int | v > x} @-}
both :: Int -> Int
both x = weak x

{-@ one :: x:Int -> {v:Int | v = x} @-}
one :: Int -> Int
one x = weak (weak x)

{-@ fine :: x:Int -> {v:Int | v = x + 2} @-}
fine :: Int -> Int
fine x = exact (exact x)
