module B (b) where

b :: Int
b = 1
