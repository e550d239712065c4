{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Semigroup.Internal": the error of @stimes@
-- on lists.
--
-- Why: @stimes n xs@ for lists has an unfolding, but a negative @n@ reaches
-- the bottom @stimesList1@, which has none.  Likewise @stimes@ with a
-- negative count for every idempotent monoid (All, Any, Map, Set, ...)
-- reaches the shared bottom @$fSemigroupAll1@; and @sconcat@ at All is the
-- loop @$fSemigroupAll_go1@.  (A class dictionary reaches all its methods,
-- so @<>@ on a Map already needs @$fSemigroupAll1@.)
module Lhx.Model.Data.Semigroup.Internal
  ( stimesList1
  , zdfSemigroupAll1
  , zdfSemigroupAllzugo1
  ) where

import GHC.Classes ((&&))
import GHC.Err (errorWithoutStackTrace)
import Data.Monoid (All (..))

stimesList1 :: forall a. [a]
stimesList1 = errorWithoutStackTrace "stimes: [], negative multiplier"

-- | @stimes n x@ with @n < 0@ for an idempotent monoid.
zdfSemigroupAll1 :: forall a. a
zdfSemigroupAll1 = errorWithoutStackTrace "stimesIdempotentMonoid: negative multiplier"

-- | @sconcat (b :| bs)@ at All: the conjunction, strict in @b@ and in the
-- list's spine up to the first False.
zdfSemigroupAllzugo1 :: All -> [All] -> All
zdfSemigroupAllzugo1 b bs = case bs of
  [] -> b
  c : cs -> case b of
    All x -> All (x && getAll (zdfSemigroupAllzugo1 c cs))
