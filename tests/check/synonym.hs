module Synonym where

-- Haskell type synonyms refined in their arguments
data Pair a b = Pair a b

type IntPair = Pair Int
type Row a = [a]

{-@ two :: IntPair {v:Int | v = 2} @-}
two :: IntPair Int
two = Pair 1 2

-- wrong: the second component is 3
{-@ three :: IntPair {v:Int | v = 2} @-}
three :: IntPair Int
three = Pair 2 3

{-@ firstPositive :: Row {v:Int | v > 0} -> {v:Int | v > 0} @-}
firstPositive :: Row Int -> Int
firstPositive (x:_) = x
firstPositive [] = 1

-- wrong: the second element is not positive
{-@ positives :: Row {v:Int | v > 0} @-}
positives :: Row Int
positives = [1, 0]
