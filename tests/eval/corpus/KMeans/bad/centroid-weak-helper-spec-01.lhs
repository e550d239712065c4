Centroids, in bird-track style: the good file.

-- FAKE centroid: abstract <+> suggested

> module Centroid where
>
> {-@ (<+>) :: [Double] -> [Double] -> [Double] @-}
> (<+>) :: [Double] -> [Double] -> [Double]
> xs <+> ys = zipWith (+) xs ys
>
> {-@ centroid :: {ps:[[Double]] | len ps > 0} -> [Double] @-}
> centroid :: [[Double]] -> [Double]
> centroid ps = foldr1 (<+>) ps   -- the sum
