module Total where

-- The missing case [] cannot happen at firstOf's type.
{-@ firstOf :: {xs:[Int] | len xs > 0} -> Int @-}
firstOf :: [Int] -> Int
firstOf (x : _) = x

-- Here it can.
{-@ headOf :: [Int] -> Int @-}
headOf :: [Int] -> Int
headOf (x : _) = x
