Homework: A List Type That Knows Its Size
=========================================

In this assignment we build our own list type and teach LiquidHaskell how
long each list is, so that the type checker can rule out calls such as
`foldr1` on an empty list or `zipWith` on lists of different sizes.

Fill in the code and the refinement types below.  The file is complete when
LiquidHaskell reports SAFE.

\begin{code}
{-@ LIQUID "--short-names"    @-}
{-@ LIQUID "--prune-unsorted" @-}

module List where

import Prelude hiding (length, replicate, foldr, foldr1, map, concat, zipWith)

infixr 5 :::
\end{code}

Helpers
-------

`die` marks code that must never run; `lAssert` states a fact that must
always hold.

\begin{code}
{-@ type TRUE = {v:Bool | v} @-}

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error ("die: " ++ msg)

{-@ lAssert :: TRUE -> TRUE @-}
lAssert :: Bool -> Bool
lAssert True  = True
lAssert False = die "assertion failed"
\end{code}

The Sized List
--------------

\begin{code}
data List a = Emp
            | (:::) a (List a)

{-@ data List [size] a = Emp | (:::) {hd :: a, tl :: List a} @-}

{-@ measure size :: List a -> Int
    size Emp          = 0
    size ((:::) x xs) = 1 + size xs
  @-}

{-@ invariant {v:List a | 0 <= size v} @-}
\end{code}

Two abbreviations: lists of size `N`, and lists as long as another list `Xs`.

\begin{code}
{-@ type ListN a N  = {v:List a | size v = N} @-}
{-@ type ListX a Xs = ListN a {size Xs} @-}
\end{code}

(a) Length
----------

\begin{code}
{-@ length :: xs:List a -> {v:Nat | v = size xs} @-}
length :: List a -> Int
length Emp        = 0
length (_ ::: xs) = 1 + length xs

{-@ l0 :: ListN Int 0 @-}
l0 :: List Int
l0 = Emp

{-@ l1 :: ListN Int 1 @-}
l1 :: List Int
l1 = 1 ::: l0

{-@ l2 :: ListN Int 2 @-}
l2 :: List Int
l2 = 2 ::: l1

{-@ l3 :: ListN Int 3 @-}
l3 :: List Int
l3 = 3 ::: l2

{-@ prop_size :: TRUE @-}
prop_size :: Bool
prop_size = lAssert (length l3 == 3)
\end{code}

(b) Building Lists
------------------

\begin{code}
{-@ empty :: ListN a 0 @-}
empty :: List a
empty = Emp

{-@ add :: a -> xs:List a -> ListN a {1 + size xs} @-}
add :: a -> List a -> List a
add x xs = x ::: xs

{-@ singleton :: a -> ListN a 1 @-}
singleton :: a -> List a
singleton x = add x empty
\end{code}

(c) Replicate
-------------

\begin{code}
{-@ replicate :: n:Nat -> a -> ListN a n @-}
replicate :: Int -> a -> List a
replicate n x = x ::: replicate (n - 1) x

{-@ prop_replicate :: Nat -> a -> TRUE @-}
prop_replicate :: Int -> a -> Bool
prop_replicate n x = lAssert (length (replicate n x) == n)
\end{code}

(d) Map
-------

\begin{code}
{-@ map :: (a -> b) -> xs:List a -> ListX b xs @-}
map :: (a -> b) -> List a -> List b
map _ Emp        = Emp
map f (x ::: xs) = f x ::: map f xs

{-@ prop_map :: (a -> b) -> List a -> TRUE @-}
prop_map :: (a -> b) -> List a -> Bool
prop_map f xs = lAssert (length (map f xs) == length xs)
\end{code}

(e) Folds
---------

`foldr1` uses the first element as the starting value, so it needs a
non-empty list.

\begin{code}
{-@ foldr :: (a -> b -> b) -> b -> List a -> b @-}
foldr :: (a -> b -> b) -> b -> List a -> b
foldr _  b Emp        = b
foldr op b (x ::: xs) = x `op` foldr op b xs

{-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}
foldr1 :: (a -> a -> a) -> List a -> a
foldr1 op (x ::: xs) = foldr op x xs
foldr1 _  Emp        = die "foldr1 of an empty list"
\end{code}

(f) ZipWith
-----------

\begin{code}
{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> ListX c xs @-}
zipWith :: (a -> b -> c) -> List a -> List b -> List c
zipWith _ Emp        Emp        = Emp
zipWith f (x ::: xs) (y ::: ys) = f x y ::: zipWith f xs ys
zipWith _ _          _          = die "zipWith: lists of different sizes"

{-@ prop_zipWith :: List Int -> TRUE @-}
prop_zipWith :: List Int -> Bool
prop_zipWith xs = lAssert (length (zipWith (+) xs xs) == length xs)
\end{code}

(g) Concatenation
-----------------

The size of a list of lists counts the elements of all inner lists.

\begin{code}
{-@ measure nestSize :: List (List a) -> Int
    nestSize Emp            = 0
    nestSize ((:::) xs xss) = size xs + nestSize xss
  @-}

{-@ concat2 :: xs:List a -> ys:List a -> ListN a {size xs + size ys} @-}
concat2 :: List a -> List a -> List a
concat2 Emp        ys = ys
concat2 (x ::: xs) ys = x ::: concat2 xs ys

{-@ prop_concat2 :: TRUE @-}
prop_concat2 :: Bool
prop_concat2 = lAssert (length (concat2 l2 l3) == 5)

{-@ concat :: xss:List (List a) -> ListN a {nestSize xss} @-}
concat :: List (List a) -> List a
concat Emp          = Emp
concat (xs ::: xss) = concat2 xs (concat xss)

{-@ prop_concat :: TRUE @-}
prop_concat :: Bool
prop_concat = lAssert (length (concat xss) == 6)
  where
    xss = l0 ::: l1 ::: l2 ::: l3 ::: Emp

{-@ prop_concat_1 :: TRUE @-}
prop_concat_1 :: Bool
prop_concat_1 = lAssert (length (concat (l2 ::: l1 ::: Emp)) == 3)
\end{code}
