module M (m) where

m :: Int
m = 1
