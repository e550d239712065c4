{-# LANGUAGE CPP #-}
module Data.Shop.Price (Price, discount, firstPrice) where

type Price = Int

-- LambdaCase comes from the cabal file's default-extensions.
{-@ discount :: {p:Int | p >= 0} -> {v:Int | v >= 0} @-}
discount :: Price -> Price
discount = \case
  p | p >= 10 -> p - 10
#ifdef LENIENT
    | otherwise -> p - 1
#else
    | otherwise -> 0
#endif

-- Partial, but the package turns totality off (--no-totality in ghc-options).
firstPrice :: [Price] -> Price
firstPrice (p : _) = p
