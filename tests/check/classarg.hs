module ClassArg where

-- A class written as an argument of a refinement type (Eq a -> …), which
-- GHC's type takes as a constraint (Eq a => …)

{-@ member :: Eq a -> x:a -> {v:[a] | len v > 0} -> Bool @-}
member :: Eq a => a -> [a] -> Bool
member x (y:ys) = x == y || elem x ys

-- wrong: the empty list has no head
{-@ firstIs :: Eq a -> x:a -> [a] -> Bool @-}
firstIs :: Eq a => a -> [a] -> Bool
firstIs x ys = x == head ys
