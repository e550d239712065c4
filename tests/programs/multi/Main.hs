-- A two-module program: Main imports Helper.
module Main where

import Helper

main :: IO ()
main = do
  let t = foldr insertT Leaf [5, 2, 8, 1, 9 :: Int]
  print (toListT t, sizeT t)
