module MeasureSelf (Rope (..)) where

{-@ data Rope [count] @-}
data Rope = Piece Int | Join Rope Rope

-- measures are checked though the module does not export them: count's
-- calls are on the rope's own parts
{-@ measure count @-}
count :: Rope -> Int
count (Piece _) = 1
count (Join a b) = count a + count b

-- weight calls itself on the rope it was given, rebuilt: no metric of it can decrease
{-@ measure weight @-}
weight :: Rope -> Int
weight (Piece _) = 1
weight (Join a b) = weight (Join a b) + weight b
