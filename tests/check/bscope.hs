{-@ LIQUID "--bscope" @-}
-- --bscope: an outer binder is in scope in the refinements inside its own
-- type (the elements of {xs:[..] | ..} may name xs; an argument x:τ may
-- name x in τ).
module BScope where

-- Every element is at most the list's length (the list's own binder xs).
{-@ type Small = {xs:[{v:Int | 0 <= v && v <= len xs}] | true} @-}

-- Correct: 1 and 2 are at most 2.
{-@ small :: Int -> Small @-}
small :: Int -> [Int]
small _ = [1, 2]

-- Wrong: 3 is above the length 2.
{-@ smallBad :: Int -> Small @-}
smallBad :: Int -> [Int]
smallBad _ = [1, 3]

-- An input of type Small: its first element is at most its length.
{-@ firstSmall :: xs:Small -> {v:Int | v <= len xs} @-}
firstSmall :: [Int] -> Int
firstSmall [] = 0
firstSmall (x:_) = x

-- Wrong: [1] has its element equal to its length, not below.
{-@ firstBelow :: xs:Small -> {v:Int | v < len xs} @-}
firstBelow :: [Int] -> Int
firstBelow [] = -1
firstBelow (x:_) = x

-- An argument's binder in its own type: n:{v:Int | v = n} holds of any n.
{-@ self :: n:{v:Int | v = n} -> {v:Int | v = n} @-}
self :: Int -> Int
self n = n
