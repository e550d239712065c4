module Held where

data Box = Box [Int]

unbox :: Box -> [Int]
unbox (Box xs) = xs

-- the box holds a call of boxes on the same n: nothing ever opens it, and
-- LiquidHaskell still checks the call where it is written
{-@ boxes :: n:Nat -> Box @-}
boxes :: Int -> Box
boxes n = Box (unbox (boxes n))

-- a held call on a smaller argument, under the case that guards it: passes
{-@ tower :: n:Nat -> [Box] @-}
tower :: Int -> [Box]
tower 0 = []
tower n = Box [n] : tower (n - 1)

-- the call sits under a condition inside the field: it is checked when the
-- condition runs, with it (n - 1 >= 0 there): passes
{-@ guarded :: n:Int -> [Int] @-}
guarded :: Int -> [Int]
guarded n = [if n > 0 then sum (guarded (n - 1)) else 0]
