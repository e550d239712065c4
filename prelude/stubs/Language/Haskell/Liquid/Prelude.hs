-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.Prelude", so that
-- GHC (and lhx) can compile LiquidHaskell programs without LiquidHaskell.
--
-- Same exported names and Haskell types as LiquidHaskell's module, written
-- for lhx from the documented meaning of each function.  Their refinement
-- types are in lhx's specs/Language.Haskell.Liquid.Prelude.spec (the
-- preconditions of 'liquidAssert', 'liquidAssertB', 'liquidError', 'crash'
-- and 'safeZipWith'); here each has its plain Haskell meaning, with these
-- choices for lhx:
--
--   * the assertion functions also check their condition at run time
--     ('liquidAssert' and 'liquidAssertB' crash when it is False), so a
--     plain GHC run agrees with the specification;
--   * 'liquidAssume' and 'liquidAssumeB' are "Lhx.Symbolic"'s 'assume': lhx
--     only goes on where the condition holds (a plain run crashes where it
--     does not);
--   * 'choose' is an arbitrary Int ("Lhx.Symbolic"'s 'symbolic', as in
--     LiquidHaskell, where nothing is known about its result); a plain run
--     crashes;
--   * 'unsafeError', and 'crash' once its precondition holds, are values of
--     any type as far as LiquidHaskell is concerned (no precondition, a
--     polymorphic result): reaching them is not an error, so lhx drops the
--     path there ('assume' False); a plain run crashes.
--
-- The NOINLINE pragmas keep every call visible by name.
module Language.Haskell.Liquid.Prelude
  ( -- * Arithmetic
    plus, minus, times
    -- * Comparisons
  , eq, neq, leq, geq, lt, gt
    -- * Specifications
  , liquidAssertB, liquidAssert, liquidAssume, liquidAssumeB
  , unsafeError, liquidError, crash, force, choose
    -- * Modular arithmetic
  , isEven, isOdd
    -- * Lists
  , safeZipWith
    -- * Boolean connectives
  , (==>), (<=>)
  ) where

import GHC.Err (errorWithoutStackTrace)
import Lhx.Symbolic (assume, symbolic)

{-# NOINLINE plus #-}
plus :: Int -> Int -> Int
plus x y = x + y

{-# NOINLINE minus #-}
minus :: Int -> Int -> Int
minus x y = x - y

{-# NOINLINE times #-}
times :: Int -> Int -> Int
times x y = x * y

{-# NOINLINE eq #-}
eq :: Int -> Int -> Bool
eq x y = x == y

{-# NOINLINE neq #-}
neq :: Int -> Int -> Bool
neq x y = x /= y

{-# NOINLINE leq #-}
leq :: Int -> Int -> Bool
leq x y = x <= y

{-# NOINLINE geq #-}
geq :: Int -> Int -> Bool
geq x y = x >= y

{-# NOINLINE lt #-}
lt :: Int -> Int -> Bool
lt x y = x < y

{-# NOINLINE gt #-}
gt :: Int -> Int -> Bool
gt x y = x > y

-- | The Boolean must be True; it is returned.
{-# NOINLINE liquidAssertB #-}
liquidAssertB :: Bool -> Bool
liquidAssertB b = if b then b else error "liquidAssertB: assertion failed"

-- | @liquidAssert b x@ is @x@ when @b@ holds; a False assertion crashes.
{-# NOINLINE liquidAssert #-}
liquidAssert :: Bool -> a -> a
liquidAssert b x = if b then x else error "liquidAssert: assertion failed"

-- | @liquidAssume b x@ is @x@, under the assumption @b@.
{-# NOINLINE liquidAssume #-}
liquidAssume :: Bool -> a -> a
liquidAssume b x = assume b x

-- | @liquidAssumeB p x@ is @x@, under the assumption @p x@.
{-# NOINLINE liquidAssumeB #-}
liquidAssumeB :: (a -> Bool) -> a -> a
liquidAssumeB p x = assume (p x) x

-- | An error LiquidHaskell does not check (no precondition).
{-# NOINLINE unsafeError #-}
unsafeError :: String -> a
unsafeError msg = assume False (errorWithoutStackTrace msg)

-- | Marks code that LiquidHaskell proves unreachable; reaching it crashes.
{-# NOINLINE liquidError #-}
liquidError :: String -> a
liquidError msg = error msg

-- | Its argument must be True (the precondition); LiquidHaskell's own
-- definition is @undefined@.
{-# NOINLINE crash #-}
crash :: Bool -> a
crash _ = assume False (errorWithoutStackTrace "Language.Haskell.Liquid.Prelude.crash: reached")

{-# NOINLINE force #-}
force :: Bool
force = True

-- | An arbitrary Int (LiquidHaskell knows nothing about it); lhx explores
-- every value.
{-# NOINLINE choose #-}
choose :: Int -> Int
choose _ = symbolic

{-# NOINLINE isEven #-}
isEven :: Int -> Bool
isEven x = x `mod` 2 == 0

{-# NOINLINE isOdd #-}
isOdd :: Int -> Bool
isOdd x = x `mod` 2 == 1

-- | zipWith on lists of equal length; unequal lengths crash.
safeZipWith :: (a -> b -> c) -> [a] -> [b] -> [c]
safeZipWith _ []       []       = []
safeZipWith f (x : xs) (y : ys) = f x y : safeZipWith f xs ys
safeZipWith _ _        _        = error "safeZipWith: lists of different lengths"

infixr 8 ==>
-- | Implication.
(==>) :: Bool -> Bool -> Bool
p ==> q = not p || q

infixr 8 <=>
-- | Equivalence.
(<=>) :: Bool -> Bool -> Bool
p <=> q = p == q
