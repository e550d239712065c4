module SizeField where

import qualified Data.Map as M

-- A record field named like a library measure (Data.Map's `size`) keeps
-- its own meaning in refinements: the queue's field, never the map's size
-- (which would stop on a Queue with a pattern-match failure).

data Queue = Queue { size :: Int, items :: [Int] }

{-@ data Queue = Queue { size :: Nat, items :: {v:[Int] | len v = size} } @-}

{-@ push :: x:Int -> q:Queue -> {v:Queue | size v = size q + 1} @-}
push :: Int -> Queue -> Queue
push x (Queue n xs) = Queue (n + 1) (x : xs)

-- The same with a bug: the size is not updated.
{-@ pushBad :: x:Int -> q:Queue -> {v:Queue | size v = size q + 1} @-}
pushBad :: Int -> Queue -> Queue
pushBad x (Queue n xs) = Queue n (x : xs)

{-@ entries :: m:M.Map Int Int -> {v:Int | v = M.size m} @-}
entries :: M.Map Int Int -> Int
entries m = M.size m
