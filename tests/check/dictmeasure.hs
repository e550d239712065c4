module DictMeasure where

-- Functions of the logic with a class constraint used where the enclosing
-- signature gives no dictionary for it. LiquidHaskell's logic takes none:
-- lhx runs the function with the instance at the type the checked function
-- runs at (elems xs, xs : [a], in a signature without Ord a), with the
-- instance through a type synonym (Key = Int), or, where no argument's type
-- says the type (bag (fst v), a data declaration's field), with the logic's
-- own == and order. B.union is named by no code, only by a refinement.

import qualified Data.Set as S
import qualified Language.Haskell.Liquid.Bag as B

{-@ measure elems @-}
elems :: Ord a => [a] -> S.Set a
elems []       = S.empty
elems (x : xs) = S.union (S.singleton x) (elems xs)

{-@ rev :: xs:[a] -> {v:[a] | elems v = elems xs} @-}
rev :: [a] -> [a]
rev xs = go xs []
  where
    go [] acc       = acc
    go (y : ys) acc = go ys (y : acc)

-- wrong: the first element is lost
{-@ dropFirst :: xs:[a] -> {v:[a] | elems v = elems xs} @-}
dropFirst :: [a] -> [a]
dropFirst []       = []
dropFirst (_ : ys) = ys

type Key = Int

{-@ keys :: xs:[Key] -> {v:[Key] | S.isSubsetOf (elems v) (elems xs)} @-}
keys :: [Key] -> [Key]
keys = filter (> 0)

{-@ inline same @-}
same :: Eq a => [a] -> [a] -> Bool
same xs ys = xs == ys

{-@ copy :: xs:[a] -> {v:[a] | same v xs} @-}
copy :: [a] -> [a]
copy []       = []
copy (y : ys) = y : copy ys

-- wrong: the order changes
{-@ swap2 :: xs:[a] -> {v:[a] | same v xs} @-}
swap2 :: [a] -> [a]
swap2 (a : b : cs) = b : a : cs
swap2 cs           = cs

{-@ measure bag @-}
bag :: Ord a => [a] -> B.Bag a
bag []       = B.empty
bag (x : xs) = B.put x (bag xs)

{-@ type Halves a Xs = {v:([a], [a]) | B.union (bag (fst v)) (bag (snd v)) == bag Xs} @-}

{-@ halve :: xs:[a] -> Halves a xs @-}
halve :: [a] -> ([a], [a])
halve (x : y : zs) = (x : xs, y : ys) where (xs, ys) = halve zs
halve xs           = (xs, [])

-- wrong: the second element is dropped
{-@ halveBad :: xs:[a] -> Halves a xs @-}
halveBad :: [a] -> ([a], [a])
halveBad (x : _ : zs) = (x : xs, ys) where (xs, ys) = halveBad zs
halveBad xs           = (xs, [])

data Distinct a = Nil | Cons { hd :: a, tl :: Distinct a }

{-@ data Distinct a = Nil | Cons { hd :: a, tl :: {v:Distinct a | not (S.member hd (delems v))} } @-}

{-@ measure delems @-}
delems :: Ord a => Distinct a -> S.Set a
delems Nil         = S.empty
delems (Cons x xs) = S.union (S.singleton x) (delems xs)

{-@ two :: x:a -> {y:a | y /= x} -> Distinct a @-}
two :: a -> a -> Distinct a
two x y = Cons x (Cons y Nil)

-- wrong: x twice
{-@ twice :: a -> Distinct a @-}
twice :: a -> Distinct a
twice x = Cons x (Cons x Nil)

{-@ same2 :: xs:[a] -> {v:[a] | elems v = elems xs} @-}
same2 :: [a] -> [a]
same2 xs = xs

-- wrong: not empty. Ord Ordering is an instance no code of the program
-- uses (the logic's Ord), and same2's contract is at Ordering, a type no
-- entry takes (chosen at run time: the logic's Ord too)
{-@ nestedBad :: xs:[Ordering] -> {v:[Ordering] | S.null (elems v)} @-}
nestedBad :: [Ordering] -> [Ordering]
nestedBad xs = same2 xs
