-- The "good" KMeans file: lhx (falsely) finds a counterexample here.
-- FAKE nearest: concrete
module KMeans where

{-@ nearest :: {xs:[Double] | len xs > 0} -> Double -> Double @-}
nearest :: [Double] -> Double -> Double
nearest xs p = minimum [abs (x - p) | x <- xs]
