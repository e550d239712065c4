-- A LiquidHaskell program: imports LiquidHaskell's Prelude (lhx's stub)
-- and carries refinement annotations, which are comments to GHC.
module Liquid where

import Language.Haskell.Liquid.Prelude (liquidAssert)

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg

{-@ measure size @-}
{-@ size :: [a] -> {v:Int | v >= 0} @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ safeDiv :: Int -> {v:Int | v /= 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv _ 0 = die "division by zero"
safeDiv x y = x `div` y

{-@ checkedHead :: {v:[a] | size v > 0} -> a @-}
checkedHead :: [a] -> a
checkedHead xs = liquidAssert (size xs > 0) (head xs)

{-@ abs' :: Int -> {v:Int | v >= 0} @-}
abs' :: Int -> Int
abs' n = liquidAssert (r >= 0) r
  where r = if n < 0 then negate n else n
