{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.Foldable": the Prelude's generic folds that
-- are ordinary functions rather than Foldable methods.
--
-- Why: @and@, @or@, @any@, @all@ are defined through @foldMap@ with the
-- @All@/@Any@ monoids (newtype coercions, and the Semigroup dictionaries drag
-- in @sconcat@/@stimes@ helpers that have no unfolding); @concat@,
-- @concatMap@ go through @build@; @notElem@ and @find@ through @elem@/@First@.
-- Here each is one right fold with the class method 'foldr', which for every
-- lawful Foldable instance (lists, Maybe, Map, user instances) gives the same
-- results and the same laziness (short-circuiting from the left).
--
-- The Foldable *methods* (@length@, @sum@, @elem@, @maximum@, @foldr@, ...)
-- cannot be modelled by name: user code selects them from the instance
-- dictionary, e.g. @Data.Foldable.$fFoldable[]@, whose fields are the
-- modelled @GHC.List@ functions.
module Lhx.Model.Data.Foldable
  ( and, or, any, all
  , concat, concatMap
  , notElem
  , find
  , zdfFoldableZCziZC2
  , zdfFoldableZCziZC3
  ) where

import GHC.Types (Bool (..))
import GHC.Classes (Eq, (&&), (||), not)
import GHC.Maybe (Maybe (..))
import GHC.Base ((++))
import GHC.Err (errorWithoutStackTrace)
import Data.Foldable (Foldable (foldr, elem))

and :: forall t. Foldable t => t Bool -> Bool
and t = foldr (&&) True t

or :: forall t. Foldable t => t Bool -> Bool
or t = foldr (||) False t

any :: forall t a. Foldable t => (a -> Bool) -> t a -> Bool
any p t = foldr (\x r -> p x || r) False t

all :: forall t a. Foldable t => (a -> Bool) -> t a -> Bool
all p t = foldr (\x r -> p x && r) True t

concat :: forall t a. Foldable t => t [a] -> [a]
concat t = foldr (++) [] t

concatMap :: forall t a b. Foldable t => (a -> [b]) -> t a -> [b]
concatMap f t = foldr (\x r -> f x ++ r) [] t

notElem :: forall t a. (Foldable t, Eq a) => a -> t a -> Bool
notElem x t = not (elem x t)

-- | The leftmost element satisfying the predicate.
find :: forall t a. Foldable t => (a -> Bool) -> t a -> Maybe a
find p t = foldr (\x r -> if p x then Just x else r) Nothing t

-- | The error of @foldl1@ on an empty Maybe, Either, First, Last, ... (a
-- shared bottom, @Data.Foldable.$fFoldable:.:2@, without unfolding).
zdfFoldableZCziZC2 :: forall a. a
zdfFoldableZCziZC2 = errorWithoutStackTrace "foldl1: empty structure"

-- | The error of @foldr1@ on an empty Maybe, Either, ... (@$fFoldable:.:3@).
zdfFoldableZCziZC3 :: forall a. a
zdfFoldableZCziZC3 = errorWithoutStackTrace "foldr1: empty structure"
