-- PLDI'19 §2.5: append is right but its specification does not say how
-- long the result is, so concat cannot be verified: lhx blames append.
module Concat where

import Prelude hiding (concat)

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ measure sizes @-}
sizes :: [[a]] -> Int
sizes []         = 0
sizes (xs : xss) = size xs + sizes xss

{-@ append :: xs:[a] -> ys:[a] -> {v:[a] | size v >= size xs} @-}
append :: [a] -> [a] -> [a]
append []       ys = ys
append (x : xs) ys = x : append xs ys

{-@ concat :: xss:[[a]] -> {v:[a] | size v = sizes xss} @-}
concat :: [[a]] -> [a]
concat []         = []
concat (xs : xss) = append xs (concat xss)
