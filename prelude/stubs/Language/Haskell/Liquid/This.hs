-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.This", a module
-- some LiquidHaskell programs import only to have it in scope (they use
-- none of its names). It exports nothing, so that GHC (and lhx) can
-- compile such programs without LiquidHaskell; a program that uses one of
-- the real module's names is rejected by GHC with that name.
module Language.Haskell.Liquid.This () where
