{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Maybe": the list functions and 'fromJust'.
--
-- Why: @mapMaybe@ is recursive (no unfolding); @catMaybes@'s unfolding calls
-- the recursive @catMaybes1@; @fromJust Nothing@ reaches the bottom
-- @fromJust11@ (it builds the error from the CallStack), which has no
-- unfolding.  The others (@fromMaybe@, @maybe@, @isJust@, ...) have
-- unfoldings and need nothing.
module Lhx.Model.Data.Maybe
  ( mapMaybe
  , catMaybes
  , fromJust
  ) where

import GHC.Maybe (Maybe (..))
import GHC.Err (error)
import GHC.Stack.Types (HasCallStack)

mapMaybe :: forall a b. (a -> Maybe b) -> [a] -> [b]
mapMaybe _ []       = []
mapMaybe f (x : xs) = case f x of
  Nothing -> mapMaybe f xs
  Just y  -> y : mapMaybe f xs

catMaybes :: forall a. [Maybe a] -> [a]
catMaybes []             = []
catMaybes (Nothing : xs) = catMaybes xs
catMaybes (Just x : xs)  = x : catMaybes xs

-- | The value of a Just; Nothing crashes (with the caller's call stack).
fromJust :: forall a. HasCallStack => Maybe a -> a
fromJust (Just x) = x
fromJust Nothing  = error "Maybe.fromJust: Nothing"
