-- A refinement on list elements broken by the code: decrementing 1 gives 0.
module Positive where

{-@ decrement :: [{v:Int | v > 0}] -> [{v:Int | v > 0}] @-}
decrement :: [Int] -> [Int]
decrement = map (\x -> x - 1)
