module Vacuous where

-- spin never returns, so its `false` result type "holds"; LiquidHaskell
-- rejects it for termination
{-@ spin :: Int -> {v:Int | false} @-}
spin :: Int -> Int
spin x = spin x

{-@ safeDiv :: Int -> {d:Int | d /= 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv n d = n `div` d

-- with spin's type in scope, y : {v:Int | false} would make every
-- refinement below hold; useSpin 0 breaks safeDiv's precondition
{-@ useSpin :: Int -> Int @-}
useSpin :: Int -> Int
useSpin x = let y = spin x in if x > 0 then y else safeDiv 1 x

-- the same without spin: no note
{-@ plain :: Int -> Int @-}
plain :: Int -> Int
plain x = if x > 0 then x else safeDiv 1 x
