module Ratio where

-- Ratio values against numbers in refinements (n :% d read as n / d), and
-- the invariant d > 0 of the ratios lhx makes up

import Data.Ratio

{-@ inv :: {v:Ratio Int | v /= 0} -> {v:Ratio Int | v /= 0} @-}
inv :: Ratio Int -> Ratio Int
inv x = 1 / x

-- wrong: 1 / 0
{-@ unguarded :: Ratio Int -> Ratio Int @-}
unguarded :: Ratio Int -> Ratio Int
unguarded x = 1 / x

-- wrong: 0 * 2 is 0
{-@ scaled :: Ratio Int -> {v:Ratio Int | v /= 0} @-}
scaled :: Ratio Int -> Ratio Int
scaled x = x * 2

{-@ three :: {v:Ratio Int | v == 3} @-}
three :: Ratio Int
three = 6 % 2
