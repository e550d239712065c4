{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.List": the one function defined in
-- Data.List itself rather than re-exported from Data.OldList.
--
-- Why: 'isSubsequenceOf' is recursive and has no unfolding.
module Lhx.Model.Data.List
  ( isSubsequenceOf
  ) where

import GHC.Types (Bool (..))
import GHC.Classes (Eq (..))

-- | Whether the elements of the first list occur, in order, in the second
-- (not necessarily next to each other).  The first list is examined first:
-- @isSubsequenceOf [] undefined@ is True.
isSubsequenceOf :: forall a. Eq a => [a] -> [a] -> Bool
isSubsequenceOf [] _ = True
isSubsequenceOf (_ : _) [] = False
isSubsequenceOf xs@(x : xs') (y : ys)
  | x == y = isSubsequenceOf xs' ys
  | True = isSubsequenceOf xs ys
