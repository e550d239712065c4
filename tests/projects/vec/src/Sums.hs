module Sums (firstOr) where

import qualified Data.Vector as V

-- vector is not one of GHC's own packages: Debian's libghc-vector-dev.
{-@ firstOr :: Int -> V.Vector Int -> {v:Int | v >= 0} @-}
firstOr :: Int -> V.Vector Int -> Int
firstOr d xs = if V.null xs then d else V.head xs
