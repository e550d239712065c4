module MeasureAlias where

-- A predicate alias used in a measure's equations (`IsBlack l`), and a
-- constructor named with its module (`MeasureAlias.Red`), in a refinement.

data Color = Red | Black deriving Eq
data Tree = Leaf | Node Color Tree Tree

{-@ measure col @-}
col :: Tree -> Color
col Leaf = Black
col (Node c _ _) = c

{-@ predicate IsBlack T = col T == Black @-}

{-@ measure okRoot :: Tree -> Bool
      okRoot Leaf = true
      okRoot (Node c l r) = c == MeasureAlias.Red => (IsBlack l && IsBlack r)
  @-}

{-@ redOver :: {l:Tree | IsBlack l} -> {r:Tree | IsBlack r} -> {v:Tree | okRoot v} @-}
redOver :: Tree -> Tree -> Tree
redOver l r = Node Red l r

-- wrong: l may be red
{-@ redLeft :: Tree -> {v:Tree | okRoot v && col v == MeasureAlias.Red} @-}
redLeft :: Tree -> Tree
redLeft l = Node Red l Leaf
