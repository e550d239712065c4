module LogicCrash where

-- A refinement's function outside its domain (`at i xs` with i past the
-- end) has no known value in LiquidHaskell's logic: the path is neither a
-- violation nor a proof, never a crash of the program.

{-@ reflect at @-}
{-@ at :: i:Nat -> {xs:[Int] | i < len xs} -> Int @-}
at :: Int -> [Int] -> Int
at 0 (x:_) = x
at i (_:xs) = at (i - 1) xs

-- Correct: where `at i xs` has no value, the other disjunct holds.
{-@ safeAt :: i:Nat -> xs:[Int] -> {v:Int | v = at i xs || i >= len xs} @-}
safeAt :: Int -> [Int] -> Int
safeAt i xs = if i < length xs then at i xs else 0

-- The same shape with a wrong result: a postcondition counterexample.
{-@ wrongAt :: i:Nat -> xs:[Int] -> {v:Int | v = at i xs || i >= len xs} @-}
wrongAt :: Int -> [Int] -> Int
wrongAt i xs = if i < length xs then at i xs + 1 else 0

-- The same function called by the program outside its domain: a crash of
-- the program (at's precondition), not of the logic.
{-@ offByOne :: i:Nat -> xs:[Int] -> {v:Int | v = at i xs || i >= len xs} @-}
offByOne :: Int -> [Int] -> Int
offByOne i xs = if i <= length xs then at i xs else 0
