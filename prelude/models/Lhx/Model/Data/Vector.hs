{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, TemplateHaskell, MagicHash, KindSignatures #-}
-- | lhx prelude model of "Data.Vector" (vector-0.12.3.1, boxed vectors):
-- the pure API, and the Eq, Ord and Show instances.
--
-- Why: every function of the library runs through stream fusion and the
-- primitive array operations (@newArray#@, @readArray#@, @indexArray#@, …
-- in the ST monad), which the engine does not implement.
--
-- Representation.  Vectors keep the real type 'Vector' (user types mention
-- it) and its one constructor, @Vector offset length array@.  A vector the
-- models build has offset 0, its length, and — in place of the array — the
-- list of its elements (coerced to the array's type).  The engine makes a
-- symbolic array a symbolic list (src/engine/symbolic.c), so an input vector
-- is an offset, a length and a list; the models read only the list (a
-- vector's length is the list's), so every vector is consistent without an
-- invariant.  Two vectors with the same elements are equal in the logic's
-- @=@ as long as the models built them.  The constructor is not exported by
-- "Data.Vector": 'lhx_elems' and 'lhx_vec' reach it through Template
-- Haskell's 'TH.reify'.  Code that uses the real arrays
-- (mutable vectors, 'Data.Vector.modify', 'Data.Vector.thaw', the Foldable
-- instance, …) is not modelled: lhx stops there as unsupported, naming the
-- primitive operation and the function that needs it.  The models must only
-- ever see vectors the models built (tests/programs/prelude/ModelCheck.hs
-- compares them with the library on lists, never on each other's vectors).
--
-- Laziness and strictness are the library's: a vector's length is known
-- when it is built (building forces the list's spine), its elements stay
-- lazy; out-of-range indices and empty vectors give the library's messages.
-- Names that begin with @$@ are in GHC's z-encoding; helpers are prefixed
-- @lhx_@.  'vlen' is LiquidHaskell's measure of a vector's length
-- (specs/Data.Vector.spec), not a library function.
module Lhx.Model.Data.Vector
  ( -- * Length, indexing
    length, null, (!), (!?), head, last, unsafeIndex, unsafeHead, unsafeLast
  , indexM, headM, lastM
    -- * Construction
  , empty, singleton, replicate, generate, iterateN, fromList, fromListN, toList
  , enumFromN, enumFromStepN, enumFromTo, enumFromThenTo, unfoldr, unfoldrN
  , cons, snoc, (++), concat, force
    -- * Slicing
  , slice, init, tail, take, drop, splitAt, uncons, unsnoc
  , unsafeSlice, unsafeInit, unsafeTail, unsafeTake, unsafeDrop
    -- * Updates
  , (//), update, update_, unsafeUpd, unsafeUpdate, accum, accumulate, backpermute, reverse
    -- * Mapping, zipping
  , map, imap, concatMap, mapMaybe, imapMaybe, indexed
  , zipWith, zipWith3, izipWith, zip, zip3, unzip, unzip3
    -- * Filtering, searching
  , filter, ifilter, takeWhile, dropWhile, partition, span, break, uniq, catMaybes
  , elem, notElem, find, findIndex, findIndices, elemIndex, elemIndices
    -- * Folds
  , foldl, foldl', foldl1, foldl1', foldr, foldr', foldr1, foldr1'
  , ifoldl, ifoldl', ifoldr, ifoldr'
  , all, any, and, or, sum, product, maximum, minimum, maximumBy, minimumBy
  , maxIndex, minIndex, maxIndexBy, minIndexBy
    -- * Scans
  , scanl, scanl', scanl1, scanr, scanr1, prescanl, postscanl
    -- * Comparison, monadic traversal
  , eqBy, cmpBy, mapM, mapM_, forM, forM_, imapM_, foldM, zipWithM_, replicateM, generateM
    -- * Instances
  , zdfEqVectorzuzdczeze, zdfEqVectorzuzdczsze
  , zdfOrdVectorzuzdccompare, zdfOrdVectorzuzdczl, zdfOrdVectorzuzdczlze
  , zdfOrdVectorzuzdczg, zdfOrdVectorzuzdczgze, zdfOrdVectorzuzdcmax, zdfOrdVectorzuzdcmin
  , zdfShowVectorzuzdcshowsPrec, zdfShowVectorzuzdcshow, zdfShowVectorzuzdcshowList
    -- * LiquidHaskell's measure (specs/Data.Vector.spec)
  , vlen
  ) where

import qualified Language.Haskell.TH as TH
import GHC.Exts (Array#, unsafeCoerce#)
import GHC.Types (Bool (..), Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..), not, (&&), (||))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Enum (Enum)
import qualified GHC.Enum
import GHC.Err (error)
import GHC.Base (Monad (..), String, seq)
import GHC.Show (Show (..), ShowS)
import qualified GHC.Base
import qualified GHC.Show
import Data.Primitive.Array (Array (..))
import Data.Vector (Vector)

-- * The representation

-- | The elements of a vector the models built.
lhx_elems :: Vector a -> [a]
lhx_elems $(do { TH.TyConI (TH.DataD _ _ _ _ [TH.NormalC con _] _) <- TH.reify ''Vector
               ; TH.conP con [TH.wildP, TH.wildP, TH.conP 'Array [TH.varP (TH.mkName "arr")]] })
  = lhx_fromArray arr

-- | The list the models keep in an array's place, and back.  (Separate
-- functions, so that GHC's code generator never sees a list become an
-- unlifted value inside a function: it miscompiles that in a plain run of
-- the models; lhx erases the casts.)
lhx_toArray :: [a] -> Array# a
lhx_toArray xs = unsafeCoerce# xs
{-# NOINLINE lhx_toArray #-}

lhx_fromArray :: Array# a -> [a]
lhx_fromArray arr = unsafeCoerce# arr
{-# NOINLINE lhx_fromArray #-}

-- | The length: the number of elements of the list.  (The length field
-- is not read: an input vector lhx makes up is a symbolic offset, length and
-- list, and only the list is used, so every vector is consistent.)
lhx_len :: Vector a -> Int
lhx_len v = lhx_length (lhx_elems v)

-- | The vector of length @n@ with these elements (@n@ is their number).
lhx_vec :: Int -> [a] -> Vector a
lhx_vec n xs = xs `seq`
  $(do { TH.TyConI (TH.DataD _ _ _ _ [TH.NormalC con _] _) <- TH.reify ''Vector
       ; TH.appsE [TH.conE con, [| 0 |], [| n |], [| Array (lhx_toArray xs) |]] })

-- | A vector of a list: the spine is forced, the elements are not.
lhx_vector :: [a] -> Vector a
lhx_vector xs = let n = lhx_length xs in n `seq` lhx_vec n xs

-- | LiquidHaskell's @vlen@: the number of elements.
vlen :: Vector a -> Int
vlen v = lhx_len v

-- * List helpers (the models call no original they model)

lhx_length :: [a] -> Int
lhx_length xs = go 0 xs
  where go n []       = n
        go n (_ : ys) = let n' = n + 1 in n' `seq` go n' ys

lhx_index :: [a] -> Int -> a
lhx_index (x : _)  0 = x
lhx_index (_ : xs) i = lhx_index xs (i - 1)
lhx_index []       _ = error "lhx: Data.Vector model: index past the end"

lhx_takeL :: Int -> [a] -> [a]
lhx_takeL n xs = if n <= 0 then [] else case xs of
  []     -> []
  y : ys -> y : lhx_takeL (n - 1) ys

lhx_dropL :: Int -> [a] -> [a]
lhx_dropL n xs = if n <= 0 then xs else case xs of
  []     -> []
  _ : ys -> lhx_dropL (n - 1) ys

lhx_mapL :: (a -> b) -> [a] -> [b]
lhx_mapL _ []       = []
lhx_mapL f (x : xs) = f x : lhx_mapL f xs

lhx_imapL :: Int -> (Int -> a -> b) -> [a] -> [b]
lhx_imapL _ _ []       = []
lhx_imapL i f (x : xs) = f i x : lhx_imapL (i + 1) f xs

lhx_filterL :: (a -> Bool) -> [a] -> [a]
lhx_filterL _ []       = []
lhx_filterL p (x : xs) = if p x then x : lhx_filterL p xs else lhx_filterL p xs

lhx_appendL :: [a] -> [a] -> [a]
lhx_appendL []       ys = ys
lhx_appendL (x : xs) ys = x : lhx_appendL xs ys

lhx_foldrL :: (a -> b -> b) -> b -> [a] -> b
lhx_foldrL _ z []       = z
lhx_foldrL f z (x : xs) = f x (lhx_foldrL f z xs)

lhx_foldlL :: (b -> a -> b) -> b -> [a] -> b
lhx_foldlL _ z []       = z
lhx_foldlL f z (x : xs) = lhx_foldlL f (f z x) xs

lhx_foldlL' :: (b -> a -> b) -> b -> [a] -> b
lhx_foldlL' _ z []       = z
lhx_foldlL' f z (x : xs) = let z' = f z x in z' `seq` lhx_foldlL' f z' xs

lhx_reverseL :: [a] -> [a]
lhx_reverseL xs = lhx_foldlL (\acc x -> x : acc) [] xs

lhx_zipWithL :: (a -> b -> c) -> [a] -> [b] -> [c]
lhx_zipWithL f (x : xs) (y : ys) = f x y : lhx_zipWithL f xs ys
lhx_zipWithL _ _        _        = []

lhx_enumL :: Int -> Int -> [Int]
lhx_enumL i n = if i >= n then [] else i : lhx_enumL (i + 1) n

-- | Replace the element at each index (left to right) by @f old new@.
lhx_accumL :: (a -> b -> a) -> [a] -> (Int, b) -> [a]
lhx_accumL f xs (i, y) = go 0 xs
  where go _ []       = []
        go j (z : zs) = if j == i then f z y : zs else z : go (j + 1) zs

-- * Errors, with the library's messages

lhx_checkError :: String -> Int -> String -> String -> a
lhx_checkError file line loc msg =
  error (file GHC.Base.++ ":" GHC.Base.++ show line GHC.Base.++ " (" GHC.Base.++ loc GHC.Base.++ "): " GHC.Base.++ msg)

lhx_indexError :: String -> Int -> Int -> Int -> a
lhx_indexError loc line i n =
  lhx_checkError "./Data/Vector/Generic.hs" line loc ("index out of bounds " GHC.Base.++ show (i, n))

lhx_sliceError :: Int -> Int -> Int -> a
lhx_sliceError i m n =
  lhx_checkError "./Data/Vector/Generic.hs" 408 "slice" ("invalid slice " GHC.Base.++ show (i, m, n))

lhx_emptyStream :: Int -> String -> a
lhx_emptyStream line loc = lhx_checkError "./Data/Vector/Fusion/Stream/Monadic.hs" line loc "empty stream"

lhx_updateError :: String -> Int -> Int -> Int -> a
lhx_updateError loc line i n =
  lhx_checkError "./Data/Vector/Generic/Mutable.hs" line loc ("index out of bounds " GHC.Base.++ show (i, n))

-- | The element at @i@, checked; @loc@ and @line@ name the library's check.
lhx_at :: String -> Int -> Vector a -> Int -> a
lhx_at loc line v i =
  let n = lhx_len v in
  if i >= 0 && i < n then lhx_index (lhx_elems v) i else lhx_indexError loc line i n

-- * Length, indexing

length :: forall a. Vector a -> Int
length v = lhx_len v

null :: forall a. Vector a -> Bool
null v = lhx_len v == 0

infixl 9 !, !?
(!) :: forall a. Vector a -> Int -> a
(!) v i = lhx_at "(!)" 257 v i

(!?) :: forall a. Vector a -> Int -> Maybe a
(!?) v i = if i >= 0 && i < lhx_len v then Just (lhx_index (lhx_elems v) i) else Nothing

head :: forall a. Vector a -> a
head v = lhx_at "(!)" 257 v 0

last :: forall a. Vector a -> a
last v = lhx_at "(!)" 257 v (lhx_len v - 1)

-- | No bounds check in the library: out of range is undefined behaviour
-- there; here it stops with lhx's own message.
unsafeIndex :: forall a. Vector a -> Int -> a
unsafeIndex v i = lhx_index (lhx_elems v) i

unsafeHead :: forall a. Vector a -> a
unsafeHead v = lhx_index (lhx_elems v) 0

unsafeLast :: forall a. Vector a -> a
unsafeLast v = lhx_index (lhx_elems v) (lhx_len v - 1)

-- | The check happens when the action is built; the element is returned
-- without being evaluated.
indexM :: forall (m :: * -> *) a. Monad m => Vector a -> Int -> m a
indexM v i = let n = lhx_len v in
  if i >= 0 && i < n then return (lhx_index (lhx_elems v) i) else lhx_indexError "indexM" 342 i n

headM :: forall (m :: * -> *) a. Monad m => Vector a -> m a
headM v = indexM v 0

lastM :: forall (m :: * -> *) a. Monad m => Vector a -> m a
lastM v = indexM v (lhx_len v - 1)

-- * Construction

empty :: forall a. Vector a
empty = lhx_vec 0 []

singleton :: forall a. a -> Vector a
singleton x = lhx_vec 1 [x]

replicate :: forall a. Int -> a -> Vector a
replicate n x = lhx_vector (go n)
  where go k = if k <= 0 then [] else x : go (k - 1)

generate :: forall a. Int -> (Int -> a) -> Vector a
generate n f = lhx_vector (lhx_mapL f (lhx_enumL 0 n))

iterateN :: forall a. Int -> (a -> a) -> a -> Vector a
iterateN n f x = lhx_vector (go n x)
  where go k y = if k <= 0 then [] else y : go (k - 1) (f y)

fromList :: forall a. [a] -> Vector a
fromList xs = lhx_vector xs

fromListN :: forall a. Int -> [a] -> Vector a
fromListN n xs = lhx_vector (lhx_takeL n xs)

toList :: forall a. Vector a -> [a]
toList v = lhx_elems v

enumFromN :: forall a. Num a => a -> Int -> Vector a
enumFromN x n = enumFromStepN x 1 n

enumFromStepN :: forall a. Num a => a -> a -> Int -> Vector a
enumFromStepN x d n = lhx_vector (go n x)
  where go k y = if k <= 0 then [] else y : go (k - 1) (y + d)

enumFromTo :: forall a. Enum a => a -> a -> Vector a
enumFromTo x y = lhx_vector (GHC.Enum.enumFromTo x y)

enumFromThenTo :: forall a. Enum a => a -> a -> a -> Vector a
enumFromThenTo x y z = lhx_vector (GHC.Enum.enumFromThenTo x y z)

unfoldr :: forall b a. (b -> Maybe (a, b)) -> b -> Vector a
unfoldr f s = lhx_vector (go s)
  where go t = case f t of
          Nothing      -> []
          Just (x, t') -> x : go t'

unfoldrN :: forall b a. Int -> (b -> Maybe (a, b)) -> b -> Vector a
unfoldrN n f s = lhx_vector (go n s)
  where go k t = if k <= 0 then [] else case f t of
          Nothing      -> []
          Just (x, t') -> x : go (k - 1) t'

cons :: forall a. a -> Vector a -> Vector a
cons x v = lhx_vec (lhx_len v + 1) (x : lhx_elems v)

snoc :: forall a. Vector a -> a -> Vector a
snoc v x = lhx_vec (lhx_len v + 1) (lhx_appendL (lhx_elems v) [x])

infixr 5 ++
(++) :: forall a. Vector a -> Vector a -> Vector a
(++) v w = lhx_vec (lhx_len v + lhx_len w) (lhx_appendL (lhx_elems v) (lhx_elems w))

concat :: forall a. [Vector a] -> Vector a
concat vs = lhx_vector (lhx_foldrL (\v acc -> lhx_appendL (lhx_elems v) acc) [] vs)

force :: forall a. Vector a -> Vector a
force v = v

-- * Slicing

-- | @slice i m v@: the @m@ elements from index @i@.
slice :: forall a. Int -> Int -> Vector a -> Vector a
slice i m v = let n = lhx_len v in
  if i >= 0 && m >= 0 && m <= n - i then unsafeSlice i m v else lhx_sliceError i m n

unsafeSlice :: forall a. Int -> Int -> Vector a -> Vector a
unsafeSlice i m v = lhx_vec m (lhx_takeL m (lhx_dropL i (lhx_elems v)))

init :: forall a. Vector a -> Vector a
init v = slice 0 (lhx_len v - 1) v

tail :: forall a. Vector a -> Vector a
tail v = slice 1 (lhx_len v - 1) v

unsafeInit :: forall a. Vector a -> Vector a
unsafeInit v = unsafeSlice 0 (lhx_len v - 1) v

unsafeTail :: forall a. Vector a -> Vector a
unsafeTail v = unsafeSlice 1 (lhx_len v - 1) v

take :: forall a. Int -> Vector a -> Vector a
take k v = lhx_vector (lhx_takeL k (lhx_elems v))

drop :: forall a. Int -> Vector a -> Vector a
drop k v = lhx_vector (lhx_dropL k (lhx_elems v))

unsafeTake :: forall a. Int -> Vector a -> Vector a
unsafeTake k v = take k v

unsafeDrop :: forall a. Int -> Vector a -> Vector a
unsafeDrop k v = drop k v

splitAt :: forall a. Int -> Vector a -> (Vector a, Vector a)
splitAt k v = (take k v, drop k v)

uncons :: forall a. Vector a -> Maybe (a, Vector a)
uncons v = case lhx_elems v of
  []     -> Nothing
  x : xs -> Just (x, lhx_vec (lhx_len v - 1) xs)

unsnoc :: forall a. Vector a -> Maybe (Vector a, a)
unsnoc v = let n = lhx_len v in
  if n == 0 then Nothing else Just (unsafeSlice 0 (n - 1) v, lhx_index (lhx_elems v) (n - 1))

-- * Updates

infixl 9 //
-- | The pairs apply from left to right; an index out of range stops with
-- the library's message.
(//) :: forall a. Vector a -> [(Int, a)] -> Vector a
(//) v ps = lhx_updateWith "update" 991 (\_ new -> new) v ps

update :: forall a. Vector a -> Vector (Int, a) -> Vector a
update v ps = lhx_updateWith "update" 991 (\_ new -> new) v (lhx_elems ps)

update_ :: forall a. Vector a -> Vector Int -> Vector a -> Vector a
update_ v is xs = lhx_updateWith "update" 991 (\_ new -> new) v (lhx_zipWithL (\i x -> (i, x)) (lhx_elems is) (lhx_elems xs))

unsafeUpd :: forall a. Vector a -> [(Int, a)] -> Vector a
unsafeUpd v ps = v // ps

unsafeUpdate :: forall a. Vector a -> Vector (Int, a) -> Vector a
unsafeUpdate v ps = update v ps

accum :: forall a b. (a -> b -> a) -> Vector a -> [(Int, b)] -> Vector a
accum f v ps = lhx_updateWith "accum" 979 f v ps

accumulate :: forall a b. (a -> b -> a) -> Vector a -> Vector (Int, b) -> Vector a
accumulate f v ps = lhx_updateWith "accum" 979 f v (lhx_elems ps)

lhx_updateWith :: String -> Int -> (a -> b -> a) -> Vector a -> [(Int, b)] -> Vector a
lhx_updateWith loc line f v ps = let n = lhx_len v in
  lhx_vec n (lhx_foldlL' (\xs (i, y) -> if i >= 0 && i < n then lhx_spine (lhx_accumL f xs (i, y))
                                         else lhx_updateError loc line i n) (lhx_elems v) ps)

-- | The list itself, once its spine is evaluated.
lhx_spine :: [a] -> [a]
lhx_spine xs = lhx_length xs `seq` xs

backpermute :: forall a. Vector a -> Vector Int -> Vector a
backpermute v is = lhx_vec (lhx_len is) (lhx_mapL (lhx_at "backpermute" 1025 v) (lhx_elems is))

reverse :: forall a. Vector a -> Vector a
reverse v = lhx_vec (lhx_len v) (lhx_reverseL (lhx_elems v))

-- * Mapping, zipping

map :: forall a b. (a -> b) -> Vector a -> Vector b
map f v = lhx_vec (lhx_len v) (lhx_mapL f (lhx_elems v))

imap :: forall a b. (Int -> a -> b) -> Vector a -> Vector b
imap f v = lhx_vec (lhx_len v) (lhx_imapL 0 f (lhx_elems v))

concatMap :: forall a b. (a -> Vector b) -> Vector a -> Vector b
concatMap f v = concat (lhx_mapL f (lhx_elems v))

mapMaybe :: forall a b. (a -> Maybe b) -> Vector a -> Vector b
mapMaybe f v = catMaybes (map f v)

imapMaybe :: forall a b. (Int -> a -> Maybe b) -> Vector a -> Vector b
imapMaybe f v = catMaybes (imap f v)

indexed :: forall a. Vector a -> Vector (Int, a)
indexed v = imap (\i x -> (i, x)) v

zipWith :: forall a b c. (a -> b -> c) -> Vector a -> Vector b -> Vector c
zipWith f v w = lhx_vec (min (lhx_len v) (lhx_len w)) (lhx_zipWithL f (lhx_elems v) (lhx_elems w))

zipWith3 :: forall a b c d. (a -> b -> c -> d) -> Vector a -> Vector b -> Vector c -> Vector d
zipWith3 f u v w = zipWith (\g x -> g x) (zipWith f u v) w

izipWith :: forall a b c. (Int -> a -> b -> c) -> Vector a -> Vector b -> Vector c
izipWith f v w = zipWith (\(i, x) y -> f i x y) (indexed v) w

zip :: forall a b. Vector a -> Vector b -> Vector (a, b)
zip v w = zipWith (\x y -> (x, y)) v w

zip3 :: forall a b c. Vector a -> Vector b -> Vector c -> Vector (a, b, c)
zip3 u v w = zipWith3 (\x y z -> (x, y, z)) u v w

unzip :: forall a b. Vector (a, b) -> (Vector a, Vector b)
unzip v = (map (\(x, _) -> x) v, map (\(_, y) -> y) v)

unzip3 :: forall a b c. Vector (a, b, c) -> (Vector a, Vector b, Vector c)
unzip3 v = (map (\(x, _, _) -> x) v, map (\(_, y, _) -> y) v, map (\(_, _, z) -> z) v)

-- * Filtering, searching

filter :: forall a. (a -> Bool) -> Vector a -> Vector a
filter p v = lhx_vector (lhx_filterL p (lhx_elems v))

ifilter :: forall a. (Int -> a -> Bool) -> Vector a -> Vector a
ifilter p v = map (\(_, x) -> x) (filter (\(i, x) -> p i x) (indexed v))

takeWhile :: forall a. (a -> Bool) -> Vector a -> Vector a
takeWhile p v = lhx_vector (go (lhx_elems v))
  where go []       = []
        go (x : xs) = if p x then x : go xs else []

dropWhile :: forall a. (a -> Bool) -> Vector a -> Vector a
dropWhile p v = lhx_vector (go (lhx_elems v))
  where go []       = []
        go (x : xs) = if p x then go xs else x : xs

partition :: forall a. (a -> Bool) -> Vector a -> (Vector a, Vector a)
partition p v = (filter p v, filter (\x -> not (p x)) v)

span :: forall a. (a -> Bool) -> Vector a -> (Vector a, Vector a)
span p v = (takeWhile p v, dropWhile p v)

break :: forall a. (a -> Bool) -> Vector a -> (Vector a, Vector a)
break p v = span (\x -> not (p x)) v

-- | Drop equal neighbours (the first of each run stays).
uniq :: forall a. Eq a => Vector a -> Vector a
uniq v = lhx_vector (go (lhx_elems v))
  where go (x : rest@(y : _)) = if x == y then go (x : lhx_dropL 1 rest) else x : go rest
        go xs                 = xs

catMaybes :: forall a. Vector (Maybe a) -> Vector a
catMaybes v = lhx_vector (lhx_foldrL (\m acc -> case m of { Just x -> x : acc; Nothing -> acc }) [] (lhx_elems v))

elem :: forall a. Eq a => a -> Vector a -> Bool
elem x v = any (\y -> x == y) v

notElem :: forall a. Eq a => a -> Vector a -> Bool
notElem x v = not (elem x v)

find :: forall a. (a -> Bool) -> Vector a -> Maybe a
find p v = case lhx_filterL p (lhx_elems v) of
  []    -> Nothing
  x : _ -> Just x

findIndex :: forall a. (a -> Bool) -> Vector a -> Maybe Int
findIndex p v = case lhx_elems (findIndices p v) of
  []    -> Nothing
  i : _ -> Just i

findIndices :: forall a. (a -> Bool) -> Vector a -> Vector Int
findIndices p v = map (\(i, _) -> i) (filter (\(_, x) -> p x) (indexed v))

elemIndex :: forall a. Eq a => a -> Vector a -> Maybe Int
elemIndex x v = findIndex (\y -> x == y) v

elemIndices :: forall a. Eq a => a -> Vector a -> Vector Int
elemIndices x v = findIndices (\y -> x == y) v

-- * Folds

foldl :: forall a b. (a -> b -> a) -> a -> Vector b -> a
foldl f z v = lhx_foldlL f z (lhx_elems v)

foldl' :: forall a b. (a -> b -> a) -> a -> Vector b -> a
foldl' f z v = lhx_foldlL' f z (lhx_elems v)

foldl1 :: forall a. (a -> a -> a) -> Vector a -> a
foldl1 f v = case lhx_elems v of
  []     -> lhx_emptyStream 933 "foldl1M"
  x : xs -> lhx_foldlL f x xs

foldl1' :: forall a. (a -> a -> a) -> Vector a -> a
foldl1' f v = case lhx_elems v of
  []     -> lhx_emptyStream 981 "foldl1M'"
  x : xs -> lhx_foldlL' f x xs

foldr :: forall a b. (a -> b -> b) -> b -> Vector a -> b
foldr f z v = lhx_foldrL f z (lhx_elems v)

foldr' :: forall a b. (a -> b -> b) -> b -> Vector a -> b
foldr' f z v = lhx_foldlL' (\acc x -> f x acc) z (lhx_reverseL (lhx_elems v))

foldr1 :: forall a. (a -> a -> a) -> Vector a -> a
foldr1 f v = case lhx_elems v of
  [] -> lhx_emptyStream 1022 "foldr1M"
  xs -> go xs
  where go [x]      = x
        go (x : xs) = f x (go xs)
        go []       = lhx_emptyStream 1022 "foldr1M"

foldr1' :: forall a. (a -> a -> a) -> Vector a -> a
foldr1' f v = case lhx_reverseL (lhx_elems v) of
  []     -> lhx_emptyStream 981 "foldl1M'"
  x : xs -> lhx_foldlL' (\acc y -> f y acc) x xs

ifoldl :: forall a b. (a -> Int -> b -> a) -> a -> Vector b -> a
ifoldl f z v = foldl (\acc (i, x) -> f acc i x) z (indexed v)

ifoldl' :: forall a b. (a -> Int -> b -> a) -> a -> Vector b -> a
ifoldl' f z v = foldl' (\acc (i, x) -> f acc i x) z (indexed v)

ifoldr :: forall a b. (Int -> a -> b -> b) -> b -> Vector a -> b
ifoldr f z v = foldr (\(i, x) acc -> f i x acc) z (indexed v)

ifoldr' :: forall a b. (Int -> a -> b -> b) -> b -> Vector a -> b
ifoldr' f z v = foldr' (\(i, x) acc -> f i x acc) z (indexed v)

all :: forall a. (a -> Bool) -> Vector a -> Bool
all p v = lhx_foldrL (\x acc -> p x && acc) True (lhx_elems v)

any :: forall a. (a -> Bool) -> Vector a -> Bool
any p v = lhx_foldrL (\x acc -> p x || acc) False (lhx_elems v)

and :: Vector Bool -> Bool
and v = all (\b -> b) v

or :: Vector Bool -> Bool
or v = any (\b -> b) v

sum :: forall a. Num a => Vector a -> a
sum v = lhx_foldlL' (+) (fromInteger 0) (lhx_elems v)

product :: forall a. Num a => Vector a -> a
product v = lhx_foldlL' (*) (fromInteger 1) (lhx_elems v)

maximum :: forall a. Ord a => Vector a -> a
maximum v = maximumBy compare v

minimum :: forall a. Ord a => Vector a -> a
minimum v = minimumBy compare v

-- | Of equal maxima the first stays (the library's choice).
maximumBy :: forall a. (a -> a -> Ordering) -> Vector a -> a
maximumBy cmp v = lhx_best (\x y -> case cmp y x of { GT -> y; _ -> x }) v

-- | Of equal minima the first stays.
minimumBy :: forall a. (a -> a -> Ordering) -> Vector a -> a
minimumBy cmp v = lhx_best (\x y -> case cmp y x of { LT -> y; _ -> x }) v

lhx_best :: (a -> a -> a) -> Vector a -> a
lhx_best pick v = case lhx_elems v of
  []     -> lhx_emptyStream 981 "foldl1M'"
  x : xs -> lhx_foldlL' pick x xs

maxIndex :: forall a. Ord a => Vector a -> Int
maxIndex v = maxIndexBy compare v

minIndex :: forall a. Ord a => Vector a -> Int
minIndex v = minIndexBy compare v

maxIndexBy :: forall a. (a -> a -> Ordering) -> Vector a -> Int
maxIndexBy cmp v = lhx_bestIndex (\x y -> case cmp y x of { GT -> True; _ -> False }) v

minIndexBy :: forall a. (a -> a -> Ordering) -> Vector a -> Int
minIndexBy cmp v = lhx_bestIndex (\x y -> case cmp y x of { LT -> True; _ -> False }) v

-- | The index of the element that @better@ prefers, the first on ties.
lhx_bestIndex :: (a -> a -> Bool) -> Vector a -> Int
lhx_bestIndex better v = case lhx_elems (indexed v) of
  []     -> lhx_emptyStream 981 "foldl1M'"
  p : ps -> case lhx_foldlL' (\(i, x) (j, y) -> if better x y then (j, y) else (i, x)) p ps of
    (i, _) -> i

-- * Scans

scanl :: forall a b. (a -> b -> a) -> a -> Vector b -> Vector a
scanl f z v = lhx_vec (lhx_len v + 1) (go z (lhx_elems v))
  where go acc []       = [acc]
        go acc (x : xs) = acc : go (f acc x) xs

scanl' :: forall a b. (a -> b -> a) -> a -> Vector b -> Vector a
scanl' f z v = lhx_vec (lhx_len v + 1) (go z (lhx_elems v))
  where go acc []       = acc `seq` [acc]
        go acc (x : xs) = acc `seq` (acc : go (f acc x) xs)

scanl1 :: forall a. (a -> a -> a) -> Vector a -> Vector a
scanl1 f v = case lhx_elems v of
  []     -> lhx_emptyStream 1302 "scanl1M"
  x : xs -> scanl f x (lhx_vec (lhx_len v - 1) xs)

prescanl :: forall a b. (a -> b -> a) -> a -> Vector b -> Vector a
prescanl f z v = unsafeInit (scanl f z v)

postscanl :: forall a b. (a -> b -> a) -> a -> Vector b -> Vector a
postscanl f z v = unsafeTail (scanl f z v)

scanr :: forall a b. (a -> b -> b) -> b -> Vector a -> Vector b
scanr f z v = reverse (scanl (\acc x -> f x acc) z (reverse v))

scanr1 :: forall a. (a -> a -> a) -> Vector a -> Vector a
scanr1 f v = reverse (scanl1 (\acc x -> f x acc) (reverse v))

-- * Comparison, monadic traversal

eqBy :: forall a b. (a -> b -> Bool) -> Vector a -> Vector b -> Bool
eqBy eq v w = lhx_len v == lhx_len w && and (zipWith eq v w)

cmpBy :: forall a b. (a -> b -> Ordering) -> Vector a -> Vector b -> Ordering
cmpBy cmp v w = go (lhx_elems v) (lhx_elems w)
  where go []       []       = EQ
        go []       _        = LT
        go _        []       = GT
        go (x : xs) (y : ys) = case cmp x y of { EQ -> go xs ys; o -> o }

mapM :: forall (m :: * -> *) a b. Monad m => (a -> m b) -> Vector a -> m (Vector b)
mapM f v = lhx_mapML f (lhx_elems v) >>= \ys -> return (lhx_vec (lhx_len v) ys)

lhx_mapML :: Monad m => (a -> m b) -> [a] -> m [b]
lhx_mapML _ []       = return []
lhx_mapML f (x : xs) = f x >>= \y -> lhx_mapML f xs >>= \ys -> return (y : ys)

mapM_ :: forall (m :: * -> *) a b. Monad m => (a -> m b) -> Vector a -> m ()
mapM_ f v = lhx_foldrL (\x k -> f x >> k) (return ()) (lhx_elems v)

forM :: forall (m :: * -> *) a b. Monad m => Vector a -> (a -> m b) -> m (Vector b)
forM v f = mapM f v

forM_ :: forall (m :: * -> *) a b. Monad m => Vector a -> (a -> m b) -> m ()
forM_ v f = mapM_ f v

imapM_ :: forall (m :: * -> *) a b. Monad m => (Int -> a -> m b) -> Vector a -> m ()
imapM_ f v = mapM_ (\(i, x) -> f i x) (indexed v)

foldM :: forall (m :: * -> *) a b. Monad m => (a -> b -> m a) -> a -> Vector b -> m a
foldM f z v = go z (lhx_elems v)
  where go acc []       = return acc
        go acc (x : xs) = f acc x >>= \acc' -> go acc' xs

zipWithM_ :: forall (m :: * -> *) a b c. Monad m => (a -> b -> m c) -> Vector a -> Vector b -> m ()
zipWithM_ f v w = mapM_ (\(x, y) -> f x y) (zip v w)

replicateM :: forall (m :: * -> *) a. Monad m => Int -> m a -> m (Vector a)
replicateM n act = mapM (\_ -> act) (replicate n ())

generateM :: forall (m :: * -> *) a. Monad m => Int -> (Int -> m a) -> m (Vector a)
generateM n f = mapM f (generate n (\i -> i))

-- * Instances

-- | @==@ and @compare@ look at the elements in order.
zdfEqVectorzuzdczeze :: forall a. Eq a => Vector a -> Vector a -> Bool
zdfEqVectorzuzdczeze v w = eqBy (==) v w

zdfEqVectorzuzdczsze :: forall a. Eq a => Vector a -> Vector a -> Bool
zdfEqVectorzuzdczsze v w = not (eqBy (==) v w)

zdfOrdVectorzuzdccompare :: forall a. Ord a => Vector a -> Vector a -> Ordering
zdfOrdVectorzuzdccompare v w = cmpBy compare v w

zdfOrdVectorzuzdczl :: forall a. Ord a => Vector a -> Vector a -> Bool
zdfOrdVectorzuzdczl v w = case cmpBy compare v w of { LT -> True; _ -> False }

zdfOrdVectorzuzdczlze :: forall a. Ord a => Vector a -> Vector a -> Bool
zdfOrdVectorzuzdczlze v w = case cmpBy compare v w of { GT -> False; _ -> True }

zdfOrdVectorzuzdczg :: forall a. Ord a => Vector a -> Vector a -> Bool
zdfOrdVectorzuzdczg v w = case cmpBy compare v w of { GT -> True; _ -> False }

zdfOrdVectorzuzdczgze :: forall a. Ord a => Vector a -> Vector a -> Bool
zdfOrdVectorzuzdczgze v w = case cmpBy compare v w of { LT -> False; _ -> True }

zdfOrdVectorzuzdcmax :: forall a. Ord a => Vector a -> Vector a -> Vector a
zdfOrdVectorzuzdcmax v w = case cmpBy compare v w of { GT -> v; _ -> w }

zdfOrdVectorzuzdcmin :: forall a. Ord a => Vector a -> Vector a -> Vector a
zdfOrdVectorzuzdcmin v w = case cmpBy compare v w of { GT -> w; _ -> v }

-- | A vector shows as the list of its elements.
zdfShowVectorzuzdcshowsPrec :: forall a. Show a => Int -> Vector a -> ShowS
zdfShowVectorzuzdcshowsPrec _ v = showList (lhx_elems v)

zdfShowVectorzuzdcshow :: forall a. Show a => Vector a -> String
zdfShowVectorzuzdcshow v = showList (lhx_elems v) ""

zdfShowVectorzuzdcshowList :: forall a. Show a => [Vector a] -> ShowS
zdfShowVectorzuzdcshowList vs = GHC.Show.showList__ (zdfShowVectorzuzdcshowsPrec 0) vs
