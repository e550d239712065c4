-- An alias with value parameters: cons must add exactly one element.
module Alias where

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ type ListN a N = {v:[a] | size v = N} @-}

{-@ cons :: x:a -> xs:[a] -> ListN a {1 + size xs} @-}
cons :: a -> [a] -> [a]
cons x xs = [x]
