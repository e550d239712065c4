{-# LANGUAGE NoImplicitPrelude #-}
-- | Not a model: the sets of LiquidHaskell's refinement logic (@Set_cup@,
-- @Set_mem@, … and the measure @listElts@), as lhx's translation of
-- refinements runs them (translate/refine.c).
--
-- A set is a list in ascending order without duplicates, in lhx's own order
-- on values ('lhxLess', Haskell's derived order; 'lhxEq', structural
-- equality), so that two sets are equal exactly when the lists are: the
-- logic's @=@ compares structurally and needs no special case for sets.
-- Every function keeps that form.
module Lhx.Sets
  ( lhx_set_empty, lhx_set_sng, lhx_set_cup, lhx_set_cap, lhx_set_dif
  , lhx_set_mem, lhx_set_sub, lhx_set_emp
  ) where

import GHC.Types (Bool (..), Int)
import GHC.Classes ((&&), (||), not)
import Lhx.Symbolic (lhxEq, lhxLess)

-- | @Set_empty 0@: LiquidHaskell's empty set takes a dummy argument.
lhx_set_empty :: Int -> [a]
lhx_set_empty _ = []

lhx_set_sng :: a -> [a]
lhx_set_sng x = [x]

lhx_set_cup :: [a] -> [a] -> [a]
lhx_set_cup [] ys = ys
lhx_set_cup xs [] = xs
lhx_set_cup (x : xs) (y : ys)
  | lhxLess x y = x : lhx_set_cup xs (y : ys)
  | lhxLess y x = y : lhx_set_cup (x : xs) ys
  | True        = x : lhx_set_cup xs ys

lhx_set_cap :: [a] -> [a] -> [a]
lhx_set_cap [] _ = []
lhx_set_cap _ [] = []
lhx_set_cap (x : xs) (y : ys)
  | lhxLess x y = lhx_set_cap xs (y : ys)
  | lhxLess y x = lhx_set_cap (x : xs) ys
  | True        = x : lhx_set_cap xs ys

lhx_set_dif :: [a] -> [a] -> [a]
lhx_set_dif [] _ = []
lhx_set_dif xs [] = xs
lhx_set_dif (x : xs) (y : ys)
  | lhxLess x y = x : lhx_set_dif xs (y : ys)
  | lhxLess y x = lhx_set_dif (x : xs) ys
  | True        = lhx_set_dif xs ys

lhx_set_mem :: a -> [a] -> Bool
lhx_set_mem _ [] = False
lhx_set_mem x (y : ys) = lhxEq x y || (lhxLess y x && lhx_set_mem x ys)

lhx_set_sub :: [a] -> [a] -> Bool
lhx_set_sub [] _ = True
lhx_set_sub (x : xs) ys = lhx_set_mem x ys && lhx_set_sub xs ys

lhx_set_emp :: [a] -> Bool
lhx_set_emp [] = True
lhx_set_emp _ = not True
