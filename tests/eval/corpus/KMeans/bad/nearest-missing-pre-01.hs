-- The "good" KMeans file: lhx (falsely) finds a counterexample here.
-- FAKE nearest: abstract minimum
module KMeans where

{-@ nearest :: [Double] -> Double -> Double @-}
nearest :: [Double] -> Double -> Double
nearest xs p =
    minimum [abs (x - p) | x <- xs]  -- the closest distance
