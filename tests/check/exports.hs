-- Which binders `lhx check` checks by default (docs/translate.md, "What lhx
-- checks"), in a module whose export list leaves most of them out: GHC
-- would drop the unexported, unused ones before lhx sees them.
module Exports (safeDiv, firstOr, Sized(..), Box(..)) where

import Data.Maybe (fromJust)

-- Signed and exported: checked against its signature.
{-@ safeDiv :: Int -> {d:Int | d > 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv n d = n `div` d

-- Signed, unexported and unused: still checked against its signature.
{-@ decr :: {v:Int | v > 0} -> {v:Int | v > 0} @-}
decr :: Int -> Int
decr x = x - 1

-- Unsigned and exported: any caller may pass Nothing.
firstOr :: Maybe Int -> Int
firstOr m = fromJust m

-- Unsigned, unexported, with an argument: only checked inside its callers
-- (it is only ever called on a non-empty list).
smallest :: [Int] -> Int
smallest xs = head xs

-- Unsigned, unexported constants: their bodies run without inputs.
low :: Int
low = smallest [3, 1, 2]

broken :: Int
broken = smallest []

-- An instance method: any module that sees the instance may call it.
class Sized a where
  size :: a -> Int

data Box = Box [Int]

instance Sized Box where
  size (Box xs) = head xs
