module A.B (f) where

import A.C

{-@ f :: {v:Int | v > 0} @-}
f :: Int
f = inc (-1)
