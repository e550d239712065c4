-- Class-constrained functions where no instance of the program fits: lhx
-- checks them against any instance, with a symbolic dictionary whose
-- methods answer only what their refined class signatures promise.
module NoInstance where

-- A class without any instance, one refined method (a newtype dictionary).
class Measured a where
  weight :: a -> Int

{-@ class Measured a where
      weight :: a -> Nat
  @-}

-- Correct: relies on the method's promise only.
{-@ safeWeight :: Measured a => a -> Nat @-}
safeWeight :: Measured a => a -> Int
safeWeight x = weight x

-- Breaks div's precondition through the method's result (0 is a Nat).
{-@ ratio :: Measured a => a -> Int @-}
ratio :: Measured a => a -> Int
ratio x = 100 `div` weight x

-- Two methods (a data dictionary): the result of one decides the call.
class Store s where
  size :: s -> Int
  fetch :: s -> Int -> Int

{-@ class Store s where
      size :: s -> Nat
      fetch :: s -> Nat -> Int
  @-}

-- Correct: the last index of a store that is not empty (one call of size:
-- two would be two answers, as LiquidHaskell types each call alone).
{-@ firstOr :: Store s => s -> Int -> Int @-}
firstOr :: Store s => s -> Int -> Int
firstOr s d = let n = size s in if n > 0 then fetch s (n - 1) else d

-- Wrong: the store may be empty (index -1).
{-@ first :: Store s => s -> Int @-}
first :: Store s => s -> Int
first s = fetch s (size s - 1)

-- A monad-polymorphic function whose monad has a class of the program's
-- own without instances: the monad is opaque, its >>= and return symbolic.
class Monad m => MonadLog m where
  logged :: Int -> m ()

{-@ twice :: MonadLog m => Nat -> m Int @-}
twice :: MonadLog m => Int -> m Int
twice n = logged n >> return (2 * n)

-- Its continuation is a function the symbolic >>= never runs: the search
-- says that its code went unchecked.
{-@ counted :: MonadLog m => Nat -> m Int @-}
counted :: MonadLog m => Int -> m Int
counted n = logged n >>= \_ -> return (n + 1)

-- An uninterpreted measure of an opaque value: the search forces the value
-- without examining it, and so does the replay that confirms the candidate.
{-@ measure slots :: forall a. a -> Int @-}

{-@ assume peek :: x:a -> {i:Nat | i < slots x} -> Int @-}
peek :: a -> Int -> Int
peek _ i = i

{-@ probe :: Measured a => a -> Nat -> Int @-}
probe :: Measured a => a -> Int -> Int
probe x i = peek x i
