{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Semigroup.Internal": the error of @stimes@
-- on lists.
--
-- Why: @stimes n xs@ for lists has an unfolding, but a negative @n@ reaches
-- the bottom @stimesList1@, which has none.
module Lhx.Model.Data.Semigroup.Internal
  ( stimesList1
  ) where

import GHC.Err (errorWithoutStackTrace)

stimesList1 :: forall a. [a]
stimesList1 = errorWithoutStackTrace "stimes: [], negative multiplier"
