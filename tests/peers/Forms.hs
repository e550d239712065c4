{-@ LIQUID "--no-termination" @-}
-- The refinement forms the corpus uses (and a few more), each in a function
-- that tests/peers/run.sh turns into a peer driver: the golden drivers in
-- expected/ pin the translation of each form; the drivers it compiles must
-- find the counterexamples of the bad functions and none in the good ones.
module Forms where

import Prelude hiding (reverse)
import qualified Data.Map as M

data Lst a = Nil | Cons a (Lst a)

-- a measure given by equations, with an invariant
{-@ measure llen :: Lst a -> Int
    llen Nil         = 0
    llen (Cons x xs) = 1 + llen xs
  @-}
{-@ invariant {v:Lst a | 0 <= llen v} @-}

-- a measure that is a Haskell function
{-@ measure lsum @-}
lsum :: Lst Int -> Int
lsum Nil         = 0
lsum (Cons x xs) = x + lsum xs

-- aliases: a type alias with a value parameter, a predicate alias
{-@ type LstN a N = {v:Lst a | llen v = N} @-}
{-@ predicate Btwn Lo V Hi = Lo <= V && V < Hi @-}

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg

-- Good: = with a measure, Nat (>=), recursion through its own contract.
{-@ size :: xs:Lst a -> {v:Nat | v = llen xs} @-}
size :: Lst a -> Int
size Nil         = 0
size (Cons _ xs) = 1 + size xs

-- Bad: the alias's value argument {llen xs + llen ys}; drops ys's head.
{-@ append :: xs:Lst a -> ys:Lst a -> LstN a {llen xs + llen ys} @-}
append :: Lst a -> Lst a -> Lst a
append Nil         Nil         = Nil
append Nil         (Cons _ ys) = ys
append (Cons x xs) ys          = Cons x (append xs ys)

-- A callee whose precondition does not crash when broken (mod, /=).
{-@ half :: {v:Int | v mod 2 = 0 && v /= 1} -> Int @-}
half :: Int -> Int
half v = v `div` 2

-- Bad: calls half with an odd number; nothing crashes, the contract breaks.
{-@ halves :: {n:Int | n >= 0 || n < -10} -> Int @-}
halves :: Int -> Int
halves n = half (n * 2 + (if n > 2 then 1 else 0))

-- Good: <=>, len, a predicate alias over a refined tuple and a Map's keys.
{-@ isEmpty :: xs:[a] -> {v:Bool | v <=> len xs = 0} @-}
isEmpty :: [a] -> Bool
isEmpty [] = True
isEmpty _  = False

{-@ smallest :: k:{v:Int | v > 0} -> M.Map {i:Int | Btwn 0 i k} (Int, {w:Int | w >= 0}) -> {v:Int | Btwn 0 v k || v = -1} @-}
smallest :: Int -> M.Map Int (Int, Int) -> Int
smallest _ m = case M.toList m of
  []           -> -1
  ((i, _) : _) -> i

-- Bad: sets (listElts, Set_mem, Set_cup), =>, not, if-then-else.
{-@ rotate :: xs:[Int] -> {v:[Int] | listElts v = listElts xs && (len xs > 1 => not (Set_mem 0 (Set_cup (listElts v) (listElts [])))) } @-}
rotate :: [Int] -> [Int]
rotate []       = []
rotate (x : xs) = xs ++ [if x == 7 then 8 else x]

-- Bad: a refined function input called outside its domain.
{-@ applyPos :: ({x:Int | x > 0} -> {v:Int | v > 0}) -> Lst {p:Int | p > 0} -> {v:Int | v > 0} @-}
applyPos :: (Int -> Int) -> Lst Int -> Int
applyPos f Nil         = f 1
applyPos f (Cons x xs) = f (x - 1) + applyPos f xs

-- Good: a measure from Haskell (lsum), *, -, a data type walked for its elements.
{-@ total :: xs:Lst {v:Int | v >= 0} -> {v:Int | v = lsum xs && v * 1 >= 0 - 0} @-}
total :: Lst Int -> Int
total Nil         = 0
total (Cons x xs) = x + total xs

-- Bad: crashes through die (a pattern it did not expect).
{-@ lastOf :: Lst a -> a @-}
lastOf :: Lst a -> a
lastOf (Cons x Nil) = x
lastOf (Cons _ xs)  = lastOf xs
lastOf Nil          = die "lastOf of an empty list"

-- An operator: its equations cannot be copied under another name (status 3).
{-@ (+++) :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}
(+++) :: [a] -> [a] -> [a]
xs +++ ys = xs ++ ys
