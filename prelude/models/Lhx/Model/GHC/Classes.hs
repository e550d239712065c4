{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Classes" (ghc-prim): equality and ordering of
-- lists.
--
-- Why: @Eq [a]@ and @Ord [a]@ (so every @==@, @/=@, @<@, @compare@, @max@ on
-- Strings and lists) go through the dictionaries @$fEq[]@ and @$fOrd[]@,
-- whose other methods have unfoldings in terms of two recursive methods that
-- have none: @$fEq[]_$c==@ and @$fOrd[]_$ccompare@.  They are written here
-- in GHC's z-encoding ('zdfEqZMZNzuzdczeze', 'zdfOrdZMZNzuzdccompare').
-- Both compare element by element from the left and stop at the first
-- difference, like the derived instances.
module Lhx.Model.GHC.Classes
  ( zdfEqZMZNzuzdczeze
  , zdfOrdZMZNzuzdccompare
  ) where

import GHC.Types (Bool (..), Ordering (..))
import GHC.Classes (Eq (..), Ord (compare), (&&))

-- | @(==)@ on lists.
zdfEqZMZNzuzdczeze :: forall a. Eq a => [a] -> [a] -> Bool
zdfEqZMZNzuzdczeze []       []       = True
zdfEqZMZNzuzdczeze (x : xs) (y : ys) = x == y && zdfEqZMZNzuzdczeze xs ys
zdfEqZMZNzuzdczeze _        _        = False

-- | @compare@ on lists: lexicographic, a proper prefix is smaller.
zdfOrdZMZNzuzdccompare :: forall a. Ord a => [a] -> [a] -> Ordering
zdfOrdZMZNzuzdccompare []       []       = EQ
zdfOrdZMZNzuzdccompare []       (_ : _)  = LT
zdfOrdZMZNzuzdccompare (_ : _)  []       = GT
zdfOrdZMZNzuzdccompare (x : xs) (y : ys) = case compare x y of
  EQ    -> zdfOrdZMZNzuzdccompare xs ys
  other -> other
