module SpecData where

-- Data declarations in their LiquidHaskell forms: a GADT-style refined
-- constructor, `data size`, class and instance measures, `using`.

data P = P Int

{-@ data P where
      P :: n:{Int | n > 0} -> P
  @-}

{-@ getP :: P -> {v:Int | v > 0} @-}
getP :: P -> Int
getP (P n) = n

{-@ mkP :: P @-}
mkP :: P
mkP = P 0

data Tree = Leaf | Node Tree Int Tree

{-@ data size (Tree) tsize @-}
{-@ measure tsize @-}
{-@ tsize :: Tree -> Nat @-}
tsize :: Tree -> Int
tsize Leaf = 0
tsize (Node l _ r) = 1 + tsize l + tsize r

{-@ class measure sz :: a -> Int @-}
{-@ instance measure sz :: [a] -> Int
    sz [] = 0
    sz (x:xs) = 1 + sz xs
  @-}
{-@ instance measure sz :: Maybe a -> Int
    sz Nothing = 0
    sz (Just x) = 1
  @-}

{-@ count :: m:Maybe a -> {v:Int | v = sz m} @-}
count :: Maybe a -> Int
count Nothing = 0
count (Just _) = 2

data Colour = Red | Green

{-@ using (Colour) as {v:Colour | isRed v} @-}
{-@ measure isRed @-}
isRed :: Colour -> Bool
isRed Red = True
isRed Green = False

{-@ code :: c:Colour -> {v:Int | v = 1} @-}
code :: Colour -> Int
code Red = 1
code Green = 2
