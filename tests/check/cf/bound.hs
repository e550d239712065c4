-- One bound where the caller needs both (issue 14): glue's signature says
-- only that its result is at least as long as both lists, so `twice` cannot
-- show its length; the suggestion is the other half of glue's own bound.
module Bound where

{-@ glue :: xs:[a] -> ys:[a] -> {v:[a] | len v >= len xs + len ys} @-}
glue :: [a] -> [a] -> [a]
glue [] ys = ys
glue (x : xs) ys = x : glue xs ys

{-@ twice :: xs:[a] -> {v:[a] | len v == 2 * len xs} @-}
twice :: [a] -> [a]
twice xs = glue xs xs
