-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.Bag" (finite
-- multisets, which LiquidHaskell maps to the SMT theory of bags), so that
-- GHC (and lhx) can compile programs that use it without LiquidHaskell.
-- A bag is a map from elements to their (positive) number of occurrences.
module Language.Haskell.Liquid.Bag
  ( Bag (..)
  , empty, get, put, union, unionMax, interMin, sub, fromList, bagSize
  , thm_emp, thm_size
  ) where

import qualified Data.Map as M

-- | A multiset: each element's count.
data Bag a = Bag { toMap :: M.Map a Int } deriving Eq

empty :: Bag k
empty = Bag M.empty

-- | How many times an element occurs.
get :: Ord k => k -> Bag k -> Int
get k b = M.findWithDefault 0 k (toMap b)

-- | Add one occurrence.
put :: Ord k => k -> Bag k -> Bag k
put k b = Bag (M.insertWith (+) k 1 (toMap b))

-- | Sum of the counts.
union :: Ord k => Bag k -> Bag k -> Bag k
union a b = Bag (M.unionWith (+) (toMap a) (toMap b))

-- | Maximum of the counts.
unionMax :: Ord k => Bag k -> Bag k -> Bag k
unionMax a b = Bag (M.unionWith max (toMap a) (toMap b))

-- | Minimum of the counts (elements in both).
interMin :: Ord k => Bag k -> Bag k -> Bag k
interMin a b = Bag (M.intersectionWith min (toMap a) (toMap b))

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
