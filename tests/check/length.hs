-- A wrong postcondition arithmetic: myLength counts one too many.
module Length where

import Prelude hiding (length)

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ myLength :: xs:[a] -> {v:Int | v = size xs} @-}
myLength :: [a] -> Int
myLength []       = 1
myLength (_ : xs) = 1 + myLength xs
