-- A function with a class constraint used in a refinement at a known type:
-- gt v 0 on an Int takes the program's Ord Int dictionary.
module InstDict where

{-@ inline gt @-}
gt :: Ord a => a -> a -> Bool
gt x y = x > y

{-@ type Pos = {v:Int | gt v 0} @-}

-- Correct: one more than a positive number is positive.
{-@ incr :: Pos -> Pos @-}
incr :: Int -> Int
incr x = x + 1

-- Wrong: one less than 1 is 0.
{-@ decr :: Pos -> Pos @-}
decr :: Int -> Int
decr x = x - 1
