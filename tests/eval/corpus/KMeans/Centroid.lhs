Centroids, in bird-track style: the good file.

-- FAKE centroid: none

> module Centroid where
>
> {-@ (<+>) :: xs:[Double] -> {ys:[Double] | len ys = len xs} -> {v:[Double] | len v = len xs} @-}
> (<+>) :: [Double] -> [Double] -> [Double]
> xs <+> ys = zipWith (+) xs ys
>
> {-@ centroid :: {ps:[[Double]] | len ps > 0} -> [Double] @-}
> centroid :: [[Double]] -> [Double]
> centroid ps = foldr1 (<+>) ps   -- adds up the points
