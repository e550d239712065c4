module Data.Shop.Tax (tax) where

-- Too weak: it says nothing about the result.
{-@ tax :: {p:Int | p >= 0} -> Int @-}
tax :: Int -> Int
tax p = p `div` 10
