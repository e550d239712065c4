-- Crashes inside library code and LiquidHaskell's library assumptions.
-- LiquidHaskell checks the program's calls against the library's specs and
-- never the library's own code: `maximum []`, `foldl1 f []` and `Map.!` on
-- a missing key crash, but no spec of theirs has a precondition, so they
-- are no error (none). The functions whose specs have one are errors at
-- the program's call: fromJust, replicate, (^), quotRem, scanr1, cycle.
module LibCrash where

import qualified Data.Map as M
import Data.Maybe (fromJust)

{-@ biggest :: [Int] -> Int @-}
biggest :: [Int] -> Int
biggest xs = maximum xs

{-@ total :: [Int] -> Int @-}
total :: [Int] -> Int
total xs = foldl1 (+) xs

{-@ find :: M.Map Int Int -> Int -> Int @-}
find :: M.Map Int Int -> Int -> Int
find m k = m M.! k

{-@ value :: Maybe Int -> Int @-}
value :: Maybe Int -> Int
value m = fromJust m

{-@ zeros :: Int -> [Int] @-}
zeros :: Int -> [Int]
zeros n = replicate n 0

{-@ power :: Int -> Int -> Int @-}
power :: Int -> Int -> Int
power x n = x ^ n

{-@ safePower :: Int -> Nat -> Int @-}
safePower :: Int -> Int -> Int
safePower x n = x ^ n

{-@ halves :: Int -> Int -> Int @-}
halves :: Int -> Int -> Int
halves x y = fst (quotRem x y)

{-@ sums :: [Int] -> [Int] @-}
sums :: [Int] -> [Int]
sums xs = scanr1 (+) xs

{-@ loop :: [Int] -> [Int] @-}
loop :: [Int] -> [Int]
loop xs = take 2 (cycle xs)
