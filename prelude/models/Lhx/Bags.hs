{-# LANGUAGE NoImplicitPrelude #-}
-- | Not a model: keeps the functions of LiquidHaskell's bags (the stand-in
-- "Language.Haskell.Liquid.Bag", whose names @specs/Language.Haskell.Liquid.Bag.spec@
-- declares as measures) in every program lhx loads. GHC gives lhx the
-- library functions a program's code reaches; a refinement may name one no
-- code calls (@B.union (bag xs) (bag ys)@ where the code only uses
-- @B.put@), and lhx runs the measures of the logic as the stand-in's code.
-- The prelude is loaded with every program, so these bindings make those
-- functions reachable. They are never called.
module Lhx.Bags
  ( lhx_bag_empty, lhx_bag_get, lhx_bag_put, lhx_bag_union, lhx_bag_unionMax
  , lhx_bag_interMin, lhx_bag_sub, lhx_bag_fromList, lhx_bag_bagSize
  ) where

import GHC.Types (Bool, Int)
import GHC.Classes (Ord)
import Language.Haskell.Liquid.Bag
  (Bag, empty, get, put, union, unionMax, interMin, sub, fromList, bagSize)

lhx_bag_empty :: Bag k
lhx_bag_empty = empty

lhx_bag_get :: Ord k => k -> Bag k -> Int
lhx_bag_get = get

lhx_bag_put :: Ord k => k -> Bag k -> Bag k
lhx_bag_put = put

lhx_bag_union :: Ord k => Bag k -> Bag k -> Bag k
lhx_bag_union = union

lhx_bag_unionMax :: Ord k => Bag k -> Bag k -> Bag k
lhx_bag_unionMax = unionMax

lhx_bag_interMin :: Ord k => Bag k -> Bag k -> Bag k
lhx_bag_interMin = interMin

lhx_bag_sub :: Ord k => Bag k -> Bag k -> Bool
lhx_bag_sub = sub

lhx_bag_fromList :: Ord k => [k] -> Bag k
lhx_bag_fromList = fromList

lhx_bag_bagSize :: Bag k -> Int
lhx_bag_bagSize = bagSize
