{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.OldList": what "Data.List" and the Prelude
-- export from it (@words@, @lines@, @sort@, @nub@, @isPrefixOf@, ...).
--
-- Why: these are recursive and have no unfolding in base's interface file
-- (@words@, @lines@, @unlines@, @sortBy@, @groupBy@, @isPrefixOf@,
-- @stripPrefix@, @deleteBy@, @transpose@), or their unfolding calls such a
-- helper (@unwords@ -> @unwords_go@, @sort@ -> @sortBy@, @nub@/@nubBy@ ->
-- @elem_by@, @insert@ -> @$winsertBy@, @intercalate@ -> @prependToAll@,
-- @isSuffixOf@ -> @dropLengthMaybe@, @inits@ -> @$winits@, @genericLength@
-- -> @$wgenericLength@, @genericTake@/@genericDrop@/@genericSplitAt@/
-- @genericIndex@ -> their workers, @permutations@ -> @permutations1@,
-- @subsequences@ -> @nonEmptySubsequences@).  Functions whose unfoldings only reach modelled
-- names (@union@, @intersect@, @\\@, @partition@, @tails@, ...) need
-- nothing.  'sortBy' is a stable insertion sort: for every comparison that
-- is a total preorder it returns exactly the list the library's merge sort
-- returns.  The definitions follow the documented
-- behaviour, with the same laziness (@lines@ and @words@ produce each line or
-- word as soon as it starts).  @words@ splits on 'GHC.Unicode.isSpace',
-- which is itself modelled (its real definition calls C for non-Latin-1
-- characters).
module Lhx.Model.Data.OldList
  ( words, unwords, lines, unlines
  , sort, sortBy, sortOn, insert, insertBy
  , nub, nubBy, group, groupBy
  , isPrefixOf, isSuffixOf, isInfixOf, stripPrefix
  , delete, deleteBy
  , intersperse, intercalate, transpose, inits
  , genericLength, genericTake, genericDrop, genericSplitAt, genericIndex
  , permutations, subsequences
  ) where

import GHC.Types (Bool (..), Char, Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..), (&&), not)
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Base (String, (++), map, seq)
import GHC.Real (Integral)
import GHC.Err (errorWithoutStackTrace)
import GHC.List (dropWhile, break, span, reverse, any, filter, concatMap, length, take, drop)
import GHC.Unicode (isSpace)

-- | Split a string into the maximal runs of non-space characters.
words :: String -> [String]
words s = case dropWhile isSpace s of
  []      -> []
  s'@(_ : _) -> let r = break isSpace s' in lhx_fst r : words (lhx_snd r)

-- | Join words with single spaces.
unwords :: [String] -> String
unwords []       = []
unwords (w : ws) = w ++ lhx_unwordsRest ws

lhx_unwordsRest :: [String] -> String
lhx_unwordsRest []       = []
lhx_unwordsRest (w : ws) = ' ' : (w ++ lhx_unwordsRest ws)

-- | Split a string at newline characters; a final newline does not start
-- an empty line.
lines :: String -> [String]
lines [] = []
lines s  = let r = break lhx_isNewline s
           in lhx_fst r : (case lhx_snd r of
                             []       -> []
                             _ : rest -> lines rest)

lhx_isNewline :: Char -> Bool
lhx_isNewline c = c == '\n'

-- | Append a newline to every line and concatenate.
unlines :: [String] -> String
unlines []       = []
unlines (l : ls) = l ++ ('\n' : unlines ls)

lhx_fst :: (a, b) -> a
lhx_fst (a, _) = a

lhx_snd :: (a, b) -> b
lhx_snd (_, b) = b

-- * Sorting

sort :: forall a. Ord a => [a] -> [a]
sort xs = sortBy compare xs

-- | Stable sort: equal elements keep their order.
sortBy :: forall a. (a -> a -> Ordering) -> [a] -> [a]
sortBy _   []       = []
sortBy cmp (x : xs) = insertBy cmp x (sortBy cmp xs)

-- | Sort by a key computed once per element.
sortOn :: forall b a. Ord b => (a -> b) -> [a] -> [a]
sortOn f xs = map lhx_snd (sortBy lhx_cmpFst (map (\x -> let y = f x in y `seq` (y, x)) xs))

lhx_cmpFst :: Ord b => (b, a) -> (b, a) -> Ordering
lhx_cmpFst (p, _) (q, _) = compare p q

insert :: forall a. Ord a => a -> [a] -> [a]
insert x ys = insertBy compare x ys

-- | Insert before the first element that is not smaller.
insertBy :: forall a. (a -> a -> Ordering) -> a -> [a] -> [a]
insertBy _   x []       = [x]
insertBy cmp x (y : ys) = case cmp x y of
  GT -> y : insertBy cmp x ys
  _  -> x : y : ys

-- * Removing duplicates, grouping

nub :: forall a. Eq a => [a] -> [a]
nub xs = nubBy (==) xs

-- | Keep the first occurrence of each element; @eq@ is called as
-- @eq earlier later@.
nubBy :: forall a. (a -> a -> Bool) -> [a] -> [a]
nubBy _  []       = []
nubBy eq (x : xs) = x : nubBy eq (filter (\y -> not (eq x y)) xs)

group :: forall a. Eq a => [a] -> [[a]]
group xs = groupBy (==) xs

-- | Runs of elements equal (by @eq@) to the run's first element.
groupBy :: forall a. (a -> a -> Bool) -> [a] -> [[a]]
groupBy _  []       = []
groupBy eq (x : xs) = let r = span (eq x) xs
                      in (x : lhx_fst r) : groupBy eq (lhx_snd r)

-- * Sublists

isPrefixOf :: forall a. Eq a => [a] -> [a] -> Bool
isPrefixOf []       _        = True
isPrefixOf (_ : _)  []       = False
isPrefixOf (x : xs) (y : ys) = x == y && isPrefixOf xs ys

isSuffixOf :: forall a. Eq a => [a] -> [a] -> Bool
isSuffixOf xs ys = isPrefixOf (reverse xs) (reverse ys)

isInfixOf :: forall a. Eq a => [a] -> [a] -> Bool
isInfixOf needle haystack = any (isPrefixOf needle) (lhx_tails haystack)

lhx_tails :: [a] -> [[a]]
lhx_tails []         = [[]]
lhx_tails l@(_ : xs) = l : lhx_tails xs

stripPrefix :: forall a. Eq a => [a] -> [a] -> Maybe [a]
stripPrefix []       ys       = Just ys
stripPrefix (x : xs) (y : ys) = if x == y then stripPrefix xs ys else Nothing
stripPrefix (_ : _)  []       = Nothing

delete :: forall a. Eq a => a -> [a] -> [a]
delete x ys = deleteBy (==) x ys

-- | Remove the first @y@ with @eq x y@.
deleteBy :: forall a. (a -> a -> Bool) -> a -> [a] -> [a]
deleteBy _  _ []       = []
deleteBy eq x (y : ys) = if eq x y then ys else y : deleteBy eq x ys

intersperse :: forall a. a -> [a] -> [a]
intersperse _   []       = []
intersperse sep (x : xs) = x : lhx_prependToAll sep xs

lhx_prependToAll :: a -> [a] -> [a]
lhx_prependToAll _   []       = []
lhx_prependToAll sep (x : xs) = sep : x : lhx_prependToAll sep xs

intercalate :: forall a. [a] -> [[a]] -> [a]
intercalate sep xss = lhx_concat (intersperse sep xss)

lhx_concat :: [[a]] -> [a]
lhx_concat []         = []
lhx_concat (xs : xss) = xs ++ lhx_concat xss

-- | Rows become columns; shorter rows are skipped where they end.
transpose :: forall a. [[a]] -> [[a]]
transpose []                 = []
transpose ([] : xss)         = transpose xss
transpose ((x : xs) : xss)   =
  (x : lhx_heads xss) : transpose (xs : lhx_tailsOf xss)

lhx_heads :: [[a]] -> [a]
lhx_heads []               = []
lhx_heads ([] : xss)       = lhx_heads xss
lhx_heads ((h : _) : xss)  = h : lhx_heads xss

lhx_tailsOf :: [[a]] -> [[a]]
lhx_tailsOf []              = []
lhx_tailsOf ([] : xss)      = lhx_tailsOf xss
lhx_tailsOf ((_ : t) : xss) = t : lhx_tailsOf xss

-- | All prefixes, shortest first.
inits :: forall a. [a] -> [[a]]
inits xs = [] : (case xs of
                   []      -> []
                   y : ys  -> map (y :) (inits ys))

genericLength :: forall i a. Num i => [a] -> i
genericLength []       = fromInteger 0
genericLength (_ : xs) = fromInteger 1 + genericLength xs

-- | The first @n@ elements (all of them if the list is shorter; none if
-- @n <= 0@, without looking at the list).
genericTake :: forall i a. Integral i => i -> [a] -> [a]
genericTake n xs
  | n <= fromInteger 0 = []
  | True = case xs of
      []       -> []
      y : ys   -> y : genericTake (n - fromInteger 1) ys

-- | The list without its first @n@ elements.
genericDrop :: forall i a. Integral i => i -> [a] -> [a]
genericDrop n xs
  | n <= fromInteger 0 = xs
  | True = case xs of
      []       -> []
      _ : ys   -> genericDrop (n - fromInteger 1) ys

-- | @(genericTake n xs, genericDrop n xs)@, built in one pass.
genericSplitAt :: forall i a. Integral i => i -> [a] -> ([a], [a])
genericSplitAt n xs
  | n <= fromInteger 0 = ([], xs)
  | True = case xs of
      []       -> ([], [])
      y : ys   -> let r = genericSplitAt (n - fromInteger 1) ys
                  in (y : lhx_fst r, lhx_snd r)

-- | The element at index @n@ (counting from 0).
genericIndex :: forall i a. Integral i => [a] -> i -> a
genericIndex xs n = case xs of
  [] -> errorWithoutStackTrace "List.genericIndex: index too large."
  y : ys
    | n == fromInteger 0 -> y
    | n > fromInteger 0 -> genericIndex ys (n - fromInteger 1)
    | True -> errorWithoutStackTrace "List.genericIndex: negative argument."

-- | All sublists, in the order "each new element is added to every sublist
-- of the elements before it": @[[], [1], [2], [1,2], [3], [1,3], ...]@.
-- Lazy enough for infinite lists.
subsequences :: forall a. [a] -> [[a]]
subsequences xs = [] : lhx_nonEmptySubsequences xs

lhx_nonEmptySubsequences :: [a] -> [[a]]
lhx_nonEmptySubsequences [] = []
lhx_nonEmptySubsequences (x : xs) =
  (x : []) : concatMap (\ys -> ys : (x : ys) : []) (lhx_nonEmptySubsequences xs)

-- | All permutations, the list itself first, in the library's order:
-- after @xs@, for each split of @xs@ into a done prefix @ds@ (reversed:
-- @rs@) and the rest @t : ts@, every permutation @p@ of @rs@ (in this same
-- order, recursively) gives the lists "@p@ with @t@ inserted before its
-- k-th element, then @ts@" for k = 0 .. length p - 1.  (The insertions at
-- the end are produced by a later split.)  Works on infinite lists: each
-- permutation only rearranges a finite prefix.
permutations :: forall a. [a] -> [[a]]
permutations xs = xs : lhx_perms xs []

lhx_perms :: [a] -> [a] -> [[a]]
lhx_perms [] _ = []
lhx_perms (t : ts) rs =
  concatMap (lhx_insertions t ts) (permutations rs) ++ lhx_perms ts (t : rs)

-- | @p@ with @t@ inserted before each of its elements, each followed by @ts@.
lhx_insertions :: a -> [a] -> [a] -> [[a]]
lhx_insertions t ts p = lhx_insertAt t ts p (lhx_upTo (length p))

lhx_insertAt :: a -> [a] -> [a] -> [Int] -> [[a]]
lhx_insertAt _ _ _ [] = []
lhx_insertAt t ts p (k : ks) =
  (take k p ++ (t : (drop k p ++ ts))) : lhx_insertAt t ts p ks

-- | @[0 .. n - 1]@.
lhx_upTo :: Int -> [Int]
lhx_upTo n = lhx_from 0
  where lhx_from k = if k >= n then [] else k : lhx_from (k + 1)
