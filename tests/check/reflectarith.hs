module ReflectArith where

-- Arithmetic in a refinement passed to a reflected Haskell function:
-- `fib (i + 1)` gives fib the Int that i + 1 denotes.

{-@ reflect fib @-}
{-@ fib :: Nat -> Nat @-}
fib :: Int -> Int
fib i | i <= 1 = i
      | otherwise = fib (i - 1) + fib (i - 2)

{-@ grows :: i:Nat -> {v:() | fib i <= fib (i + 1)} @-}
grows :: Int -> ()
grows _ = ()

{-@ growsWrong :: i:Nat -> {v:() | fib (i + 1) <= fib i} @-}
growsWrong :: Int -> ()
growsWrong _ = ()

{-@ reflect half @-}
half :: Double -> Double
half x = x / 2

{-@ undo :: x:Double -> {v:Double | v == half (x * 2)} @-}
undo :: Double -> Double
undo x = x

{-@ undoWrong :: x:Double -> {v:Double | v == half (x * 2)} @-}
undoWrong :: Double -> Double
undoWrong x = x + 1
