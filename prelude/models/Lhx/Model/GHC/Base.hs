{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.Base": the recursive list functions of base's
-- GHC.Base that user code reaches.
--
-- Why: @map@ and @(++)@ are recursive, so GHC exposes no unfolding for them
-- in GHC.Base's interface file and lhx would have nothing to execute.
-- @foldr@ does have an unfolding (a local @go@ loop), but it is modelled here
-- anyway because every Foldable operation on lists bottoms out in it and a
-- plain recursive definition is simpler to execute symbolically.
--
-- @$fSemigroup[]1@ is the loop of @sconcat@ for lists (@(<>)@ over a
-- non-empty list of lists), which has no unfolding; it is written
-- 'zdfSemigroupZMZN1' (GHC's z-encoding).
--
-- Each binding has exactly the type of the original it replaces
-- (@GHC.Base.map@, @GHC.Base.++@, @GHC.Base.foldr@).  The definitions follow
-- the documented behaviour, with the same laziness: @map@ and @(++)@ are lazy
-- in the spine, @(++)@ is strict only in its first list.
module Lhx.Model.GHC.Base
  ( map
  , (++)
  , foldr
  , zdfSemigroupZMZN1
  , eqString
  ) where

import GHC.Types (Bool (..))
import GHC.Base (String)
import GHC.Classes ((==), (&&))

-- | @map f xs@ applies @f@ to every element of @xs@, lazily.
map :: forall a b. (a -> b) -> [a] -> [b]
map _ []       = []
map f (x : xs) = f x : map f xs

infixr 5 ++

-- | Append two lists; the second one is not inspected.
(++) :: forall a. [a] -> [a] -> [a]
(++) []       ys = ys
(++) (x : xs) ys = x : (xs ++ ys)

-- | Right fold over a list: @foldr k z [x1, x2, ...] = k x1 (k x2 (... z))@.
foldr :: forall a b. (a -> b -> b) -> b -> [a] -> b
foldr _ z []       = z
foldr k z (x : xs) = k x (foldr k z xs)

-- | @sconcat (xs :| xss)@ for lists: @xs ++ concat xss@, lazily.
zdfSemigroupZMZN1 :: forall a. [a] -> [[a]] -> [a]
zdfSemigroupZMZN1 xs []         = xs
zdfSemigroupZMZN1 xs (ys : yss) = xs ++ zdfSemigroupZMZN1 ys yss

-- | @eqString@: equality of two strings (the rule-rewritten form of @==@ on
-- 'String'), recursive and so without an unfolding. It stops at the first
-- difference, as the original does.
eqString :: String -> String -> Bool
eqString []         []         = True
eqString (c1 : cs1) (c2 : cs2) = c1 == c2 && eqString cs1 cs2
eqString _          _          = False
