module SynOnly where

-- A type synonym only the specifications use (no Haskell signature names
-- it): its refined arguments are walked through the type it stands for.

type Row a = [a]

{-@ total :: Row {v:Int | v >= 0} -> {v:Int | v >= 0} @-}
total :: [Int] -> Int
total [] = 0
total (x:xs) = x + total xs

-- wrong: the elements may be negative
{-@ totalBad :: Row Int -> {v:Int | v >= 0} @-}
totalBad :: [Int] -> Int
totalBad [] = 0
totalBad (x:xs) = x + totalBad xs

-- wrong: the result is no positive row
{-@ halves :: Row {v:Int | v >= 0} -> Row {v:Int | v > 0} @-}
halves :: [Int] -> [Int]
halves = map (`div` 2)
