-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.Bag" (finite
-- multisets, which LiquidHaskell maps to the SMT theory of bags), so that
-- GHC (and lhx) can compile programs that use it without LiquidHaskell.
-- A bag is a map from elements to their (positive) number of occurrences.
-- Every bag these functions return holds its map in one shape (rebuilt from
-- the ascending entries), so that two bags with the same counts are equal
-- values, which is what equality in lhx's refinement logic compares.
module Language.Haskell.Liquid.Bag
  ( Bag (..)
  , empty, get, put, union, unionMax, interMin, sub, fromList, bagSize
  , thm_emp, thm_size
  ) where

import qualified Data.Map as M

-- | A multiset: each element's count.
data Bag a = Bag { toMap :: M.Map a Int } deriving Eq

-- | The bag of a map, in the one shape.
bag :: M.Map k Int -> Bag k
bag m = Bag (M.fromDistinctAscList (M.toAscList m))

empty :: Bag k
empty = Bag M.empty

-- | How many times an element occurs.
get :: Ord k => k -> Bag k -> Int
get k b = M.findWithDefault 0 k (toMap b)

-- | Add one occurrence.
put :: Ord k => k -> Bag k -> Bag k
put k b = bag (M.insertWith (+) k 1 (toMap b))

-- | Sum of the counts.
union :: Ord k => Bag k -> Bag k -> Bag k
union a b = bag (M.unionWith (+) (toMap a) (toMap b))

-- | Maximum of the counts.
unionMax :: Ord k => Bag k -> Bag k -> Bag k
unionMax a b = bag (M.unionWith max (toMap a) (toMap b))

-- | Minimum of the counts (elements in both).
interMin :: Ord k => Bag k -> Bag k -> Bag k
interMin a b = bag (M.intersectionWith min (toMap a) (toMap b))

-- | Is every count of the first at most the count in the second?
sub :: Ord k => Bag k -> Bag k -> Bool
sub a b = all (\(k, n) -> n <= get k b) (M.toList (toMap a))

fromList :: Ord k => [k] -> Bag k
fromList = foldr put empty

-- | Number of occurrences in all.
bagSize :: Bag k -> Int
bagSize b = sum (M.elems (toMap b))

-- | Lemma stubs (proofs are unit).
thm_emp :: Ord k => k -> Bag k -> ()
thm_emp x xs = get x xs `seq` ()

thm_size :: Ord k => [k] -> ()
thm_size _ = ()
