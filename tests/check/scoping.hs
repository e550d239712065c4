module Scoping where

-- Names in refinements scope as in Haskell: the module's own `size` and
-- record field `elems` keep their meaning next to lhx's library measures
-- of those names (Data.Map's size); qualified names (S.member,
-- Data.Set.empty) resolve through the imports.

import qualified Data.Map as M
import qualified Data.Set as S
import qualified Data.Set
import Data.Set (Set)

data Box = Box { elems :: [Int], cap :: Int }

size :: Box -> Int
size (Box xs _) = length xs

{-@ put :: x:Int -> b:Box -> {v:Box | size v = size b + 1} @-}
put :: Int -> Box -> Box
put x (Box xs c) = Box (x : xs) c

{-@ same :: b:Box -> {v:Box | size v = size b + 1} @-}
same :: Box -> Box
same b = b

{-@ grow :: b:Box -> {v:Box | elems v = elems b} @-}
grow :: Box -> Box
grow (Box xs c) = Box xs (c + 1)

{-@ member :: x:Int -> xs:[Int] -> {v:Bool | v <=> S.member x (S.fromList xs)} @-}
member :: Int -> [Int] -> Bool
member _ [] = False
member x (y : ys) = x == y || member x ys

{-@ notIn :: x:Int -> {v:[Int] | S.member x (S.fromList v)} @-}
notIn :: Int -> [Int]
notIn x = [x + 1]

{-@ none :: {v:Set Int | v = Data.Set.empty} @-}
none :: Set Int
none = S.empty

{-@ one :: x:Int -> {v:Set Int | v = S.singleton x} @-}
one :: Int -> Set Int
one x = S.insert x S.empty

{-@ count :: m:M.Map Int Int -> {v:Int | v = M.size m} @-}
count :: M.Map Int Int -> Int
count _ = 0
