{-# LANGUAGE GADTs #-}
module GadtResult where

import Language.Haskell.Liquid.This

data Stream a where
  Stop :: Stream a
  More :: (Int -> Stream a) -> Stream a

-- a GADT-style constructor with a refined result
{-@ measure depth :: Stream a -> Nat @-}
{-@ data size (Stream a) depth @-}
{-@ data Stream a where
      Stop :: {s:Stream a | depth s == 0}
      More :: k:(Int -> Stream a) -> Stream a @-}

-- the call passes its own stream back, rebuilt: whatever depth is, it does not decrease
{-@ skip :: s:Stream a -> Int / [depth s] @-}
skip :: Stream a -> Int
skip Stop = 0
skip (More k) = skip (More k)
