module Data.Shop.Basket (total, withTax) where

import Data.Shop.Price
import qualified Data.Shop.Tax as T

{-@ total :: [{p:Int | p >= 0}] -> {v:Int | v >= 0} @-}
total :: [Price] -> Price
total = \case
  [] -> 0
  (p : ps) -> discount p + total ps

{-@ withTax :: {p:Int | p >= 0} -> {v:Int | v >= p} @-}
withTax :: Price -> Price
withTax p = p + T.tax p
