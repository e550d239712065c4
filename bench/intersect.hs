-- PLDI'19 §2.1 (symbolic): intersect is not commutative.
module Intersect where

import Lhx.Symbolic (assert)

intersect :: Eq a => [a] -> [a] -> [a]
intersect xs ys = [x | x <- xs, any' (x ==) ys]

any' :: (a -> Bool) -> [a] -> Bool
any' _ [] = False
any' p (x : xs) = p x || any' p xs

commutes :: [Int] -> [Int] -> Bool
commutes xs ys = assert (xs `intersect` ys == ys `intersect` xs) True
