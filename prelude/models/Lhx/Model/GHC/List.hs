{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.List": the list functions of the Prelude.
--
-- Why: most of these functions are recursive, so base's interface file has no
-- unfolding for them (@filter@, @zip@, @elem@, @lookup@, @and@, @any@, ...), or
-- only a wrapper whose worker has none (@length@ -> @$wlenAcc@,
-- @take@ -> @$wunsafeTake@, @(!!)@ -> @$w!!@, @iterate@ -> @$witerate@,
-- @splitAt@ -> @$wsplitAt'@, @reverse@ -> @reverse1@, @head@ -> @badHead@, ...),
-- or an unfolding built from foldr/build fusion helpers that is needlessly
-- hard to execute symbolically (@foldl@, @sum@, @maximum@, @replicate@).
-- The Foldable methods on lists that user code calls (@length@, @sum@,
-- @elem@, @maximum@, @foldl@, @foldr1@, @null@, ...) are fields of the
-- @Data.Foldable.$fFoldable[]@ dictionary, which points at these names.
--
-- Every binding has exactly the type of its original @GHC.List.<name>@
-- (same type-variable order) and its documented behaviour: the same results,
-- the same laziness and the same crashes with the same messages
-- (@"Prelude.head: empty list"@, @"Prelude.!!: negative index"@, ...).
-- Names prefixed @lhx_@ are local helpers that model nothing.
module Lhx.Model.GHC.List
  ( filter, foldl, foldl', foldl1, foldl1', foldr1
  , length, null, reverse, concat, concatMap
  , replicate, iterate, iterate', repeat, cycle
  , zip, zip3, zipWith, zipWith3, unzip, unzip3
  , take, drop, splitAt, takeWhile, dropWhile, span, break
  , elem, notElem, lookup
  , sum, product, maximum, minimum
  , and, or, any, all
  , (!!)
  , head, tail, last, init, uncons
  , scanl, scanl', scanl1, scanr, scanr1
  , errorEmptyList
  , zdwlenAcc
  ) where

import GHC.Types (Bool (..), Int)
import GHC.Classes (Eq (..), Ord (..), (&&), (||))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Err (error, errorWithoutStackTrace)
import GHC.Base (String, (++), seq)
import GHC.Prim (Int#, (+#))

-- * Errors
--
-- The crashes below are 'error', not 'errorWithoutStackTrace' as in base;
-- either way a crash inside the library is no violation for lhx check (the
-- specs' preconditions catch the program's bad calls: @head []@, @(!!)@ out
-- of range; docs/translate.md, "What counts as a violation"), and `lhx run`
-- reports it as the crash it is.  The message is the same.

-- | The error of the partial list functions on an empty list:
-- @errorEmptyList "head"@ fails with @Prelude.head: empty list@.
errorEmptyList :: forall a. String -> a
errorEmptyList fun = error ("Prelude." ++ fun ++ ": empty list")

-- * Folds

filter :: forall a. (a -> Bool) -> [a] -> [a]
filter _ []       = []
filter p (x : xs) = if p x then x : filter p xs else filter p xs

-- | Lazy left fold.
foldl :: forall a b. (b -> a -> b) -> b -> [a] -> b
foldl _ z []       = z
foldl f z (x : xs) = foldl f (f z x) xs

-- | Left fold that evaluates the accumulator to WHNF before each step.
foldl' :: forall a b. (b -> a -> b) -> b -> [a] -> b
foldl' _ z []       = z
foldl' f z (x : xs) = z `seq` foldl' f (f z x) xs

foldl1 :: forall a. (a -> a -> a) -> [a] -> a
foldl1 f (x : xs) = foldl f x xs
foldl1 _ []       = errorEmptyList "foldl1"

foldl1' :: forall a. (a -> a -> a) -> [a] -> a
foldl1' f (x : xs) = foldl' f x xs
foldl1' _ []       = errorEmptyList "foldl1'"

foldr1 :: forall a. (a -> a -> a) -> [a] -> a
foldr1 _ [x]      = x
foldr1 f (x : xs) = f x (foldr1 f xs)
foldr1 _ []       = errorEmptyList "foldr1"

-- * Basic functions

length :: forall a. [a] -> Int
length []       = 0
length (_ : xs) = 1 + length xs

-- | @$wlenAcc xs n@: @n@ plus the length of @xs@, the worker of @lenAcc@.
-- 'length' is modelled above, but other unfoldings call the worker directly
-- (@Data.List.NonEmpty.length@, @Data.ByteString.pack@).
zdwlenAcc :: forall a. [a] -> Int# -> Int#
zdwlenAcc []       n = n
zdwlenAcc (_ : xs) n = zdwlenAcc xs (n +# 1#)

null :: forall a. [a] -> Bool
null []      = True
null (_ : _) = False

reverse :: forall a. [a] -> [a]
reverse xs = lhx_reverseOnto xs []

lhx_reverseOnto :: [a] -> [a] -> [a]
lhx_reverseOnto []       acc = acc
lhx_reverseOnto (x : xs) acc = lhx_reverseOnto xs (x : acc)

concat :: forall a. [[a]] -> [a]
concat []         = []
concat (xs : xss) = xs ++ concat xss

concatMap :: forall a b. (a -> [b]) -> [a] -> [b]
concatMap _ []       = []
concatMap f (x : xs) = f x ++ concatMap f xs

-- * Generating lists

replicate :: forall a. Int -> a -> [a]
replicate n x = if n <= 0 then [] else x : replicate (n - 1) x

iterate :: forall a. (a -> a) -> a -> [a]
iterate f x = x : iterate f (f x)

-- | Like 'iterate', but each element is evaluated to WHNF before the cell
-- holding it is produced.
iterate' :: forall a. (a -> a) -> a -> [a]
iterate' f x = let x' = f x in x' `seq` (x : iterate' f x')

repeat :: forall a. a -> [a]
repeat x = x : repeat x

cycle :: forall a. [a] -> [a]
cycle [] = errorEmptyList "cycle"
cycle xs = xs ++ cycle xs

-- * Zipping

zip :: forall a b. [a] -> [b] -> [(a, b)]
zip []       _        = []
zip _        []       = []
zip (x : xs) (y : ys) = (x, y) : zip xs ys

zip3 :: forall a b c. [a] -> [b] -> [c] -> [(a, b, c)]
zip3 (x : xs) (y : ys) (z : zs) = (x, y, z) : zip3 xs ys zs
zip3 _        _        _        = []

zipWith :: forall a b c. (a -> b -> c) -> [a] -> [b] -> [c]
zipWith _ []       _        = []
zipWith _ _        []       = []
zipWith f (x : xs) (y : ys) = f x y : zipWith f xs ys

zipWith3 :: forall a b c d. (a -> b -> c -> d) -> [a] -> [b] -> [c] -> [d]
zipWith3 f (x : xs) (y : ys) (z : zs) = f x y z : zipWith3 f xs ys zs
zipWith3 _ _        _        _        = []

-- | Strict in each pair as it is reached, lazy in the rest of the list.
unzip :: forall a b. [(a, b)] -> ([a], [b])
unzip []              = ([], [])
unzip ((a, b) : rest) = let r = unzip rest
                        in (a : lhx_fst r, b : lhx_snd r)

unzip3 :: forall a b c. [(a, b, c)] -> ([a], [b], [c])
unzip3 []                 = ([], [], [])
unzip3 ((a, b, c) : rest) = let r = unzip3 rest
                            in (a : lhx_fst3 r, b : lhx_snd3 r, c : lhx_thd3 r)

lhx_fst :: (a, b) -> a
lhx_fst (a, _) = a

lhx_snd :: (a, b) -> b
lhx_snd (_, b) = b

lhx_fst3 :: (a, b, c) -> a
lhx_fst3 (a, _, _) = a

lhx_snd3 :: (a, b, c) -> b
lhx_snd3 (_, b, _) = b

lhx_thd3 :: (a, b, c) -> c
lhx_thd3 (_, _, c) = c

-- * Sublists

take :: forall a. Int -> [a] -> [a]
take n xs = if n <= 0 then [] else case xs of
  []      -> []
  y : ys  -> y : take (n - 1) ys

drop :: forall a. Int -> [a] -> [a]
drop n xs = if n <= 0 then xs else case xs of
  []      -> []
  _ : ys  -> drop (n - 1) ys

-- | @splitAt n xs = (take n xs, drop n xs)@; for @n > 0@ the list is
-- inspected as soon as the pair is demanded (as in GHC's definition).
splitAt :: forall a. Int -> [a] -> ([a], [a])
splitAt n xs = if n <= 0 then ([], xs) else lhx_splitAt n xs

lhx_splitAt :: Int -> [a] -> ([a], [a])
lhx_splitAt _ []       = ([], [])
lhx_splitAt n (x : xs) = if n == 1 then ([x], xs)
                         else let r = lhx_splitAt (n - 1) xs
                              in (x : lhx_fst r, lhx_snd r)

takeWhile :: forall a. (a -> Bool) -> [a] -> [a]
takeWhile _ []       = []
takeWhile p (x : xs) = if p x then x : takeWhile p xs else []

dropWhile :: forall a. (a -> Bool) -> [a] -> [a]
dropWhile _ []       = []
dropWhile p (x : xs) = if p x then dropWhile p xs else x : xs

span :: forall a. (a -> Bool) -> [a] -> ([a], [a])
span _ []       = ([], [])
span p (x : xs) = if p x then let r = span p xs in (x : lhx_fst r, lhx_snd r)
                  else ([], x : xs)

break :: forall a. (a -> Bool) -> [a] -> ([a], [a])
break _ []       = ([], [])
break p (x : xs) = if p x then ([], x : xs)
                   else let r = break p xs in (x : lhx_fst r, lhx_snd r)

-- * Searching

elem :: forall a. Eq a => a -> [a] -> Bool
elem _ []       = False
elem x (y : ys) = x == y || elem x ys

notElem :: forall a. Eq a => a -> [a] -> Bool
notElem _ []       = True
notElem x (y : ys) = x /= y && notElem x ys

lookup :: forall a b. Eq a => a -> [(a, b)] -> Maybe b
lookup _ []              = Nothing
lookup k ((x, y) : rest) = if k == x then Just y else lookup k rest

-- * Numeric folds

-- | @sum = foldl (+) 0@ (a lazy left fold, as in base-4.15).
sum :: forall a. Num a => [a] -> a
sum xs = foldl (+) (fromInteger 0) xs

product :: forall a. Num a => [a] -> a
product xs = foldl (*) (fromInteger 1) xs

-- | The largest element, by a strict left fold with 'max'.
maximum :: forall a. Ord a => [a] -> a
maximum []       = errorEmptyList "maximum"
maximum (x : xs) = foldl' max x xs

minimum :: forall a. Ord a => [a] -> a
minimum []       = errorEmptyList "minimum"
minimum (x : xs) = foldl' min x xs

-- * Boolean folds

and :: [Bool] -> Bool
and []       = True
and (b : bs) = b && and bs

or :: [Bool] -> Bool
or []       = False
or (b : bs) = b || or bs

any :: forall a. (a -> Bool) -> [a] -> Bool
any _ []       = False
any p (x : xs) = p x || any p xs

all :: forall a. (a -> Bool) -> [a] -> Bool
all _ []       = True
all p (x : xs) = p x && all p xs

-- * Indexing and partial functions

infixl 9 !!

-- | List index from 0; a negative index fails before the list is looked at.
(!!) :: forall a. [a] -> Int -> a
(!!) xs n = if n < 0 then error "Prelude.!!: negative index"
            else lhx_index xs n

lhx_index :: [a] -> Int -> a
lhx_index []       _ = error "Prelude.!!: index too large"
lhx_index (x : xs) n = if n == 0 then x else lhx_index xs (n - 1)

head :: forall a. [a] -> a
head (x : _) = x
head []      = errorEmptyList "head"

tail :: forall a. [a] -> [a]
tail (_ : xs) = xs
tail []       = errorEmptyList "tail"

last :: forall a. [a] -> a
last [x]      = x
last (_ : xs) = last xs
last []       = errorEmptyList "last"

init :: forall a. [a] -> [a]
init []       = errorEmptyList "init"
init (x : xs) = lhx_init x xs

lhx_init :: a -> [a] -> [a]
lhx_init _ []       = []
lhx_init y (z : zs) = y : lhx_init z zs

uncons :: forall a. [a] -> Maybe (a, [a])
uncons []       = Nothing
uncons (x : xs) = Just (x, xs)

-- * Scans

scanl :: forall b a. (b -> a -> b) -> b -> [a] -> [b]
scanl f q xs = q : (case xs of
                      []     -> []
                      y : ys -> scanl f (f q y) ys)

-- | Like 'scanl', but every accumulator is evaluated to WHNF before the
-- list cell holding it is produced.
scanl' :: forall b a. (b -> a -> b) -> b -> [a] -> [b]
scanl' f q xs = q `seq` (q : (case xs of
                                []     -> []
                                y : ys -> scanl' f (f q y) ys))

scanl1 :: forall a. (a -> a -> a) -> [a] -> [a]
scanl1 f (x : xs) = scanl f x xs
scanl1 _ []       = []

scanr :: forall a b. (a -> b -> b) -> b -> [a] -> [b]
scanr _ q0 []       = [q0]
scanr f q0 (x : xs) = let qs = scanr f q0 xs in f x (lhx_scanHead qs) : qs

scanr1 :: forall a. (a -> a -> a) -> [a] -> [a]
scanr1 _ []       = []
scanr1 _ [x]      = [x]
scanr1 f (x : xs) = let qs = scanr1 f xs in f x (lhx_scanHead qs) : qs

-- | The head of a (never empty) intermediate scan result.
lhx_scanHead :: [a] -> a
lhx_scanHead (q : _) = q
lhx_scanHead []      = errorWithoutStackTrace "lhx: impossible empty scan"
