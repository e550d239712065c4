-- A type alias whose value parameter is given a data constructor applied
-- (written like a type: TOne (Wrap TZero)); LiquidHaskell reads it as the value.
module AliasCon where

data Shape = TZero | TOne Shape | TTwo Shape Shape deriving Eq

{-@ measure depth @-}
{-@ depth :: Shape -> Nat @-}
depth :: Shape -> Int
depth TZero      = 0
depth (TOne s)   = 1 + depth s
depth (TTwo a b) = 1 + max (depth a) (depth b)

{-@ reflect shapeOf @-}
shapeOf :: Int -> Shape
shapeOf n = if n <= 0 then TZero else TOne (shapeOf (n - 1))

{-@ type ShapeIs N S = {v:Int | v == N && shapeOf v == S} @-}

{-@ two :: ShapeIs 2 (TOne (TOne TZero)) @-}
two :: Int
two = 2

{-@ three :: ShapeIs 3 (TOne (TOne TZero)) @-}
three :: Int
three = 3
