-- Functions in the logic: two functions lhx cannot tell equal by construction
-- are compared at a witness argument (extensionality), the same one each time
-- the same two are compared, and replay confirms only a difference;
-- enumerations are ordered as declared (False < True).
module FunLogic where

{-@ measure scaleF :: Int -> Int -> Int @-}

{-@ assume scale :: n:Int -> {f:(Int -> Int) | f == scaleF n} @-}
scale :: Int -> Int -> Int
scale = undefined

-- Correct: what scale promises of its result is what is asserted.
{-@ scaleBy :: n:Int -> {f:(Int -> Int) | f == scaleF n} @-}
scaleBy :: Int -> Int -> Int
scaleBy n = scale n

-- Not provable (scale (n + 1) is scaleF (n + 1)): no concrete counterexample
-- either, as scaleF is uninterpreted: whether scaleF n and scaleF (n + 1)
-- differ anywhere is unknown.
{-@ scaleNext :: n:Int -> {f:(Int -> Int) | f == scaleF n} @-}
scaleNext :: Int -> Int -> Int
scaleNext n = scale (n + 1)

data Level = Low | Mid | High deriving (Eq, Ord)

{-@ atLeast :: x:Level -> {v:Level | x <= v} -> {v:Level | x <= v} @-}
atLeast :: Level -> Level -> Level
atLeast _ y = y

-- Correct: High is above every level.
{-@ top :: x:Level -> {v:Level | x <= v} @-}
top :: Level -> Level
top _ = High

-- Wrong: Mid is below High.
{-@ middle :: x:Level -> {v:Level | x <= v} @-}
middle :: Level -> Level
middle _ = Mid

-- Bool is ordered too: True is above False.
{-@ orTrue :: b:Bool -> {v:Bool | b <= v} @-}
orTrue :: Bool -> Bool
orTrue b = b || True

{-@ andFalse :: b:Bool -> {v:Bool | b <= v} @-}
andFalse :: Bool -> Bool
andFalse b = b && False
