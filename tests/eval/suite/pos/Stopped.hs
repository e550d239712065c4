-- lhx stops before checking anything.
-- SUITE: stop 3 Stopped.hs:9:5: error: unsupported LiquidHaskell construct: 'widget' declarations are not supported
module Stopped where

{-@ s :: Int @-}
s :: Int
s = 1
