{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Map.Internal" (containers-0.6.4.1): the
-- lazy "Data.Map" API, and the internal tree builders that the real
-- functions' unfoldings call.
--
-- Why: many Data.Map functions are recursive and have no unfolding in the
-- interface file (@union@, @unionWith@, @mapWithKey@, @filterWithKey@,
-- @toAscList1@, @elems1@, @balanceL@, @balanceR@, @insertMax@, ...), and
-- those that do (the INLINABLE ones: @insert@, @lookup@, @fromList@, ...)
-- are size-balancing code that is needlessly hard to execute symbolically.
-- lhx prefers a model over an unfolding, so the common API is modelled here
-- even where an unfolding exists.
--
-- Representation.  Maps keep the real type 'Map' with its real
-- constructors 'Bin' and 'Tip' (user types mention it, and the real
-- read-only code — @showsPrec@, @==@, @compare@, the Foldable and Functor
-- instances, @foldrWithKey@, @elemAt@, ... — runs on it).  The models keep
-- one invariant only: every map is a valid binary search tree (keys strictly
-- ascending in order) whose 'Bin' size fields are correct.  They do NOT keep
-- the trees balanced: insertion is plain BST insertion (so @fromList@ of
-- ascending keys gives a right-leaning chain, @Bin n k v Tip rest@), and the
-- internal rebuilding functions 'balance', 'balanceL', 'balanceR', 'link',
-- 'bin', 'insertMin', 'insertMax', 'link2' and 'glue' are modelled as
-- "join the pieces in key order" without rotations.  With those modelled,
-- the real unfoldings of unmodelled functions (which call them) also
-- produce valid trees from valid trees of any shape.  Only functions whose
-- result depends on the tree's shape differ from the real library
-- (@showTree@, @splitRoot@, @Data.Map.Internal.Debug.valid@).
--
-- Laziness and strictness are the library's: maps are spine- and
-- key-strict (the constructor's fields enforce it), values are lazy; every
-- function that takes a key forces it even when the map is empty.  Where the
-- real function keeps the old or the new key of an equal pair, so do these.
-- Errors have the library's messages.  Names that begin with @$@ are in GHC's
-- z-encoding; helpers are prefixed @lhx_@.
module Lhx.Model.Data.Map.Internal
  ( -- * Construction
    empty, singleton, fromList, fromListWith, fromListWithKey
  , fromAscList, fromDistinctAscList
    -- * Insertion, deletion, update
  , insert, insertWith, insertWithKey
  , delete, adjust, adjustWithKey, update, updateWithKey, alter
    -- * Query
  , lookup, (!?), (!), findWithDefault, member, notMember
  , size, null
  , findMin, findMax, lookupMin, lookupMax, deleteMin, deleteMax
  , minViewWithKey, maxViewWithKey, minView, maxView
  , deleteFindMin, deleteFindMax
  , elemAt, take, drop, splitAt
    -- * Combine
  , union, unionWith, unionWithKey, unions, unionsWith
  , difference, intersection, intersectionWith, intersectionWithKey
    -- * Traversal, folds, conversion
  , map, mapWithKey, mapMaybe, mapMaybeWithKey, mapAccum, mapAccumWithKey
  , filter, filterWithKey, partition, partitionWithKey
  , foldr, foldl, foldrWithKey, foldlWithKey
  , foldr', foldl', foldrWithKey', foldlWithKey'
  , elems, keys, assocs, toList, toAscList, toDescList
    -- * Internal names reached from real unfoldings
  , toAscList1, toDescList1, elems1, keys1
  , balance, balanceL, balanceR, link, bin, insertMax, insertMin, link2, glue
  , zdfFoldableMap1, zdfFoldableMap2
  , zdfFunctorMapzuzdczlzd
    -- * The invariant lhx assumes on maps it makes up (specs/Data.Map.Internal.spec)
  , lhx_valid
  ) where

import GHC.Types (Bool (..), Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..), not, (&&))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Err (error, errorWithoutStackTrace)
import GHC.Base (seq)
import Data.Foldable (Foldable)
import qualified Data.Foldable
import Data.Map.Internal (Map (..))
import Lhx.Symbolic (lhxLess)

-- * Helpers

lhx_size :: Map k a -> Int
lhx_size Tip              = 0
lhx_size (Bin s _ _ _ _)  = s

-- | The invariant the models keep, as a predicate: the size fields are
-- right and the keys ascend in order.  lhx assumes it on every map it makes
-- up (a symbolic input, an abstracted call's result), so that a made-up map
-- is one the library could have built.  Keys are compared with lhx's own
-- order ('lhxLess'): no 'Ord' dictionary is at hand in an invariant.
lhx_valid :: Map k a -> Bool
lhx_valid m = lhx_sizes_ok m && lhx_ascending (lhx_keys_onto m [])

lhx_sizes_ok :: Map k a -> Bool
lhx_sizes_ok Tip = True
lhx_sizes_ok (Bin s _ _ l r) = s == 1 + lhx_size l + lhx_size r && lhx_sizes_ok l && lhx_sizes_ok r

lhx_keys_onto :: Map k a -> [k] -> [k]
lhx_keys_onto Tip acc = acc
lhx_keys_onto (Bin _ k _ l r) acc = lhx_keys_onto l (k : lhx_keys_onto r acc)

lhx_ascending :: [k] -> Bool
lhx_ascending (x : rest@(y : _)) = lhxLess x y && lhx_ascending rest
lhx_ascending _ = True

-- | A node from a key, its value and two subtrees whose keys are below and
-- above it; the size is recomputed.
lhx_node :: k -> a -> Map k a -> Map k a -> Map k a
lhx_node k x l r = Bin (1 + lhx_size l + lhx_size r) k x l r

-- | Join two trees when every key of the first is below every key of the
-- second (walks the right spine of the first).
lhx_append :: Map k a -> Map k a -> Map k a
lhx_append Tip               t2 = t2
lhx_append (Bin _ k x l r)   t2 = lhx_node k x l (lhx_append r t2)

-- | A right-leaning tree from a list with strictly ascending keys.
lhx_fromDistinctAsc :: [(k, a)] -> Map k a
lhx_fromDistinctAsc []             = Tip
lhx_fromDistinctAsc ((k, x) : kxs) = let r = lhx_fromDistinctAsc kxs
                                     in Bin (1 + lhx_size r) k x Tip r

-- | In-order entries of a tree, in front of an accumulator.
lhx_toAsc :: Map k a -> [(k, a)] -> [(k, a)]
lhx_toAsc Tip               acc = acc
lhx_toAsc (Bin _ k x l r)   acc = lhx_toAsc l ((k, x) : lhx_toAsc r acc)

-- * Construction

empty :: forall k a. Map k a
empty = Tip

singleton :: forall k a. k -> a -> Map k a
singleton k x = Bin 1 k x Tip Tip

-- | Insert the pairs from left to right; a later pair for an existing key
-- replaces the earlier one.
fromList :: forall k a. Ord k => [(k, a)] -> Map k a
fromList kxs = lhx_insertAll Tip kxs

lhx_insertAll :: Ord k => Map k a -> [(k, a)] -> Map k a
lhx_insertAll m []             = m
lhx_insertAll m ((k, x) : kxs) = lhx_insertAll (insert k x m) kxs

-- | Duplicates are combined as @f new old@.
fromListWith :: forall k a. Ord k => (a -> a -> a) -> [(k, a)] -> Map k a
fromListWith f kxs = lhx_insertAllWith (\_ new old -> f new old) Tip kxs

fromListWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> [(k, a)] -> Map k a
fromListWithKey f kxs = lhx_insertAllWith f Tip kxs

lhx_insertAllWith :: Ord k => (k -> a -> a -> a) -> Map k a -> [(k, a)] -> Map k a
lhx_insertAllWith _ m []             = m
lhx_insertAllWith f m ((k, x) : kxs) = lhx_insertAllWith f (insertWithKey f k x m) kxs

-- | The library requires ascending keys here (not checked); equal
-- neighbours keep the last value, as the real function does.
fromAscList :: forall k a. Eq k => [(k, a)] -> Map k a
fromAscList kxs = lhx_fromDistinctAsc (lhx_lastOfRuns kxs)

lhx_lastOfRuns :: Eq k => [(k, a)] -> [(k, a)]
lhx_lastOfRuns []                = []
lhx_lastOfRuns [kx]              = [kx]
lhx_lastOfRuns ((k, x) : rest@((k', _) : _)) =
  if k == k' then lhx_lastOfRuns rest else (k, x) : lhx_lastOfRuns rest

fromDistinctAscList :: forall k a. [(k, a)] -> Map k a
fromDistinctAscList kxs = lhx_fromDistinctAsc kxs

-- * Insertion, deletion, update

-- | Plain BST insertion; an equal key is replaced together with its value.
insert :: forall k a. Ord k => k -> a -> Map k a -> Map k a
insert k x m = k `seq` case m of
  Tip            -> Bin 1 k x Tip Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (insert k x l) r
    GT -> lhx_node ky y l (insert k x r)
    EQ -> Bin s k x l r

-- | An existing value becomes @f new old@ (lazily).
insertWith :: forall k a. Ord k => (a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWith f k x m = insertWithKey (\_ new old -> f new old) k x m

insertWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWithKey f k x m = k `seq` case m of
  Tip            -> Bin 1 k x Tip Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (insertWithKey f k x l) r
    GT -> lhx_node ky y l (insertWithKey f k x r)
    EQ -> Bin s k (f k x y) l r

delete :: forall k a. Ord k => k -> Map k a -> Map k a
delete k m = k `seq` case m of
  Tip            -> Tip
  Bin _ ky y l r -> case compare k ky of
    LT -> lhx_node ky y (delete k l) r
    GT -> lhx_node ky y l (delete k r)
    EQ -> lhx_append l r

adjust :: forall k a. Ord k => (a -> a) -> k -> Map k a -> Map k a
adjust f k m = adjustWithKey (\_ x -> f x) k m

adjustWithKey :: forall k a. Ord k => (k -> a -> a) -> k -> Map k a -> Map k a
adjustWithKey f k m = k `seq` case m of
  Tip            -> Tip
  Bin s ky y l r -> case compare k ky of
    LT -> Bin s ky y (adjustWithKey f k l) r
    GT -> Bin s ky y l (adjustWithKey f k r)
    EQ -> Bin s ky (f ky y) l r

update :: forall k a. Ord k => (a -> Maybe a) -> k -> Map k a -> Map k a
update f k m = updateWithKey (\_ x -> f x) k m

updateWithKey :: forall k a. Ord k => (k -> a -> Maybe a) -> k -> Map k a -> Map k a
updateWithKey f k m = k `seq` case m of
  Tip            -> Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (updateWithKey f k l) r
    GT -> lhx_node ky y l (updateWithKey f k r)
    EQ -> case f ky y of
      Just y' -> Bin s ky y' l r
      Nothing -> lhx_append l r

-- | @alter f k m@: @f@ sees the current value (or Nothing) and decides
-- the new one (or removal).
alter :: forall k a. Ord k => (Maybe a -> Maybe a) -> k -> Map k a -> Map k a
alter f k m = k `seq` case m of
  Tip            -> case f Nothing of
    Nothing -> Tip
    Just x  -> Bin 1 k x Tip Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (alter f k l) r
    GT -> lhx_node ky y l (alter f k r)
    EQ -> case f (Just y) of
      Just y' -> Bin s ky y' l r
      Nothing -> lhx_append l r

-- * Query

lookup :: forall k a. Ord k => k -> Map k a -> Maybe a
lookup k m = k `seq` case m of
  Tip            -> Nothing
  Bin _ ky y l r -> case compare k ky of
    LT -> lookup k l
    GT -> lookup k r
    EQ -> Just y

infixl 9 !?, !

(!?) :: forall k a. Ord k => Map k a -> k -> Maybe a
(!?) m k = lookup k m

(!) :: forall k a. Ord k => Map k a -> k -> a
(!) m k = case lookup k m of
  Just x  -> x
  Nothing -> error "Map.!: given key is not an element in the map"

findWithDefault :: forall k a. Ord k => a -> k -> Map k a -> a
findWithDefault def k m = case lookup k m of
  Just x  -> x
  Nothing -> def

member :: forall k a. Ord k => k -> Map k a -> Bool
member k m = case lookup k m of
  Just _  -> True
  Nothing -> False

notMember :: forall k a. Ord k => k -> Map k a -> Bool
notMember k m = not (member k m)

size :: forall k a. Map k a -> Int
size m = lhx_size m

null :: forall k a. Map k a -> Bool
null Tip = True
null _   = False

findMin :: forall k a. Map k a -> (k, a)
findMin m = case lookupMin m of
  Just kx -> kx
  Nothing -> error "Map.findMin: empty map has no minimal element"

findMax :: forall k a. Map k a -> (k, a)
findMax m = case lookupMax m of
  Just kx -> kx
  Nothing -> error "Map.findMax: empty map has no maximal element"

lookupMin :: forall k a. Map k a -> Maybe (k, a)
lookupMin Tip                 = Nothing
lookupMin (Bin _ k x Tip _)   = Just (k, x)
lookupMin (Bin _ _ _ l _)     = lookupMin l

lookupMax :: forall k a. Map k a -> Maybe (k, a)
lookupMax Tip                 = Nothing
lookupMax (Bin _ k x _ Tip)   = Just (k, x)
lookupMax (Bin _ _ _ _ r)     = lookupMax r

deleteMin :: forall k a. Map k a -> Map k a
deleteMin Tip               = Tip
deleteMin (Bin _ _ _ Tip r) = r
deleteMin (Bin _ k x l r)   = lhx_node k x (deleteMin l) r

deleteMax :: forall k a. Map k a -> Map k a
deleteMax Tip               = Tip
deleteMax (Bin _ _ _ l Tip) = l
deleteMax (Bin _ k x l r)   = lhx_node k x l (deleteMax r)

minViewWithKey :: forall k a. Map k a -> Maybe ((k, a), Map k a)
minViewWithKey m = case lookupMin m of
  Nothing -> Nothing
  Just kx -> Just (kx, deleteMin m)

maxViewWithKey :: forall k a. Map k a -> Maybe ((k, a), Map k a)
maxViewWithKey m = case lookupMax m of
  Nothing -> Nothing
  Just kx -> Just (kx, deleteMax m)

minView :: forall k a. Map k a -> Maybe (a, Map k a)
minView m = case lookupMin m of
  Nothing     -> Nothing
  Just (_, x) -> Just (x, deleteMin m)

maxView :: forall k a. Map k a -> Maybe (a, Map k a)
maxView m = case lookupMax m of
  Nothing     -> Nothing
  Just (_, x) -> Just (x, deleteMax m)

-- | On an empty map the pair exists but its first component is an error.
deleteFindMin :: forall k a. Map k a -> ((k, a), Map k a)
deleteFindMin m = case minViewWithKey m of
  Just r  -> r
  Nothing -> (error "Map.deleteFindMin: can not return the minimal element of an empty map", Tip)

deleteFindMax :: forall k a. Map k a -> ((k, a), Map k a)
deleteFindMax m = case maxViewWithKey m of
  Just r  -> r
  Nothing -> (error "Map.deleteFindMax: can not return the maximal element of an empty map", Tip)

-- * Indexed (position in ascending key order, from 0)

elemAt :: forall k a. Int -> Map k a -> (k, a)
elemAt _ Tip             = error "Map.elemAt: index out of range"
elemAt i (Bin _ k x l r) = let sl = lhx_size l in
  if i < sl then elemAt i l
  else if i == sl then (k, x)
  else elemAt (i - sl - 1) r

-- | The first @n@ entries.
take :: forall k a. Int -> Map k a -> Map k a
take n m = lhx_fromDistinctAsc (lhx_takeList n (lhx_toAsc m []))

-- | All but the first @n@ entries.
drop :: forall k a. Int -> Map k a -> Map k a
drop n m = lhx_fromDistinctAsc (lhx_dropList n (lhx_toAsc m []))

splitAt :: forall k a. Int -> Map k a -> (Map k a, Map k a)
splitAt n m = (take n m, drop n m)

lhx_takeList :: Int -> [b] -> [b]
lhx_takeList n xs = if n <= 0 then [] else case xs of
  []     -> []
  y : ys -> y : lhx_takeList (n - 1) ys

lhx_dropList :: Int -> [b] -> [b]
lhx_dropList n xs = if n <= 0 then xs else case xs of
  []     -> []
  _ : ys -> lhx_dropList (n - 1) ys

-- * Combine

-- | Left-biased union: for a key in both maps the left key and value win.
union :: forall k a. Ord k => Map k a -> Map k a -> Map k a
union m1 m2 = unionWithKey (\_ x _ -> x) m1 m2

unionWith :: forall k a. Ord k => (a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWith f m1 m2 = unionWithKey (\_ x y -> f x y) m1 m2

-- | For a key in both maps the value is @f k left right@, keyed by the
-- left map's key.
unionWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWithKey f m1 m2 =
  lhx_fromDistinctAsc (lhx_merge f (lhx_toAsc m1 []) (lhx_toAsc m2 []))

lhx_merge :: Ord k => (k -> a -> a -> a) -> [(k, a)] -> [(k, a)] -> [(k, a)]
lhx_merge _ []  ys  = ys
lhx_merge _ xs  []  = xs
lhx_merge f ((k1, x1) : xs) ((k2, x2) : ys) = case compare k1 k2 of
  LT -> (k1, x1) : lhx_merge f xs ((k2, x2) : ys)
  GT -> (k2, x2) : lhx_merge f ((k1, x1) : xs) ys
  EQ -> (k1, f k1 x1 x2) : lhx_merge f xs ys

-- | Union of a collection of maps, left-biased (folded from the left).
unions :: forall f k a. (Foldable f, Ord k) => f (Map k a) -> Map k a
unions ts = Data.Foldable.foldl (\acc t -> union acc t) Tip ts

unionsWith :: forall f k a. (Foldable f, Ord k) => (a -> a -> a) -> f (Map k a) -> Map k a
unionsWith f ts = Data.Foldable.foldl (\acc t -> unionWith f acc t) Tip ts

-- | Entries of the first map whose key is not in the second.
difference :: forall k a b. Ord k => Map k a -> Map k b -> Map k a
difference m1 m2 = filterWithKey (\k _ -> notMember k m2) m1

-- | Entries of the first map whose key is in the second (left keys and
-- values).
intersection :: forall k a b. Ord k => Map k a -> Map k b -> Map k a
intersection m1 m2 = filterWithKey (\k _ -> member k m2) m1

intersectionWith :: forall k a b c. Ord k => (a -> b -> c) -> Map k a -> Map k b -> Map k c
intersectionWith f m1 m2 = intersectionWithKey (\_ x y -> f x y) m1 m2

intersectionWithKey :: forall k a b c. Ord k => (k -> a -> b -> c) -> Map k a -> Map k b -> Map k c
intersectionWithKey f m1 m2 = lhx_fromDistinctAsc (lhx_intersect f (lhx_toAsc m1 []) m2)

lhx_intersect :: Ord k => (k -> a -> b -> c) -> [(k, a)] -> Map k b -> [(k, c)]
lhx_intersect _ []             _  = []
lhx_intersect f ((k, x) : kxs) m2 = case lookup k m2 of
  Just y  -> (k, f k x y) : lhx_intersect f kxs m2
  Nothing -> lhx_intersect f kxs m2

-- * Traversal

map :: forall a b k. (a -> b) -> Map k a -> Map k b
map _ Tip             = Tip
map f (Bin s k x l r) = Bin s k (f x) (map f l) (map f r)

mapWithKey :: forall k a b. (k -> a -> b) -> Map k a -> Map k b
mapWithKey _ Tip             = Tip
mapWithKey f (Bin s k x l r) = Bin s k (f k x) (mapWithKey f l) (mapWithKey f r)

mapMaybe :: forall a b k. (a -> Maybe b) -> Map k a -> Map k b
mapMaybe f m = mapMaybeWithKey (\_ x -> f x) m

mapMaybeWithKey :: forall k a b. (k -> a -> Maybe b) -> Map k a -> Map k b
mapMaybeWithKey _ Tip             = Tip
mapMaybeWithKey f (Bin _ k x l r) = case f k x of
  Just y  -> lhx_node k y (mapMaybeWithKey f l) (mapMaybeWithKey f r)
  Nothing -> lhx_append (mapMaybeWithKey f l) (mapMaybeWithKey f r)

-- | Thread an accumulator through the values in ascending key order.
mapAccum :: forall a b c k. (a -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccum f a m = mapAccumWithKey (\acc _ x -> f acc x) a m

mapAccumWithKey :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccumWithKey _ a Tip             = (a, Tip)
mapAccumWithKey f a (Bin s k x l r) =
  let rl = mapAccumWithKey f a l
      rx = f (lhx_fst rl) k x
      rr = mapAccumWithKey f (lhx_fst rx) r
  in (lhx_fst rr, Bin s k (lhx_snd rx) (lhx_snd rl) (lhx_snd rr))

lhx_fst :: (p, q) -> p
lhx_fst (p, _) = p

lhx_snd :: (p, q) -> q
lhx_snd (_, q) = q

filter :: forall a k. (a -> Bool) -> Map k a -> Map k a
filter p m = filterWithKey (\_ x -> p x) m

filterWithKey :: forall k a. (k -> a -> Bool) -> Map k a -> Map k a
filterWithKey _ Tip             = Tip
filterWithKey p (Bin _ k x l r) =
  if p k x then lhx_node k x (filterWithKey p l) (filterWithKey p r)
  else lhx_append (filterWithKey p l) (filterWithKey p r)

partition :: forall a k. (a -> Bool) -> Map k a -> (Map k a, Map k a)
partition p m = partitionWithKey (\_ x -> p x) m

partitionWithKey :: forall k a. (k -> a -> Bool) -> Map k a -> (Map k a, Map k a)
partitionWithKey p m = (filterWithKey p m, filterWithKey (\k x -> not (p k x)) m)

-- * Folds (in ascending key order)

foldr :: forall a b k. (a -> b -> b) -> b -> Map k a -> b
foldr _ z Tip             = z
foldr f z (Bin _ _ x l r) = foldr f (f x (foldr f z r)) l

foldl :: forall a b k. (a -> b -> a) -> a -> Map k b -> a
foldl _ z Tip             = z
foldl f z (Bin _ _ x l r) = foldl f (f (foldl f z l) x) r

foldrWithKey :: forall k a b. (k -> a -> b -> b) -> b -> Map k a -> b
foldrWithKey _ z Tip             = z
foldrWithKey f z (Bin _ k x l r) = foldrWithKey f (f k x (foldrWithKey f z r)) l

foldlWithKey :: forall a k b. (a -> k -> b -> a) -> a -> Map k b -> a
foldlWithKey _ z Tip             = z
foldlWithKey f z (Bin _ k x l r) = foldlWithKey f (f (foldlWithKey f z l) k x) r

-- | Strict folds: every intermediate accumulator is evaluated to WHNF.
foldr' :: forall a b k. (a -> b -> b) -> b -> Map k a -> b
foldr' f z m = foldrWithKey' (\_ x acc -> f x acc) z m

foldl' :: forall a b k. (a -> b -> a) -> a -> Map k b -> a
foldl' f z m = foldlWithKey' (\acc _ x -> f acc x) z m

foldrWithKey' :: forall k a b. (k -> a -> b -> b) -> b -> Map k a -> b
foldrWithKey' f z m = lhx_foldrStrict f z (lhx_toDesc m [])

lhx_foldrStrict :: (k -> a -> b -> b) -> b -> [(k, a)] -> b
lhx_foldrStrict _ z []             = z
lhx_foldrStrict f z ((k, x) : kxs) = z `seq` lhx_foldrStrict f (f k x z) kxs

foldlWithKey' :: forall a k b. (a -> k -> b -> a) -> a -> Map k b -> a
foldlWithKey' f z m = lhx_foldlStrict f z (lhx_toAsc m [])

lhx_foldlStrict :: (a -> k -> b -> a) -> a -> [(k, b)] -> a
lhx_foldlStrict _ z []             = z
lhx_foldlStrict f z ((k, x) : kxs) = z `seq` lhx_foldlStrict f (f z k x) kxs

-- * Conversion

elems :: forall k a. Map k a -> [a]
elems m = elems1 [] m

keys :: forall k a. Map k a -> [k]
keys m = keys1 [] m

assocs :: forall k a. Map k a -> [(k, a)]
assocs m = lhx_toAsc m []

toList :: forall k a. Map k a -> [(k, a)]
toList m = lhx_toAsc m []

toAscList :: forall k a. Map k a -> [(k, a)]
toAscList m = lhx_toAsc m []

toDescList :: forall k a. Map k a -> [(k, a)]
toDescList m = lhx_toDesc m []

lhx_toDesc :: Map k a -> [(k, a)] -> [(k, a)]
lhx_toDesc Tip             acc = acc
lhx_toDesc (Bin _ k x l r) acc = lhx_toDesc r ((k, x) : lhx_toDesc l acc)

-- * Internal names without unfolding that real unfoldings call

-- | @toAscList1 acc m@: the entries of @m@ in ascending order, then @acc@
-- (the loop of 'toAscList'; @Show (Map k v)@, @==@ and @compare@ use it).
toAscList1 :: forall a k. [(k, a)] -> Map k a -> [(k, a)]
toAscList1 acc m = lhx_toAsc m acc

-- | @toDescList1 acc m@: the entries in descending order, then @acc@.
toDescList1 :: forall a k. [(k, a)] -> Map k a -> [(k, a)]
toDescList1 acc m = lhx_toDesc m acc

-- | @elems1 acc m@: the values in ascending key order, then @acc@.
elems1 :: forall a k. [a] -> Map k a -> [a]
elems1 acc Tip             = acc
elems1 acc (Bin _ _ x l r) = elems1 (x : elems1 acc r) l

-- | @keys1 acc m@: the keys in ascending order, then @acc@.
keys1 :: forall k a. [k] -> Map k a -> [k]
keys1 acc Tip             = acc
keys1 acc (Bin _ k _ l r) = keys1 (k : keys1 acc r) l

-- | The real library's rebalancing constructors: here they only join the
-- pieces (all keys of @l@ < @k@ < all keys of @r@) without rotations.
balance :: forall k a. k -> a -> Map k a -> Map k a -> Map k a
balance k x l r = lhx_node k x l r

balanceL :: forall k a. k -> a -> Map k a -> Map k a -> Map k a
balanceL k x l r = lhx_node k x l r

balanceR :: forall k a. k -> a -> Map k a -> Map k a -> Map k a
balanceR k x l r = lhx_node k x l r

link :: forall k a. k -> a -> Map k a -> Map k a -> Map k a
link k x l r = lhx_node k x l r

bin :: forall k a. k -> a -> Map k a -> Map k a -> Map k a
bin k x l r = lhx_node k x l r

-- | Add a key above every key of the map.
insertMax :: forall k a. k -> a -> Map k a -> Map k a
insertMax k x t = lhx_append t (Bin 1 k x Tip Tip)

-- | Add a key below every key of the map.
insertMin :: forall k a. k -> a -> Map k a -> Map k a
insertMin k x t = lhx_node k x Tip t

-- | Join two maps, all keys of the first below all keys of the second.
link2 :: forall k a. Map k a -> Map k a -> Map k a
link2 l r = lhx_append l r

glue :: forall k a. Map k a -> Map k a -> Map k a
glue l r = lhx_append l r

-- | @foldl1@ of the Foldable Map instance on an empty map.
zdfFoldableMap1 :: forall a. a
zdfFoldableMap1 = errorWithoutStackTrace "foldl1: empty structure"

-- | @foldr1@ of the Foldable Map instance on an empty map.
zdfFoldableMap2 :: forall a. a
zdfFoldableMap2 = errorWithoutStackTrace "foldr1: empty structure"

-- | @(<$)@ of the Functor Map instance: replace every value.
zdfFunctorMapzuzdczlzd :: forall k a b. a -> Map k b -> Map k a
zdfFunctorMapzuzdczlzd x m = map (\_ -> x) m
