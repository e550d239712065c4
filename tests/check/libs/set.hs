-- Data.Set values are the sets of LiquidHaskell's logic: Set_mem, Set_cup,
-- listElts and `=` mean the same on the sets the program builds
-- (specs/Data.Set.Internal.spec, prelude/models/Lhx/Model/Data/Set/Internal.hs).
module Set where

import qualified Data.Set as S

{-@ addBoth :: x:Int -> y:Int -> s:S.Set Int -> {v:S.Set Int | Set_mem x v && Set_mem y v} @-}
addBoth :: Int -> Int -> S.Set Int -> S.Set Int
addBoth x y s = S.insert x (S.insert y s)

-- wrong: y is deleted, not inserted
{-@ addBad :: x:Int -> y:Int -> s:S.Set Int -> {v:S.Set Int | Set_mem x v && Set_mem y v} @-}
addBad :: Int -> Int -> S.Set Int -> S.Set Int
addBad x y s = S.insert x (S.delete y s)

{-@ both :: s:S.Set Int -> t:S.Set Int -> {v:S.Set Int | v = Set_cup t s} @-}
both :: S.Set Int -> S.Set Int -> S.Set Int
both s t = S.union s t

{-@ hasThree :: s:S.Set Int -> {v:Bool | v <=> Set_mem 3 s} @-}
hasThree :: S.Set Int -> Bool
hasThree s = S.member 3 s

-- wrong: 3 is a member of the set that is asked
{-@ memberOf :: x:Int -> s:S.Set Int -> {v:Bool | v <=> Set_mem x s} @-}
memberOf :: Int -> S.Set Int -> Bool
memberOf x s = S.member x (S.insert 3 s)

{-@ fromL :: xs:[Int] -> {v:S.Set Int | v = listElts xs} @-}
fromL :: [Int] -> S.Set Int
fromL xs = S.fromList (xs ++ xs)

-- A measure computed with Data.Set's functions, compared with the logic's
-- set operations.
data L = N | C Int L

{-@ measure elems @-}
elems :: L -> S.Set Int
elems N = S.empty
elems (C x xs) = S.union (S.singleton x) (elems xs)

{-@ app :: xs:L -> ys:L -> {v:L | elems v = Set_cup (elems xs) (elems ys)} @-}
app :: L -> L -> L
app N ys = ys
app (C x xs) ys = C x (app xs ys)

-- wrong: the first element is dropped
{-@ appBad :: xs:L -> ys:L -> {v:L | elems v = Set_cup (elems xs) (elems ys)} @-}
appBad :: L -> L -> L
appBad N ys = ys
appBad (C _ xs) ys = app xs ys
