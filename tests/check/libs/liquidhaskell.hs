{-# LANGUAGE QuasiQuotes #-}
-- `import LiquidHaskell` (lhx's stand-in in prelude/stubs/LiquidHaskell.hs):
-- the module compiles, its [lq| … |] declarations declare nothing for GHC,
-- and the {-@ … @-} specifications are checked.
module LiquidHaskellImport where

import LiquidHaskell

[lq| type Small = {v:Int | v < 10} |]

-- wrong: 10 is not below 10
{-@ limit :: Int -> {v:Int | v < 10} @-}
limit :: Int -> Int
limit x = if x > 10 then 10 else x

{-@ limit' :: Int -> {v:Int | v < 10} @-}
limit' :: Int -> Int
limit' x = if x > 9 then 9 else x
