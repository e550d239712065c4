-- The second module of a two-module program.
module Helper (Tree(..), insertT, toListT, sizeT) where

data Tree a = Leaf | Node (Tree a) a (Tree a)

insertT :: Ord a => a -> Tree a -> Tree a
insertT x Leaf = Node Leaf x Leaf
insertT x t@(Node l y r)
  | x < y     = Node (insertT x l) y r
  | x > y     = Node l y (insertT x r)
  | otherwise = t

toListT :: Tree a -> [a]
toListT Leaf         = []
toListT (Node l x r) = toListT l ++ [x] ++ toListT r

sizeT :: Tree a -> Int
sizeT = length . toListT
