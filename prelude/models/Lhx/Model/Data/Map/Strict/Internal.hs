{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Map.Strict.Internal" (containers-0.6.4.1):
-- the value-strict variants that "Data.Map.Strict" exports.
--
-- Why: "Data.Map.Strict" shares the read-only functions (lookup, member,
-- size, toList, foldr, ...) with "Data.Map" — their originals are in
-- "Data.Map.Internal" and modelled in "Lhx.Model.Data.Map.Internal" — but
-- defines its own value-strict constructors and updaters, which are distinct
-- originals: recursive ones without unfolding (@unionWith@, @mapWithKey@,
-- @mapMaybeWithKey@, @intersectionWith@, ...) and INLINABLE ones whose
-- unfoldings call the balancing code (@insert@, @insertWith@, @alter@,
-- @fromList@, ...).  lhx prefers a model over an unfolding.
--
-- Semantics are the library's: every value stored in the result is
-- evaluated to WHNF when the map is (a map is spine-strict, so forcing the
-- map forces them all), while a value the function only passes through is
-- not forced.  Keys are always forced.  The representation is the one
-- described in "Lhx.Model.Data.Map.Internal": valid BSTs with correct sizes,
-- not kept balanced.  Functions shared with the lazy API are called through
-- their "Data.Map.Internal" originals (themselves modelled); helpers are
-- prefixed @lhx_@.
module Lhx.Model.Data.Map.Strict.Internal
  ( singleton, insert, insertWith, insertWithKey
  , findWithDefault
  , fromList, fromListWith, fromListWithKey, fromAscList, fromDistinctAscList
  , adjust, adjustWithKey, update, updateWithKey, alter
  , map, mapWithKey, mapMaybe, mapMaybeWithKey, mapAccum, mapAccumWithKey
  , unionWith, unionWithKey, unionsWith
  , intersectionWith, intersectionWithKey
  ) where

import GHC.Types (Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Base (seq)
import Data.Foldable (Foldable)
import qualified Data.Foldable
import Data.Map.Internal (Map (..))
import qualified Data.Map.Internal

-- * Helpers

lhx_size :: Map k a -> Int
lhx_size Tip             = 0
lhx_size (Bin s _ _ _ _) = s

lhx_node :: k -> a -> Map k a -> Map k a -> Map k a
lhx_node k x l r = Bin (1 + lhx_size l + lhx_size r) k x l r

lhx_append :: Map k a -> Map k a -> Map k a
lhx_append Tip             t2 = t2
lhx_append (Bin _ k x l r) t2 = lhx_node k x l (lhx_append r t2)

-- | A right-leaning tree from strictly ascending pairs, forcing each value.
lhx_fromDistinctAsc :: [(k, a)] -> Map k a
lhx_fromDistinctAsc []             = Tip
lhx_fromDistinctAsc ((k, x) : kxs) =
  x `seq` (let r = lhx_fromDistinctAsc kxs in Bin (1 + lhx_size r) k x Tip r)

-- * Construction and insertion

singleton :: forall k a. k -> a -> Map k a
singleton k x = x `seq` Bin 1 k x Tip Tip

insert :: forall k a. Ord k => k -> a -> Map k a -> Map k a
insert k x m = x `seq` Data.Map.Internal.insert k x m

insertWith :: forall k a. Ord k => (a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWith f k x m = insertWithKey (\_ new old -> f new old) k x m

-- | A new key's value, or @f k new old@ for an existing key, is forced.
insertWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> k -> a -> Map k a -> Map k a
insertWithKey f k x m = k `seq` case m of
  Tip            -> x `seq` Bin 1 k x Tip Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (insertWithKey f k x l) r
    GT -> lhx_node ky y l (insertWithKey f k x r)
    EQ -> let y' = f k x y in y' `seq` Bin s k y' l r

findWithDefault :: forall k a. Ord k => a -> k -> Map k a -> a
findWithDefault def k m = case Data.Map.Internal.lookup k m of
  Just x  -> x
  Nothing -> def

fromList :: forall k a. Ord k => [(k, a)] -> Map k a
fromList kxs = lhx_insertAll Tip kxs

lhx_insertAll :: Ord k => Map k a -> [(k, a)] -> Map k a
lhx_insertAll m []             = m
lhx_insertAll m ((k, x) : kxs) = lhx_insertAll (insert k x m) kxs

fromListWith :: forall k a. Ord k => (a -> a -> a) -> [(k, a)] -> Map k a
fromListWith f kxs = lhx_insertAllWith (\_ new old -> f new old) Tip kxs

fromListWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> [(k, a)] -> Map k a
fromListWithKey f kxs = lhx_insertAllWith f Tip kxs

lhx_insertAllWith :: Ord k => (k -> a -> a -> a) -> Map k a -> [(k, a)] -> Map k a
lhx_insertAllWith _ m []             = m
lhx_insertAllWith f m ((k, x) : kxs) = lhx_insertAllWith f (insertWithKey f k x m) kxs

-- | Ascending keys required (not checked); of equal neighbours the last
-- value is kept.
fromAscList :: forall k a. Eq k => [(k, a)] -> Map k a
fromAscList kxs = lhx_fromDistinctAsc (lhx_lastOfRuns kxs)

lhx_lastOfRuns :: Eq k => [(k, a)] -> [(k, a)]
lhx_lastOfRuns []                = []
lhx_lastOfRuns [kx]              = [kx]
lhx_lastOfRuns ((k, x) : rest@((k', _) : _)) =
  if k == k' then lhx_lastOfRuns rest else (k, x) : lhx_lastOfRuns rest

fromDistinctAscList :: forall k a. [(k, a)] -> Map k a
fromDistinctAscList kxs = lhx_fromDistinctAsc kxs

-- * Update

adjust :: forall k a. Ord k => (a -> a) -> k -> Map k a -> Map k a
adjust f k m = adjustWithKey (\_ x -> f x) k m

adjustWithKey :: forall k a. Ord k => (k -> a -> a) -> k -> Map k a -> Map k a
adjustWithKey f k m = k `seq` case m of
  Tip            -> Tip
  Bin s ky y l r -> case compare k ky of
    LT -> Bin s ky y (adjustWithKey f k l) r
    GT -> Bin s ky y l (adjustWithKey f k r)
    EQ -> let y' = f ky y in y' `seq` Bin s ky y' l r

update :: forall k a. Ord k => (a -> Maybe a) -> k -> Map k a -> Map k a
update f k m = updateWithKey (\_ x -> f x) k m

updateWithKey :: forall k a. Ord k => (k -> a -> Maybe a) -> k -> Map k a -> Map k a
updateWithKey f k m = k `seq` case m of
  Tip            -> Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (updateWithKey f k l) r
    GT -> lhx_node ky y l (updateWithKey f k r)
    EQ -> case f ky y of
      Just y' -> y' `seq` Bin s ky y' l r
      Nothing -> lhx_append l r

alter :: forall k a. Ord k => (Maybe a -> Maybe a) -> k -> Map k a -> Map k a
alter f k m = k `seq` case m of
  Tip            -> case f Nothing of
    Nothing -> Tip
    Just x  -> x `seq` Bin 1 k x Tip Tip
  Bin s ky y l r -> case compare k ky of
    LT -> lhx_node ky y (alter f k l) r
    GT -> lhx_node ky y l (alter f k r)
    EQ -> case f (Just y) of
      Just y' -> y' `seq` Bin s ky y' l r
      Nothing -> lhx_append l r

-- * Traversal

map :: forall a b k. (a -> b) -> Map k a -> Map k b
map _ Tip             = Tip
map f (Bin s k x l r) = let y = f x in y `seq` Bin s k y (map f l) (map f r)

mapWithKey :: forall k a b. (k -> a -> b) -> Map k a -> Map k b
mapWithKey _ Tip             = Tip
mapWithKey f (Bin s k x l r) =
  let y = f k x in y `seq` Bin s k y (mapWithKey f l) (mapWithKey f r)

mapMaybe :: forall a b k. (a -> Maybe b) -> Map k a -> Map k b
mapMaybe f m = mapMaybeWithKey (\_ x -> f x) m

mapMaybeWithKey :: forall k a b. (k -> a -> Maybe b) -> Map k a -> Map k b
mapMaybeWithKey _ Tip             = Tip
mapMaybeWithKey f (Bin _ k x l r) = case f k x of
  Just y  -> y `seq` lhx_node k y (mapMaybeWithKey f l) (mapMaybeWithKey f r)
  Nothing -> lhx_append (mapMaybeWithKey f l) (mapMaybeWithKey f r)

-- | Thread an accumulator through the values in ascending key order; the
-- new values are forced.
mapAccum :: forall a b c k. (a -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccum f a m = mapAccumWithKey (\acc _ x -> f acc x) a m

mapAccumWithKey :: forall a k b c. (a -> k -> b -> (a, c)) -> a -> Map k b -> (a, Map k c)
mapAccumWithKey _ a Tip             = (a, Tip)
mapAccumWithKey f a (Bin s k x l r) =
  let rl = mapAccumWithKey f a l
      rx = f (lhx_fst rl) k x
      rr = mapAccumWithKey f (lhx_fst rx) r
      y  = lhx_snd rx
  in (lhx_fst rr, y `seq` Bin s k y (lhx_snd rl) (lhx_snd rr))

lhx_fst :: (p, q) -> p
lhx_fst (p, _) = p

lhx_snd :: (p, q) -> q
lhx_snd (_, q) = q

-- * Combine

unionWith :: forall k a. Ord k => (a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWith f m1 m2 = unionWithKey (\_ x y -> f x y) m1 m2

-- | Left-biased keys; for a key in both maps the value @f k left right@ is
-- forced, the other values are taken over as they are.
unionWithKey :: forall k a. Ord k => (k -> a -> a -> a) -> Map k a -> Map k a -> Map k a
unionWithKey f m1 m2 = lhx_fromAscKeep (lhx_merge f (Data.Map.Internal.toAscList m1)
                                                    (Data.Map.Internal.toAscList m2))

-- | Merge ascending entry lists; a combined value is forced before the
-- cell holding it is produced.
lhx_merge :: Ord k => (k -> a -> a -> a) -> [(k, a)] -> [(k, a)] -> [(k, a)]
lhx_merge _ []  ys  = ys
lhx_merge _ xs  []  = xs
lhx_merge f ((k1, x1) : xs) ((k2, x2) : ys) = case compare k1 k2 of
  LT -> (k1, x1) : lhx_merge f xs ((k2, x2) : ys)
  GT -> (k2, x2) : lhx_merge f ((k1, x1) : xs) ys
  EQ -> let y = f k1 x1 x2 in y `seq` ((k1, y) : lhx_merge f xs ys)

-- | A right-leaning tree from strictly ascending pairs, values untouched.
lhx_fromAscKeep :: [(k, a)] -> Map k a
lhx_fromAscKeep []             = Tip
lhx_fromAscKeep ((k, x) : kxs) = let r = lhx_fromAscKeep kxs
                                 in Bin (1 + lhx_size r) k x Tip r

unionsWith :: forall f k a. (Foldable f, Ord k) => (a -> a -> a) -> f (Map k a) -> Map k a
unionsWith f ts = Data.Foldable.foldl (\acc t -> unionWith f acc t) Tip ts

intersectionWith :: forall k a b c. Ord k => (a -> b -> c) -> Map k a -> Map k b -> Map k c
intersectionWith f m1 m2 = intersectionWithKey (\_ x y -> f x y) m1 m2

intersectionWithKey :: forall k a b c. Ord k => (k -> a -> b -> c) -> Map k a -> Map k b -> Map k c
intersectionWithKey f m1 m2 =
  lhx_fromDistinctAsc (lhx_intersect f (Data.Map.Internal.toAscList m1) m2)

lhx_intersect :: Ord k => (k -> a -> b -> c) -> [(k, a)] -> Map k b -> [(k, c)]
lhx_intersect _ []             _  = []
lhx_intersect f ((k, x) : kxs) m2 = case Data.Map.Internal.lookup k m2 of
  Just y  -> (k, f k x y) : lhx_intersect f kxs m2
  Nothing -> lhx_intersect f kxs m2
