-- What LiquidHaskell assumes of every input: refined fields (also when they
-- depend on earlier fields), for functions with and without a signature,
-- and for arguments written x:_.
module Inputs where

data Window = Window { items :: [Int], cursor :: Int }
{-@ data Window = Window { items :: [Int], cursor :: {c:Int | 0 <= c && c < len items} } @-}

-- no signature: the field refinement is still assumed
current :: Window -> Int
current w = items w !! cursor w

{-@ current' :: Window -> Int @-}
current' :: Window -> Int
current' w = items w !! cursor w

newtype Positive = Positive Int
{-@ data Positive = Positive { unPositive :: {v:Int | v > 0} } @-}

{-@ share :: x:_ -> Int -> Int @-}
share :: Positive -> Int -> Int
share (Positive d) n = n `div` d

-- a broken field is still caught where a value is built
{-@ badWindow :: Int -> Window @-}
badWindow :: Int -> Window
badWindow n = Window [] n
