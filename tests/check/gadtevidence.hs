{-# LANGUAGE GADTs, TypeFamilies #-}
-- Refined GADT constructors whose Core fields hold evidence the
-- declaration does not write: a class dictionary (`Ord a =>`) and type
-- equality (`Pair :: … -> Bound (a, b)` fixes the index). A refined index
-- the constructors hold no value of (a phantom: `Tag {v:Int | v >= 0}`)
-- constrains nothing, in a GADT as in a data family's instance.
module GadtEvidence where

data Bound t where
  Within :: Ord a => a -> a -> a -> Bound a
  Pair :: Int -> Int -> Bound (Int, Int)

{-@ data Bound t where
      Within :: Ord a => lo:a -> hi:a -> {x:a | lo <= x && x <= hi} -> Bound a
      Pair :: a:Int -> b:{Int | a < b} -> {v:Bound (Int, Int) | a < b}
  @-}

-- Correct: the value is clamped into its bounds.
{-@ clamp :: Int -> Bound Int @-}
clamp :: Int -> Bound Int
clamp x = Within 0 10 (max 0 (min 10 x))

-- Wrong: 11 is out of [0, 10].
{-@ clampBad :: Int -> Bound Int @-}
clampBad :: Int -> Bound Int
clampBad x = Within 0 10 (max 0 (min 11 x))

-- Correct: Pair's fields are ordered (built through its wrapper).
{-@ pair :: Int -> Bound (Int, Int) @-}
pair :: Int -> Bound (Int, Int)
pair a = Pair a (a + 1)

-- Wrong: a Pair of equal fields.
{-@ pairBad :: Int -> Bound (Int, Int) @-}
pairBad :: Int -> Bound (Int, Int)
pairBad a = Pair a a

data Tag t where
  Count :: Tag Int
  Name :: Tag Int

{-@ data Tag t where
      Count :: Tag {v:Int | v >= 0}
      Name :: Tag Int
  @-}

-- Correct: a refined phantom index holds of every Tag.
{-@ count :: Tag {v:Int | v >= 0} @-}
count :: Tag Int
count = Count

class Entity e where
  data Field e t

data User = User

instance Entity User where
  {-@ data Field User t where
        Age :: Field User {v:Int | v >= 0}
    @-}
  data Field User t where
    Age :: Field User Int

-- Correct: the instance's refined index constrains no value either.
{-@ age :: Field User {v:Int | v >= 0} @-}
age :: Field User Int
age = Age
