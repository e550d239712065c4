-- A two-module program: this module (Multi) imports Helper.
module Multi where

import Helper

sortedSize :: [Int] -> ([Int], Int)
sortedSize xs = (toListT t, sizeT t)
  where t = foldr insertT Leaf xs
