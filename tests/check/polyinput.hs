{-# LANGUAGE RankNTypes, ExistentialQuantification #-}
-- Inputs of types lhx cannot enumerate: a polymorphic (rank-2) function input
-- is a symbolic function the counterexample chooses, one table at the types
-- each call instantiates it to; a value under a quantifier (`forall z. Int`)
-- is a value of its body; a value of a hidden or empty type is opaque (passed
-- on, compared with itself, never examined).
module PolyInput where

-- one function: the same call twice, the same answer
{-@ sameOk :: (forall z. z -> Int) -> Int -> {v:Int | v = 0} @-}
sameOk :: (forall z. z -> Int) -> Int -> Int
sameOk f x = f x - f x

-- the counterexample chooses the polymorphic function
{-@ chosenBad :: (forall z. [z] -> Int) -> {v:Int | v >= 0} @-}
chosenBad :: (forall z. [z] -> Int) -> Int
chosenBad f = f [True]

{-@ underForallBad :: (forall z. Int) -> {v:Int | v > 0} @-}
underForallBad :: (forall z. Int) -> Int
underForallBad n = n

-- a data type without constructors: an opaque value, equal to itself
data Token

{-@ passOk :: t:Token -> {v:Token | v = t} @-}
passOk :: Token -> Token
passOk t = t

-- an existential constructor: its hidden value is opaque, its function symbolic
data Box = forall a. Box a (a -> Int)

{-@ openOk :: Box -> {v:Int | v = 0} @-}
openOk :: Box -> Int
openOk (Box x f) = let y = f x in y - y

{-@ openBad :: Box -> {v:Int | v > 0} @-}
openBad :: Box -> Int
openBad (Box x f) = f x

-- a type synonym applied to more arguments than it has parameters, and a
-- field `f p` at a known f: the field is a `One Int`, not an opaque value
data Wrap f p = Wrap (f p)
data One p = One p
type W = Wrap One

{-@ unwrapOk :: W Int -> Int @-}
unwrapOk :: W Int -> Int
unwrapOk (Wrap (One n)) = n

{-@ unwrapBad :: W Int -> {v:Int | v > 0} @-}
unwrapBad :: W Int -> Int
unwrapBad (Wrap (One n)) = n
