-- A too-strong postcondition: the absolute value of 0 is not positive.
module Strong where

{-@ absolute :: x:Int -> {v:Int | v > 0} @-}
absolute :: Int -> Int
absolute x = if x < 0 then negate x else x
