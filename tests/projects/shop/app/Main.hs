module Main (main) where

import Data.Shop.Basket (total)

{-@ basket :: {v:Int | v >= 0} @-}
basket :: Int
basket = total [1, 2, 3]

main :: IO ()
main = pure ()
