module N (n) where

n :: Int
n = 1
