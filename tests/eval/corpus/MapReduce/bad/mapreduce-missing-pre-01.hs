-- The "good" MapReduce file of the test corpus (plain Haskell, not literate).
-- FAKE mapReduce: concrete
-- FAKE expand: none
module MapReduce where

import qualified Data.Map as M

{-@ expand :: (a -> [(k, v)]) -> {xs:[a] | len xs > 0} -> {r:[(k, v)] | len r > 0} @-}
expand :: (a -> [(k, v)]) -> [a] -> [(k, v)]
expand f xs = concatMap f xs

{- A block comment that mentions expand {- nested -} and is ignored. -}
{-@ mapReduce :: (a -> [(k, v)]) -> (v -> v -> v) -> [a] -> M.Map k v @-}
mapReduce :: Ord k => (a -> [(k, v)]) -> (v -> v -> v) -> [a] -> M.Map k v
mapReduce fm fr xs = M.fromListWith fr kvs
  where
    kvs = expand fm xs   -- step 1
