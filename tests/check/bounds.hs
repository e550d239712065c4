-- Bounded abstract refinements: a bound relates the predicates a signature
-- quantifies ({Int<p> <: Int<r>}: every p value is an r value). lhx
-- chooses each predicate as a constant (p = \_ -> True or \_ -> False)
-- meeting the bounds, and shows the choice in a counterexample.
module Bounds where

-- Correct: the result is x or y, and both p and q values are r values.
{-@ choose :: forall <p :: Int -> Bool, q :: Int -> Bool, r :: Int -> Bool>.
              {Int<p> <: Int<r>}
              {Int<q> <: Int<r>}
              Bool -> Int<p> -> Int<q> -> Int<r> @-}
choose :: Bool -> Int -> Int -> Int
choose b x y = if b then x else y

-- Correct: the same for every element of two lists.
{-@ merge :: forall <p :: Int -> Bool, q :: Int -> Bool, r :: Int -> Bool>.
             {Int<p> <: Int<r>}
             {Int<q> <: Int<r>}
             [Int<p>] -> [Int<q>] -> [Int<r>] @-}
merge :: [Int] -> [Int] -> [Int]
merge xs ys = xs ++ ys

-- Wrong: nothing makes the q elements r elements (q holds, r does not).
{-@ mergeBad :: forall <p :: Int -> Bool, q :: Int -> Bool, r :: Int -> Bool>.
                {Int<p> <: Int<r>}
                [Int<p>] -> [Int<q>] -> [Int<r>] @-}
mergeBad :: [Int] -> [Int] -> [Int]
mergeBad xs ys = xs ++ ys

-- A bound concluding a concrete refinement: every p value is below every
-- q value. Correct: the head of the p list is below the head of the q list
-- whatever the predicates (lhx chooses them so that the bound holds: not
-- both true).
{-@ below :: forall <p :: Int -> Bool, q :: Int -> Bool>.
             {x::Int<p> |- Int<q> <: {v:Int | x <= v}}
             [Int<p>] -> [Int<q>] -> Bool @-}
below :: [Int] -> [Int] -> Bool
below (x : _) (y : _) = x <= y
below _ _ = True

-- A bound no choice of predicates meets (every Int is positive): unsupported.
{-@ nowhere :: forall <p :: Int -> Bool>.
               {Int <: {v:Int | v > 0}}
               Int<p> -> Int<p> @-}
nowhere :: Int -> Int
nowhere x = x
