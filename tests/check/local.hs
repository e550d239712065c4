-- Signatures of where-bound functions: go and loop are checked where they
-- are bound (loop's result type is too weak for sumTo); step is inlined by
-- GHC, and lhx says that its signature cannot be checked.
module Local where

import Prelude hiding (reverse)

{-@ reverse :: xs:[a] -> {v:[a] | len v = len xs} @-}
reverse :: [a] -> [a]
reverse = go []
  where
    {-@ go :: acc:[a] -> xs:[a] -> {v:[a] | len v = len acc + len xs} @-}
    go acc []       = acc
    go acc (x : xs) = go (x : acc) xs

{-@ sumTo :: n:Nat -> {v:Int | v >= n} @-}
sumTo :: Int -> Int
sumTo n = loop 0 0
  where
    {-@ loop :: {i:Int | i <= n} -> Int -> Int @-}
    loop i acc = if i == n then acc + n else loop (i + 1) (acc + i)

{-@ bad :: n:Nat -> Int @-}
bad :: Int -> Int
bad n = step (n + 1)
  where
    {-@ step :: {i:Int | i <= n} -> Int @-}
    step i = i
