-- Set refinements: listElts and Set_mem run as functions over lhx's sets
-- (ascending lists without duplicates, so = is set equality).
module Sets where

{-@ rev :: xs:[Int] -> {v:[Int] | listElts v = listElts xs} @-}
rev :: [Int] -> [Int]
rev xs = go [] xs
  where go acc [] = acc
        go acc (y : ys) = go (y : acc) ys

{-@ dropOne :: xs:[Int] -> {v:[Int] | listElts v = listElts xs} @-}
dropOne :: [Int] -> [Int]
dropOne [] = []
dropOne (_ : ys) = ys

{-@ member :: x:Int -> xs:[Int] -> {v:Bool | v <=> Set_mem x (listElts xs)} @-}
member :: Int -> [Int] -> Bool
member _ [] = False
member x (y : ys) = x == y || member x ys
