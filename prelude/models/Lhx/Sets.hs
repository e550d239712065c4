{-# LANGUAGE NoImplicitPrelude #-}
-- | Not a model: the sets of LiquidHaskell's refinement logic (@Set_cup@,
-- @Set_mem@, … and the measure @listElts@), as lhx's translation of
-- refinements runs them (translate/refine.c).
--
-- A set of the logic is a value of "Data.Set"'s own type, so that a
-- 'Data.Set.Set' a program builds and a set a refinement talks about are the
-- same thing (@member x s@ and @Set_mem x s@ agree on the same @s@, and
-- @fromList xs = listElts xs@ compares two sets).  Every set these functions
-- return, and every set lhx's model of "Data.Set.Internal" returns, is in one
-- canonical form: the chain @Bin n x1 Tip (Bin (n-1) x2 Tip (… Tip))@ with
-- @x1 < x2 < …@ in lhx's own order on values ('lhxLess', Haskell's derived
-- order; 'lhxEq', structural equality) and right sizes.  So two sets are
-- equal exactly when they are equal as values: the logic's @=@ compares
-- structurally and needs no special case for sets.
--
-- The functions accept any valid search tree (they read it in order) and
-- return the canonical chain.  The canonical order is the model's 'Ord'
-- order only where 'Ord' is the derived order (numbers, characters, tuples,
-- lists, derived instances); a set of a type with a hand-written 'Ord'
-- instance that disagrees with it is not supported (docs/translate.md).
module Lhx.Sets
  ( lhx_set_empty, lhx_set_sng, lhx_set_cup, lhx_set_cap, lhx_set_dif
  , lhx_set_mem, lhx_set_sub, lhx_set_emp
  ) where

import GHC.Types (Bool (..), Int)
import GHC.Classes ((&&), (||))
import GHC.Num ((+))
import Data.Set.Internal (Set (..))
import Lhx.Symbolic (lhxEq, lhxLess)

-- | @Set_empty 0@: LiquidHaskell's empty set takes a dummy argument.
lhx_set_empty :: Int -> Set a
lhx_set_empty _ = Tip

lhx_set_sng :: a -> Set a
lhx_set_sng x = Bin 1 x Tip Tip

lhx_set_cup :: Set a -> Set a -> Set a
lhx_set_cup s t = lhx_chain (lhx_cup (lhx_elems s) (lhx_elems t))

lhx_set_cap :: Set a -> Set a -> Set a
lhx_set_cap s t = lhx_chain (lhx_cap (lhx_elems s) (lhx_elems t))

lhx_set_dif :: Set a -> Set a -> Set a
lhx_set_dif s t = lhx_chain (lhx_dif (lhx_elems s) (lhx_elems t))

-- | Membership in a tree of any shape (every node is looked at).
lhx_set_mem :: a -> Set a -> Bool
lhx_set_mem _ Tip = False
lhx_set_mem x (Bin _ y l r) = lhxEq x y || lhx_set_mem x l || lhx_set_mem x r

lhx_set_sub :: Set a -> Set a -> Bool
lhx_set_sub s t = lhx_all_in (lhx_elems s) t

lhx_set_emp :: Set a -> Bool
lhx_set_emp Tip = True
lhx_set_emp _ = False

-- * Helpers on ascending lists

-- | The elements in order (ascending in a valid tree).
lhx_elems :: Set a -> [a]
lhx_elems s = lhx_onto s []

lhx_onto :: Set a -> [a] -> [a]
lhx_onto Tip acc = acc
lhx_onto (Bin _ x l r) acc = lhx_onto l (x : lhx_onto r acc)

-- | The canonical chain of an ascending list without duplicates.
lhx_chain :: [a] -> Set a
lhx_chain [] = Tip
lhx_chain (x : xs) = case lhx_chain xs of
  Tip -> Bin 1 x Tip Tip
  r@(Bin n _ _ _) -> Bin (n + 1) x Tip r

lhx_cup :: [a] -> [a] -> [a]
lhx_cup [] ys = ys
lhx_cup xs [] = xs
lhx_cup (x : xs) (y : ys)
  | lhxLess x y = x : lhx_cup xs (y : ys)
  | lhxLess y x = y : lhx_cup (x : xs) ys
  | True        = x : lhx_cup xs ys

lhx_cap :: [a] -> [a] -> [a]
lhx_cap [] _ = []
lhx_cap _ [] = []
lhx_cap (x : xs) (y : ys)
  | lhxLess x y = lhx_cap xs (y : ys)
  | lhxLess y x = lhx_cap (x : xs) ys
  | True        = x : lhx_cap xs ys

lhx_dif :: [a] -> [a] -> [a]
lhx_dif [] _ = []
lhx_dif xs [] = xs
lhx_dif (x : xs) (y : ys)
  | lhxLess x y = x : lhx_dif xs (y : ys)
  | lhxLess y x = lhx_dif (x : xs) ys
  | True        = lhx_dif xs ys

lhx_all_in :: [a] -> Set a -> Bool
lhx_all_in [] _ = True
lhx_all_in (x : xs) t = lhx_set_mem x t && lhx_all_in xs t
