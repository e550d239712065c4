-- A head-of-empty-list precondition violation: firstPlusOne [] calls head [].
module Head where

{-@ firstPlusOne :: [Int] -> Int @-}
firstPlusOne :: [Int] -> Int
firstPlusOne xs = head xs + 1
