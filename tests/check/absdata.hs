-- An abstract refinement over a data value: the predicate chosen for the
-- input's constructor is the same predicate for the same constructor later.
module AbsData where

data Shape = Dot | Line Int

{-@ keepDot :: forall <p :: Shape -> Int -> Bool>. Int<p Dot> -> s:Shape -> Int<p s> @-}
keepDot :: Int -> Shape -> Int
keepDot n Dot      = n
keepDot n (Line _) = n

{-@ sameShape :: forall <p :: Shape -> Int -> Bool>. s:Shape -> Int<p s> -> Int<p s> @-}
sameShape :: Shape -> Int -> Int
sameShape Dot n      = n
sameShape (Line k) n = if k > 0 then n else n + 0
