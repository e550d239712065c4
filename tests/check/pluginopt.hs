{-# OPTIONS_GHC -fplugin-opt=LiquidHaskell:--no-totality #-}
-- LiquidHaskell's options may come as its plugin's options: --no-totality
-- given this way turns totality errors off too.
module PluginOpt where

{-@ secondOf :: [Int] -> Int @-}
secondOf :: [Int] -> Int
secondOf xs = case xs of
  (_ : b : _) -> b
