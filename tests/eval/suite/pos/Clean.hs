-- A suite file whose functions lhx checks: f and g are signed (g and h in
-- one signature), k is only assumed, so three binders are signed.
-- SUITE: f none
-- SUITE: g none 25.5
module Clean where

{-@ f :: Int -> Int @-}
f :: Int -> Int
f x = x

{-@ g, h :: Int -> Int @-}
g, h :: Int -> Int
g x = x
h x = x

{-@ assume k :: {v:Int | v > 0} @-}
k :: Int
k = 1
