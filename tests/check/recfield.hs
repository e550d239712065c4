module RecField where

-- A record field in a refinement is a measure of that field: on a value
-- of another constructor it stops the path (LiquidHaskell leaves it
-- unspecified), never a crash blamed on the function.
data Shape = Dot | Sq { side :: Int }

{-@ area :: s:{Shape | side s > 0} -> {v:Int | v > 0} @-}
area :: Shape -> Int
area Dot = 1
area (Sq n) = n * n

{-@ areaBad :: s:{Shape | side s > 0} -> {v:Int | v > 1} @-}
areaBad :: Shape -> Int
areaBad Dot = 2
areaBad (Sq n) = n
