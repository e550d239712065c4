{-# LANGUAGE FlexibleInstances #-}
module Classes where

-- Refined type classes: a class's method type is the contract of every
-- call through a dictionary and of every instance's method; an
-- instance's own method type is that instance's.

{-@ class measure sz :: forall a. a -> Int @-}

{-@ class Container f where
      count :: forall a. xs:f a -> {v:Int | v >= 0 && v == sz xs}
      pick  :: forall a. xs:f a -> {i:Int | 0 <= i && i < sz xs} -> a
  @-}
class Container f where
  count :: f a -> Int
  pick  :: f a -> Int -> a

instance Container [] where
  {-@ instance measure sz :: [a] -> Int
        sz []       = 0
        sz (x : xs) = 1 + sz xs
    @-}
  count []       = 0
  count (_ : xs) = 1 + count xs
  pick xs i = xs !! i

data Pair a = Pair a a

-- wrong: count may not be negative
instance Container Pair where
  {-@ instance measure sz :: Pair a -> Int
        sz (Pair x y) = 2
    @-}
  count _ = -2
  pick (Pair x y) i = if i == 0 then x else y

-- calls through the dictionary: the class's precondition is checked
{-@ firstOf :: [Int] -> Int @-}
firstOf :: [Int] -> Int
firstOf xs = pick xs 0

{-@ firstSafe :: [Int] -> Int @-}
firstSafe :: [Int] -> Int
firstSafe xs = if count xs > 0 then pick xs 0 else 0

-- a class with one method (its dictionary is the method), polymorphic
{-@ class Weighed f where
      weight :: forall a. f a -> {v:Int | v >= 0}
  @-}
class Weighed f where
  weight :: f a -> Int

instance Weighed [] where
  weight []       = 0
  weight (_ : xs) = 1 + weight xs

{-@ total :: [Bool] -> {v:Int | v >= 0} @-}
total :: [Bool] -> Int
total xs = weight xs + weight xs

-- an instance's own method type
class Scale a where
  scale :: a -> a -> a
  unit  :: a

{-@ instance Scale Int where
      scale :: x:Int -> y:{Int | y /= 0} -> Int;
      unit :: {v:Int | v == 1}
  @-}
instance Scale Int where
  scale x y = x `div` y
  unit = 1

{-@ halve :: Int -> Int @-}
halve :: Int -> Int
halve x = scale x 2

{-@ byUnit :: Int -> Int @-}
byUnit :: Int -> Int
byUnit x = scale x (unit - 1)

-- {a | p} after y: refines the type variable a, its value named y
class Same a where
  same :: a -> a -> a

{-@ instance Same a where
      same :: x:a -> y:{a | x == y} -> a
  @-}
instance Same a where
  same x _ = x

{-@ sameOk :: x:Int -> {v:Int | v == x} -> Int @-}
sameOk :: Int -> Int -> Int
sameOk x y = same x y

{-@ sameBad :: Int -> Int -> Int @-}
sameBad :: Int -> Int -> Int
sameBad x y = same x y
