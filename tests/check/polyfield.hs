-- A callee's result holding a function into its type variable (an array's
-- indexing function), abstracted at a call: the function answers with the
-- values the call passed in (parametricity), so the caller is checked.
module PolyField where

data Arr a = A { alen :: Int, aget :: Int -> a }

{-@ mk :: n:Nat -> a -> {v:Arr a | alen v = n} @-}
mk :: Int -> a -> Arr a
mk n x = A n (\_ -> x)

{-@ ok :: {v:Int | v > 0} -> {v:Int | v > 0} @-}
ok :: Int -> Int
ok k = aget (mk 3 k) 0

{-@ bad :: Int -> {v:Int | v > 0} @-}
bad :: Int -> Int
bad k = aget (mk 3 k) 0

{-@ mk2 :: n:Nat -> a -> a -> {v:Arr a | alen v = n} @-}
mk2 :: Int -> a -> a -> Arr a
mk2 n x y = A n (\i -> if i == 0 then x else y)

-- the made function is a function: equal arguments, equal answers
{-@ same :: Int -> Int -> {v:Bool | v} @-}
same :: Int -> Int -> Bool
same x y = let a = mk2 2 x y in aget a 1 == aget a 1
