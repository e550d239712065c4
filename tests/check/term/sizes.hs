module Sizes where

data Exp = Lit Int | Add Exp Exp

-- a data parameter without a measure: a call passing it unchanged does
-- not decrease its size
{-@ eval :: Exp -> Int @-}
eval :: Exp -> Int
eval (Lit n) = n
eval e@(Add _ r) = eval e + eval r

-- structural recursion on the same type: no counterexample
{-@ depth :: Exp -> Nat @-}
depth :: Exp -> Int
depth (Lit _) = 0
depth (Add l r) = 1 + max (depth l) (depth r)

data Tree = Leaf | Node Tree Int Tree

{-@ data Tree [tsize] @-}
{-@ measure tsize @-}
{-@ tsize :: Tree -> Nat @-}
tsize :: Tree -> Int
tsize Leaf = 0
tsize (Node l _ r) = 1 + tsize l + tsize r

-- the termination measure of `data Tree [tsize]`: a rotation keeps it
{-@ rotate :: Tree -> Int @-}
rotate :: Tree -> Int
rotate Leaf = 0
rotate (Node (Node a x b) y c) = rotate (Node a x (Node b y c))
rotate (Node Leaf x r) = x + rotate r

-- a parameter of a Num type variable is a number: it must decrease
{-@ up :: (Num a, Ord a) => {x:a | x >= 0} -> a @-}
up :: (Num a, Ord a) => a -> a
up x = if x == 10 then x else up (x + 1)

{-@ down :: (Num a, Ord a) => {x:a | x >= 0} -> a @-}
down :: (Num a, Ord a) => a -> a
down x = if x <= 0 then x else down (x - 1)
