-- Equality of functions in the logic: a function is equal to itself (the same
-- value, closure or symbolic function), so records holding functions compare.
module FunEq where

data Box = Box (Int -> Int) Int

{-@ keep :: b:Box -> {v:Box | v = b} @-}
keep :: Box -> Box
keep b = b

{-@ rebox :: b:Box -> {v:Box | v = b} @-}
rebox :: Box -> Box
rebox (Box f n) = Box f n

{-@ bump :: b:Box -> {v:Box | v = b} @-}
bump :: Box -> Box
bump (Box f n) = Box f (n + 1)

{-@ same :: f:(Int -> Int) -> {g:(Int -> Int) | g = f} @-}
same :: (Int -> Int) -> (Int -> Int)
same f = f
