-- | Primitives for lhx's own @lhx run@ mode.
--
-- lhx's engine intercepts these names (@Lhx.Symbolic.assume@,
-- @Lhx.Symbolic.assert@, @Lhx.Symbolic.symbolic@, @Lhx.Symbolic.choice@)
-- and never runs the definitions below:
--
--   * @'symbolic'@ is a fresh symbolic value of its type (an unknown Int,
--     list, ...), explored over all its possibilities;
--   * @'assume' b x@ continues with @x@ only on the paths where @b@ holds
--     (the others are discarded, not reported);
--   * @'assert' b x@ is @x@ where @b@ holds and a reported failure where it
--     does not;
--   * @'choice' x y@ is the counterfactual branch of the paper, @x □ y@:
--     lhx explores both (in plain Haskell it is @x@).
--
-- The definitions here are only what these mean in an ordinary GHC run, so
-- programs written for @lhx run@ still compile and run: 'assume' and
-- 'assert' check their condition and crash when it is False, and 'symbolic'
-- (which cannot be given a value in plain Haskell) crashes.  NOINLINE keeps
-- every use a call by name.
module Lhx.Symbolic
  ( symbolic
  , assume
  , assert
  , choice
  , lhxLess
  , lhxEq
  ) where

{-# NOINLINE symbolic #-}
symbolic :: a
symbolic = error "lhx: symbolic value outside lhx"

{-# NOINLINE assume #-}
assume :: Bool -> a -> a
assume b x = if b then x else error "lhx: assumption does not hold"

{-# NOINLINE assert #-}
assert :: Bool -> a -> a
assert b x = if b then x else error "lhx: assertion failed"

{-# NOINLINE choice #-}
choice :: a -> a -> a
choice x _ = x

-- | @lhxLess x y@: lhx's own order on values (numbers by value), used by the
-- prelude models to state invariants without an 'Ord' dictionary (a
-- 'Data.Map' tree's keys ascend).  Outside lhx there is no such order.
{-# NOINLINE lhxLess #-}
lhxLess :: a -> a -> Bool
lhxLess _ _ = error "lhx: lhxLess outside lhx"

-- | @lhxEq x y@: structural equality on any values (numbers by value), the
-- companion of 'lhxLess'.
{-# NOINLINE lhxEq #-}
lhxEq :: a -> a -> Bool
lhxEq _ _ = error "lhx: lhxEq outside lhx"
