-- The draft's expand/mapReduce (§6.3): mapReduce hands expand an empty
-- list, breaking expand's precondition: a concrete counterexample.
module MapReduce where

{-@ expand :: (a -> [b]) -> {xs:[a] | len xs > 0} -> [b] @-}
expand :: (a -> [b]) -> [a] -> [b]
expand f xs = concatMap f xs

{-@ mapReduce :: (a -> [b]) -> [a] -> [b] @-}
mapReduce :: (a -> [b]) -> [a] -> [b]
mapReduce f xs = expand f xs
