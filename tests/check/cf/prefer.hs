-- A concrete counterexample is preferred to an abstract one (issue 16).
-- `groups` claims one value per key. foldr's type says nothing of its
-- result, so one pair already gives an abstract counterexample that blames
-- foldr; the concrete one needs two pairs with the same key, a longer path
-- that the search reaches only when the subtrees of the abstracted results
-- (any table addKV's type allows) do not come first.
module Prefer where

import Prelude hiding (foldr)

-- a list whose length is a measure
data List a = Emp | Cons a (List a)

{-@ measure size @-}
size :: List a -> Int
size (Cons _ xs) = 1 + size xs
size Emp         = 0

{-@ invariant {v:List a | 0 <= size v} @-}

data Table k v = Nil | Row k v (Table k v)

{-@ data Table k v <p :: v -> Bool> = Nil | Row (key :: k) (val :: v<p>) (rest :: Table<p> k v) @-}

{-@ foldr :: (a -> b -> b) -> b -> List a -> b @-}
foldr :: (a -> b -> b) -> b -> List a -> b
foldr _ z Emp         = z
foldr f z (Cons x xs) = f x (foldr f z xs)

{-@ lookupOr :: List v -> k -> Table k (List v) -> List v @-}
lookupOr :: Eq k => List v -> k -> Table k (List v) -> List v
lookupOr d _ Nil = d
lookupOr d k (Row j v t)
  | k == j    = v
  | otherwise = lookupOr d k t

insert :: Eq k => k -> v -> Table k v -> Table k v
insert k v Nil = Row k v Nil
insert k v (Row j w t)
  | k == j    = Row k v t
  | otherwise = Row j w (insert k v t)

{-@ addKV :: (k, v) -> Table <{\vs -> size vs > 0}> k (List v) -> Table <{\vs -> size vs > 0}> k (List v) @-}
addKV :: Eq k => (k, v) -> Table k (List v) -> Table k (List v)
addKV (k, v) t = insert k (Cons v (lookupOr Emp k t)) t

{-@ groups :: List (k, v) -> Table <{\vs -> size vs == 1}> k (List v) @-}
groups :: Eq k => List (k, v) -> Table k (List v)
groups = foldr addKV Nil
