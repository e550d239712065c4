module Stray (s) where

s :: Int
s = 1
