-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.Prelude", so that
-- GHC (and lhx) can compile LiquidHaskell programs without LiquidHaskell.
--
-- Same exported names and Haskell types as LiquidHaskell's module, written
-- for lhx from the documented meaning of each function.  Their refinement
-- types live in LiquidHaskell; here each has its plain Haskell meaning, with
-- one deliberate choice: the assertion functions check their condition at
-- run time ('liquidAssert' and 'liquidAssertB' crash when it is False,
-- 'liquidAssume' / 'liquidAssumeB' too), so a violated specification shows
-- up as a crash when lhx executes the program.  Functions that only exist to
-- be specified ('liquidError', 'crash', 'choose', 'unsafeError') crash when
-- reached.  The NOINLINE pragmas keep every call visible by name.
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

-- | @liquidAssume b x@ is @x@, under the assumption @b@ (checked here).
{-# NOINLINE liquidAssume #-}
liquidAssume :: Bool -> a -> a
liquidAssume b x = if b then x else error "liquidAssume: assumption failed"

{-# NOINLINE liquidAssumeB #-}
liquidAssumeB :: (a -> Bool) -> a -> a
liquidAssumeB p x = if p x then x else error "liquidAssumeB: assumption failed"

{-# NOINLINE unsafeError #-}
unsafeError :: String -> a
unsafeError msg = error msg

-- | Marks code that LiquidHaskell proves unreachable; reaching it crashes.
{-# NOINLINE liquidError #-}
liquidError :: String -> a
liquidError msg = error msg

-- | Marks a point that must never be reached (its argument is specified to
-- be True); reaching it crashes.
{-# NOINLINE crash #-}
crash :: Bool -> a
crash _ = error "Language.Haskell.Liquid.Prelude.crash: reached"

{-# NOINLINE force #-}
force :: Bool
force = True

-- | An arbitrary Int in LiquidHaskell's tests; it has no value at run time.
{-# NOINLINE choose #-}
choose :: Int -> Int
choose _ = error "Language.Haskell.Liquid.Prelude.choose: no value at run time"

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
