{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Set.Internal" (containers-0.6.4.1): the
-- "Data.Set" API, and the internal tree builders that the real functions'
-- unfoldings call.
--
-- Why: @union@, @intersection@, @difference@, @filter@, @balanceL@,
-- @balanceR@, @insertMax@, … have no unfolding, and the rest is
-- size-balancing code.  More important: LiquidHaskell's logic talks about
-- sets (@Set_mem x s@, @Set_cup a b@, @listElts xs@), and lhx runs the
-- logic's sets as values of this very type ("Lhx.Sets").  For @member x s@
-- and @Set_mem x s@, or @fromList xs@ and @listElts xs@, to mean the same
-- thing on the same value, every set here has the one canonical shape that
-- "Lhx.Sets" produces: the chain @Bin n x1 Tip (Bin (n-1) x2 Tip …)@ with
-- the elements in ascending order and right sizes.  Two sets with the same
-- elements are then equal as values, which is what the logic's @=@ compares.
--
-- Representation.  Sets keep the real type 'Set' and its constructors 'Bin'
-- and 'Tip' (user types mention it; the real read-only code — @showsPrec@,
-- @==@, @compare@, the Foldable instance — runs on it).  Every function
-- reads its argument in order (so it accepts any valid search tree) and
-- returns the canonical chain; the internal rebuilding functions
-- ('balanceL', 'balanceR', 'link', 'merge', 'glue', 'bin', 'insertMin',
-- 'insertMax') do the same, so the real unfoldings of unmodelled functions
-- also return chains.  Only functions whose result shows the tree's shape
-- differ from the library (@showTree@, @splitRoot@).
--
-- Laziness and strictness are the library's: sets are spine- and
-- element-strict (the constructor's fields enforce it); every function that
-- takes an element forces it, even on an empty set.  Where the real
-- function keeps the old or the new one of two equal elements, so do these.
-- Errors have the library's messages.  Names that begin with @$@ are in
-- GHC's z-encoding; helpers are prefixed @lhx_@.
module Lhx.Model.Data.Set.Internal
  ( -- * Construction
    empty, singleton, fromList, fromAscList, fromDescList
  , fromDistinctAscList, fromDistinctDescList
    -- * Insertion, deletion
  , insert, insertR, delete
    -- * Query
  , member, notMember, null, size, isSubsetOf, isProperSubsetOf, disjoint
  , lookupLT, lookupGT, lookupLE, lookupGE
  , findMin, findMax, lookupMin, lookupMax, deleteMin, deleteMax
  , minView, maxView, deleteFindMin, deleteFindMax
  , elemAt, findIndex, lookupIndex, deleteAt, take, drop, splitAt
    -- * Combine
  , union, unions, intersection, difference, (\\)
    -- * Filter, map, split
  , filter, partition, split, splitMember
  , takeWhileAntitone, dropWhileAntitone, spanAntitone
  , map, mapMonotonic, cartesianProduct, powerSet
    -- * Folds, conversion
  , foldr, foldl, foldr', foldl', fold
  , elems, toList, toAscList, toDescList
    -- * Internal names reached from real unfoldings
  , balanceL, balanceR, link, merge, glue, bin, insertMax, insertMin
  , toDescList1, zdfDataSet1, lookupMinSure, lookupMaxSure, isSubsetOfX
  , findMin1, findMax1, deleteFindMin2, deleteFindMax2
  , zdfFoldableSet1, zdfFoldableSet2
    -- * The invariant lhx assumes on sets it makes up (specs/Data.Set.Internal.spec)
  , lhx_canonical
  ) where

import GHC.Types (Bool (..), Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..), not, (&&), (||))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Err (error)
import GHC.Base (seq)
import Data.Foldable (Foldable)
import qualified Data.Foldable
import Data.Set.Internal (Set (..))
import Lhx.Symbolic (lhxLess)

-- * Helpers

lhx_size :: Set a -> Int
lhx_size Tip             = 0
lhx_size (Bin n _ _ _)   = n

-- | The elements in order, in front of an accumulator (any tree shape).
lhx_onto :: Set a -> [a] -> [a]
lhx_onto Tip           acc = acc
lhx_onto (Bin _ x l r) acc = lhx_onto l (x : lhx_onto r acc)

lhx_elems :: Set a -> [a]
lhx_elems s = lhx_onto s []

-- | The elements in descending order, in front of an accumulator.
lhx_ontoDesc :: Set a -> [a] -> [a]
lhx_ontoDesc Tip           acc = acc
lhx_ontoDesc (Bin _ x l r) acc = lhx_ontoDesc r (x : lhx_ontoDesc l acc)

-- | The canonical chain of a list in strictly ascending order.
lhx_chain :: [a] -> Set a
lhx_chain []       = Tip
lhx_chain (x : xs) = let r = lhx_chain xs in Bin (1 + lhx_size r) x Tip r

-- | The chain of the elements of @l@, then @x@, then those of @r@ (all of
-- @l@ below @x@, all of @r@ above).
lhx_join :: Set a -> a -> Set a -> Set a
lhx_join l x r = lhx_chain (lhx_onto l (x : lhx_onto r []))

-- | Is the set the canonical chain (left subtrees empty, sizes right,
-- elements strictly ascending in lhx's order)?  lhx assumes it of every
-- set it makes up (a symbolic input, an abstracted call's result), so that
-- a made-up set is one the library could have built and equal sets are
-- equal values.  The order is lhx's own ('lhxLess'): no 'Ord' dictionary is
-- at hand in an invariant.
lhx_canonical :: Set a -> Bool
lhx_canonical Tip = True
lhx_canonical (Bin n x Tip r) = n == 1 + lhx_size r && lhx_above x r && lhx_canonical r
lhx_canonical _ = False

lhx_above :: a -> Set a -> Bool
lhx_above _ Tip           = True
lhx_above x (Bin _ y _ _) = lhxLess x y

-- | Insert into an ascending list; an equal element is replaced by the new
-- one (@new@) or kept (not @new@).
lhx_ins :: Ord a => Bool -> a -> [a] -> [a]
lhx_ins _   x []       = [x]
lhx_ins new x (y : ys) = case compare x y of
  LT -> x : y : ys
  EQ -> (if new then x else y) : ys
  GT -> y : lhx_ins new x ys

lhx_del :: Ord a => a -> [a] -> [a]
lhx_del _ []       = []
lhx_del x (y : ys) = case compare x y of
  LT -> y : ys
  EQ -> ys
  GT -> y : lhx_del x ys

lhx_elem :: Ord a => a -> [a] -> Bool
lhx_elem _ []       = False
lhx_elem x (y : ys) = case compare x y of
  LT -> False
  EQ -> True
  GT -> lhx_elem x ys

lhx_filter :: (a -> Bool) -> [a] -> [a]
lhx_filter _ []       = []
lhx_filter p (x : xs) = if p x then x : lhx_filter p xs else lhx_filter p xs

lhx_last :: [a] -> Maybe a
lhx_last []       = Nothing
lhx_last [x]      = Just x
lhx_last (_ : xs) = lhx_last xs

lhx_init :: [a] -> [a]
lhx_init []       = []
lhx_init [_]      = []
lhx_init (x : xs) = x : lhx_init xs

lhx_reverse :: [a] -> [a] -> [a]
lhx_reverse []       acc = acc
lhx_reverse (x : xs) acc = lhx_reverse xs (x : acc)

lhx_takeList :: Int -> [a] -> [a]
lhx_takeList n xs = if n <= 0 then [] else case xs of
  []     -> []
  y : ys -> y : lhx_takeList (n - 1) ys

lhx_dropList :: Int -> [a] -> [a]
lhx_dropList n xs = if n <= 0 then xs else case xs of
  []     -> []
  _ : ys -> lhx_dropList (n - 1) ys

-- | The first run of equal neighbours is kept (the library's combineEq).
lhx_firstOfRuns :: Eq a => [a] -> [a]
lhx_firstOfRuns []       = []
lhx_firstOfRuns (x : xs) = go x xs
  where go z []       = [z]
        go z (y : ys) = if z == y then go z ys else z : go y ys

-- * Construction

empty :: forall a. Set a
empty = Tip

singleton :: forall a. a -> Set a
singleton x = Bin 1 x Tip Tip

-- | Insert from left to right: of equal elements the last one stays.
fromList :: forall a. Ord a => [a] -> Set a
fromList xs = lhx_chain (lhx_insertAll xs [])

lhx_insertAll :: Ord a => [a] -> [a] -> [a]
lhx_insertAll []       acc = acc
lhx_insertAll (x : xs) acc = let acc' = lhx_ins True x acc in acc' `seq` lhx_insertAll xs acc'

-- | The library requires ascending elements here (not checked); of equal
-- neighbours the first stays.
fromAscList :: forall a. Eq a => [a] -> Set a
fromAscList xs = lhx_chain (lhx_firstOfRuns xs)

fromDescList :: forall a. Eq a => [a] -> Set a
fromDescList xs = lhx_chain (lhx_reverse (lhx_firstOfRuns xs) [])

fromDistinctAscList :: forall a. [a] -> Set a
fromDistinctAscList xs = lhx_chain xs

fromDistinctDescList :: forall a. [a] -> Set a
fromDistinctDescList xs = lhx_chain (lhx_reverse xs [])

-- * Insertion, deletion

-- | An equal element is replaced by the new one.
insert :: forall a. Ord a => a -> Set a -> Set a
insert x s = x `seq` lhx_chain (lhx_ins True x (lhx_elems s))

-- | An equal element stays.
insertR :: forall a. Ord a => a -> Set a -> Set a
insertR x s = x `seq` lhx_chain (lhx_ins False x (lhx_elems s))

delete :: forall a. Ord a => a -> Set a -> Set a
delete x s = x `seq` lhx_chain (lhx_del x (lhx_elems s))

-- * Query

member :: forall a. Ord a => a -> Set a -> Bool
member x s = x `seq` lhx_elem x (lhx_elems s)

notMember :: forall a. Ord a => a -> Set a -> Bool
notMember x s = not (member x s)

null :: forall a. Set a -> Bool
null Tip = True
null _   = False

size :: forall a. Set a -> Int
size s = lhx_size s

isSubsetOf :: forall a. Ord a => Set a -> Set a -> Bool
isSubsetOf s t = lhx_size s <= lhx_size t && isSubsetOfX s t

isProperSubsetOf :: forall a. Ord a => Set a -> Set a -> Bool
isProperSubsetOf s t = lhx_size s < lhx_size t && isSubsetOfX s t

-- | Every element of the first is in the second (sizes not compared).
isSubsetOfX :: forall a. Ord a => Set a -> Set a -> Bool
isSubsetOfX s t = lhx_allIn (lhx_elems s) t

lhx_allIn :: Ord a => [a] -> Set a -> Bool
lhx_allIn []       _ = True
lhx_allIn (x : xs) t = member x t && lhx_allIn xs t

disjoint :: forall a. Ord a => Set a -> Set a -> Bool
disjoint s t = lhx_noneIn (lhx_elems s) t

lhx_noneIn :: Ord a => [a] -> Set a -> Bool
lhx_noneIn []       _ = True
lhx_noneIn (x : xs) t = not (member x t) && lhx_noneIn xs t

-- | The largest element below @x@ (and the others alike).
lookupLT :: forall a. Ord a => a -> Set a -> Maybe a
lookupLT x s = x `seq` lhx_last (lhx_filter (\y -> y < x) (lhx_elems s))

lookupLE :: forall a. Ord a => a -> Set a -> Maybe a
lookupLE x s = x `seq` lhx_last (lhx_filter (\y -> y <= x) (lhx_elems s))

lookupGT :: forall a. Ord a => a -> Set a -> Maybe a
lookupGT x s = x `seq` case lhx_filter (\y -> y > x) (lhx_elems s) of
  []    -> Nothing
  y : _ -> Just y

lookupGE :: forall a. Ord a => a -> Set a -> Maybe a
lookupGE x s = x `seq` case lhx_filter (\y -> y >= x) (lhx_elems s) of
  []    -> Nothing
  y : _ -> Just y

findMin :: forall a. Set a -> a
findMin s = case lookupMin s of
  Just x  -> x
  Nothing -> findMin1

findMax :: forall a. Set a -> a
findMax s = case lookupMax s of
  Just x  -> x
  Nothing -> findMax1

findMin1 :: forall a. a
findMin1 = error "Set.findMin: empty set has no minimal element"

findMax1 :: forall a. a
findMax1 = error "Set.findMax: empty set has no maximal element"

lookupMin :: forall a. Set a -> Maybe a
lookupMin Tip           = Nothing
lookupMin (Bin _ x l _) = Just (lookupMinSure x l)

lookupMax :: forall a. Set a -> Maybe a
lookupMax Tip           = Nothing
lookupMax (Bin _ x _ r) = Just (lookupMaxSure x r)

-- | The leftmost element of a tree, or the given one when it is empty.
lookupMinSure :: forall a. a -> Set a -> a
lookupMinSure x Tip           = x
lookupMinSure _ (Bin _ y l _) = lookupMinSure y l

lookupMaxSure :: forall a. a -> Set a -> a
lookupMaxSure x Tip           = x
lookupMaxSure _ (Bin _ y _ r) = lookupMaxSure y r

deleteMin :: forall a. Set a -> Set a
deleteMin s = lhx_chain (lhx_dropList 1 (lhx_elems s))

deleteMax :: forall a. Set a -> Set a
deleteMax s = lhx_chain (lhx_init (lhx_elems s))

minView :: forall a. Set a -> Maybe (a, Set a)
minView s = case lhx_elems s of
  []     -> Nothing
  x : xs -> Just (x, lhx_chain xs)

maxView :: forall a. Set a -> Maybe (a, Set a)
maxView s = case lookupMax s of
  Nothing -> Nothing
  Just x  -> Just (x, deleteMax s)

-- | On an empty set the pair exists but its first component is an error.
deleteFindMin :: forall a. Set a -> (a, Set a)
deleteFindMin s = case minView s of
  Just r  -> r
  Nothing -> (deleteFindMin2, Tip)

deleteFindMax :: forall a. Set a -> (a, Set a)
deleteFindMax s = case maxView s of
  Just r  -> r
  Nothing -> (deleteFindMax2, Tip)

deleteFindMin2 :: forall a. a
deleteFindMin2 = error "Set.deleteFindMin: can not return the minimal element of an empty set"

deleteFindMax2 :: forall a. a
deleteFindMax2 = error "Set.deleteFindMax: can not return the maximal element of an empty set"

-- * Indexed (position in ascending order, from 0)

elemAt :: forall a. Int -> Set a -> a
elemAt i s = case lhx_dropList i (lhx_elems s) of
  x : _ | i >= 0 -> x
  _              -> error "Set.elemAt: index out of range"

findIndex :: forall a. Ord a => a -> Set a -> Int
findIndex x s = case lookupIndex x s of
  Just i  -> i
  Nothing -> error "Set.findIndex: element is not in the set"

lookupIndex :: forall a. Ord a => a -> Set a -> Maybe Int
lookupIndex x s = x `seq` go 0 (lhx_elems s)
  where go _ []       = Nothing
        go i (y : ys) = case compare x y of
          LT -> Nothing
          EQ -> Just i
          GT -> go (i + 1) ys

deleteAt :: forall a. Int -> Set a -> Set a
deleteAt i s = if i >= 0 && i < lhx_size s
  then lhx_chain (lhx_takeList i (lhx_elems s) `lhx_append` lhx_dropList (i + 1) (lhx_elems s))
  else error "Set.deleteAt: index out of range"

lhx_append :: [a] -> [a] -> [a]
lhx_append []       ys = ys
lhx_append (x : xs) ys = x : lhx_append xs ys

take :: forall a. Int -> Set a -> Set a
take n s = lhx_chain (lhx_takeList n (lhx_elems s))

drop :: forall a. Int -> Set a -> Set a
drop n s = lhx_chain (lhx_dropList n (lhx_elems s))

splitAt :: forall a. Int -> Set a -> (Set a, Set a)
splitAt n s = (take n s, drop n s)

-- * Combine

-- | Left-biased: of two equal elements the one of the first set stays.
union :: forall a. Ord a => Set a -> Set a -> Set a
union s t = lhx_chain (lhx_merge (lhx_elems s) (lhx_elems t))

lhx_merge :: Ord a => [a] -> [a] -> [a]
lhx_merge [] ys = ys
lhx_merge xs [] = xs
lhx_merge (x : xs) (y : ys) = case compare x y of
  LT -> x : lhx_merge xs (y : ys)
  GT -> y : lhx_merge (x : xs) ys
  EQ -> x : lhx_merge xs ys

unions :: forall f a. (Foldable f, Ord a) => f (Set a) -> Set a
unions ss = Data.Foldable.foldl' union Tip ss

-- | Elements of the first set that are in the second (the first's copies).
intersection :: forall a. Ord a => Set a -> Set a -> Set a
intersection s t = lhx_chain (lhx_filter (\x -> member x t) (lhx_elems s))

difference :: forall a. Ord a => Set a -> Set a -> Set a
difference s t = lhx_chain (lhx_filter (\x -> notMember x t) (lhx_elems s))

infixl 9 \\
(\\) :: forall a. Ord a => Set a -> Set a -> Set a
(\\) s t = difference s t

-- * Filter, map, split

filter :: forall a. (a -> Bool) -> Set a -> Set a
filter p s = lhx_chain (lhx_filter p (lhx_elems s))

partition :: forall a. (a -> Bool) -> Set a -> (Set a, Set a)
partition p s = (filter p s, filter (\x -> not (p x)) s)

-- | The elements below and above @x@.
split :: forall a. Ord a => a -> Set a -> (Set a, Set a)
split x s = case splitMember x s of (l, _, r) -> (l, r)

splitMember :: forall a. Ord a => a -> Set a -> (Set a, Bool, Set a)
splitMember x s = x `seq`
  ( lhx_chain (lhx_filter (\y -> y < x) (lhx_elems s))
  , member x s
  , lhx_chain (lhx_filter (\y -> y > x) (lhx_elems s)) )

takeWhileAntitone :: forall a. (a -> Bool) -> Set a -> Set a
takeWhileAntitone p s = lhx_chain (lhx_takeWhile p (lhx_elems s))

dropWhileAntitone :: forall a. (a -> Bool) -> Set a -> Set a
dropWhileAntitone p s = lhx_chain (lhx_dropWhile p (lhx_elems s))

spanAntitone :: forall a. (a -> Bool) -> Set a -> (Set a, Set a)
spanAntitone p s = (takeWhileAntitone p s, dropWhileAntitone p s)

lhx_takeWhile :: (a -> Bool) -> [a] -> [a]
lhx_takeWhile _ []       = []
lhx_takeWhile p (x : xs) = if p x then x : lhx_takeWhile p xs else []

lhx_dropWhile :: (a -> Bool) -> [a] -> [a]
lhx_dropWhile _ []       = []
lhx_dropWhile p (x : xs) = if p x then lhx_dropWhile p xs else x : xs

-- | The library's definition: @fromList . List.map f . toList@.
map :: forall b a. Ord b => (a -> b) -> Set a -> Set b
map f s = fromList (lhx_map f (lhx_elems s))

-- | The library requires @f@ to be strictly increasing (not checked).
mapMonotonic :: forall a b. (a -> b) -> Set a -> Set b
mapMonotonic f s = lhx_chain (lhx_map f (lhx_elems s))

-- | The pairs in lexicographic (ascending) order.
cartesianProduct :: forall a b. Set a -> Set b -> Set (a, b)
cartesianProduct s t = lhx_chain (lhx_pairs (lhx_elems s) (lhx_elems t))

lhx_pairs :: [a] -> [b] -> [(a, b)]
lhx_pairs []       _  = []
lhx_pairs (x : xs) ys = lhx_append (lhx_map (\y -> (x, y)) ys) (lhx_pairs xs ys)

-- | Every subset, in the order of @Ord (Set a)@ (lexicographic on the
-- ascending elements).
powerSet :: forall a. Set a -> Set (Set a)
powerSet s = lhx_chain (lhx_map lhx_chain (lhx_subsets (lhx_elems s)))

lhx_subsets :: [a] -> [[a]]
lhx_subsets []       = [[]]
lhx_subsets (x : xs) = let rest = lhx_subsets xs
                       in [] : lhx_append (lhx_map (\ys -> x : ys) rest) (lhx_dropList 1 rest)

lhx_map :: (a -> b) -> [a] -> [b]
lhx_map _ []       = []
lhx_map f (x : xs) = f x : lhx_map f xs

-- * Folds (in ascending order)

foldr :: forall a b. (a -> b -> b) -> b -> Set a -> b
foldr f z s = lhx_foldr f z (lhx_elems s)

fold :: forall a b. (a -> b -> b) -> b -> Set a -> b
fold f z s = lhx_foldr f z (lhx_elems s)

lhx_foldr :: (a -> b -> b) -> b -> [a] -> b
lhx_foldr _ z []       = z
lhx_foldr f z (x : xs) = f x (lhx_foldr f z xs)

foldl :: forall a b. (a -> b -> a) -> a -> Set b -> a
foldl f z s = lhx_foldl f z (lhx_elems s)

lhx_foldl :: (a -> b -> a) -> a -> [b] -> a
lhx_foldl _ z []       = z
lhx_foldl f z (x : xs) = lhx_foldl f (f z x) xs

-- | Strict folds: every intermediate accumulator is evaluated to WHNF.
foldr' :: forall a b. (a -> b -> b) -> b -> Set a -> b
foldr' f z s = lhx_foldlStrict (\acc x -> f x acc) z (lhx_ontoDesc s [])

foldl' :: forall a b. (a -> b -> a) -> a -> Set b -> a
foldl' f z s = lhx_foldlStrict f z (lhx_elems s)

lhx_foldlStrict :: (a -> b -> a) -> a -> [b] -> a
lhx_foldlStrict _ z []       = z
lhx_foldlStrict f z (x : xs) = z `seq` lhx_foldlStrict f (f z x) xs

-- * Conversion

elems :: forall a. Set a -> [a]
elems s = lhx_elems s

toList :: forall a. Set a -> [a]
toList s = lhx_elems s

toAscList :: forall a. Set a -> [a]
toAscList s = lhx_elems s

toDescList :: forall a. Set a -> [a]
toDescList s = lhx_ontoDesc s []

-- | @toDescList1 acc s@: the elements in descending order, then @acc@.
toDescList1 :: forall a. [a] -> Set a -> [a]
toDescList1 acc s = lhx_ontoDesc s acc

-- | @$fDataSet1 acc s@: the elements in ascending order, then @acc@ (the
-- loop of 'toAscList'; @Show@, @==@ and @compare@ on sets use it).
zdfDataSet1 :: forall a. [a] -> Set a -> [a]
zdfDataSet1 acc s = lhx_onto s acc

-- * The library's rebuilding functions: join the pieces in order (all of
-- the left tree below the element, all of the right tree above it) into the
-- canonical chain.

balanceL :: forall a. a -> Set a -> Set a -> Set a
balanceL x l r = lhx_join l x r

balanceR :: forall a. a -> Set a -> Set a -> Set a
balanceR x l r = lhx_join l x r

link :: forall a. a -> Set a -> Set a -> Set a
link x l r = lhx_join l x r

bin :: forall a. a -> Set a -> Set a -> Set a
bin x l r = lhx_join l x r

-- | Two trees, every element of the first below every element of the second.
merge :: forall a. Set a -> Set a -> Set a
merge l r = lhx_chain (lhx_onto l (lhx_elems r))

glue :: forall a. Set a -> Set a -> Set a
glue l r = lhx_chain (lhx_onto l (lhx_elems r))

-- | Add an element above every element of the set.
insertMax :: forall a. a -> Set a -> Set a
insertMax x s = lhx_chain (lhx_onto s [x])

-- | Add an element below every element of the set.
insertMin :: forall a. a -> Set a -> Set a
insertMin x s = lhx_chain (x : lhx_elems s)

-- | @foldl1@ and @foldr1@ of the Foldable instance on an empty set.
zdfFoldableSet1 :: forall a. a
zdfFoldableSet1 = error "foldl1: empty structure"

zdfFoldableSet2 :: forall a. a
zdfFoldableSet2 = error "foldr1: empty structure"
