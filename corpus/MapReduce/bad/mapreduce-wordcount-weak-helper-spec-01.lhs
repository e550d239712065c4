Homework: Map-Reduce With Sized Lists
=====================================

A tiny, single-machine Map-Reduce over the sized lists of the first part of
the assignment.  The list functions you need are repeated at the top of this
file, so that it stands on its own.

> {-@ LIQUID "--short-names"    @-}
> {-@ LIQUID "--no-termination" @-}
> {-@ LIQUID "--totality"       @-}
> {-@ LIQUID "--prune-unsorted" @-}
>
> module MapReduce where
>
> import Prelude hiding (map, concat, foldr, foldr1)
> import qualified Data.Map as M
>
> infixr 5 :::

Helpers
-------

`die` marks code that must never run.

> {-@ die :: {v:String | false} -> a @-}
> die :: String -> a
> die msg = error msg

Sized lists (from part one)
---------------------------

This time the size is an ordinary Haskell function, lifted into the logic.

> data List a = Emp
>             | (:::) a (List a)
>
> {-@ measure size @-}
> size :: List a -> Int
> size Emp        = 0
> size (_ ::: xs) = 1 + size xs
>
> {-@ invariant {v:List a | 0 <= size v} @-}
>
> {-@ measure nestSize :: List (List a) -> Int
>     nestSize Emp            = 0
>     nestSize ((:::) xs xss) = size xs + nestSize xss
>   @-}
>
> {-@ type ListN a N  = {v:List a | size v = N} @-}
> {-@ type ListX a Xs = ListN a {size Xs} @-}
> {-@ type NEList a   = {v:List a | size v > 0} @-}
>
> {-@ empty :: ListN a 0 @-}
> empty :: List a
> empty = Emp
>
> {-@ add :: a -> xs:List a -> ListN a {1 + size xs} @-}
> add :: a -> List a -> List a
> add x xs = x ::: xs
>
> {-@ singleton :: a -> ListN a 1 @-}
> singleton :: a -> List a
> singleton x = add x empty
>
> {-@ map :: (a -> b) -> xs:List a -> ListX b xs @-}
> map :: (a -> b) -> List a -> List b
> map _ Emp        = Emp
> map f (x ::: xs) = f x ::: map f xs
>
> {-@ foldr :: (a -> b -> b) -> b -> List a -> b @-}
> foldr :: (a -> b -> b) -> b -> List a -> b
> foldr _  b Emp        = b
> foldr op b (x ::: xs) = x `op` foldr op b xs
>
> {-@ foldr1 :: (a -> a -> a) -> NEList a -> a @-}
> foldr1 :: (a -> a -> a) -> List a -> a
> foldr1 op (x ::: xs) = foldr op x xs
> foldr1 _  Emp        = die "foldr1 of an empty list"
>
> {-@ append :: xs:List a -> ys:List a -> ListN a {size xs + size ys} @-}
> append :: List a -> List a -> List a
> append Emp        ys = ys
> append (x ::: xs) ys = x ::: append xs ys
>
> {-@ concat :: xss:List (List a) -> ListN a {nestSize xss} @-}
> concat :: List (List a) -> List a
> concat Emp          = Emp
> concat (xs ::: xss) = append xs (concat xss)
>
> {-@ fromList :: xs:[a] -> {v:List a | size v = len xs} @-}
> fromList :: [a] -> List a
> fromList []       = Emp
> fromList (x : xs) = x ::: fromList xs

Map-Reduce
----------

`mapReduce fm fr xs` runs in three steps: it *expands* every input into a
list of key-value pairs with `fm`, *groups* the values by key, and
*collapses* the values of each key into one with `fr`.

> {-@ mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v @-}
> mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v
> mapReduce fm fr xs = kvm
>   where
>     kvs  = expand fm xs        -- step 1
>     kvsm = group kvs           -- step 2
>     kvm  = collapse fr kvsm    -- step 3

Step 1: map every element to a list of key-value pairs.

> {-@ expand :: (a -> List (k, v)) -> xs:List a -> List (k, v) @-}
> expand :: (a -> List (k, v)) -> List a -> List (k, v)
> expand f xs = concat (map f xs)

Step 2: group the values by key.  A key is only in the map if it has at
least one value, which is what makes step 3 safe.

> {-@ group :: (Ord k) => List (k, v) -> M.Map k (NEList v) @-}
> group :: (Ord k) => List (k, v) -> M.Map k (List v)
> group = foldr addKV M.empty
>
> {-@ addKV :: (Ord k) => (k, v) -> M.Map k (NEList v) -> M.Map k (NEList v) @-}
> addKV :: (Ord k) => (k, v) -> M.Map k (List v) -> M.Map k (List v)
> addKV (k, v) m = M.insert k vs m
>   where
>     vs = add v (M.findWithDefault empty k m)

Step 3: reduce the values of each key to a single value.

> {-@ collapse :: (v -> v -> v) -> M.Map k (NEList v) -> M.Map k v @-}
> collapse :: (v -> v -> v) -> M.Map k (List v) -> M.Map k v
> collapse f = M.map (foldr1 f)

Clients
-------

Counting words in a list of documents:

> {-@ wordCount :: List String -> M.Map String Pos @-}
> wordCount :: List String -> M.Map String Int
> wordCount = mapReduce countWords (+)
>
> {-@ countWords :: String -> List (String, Int) @-}
> countWords :: String -> List (String, Int)
> countWords doc = map (\w -> (w, 1)) (fromList (words doc))

Adding up non-negative amounts per account; the type says the totals stay
non-negative.

> {-@ totals :: List (String, Nat) -> M.Map String Nat @-}
> totals :: List (String, Int) -> M.Map String Int
> totals = mapReduce singleton (+)
