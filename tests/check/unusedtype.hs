{-@ LIQUID "--exact-data-cons" @-}
-- Types of the module that no code uses (GHC's Core leaves them out) may
-- still be named by refinements and measures: their constructors are known.
module UnusedType where

data Shape = Dot | Line Int

{-@ measure extent :: Shape -> Int
      extent (Dot) = 0
      extent (Line n) = n
  @-}

-- Correct: Line 3 is not Dot.
{-@ distinct :: {v:Int | Line 3 /= Dot} -> Int @-}
distinct :: Int -> Int
distinct x = x

-- Correct: the measure of a Line is its length.
{-@ three :: {v:Int | extent (Line 3) == 3} -> Int @-}
three :: Int -> Int
three x = x

-- Wrong: Line x is Line 4 only when x is 4.
{-@ same :: x:Int -> {v:Int | v == x && Line x == Line 4} @-}
same :: Int -> Int
same x = x
