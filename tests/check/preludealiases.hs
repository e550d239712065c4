-- LiquidHaskell's Prelude aliases: TT is a true Bool, GeInt N an Int at
-- least N. A check that takes a TT never sees False.
module PreludeAliases where

{-@ check :: TT -> a -> a @-}
check :: Bool -> a -> a
check True x = x

{-@ atLeast :: n:Int -> GeInt n @-}
atLeast :: Int -> Int
atLeast n = n + 1

-- Wrong: n - 1 is below n.
{-@ below :: n:Int -> GeInt n @-}
below :: Int -> Int
below n = n - 1
