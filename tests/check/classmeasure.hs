module ClassMeasure where

-- A function of the logic with a class constraint (`bag :: Ord a => …`,
-- Bag's `put`): called in a refinement with the dictionary the enclosing
-- signature receives for the same class at the same type.

import qualified Language.Haskell.Liquid.Bag as B

{-@ measure bag @-}
bag :: Ord a => [a] -> B.Bag a
bag []       = B.empty
bag (x : xs) = B.put x (bag xs)

{-@ rev :: Ord a => xs:[a] -> {v:[a] | bag v == bag xs} @-}
rev :: Ord a => [a] -> [a]
rev xs = go xs []
  where
    go [] acc       = acc
    go (y : ys) acc = go ys (y : acc)

{-@ cons :: Ord a => x:a -> xs:[a] -> {v:[a] | bag v == B.put x (bag xs)} @-}
cons :: Ord a => a -> [a] -> [a]
cons x xs = x : xs

-- wrong: an element is lost
{-@ dropOne :: Ord a => xs:[a] -> {v:[a] | bag v == bag xs} @-}
dropOne :: Ord a => [a] -> [a]
dropOne []       = []
dropOne (_ : ys) = ys
