{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Either": 'partitionEithers'.
--
-- Why: its unfolding only unboxes the result of the worker
-- @partitionEithers1@, which is recursive and has no unfolding.  (@lefts@,
-- @rights@, @either@, ... have unfoldings.)
module Lhx.Model.Data.Either
  ( partitionEithers
  ) where

import Data.Either (Either (..))

-- | The Left values and the Right values, each in order.  Lazy in the rest
-- of the list (works on infinite lists); the first cell and its Either
-- constructor are forced when the pair is.
partitionEithers :: forall a b. [Either a b] -> ([a], [b])
partitionEithers xs = case xs of
  [] -> ([], [])
  e : es -> let r = partitionEithers es
            in case e of
                 Left a -> (a : lhx_fst r, lhx_snd r)
                 Right b -> (lhx_fst r, b : lhx_snd r)

lhx_fst :: (a, b) -> a
lhx_fst (a, _) = a

lhx_snd :: (a, b) -> b
lhx_snd (_, b) = b
