Homework: K-Means Clustering
============================

We cluster points of a fixed dimension `n` around `k` centers, using the
sized lists and the Map-Reduce skeleton of the previous parts (repeated at
the top of this file so that it stands on its own).  The refinement types
make sure that every point has the same dimension, that every center is one
of `0 .. k-1`, and that we never divide by zero.

\begin{code}
{-@ LIQUID "--short-names"    @-}
{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--prune-unsorted" @-}

module KMeans where

import Prelude hiding (map, concat, foldr, foldr1, zipWith)
import qualified Data.Map as M

infixr 5 :::

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error ("die: " ++ msg)
\end{code}

Sized lists
-----------

\begin{code}
data List a = Emp
            | (:::) a (List a)

{-@ measure size :: List a -> Int
    size Emp          = 0
    size ((:::) x xs) = 1 + size xs
  @-}

{-@ invariant {v:List a | 0 <= size v} @-}

{-@ type ListN a N  = {v:List a | size v = N} @-}
{-@ type ListX a Xs = ListN a {size Xs} @-}

{-@ empty :: ListN a 0 @-}
empty :: List a
empty = Emp

{-@ add :: a -> xs:List a -> ListN a {1 + size xs} @-}
add :: a -> List a -> List a
add x xs = x ::: xs

{-@ singleton :: a -> ListN a 1 @-}
singleton :: a -> List a
singleton x = add x empty

{-@ map :: (a -> b) -> xs:List a -> ListX b xs @-}
map :: (a -> b) -> List a -> List b
map _ Emp        = Emp
map f (x ::: xs) = f x ::: map f xs

{-@ foldr :: (a -> b -> b) -> b -> List a -> b @-}
foldr :: (a -> b -> b) -> b -> List a -> b
foldr _  b Emp        = b
foldr op b (x ::: xs) = x `op` foldr op b xs

{-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}
foldr1 :: (a -> a -> a) -> List a -> a
foldr1 op (x ::: xs) = foldr op x xs
foldr1 _  Emp        = die "foldr1 of an empty list"

{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> ListX c xs @-}
zipWith :: (a -> b -> c) -> List a -> List b -> List c
zipWith _ Emp        Emp        = Emp
zipWith f (x ::: xs) (y ::: ys) = f x y ::: zipWith f xs ys
zipWith _ _          _          = die "zipWith: lists of different sizes"

{-@ append :: xs:List a -> ys:List a -> ListN a {size xs + size ys} @-}
append :: List a -> List a -> List a
append Emp        ys = ys
append (x ::: xs) ys = x ::: append xs ys

{-@ concat :: List (List a) -> List a @-}
concat :: List (List a) -> List a
concat Emp          = Emp
concat (xs ::: xss) = append xs (concat xss)
\end{code}

Map-Reduce
----------

\begin{code}
{-@ mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v @-}
mapReduce :: (Ord k) => (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v
mapReduce fm fr xs = collapse fr (group (expand fm xs))

{-@ expand :: (a -> List (k, v)) -> List a -> List (k, v) @-}
expand :: (a -> List (k, v)) -> List a -> List (k, v)
expand f xs = concat (map f xs)

{-@ group :: (Ord k) => List (k, v) -> M.Map k {vs:List v | size vs > 0} @-}
group :: (Ord k) => List (k, v) -> M.Map k (List v)
group = foldr addKV M.empty

{-@ addKV :: (Ord k) => (k, v) -> M.Map k {vs:List v | size vs > 0}
                              -> M.Map k {vs:List v | size vs > 0} @-}
addKV :: (Ord k) => (k, v) -> M.Map k (List v) -> M.Map k (List v)
addKV (k, v) m = M.insert k (add v (M.findWithDefault empty k m)) m

{-@ collapse :: (v -> v -> v) -> M.Map k {vs:List v | size vs > 0} -> M.Map k v @-}
collapse :: (v -> v -> v) -> M.Map k (List v) -> M.Map k v
collapse f = M.map (foldr1 f)
\end{code}

Points, Centers and Clusters
----------------------------

A point is a list of coordinates; `PointN N` is a point of dimension `N`.
A center is named by a number in `0 .. K-1`; a centering maps every center
to its position.  A cluster is a number of points (at least one) with the
sum of their coordinates.

\begin{code}
type Point = List Double
{-@ type PointN N = ListN Double N @-}

type Center = Int
{-@ type CenterK K = {v:Int | 0 <= v && v < K} @-}

type Centering = M.Map Center Point
{-@ type CenteringKN K N = M.Map (CenterK K) (PointN N) @-}

type Cluster = (Int, Point)
{-@ type ClusterN N = (Pos, PointN N) @-}
\end{code}

(a) Distance
------------

\begin{code}
{-@ dot :: n:Nat -> PointN n -> PointN n -> Double @-}
dot :: Int -> Point -> Point -> Double
dot _ xs ys = foldr (+) 0 (zipWith (*) xs ys)

{-@ diffs :: n:Nat -> PointN n -> PointN n -> PointN n @-}
diffs :: Int -> Point -> Point -> Point
diffs _ xs ys = zipWith (-) xs ys

{-@ distance :: n:Nat -> PointN n -> PointN n -> Double @-}
distance :: Int -> Point -> Point -> Double
distance n px py = sqrt (abs (dot n d d))
  where d = diffs n px py
\end{code}

(b) The Nearest Center
----------------------

`minKey best d kds` is the key with the smallest distance in `kds`, or
`best` (at distance `d`) if none is smaller.

\begin{code}
minKey :: c -> Double -> [(c, Double)] -> c
minKey best _ [] = best
minKey best d ((c, d') : rest)
  | d' < d    = minKey c d' rest
  | otherwise = minKey best d rest

{-@ nearest :: k:Pos -> n:Nat -> CenteringKN k n -> PointN n -> CenterK k @-}
nearest :: Int -> Int -> Centering -> Point -> Center
nearest _ n centers p = case M.toList (M.map (distance n p) centers) of
  []            -> 0
  (c, d) : rest -> minKey c d rest
\end{code}

(c) Centroids
-------------

\begin{code}
{-@ divide :: Double -> {v:Int | v /= 0} -> Double @-}
divide :: Double -> Int -> Double
divide _ 0 = die "divide by zero"
divide x n = x / fromIntegral n

{-@ centroid :: n:Nat -> PointN n -> Pos -> PointN n @-}
centroid :: Int -> Point -> Int -> Point
centroid _ p sz = map (\x -> x `divide` sz) p
\end{code}

(d) Merging Clusters
--------------------

\begin{code}
{-@ mergeCluster :: n:Nat -> ClusterN n -> ClusterN n -> ClusterN n @-}
mergeCluster :: Int -> Cluster -> Cluster -> Cluster
mergeCluster _ (n1, p1) (n2, p2) = (n1 + n2, zipWith (+) p1 p2)
\end{code}

(e) One Step, and Many
----------------------

A point goes to the cluster of its nearest center; the new centers are the
centroids of the clusters.

\begin{code}
{-@ assign :: k:Pos -> n:Nat -> CenteringKN k n -> PointN n
           -> ListN (CenterK k, ClusterN n) 1 @-}
assign :: Int -> Int -> Centering -> Point -> List (Center, Cluster)
assign k n cs p = singleton (nearest k n cs p, (1, p))

{-@ normalize :: n:Nat -> M.Map c (ClusterN n) -> M.Map c (PointN n) @-}
normalize :: Int -> M.Map c Cluster -> M.Map c Point
normalize n = M.map (\(sz, p) -> centroid n p sz)

{-@ kmeans1 :: k:Pos -> n:Nat -> List (PointN n) -> CenteringKN k n -> CenteringKN k n @-}
kmeans1 :: Int -> Int -> List Point -> Centering -> Centering
kmeans1 k n ps cs = normalize n clusters
  where
    clusters = mapReduce (assign k n cs) (mergeCluster n) ps

{-@ kmeans :: Nat -> k:Pos -> n:Nat -> List (PointN n) -> CenteringKN k n -> CenteringKN k n @-}
kmeans :: Int -> Int -> Int -> List Point -> Centering -> Centering
kmeans steps k n ps = repeatN steps (kmeans1 k n ps)

{-@ repeatN :: Nat -> (a -> a) -> a -> a @-}
repeatN :: Int -> (a -> a) -> a -> a
repeatN 0 _ x = x
repeatN m f x = repeatN (m - 1) f (f x)
\end{code}
