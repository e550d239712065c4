module Use (g) where

import Helpers

{-@ g :: Int -> {v:Int | v > 0} @-}
g :: Int -> Int
g n = pos n
