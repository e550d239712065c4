{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Ix": the error of the derived @index@.
--
-- Why: @index@ of derived and small instances (Char, Int, GeneralCategory,
-- ...) has an unfolding, but an index out of range reaches the bottom
-- 'hopelessIndexError', which has none.
module Lhx.Model.GHC.Ix
  ( hopelessIndexError
  ) where

import GHC.Types (Int)
import GHC.Err (errorWithoutStackTrace)

hopelessIndexError :: Int
hopelessIndexError = errorWithoutStackTrace "Error in array index"
