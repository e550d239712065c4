-- An exported function without a refinement signature has LiquidHaskell's
-- trivial type: any input, as long as it satisfies its type's refined
-- data declaration (and invariants).
module Trivial (Range (..), width, gap) where

data Range = Range { lo :: Int, hi :: Int }
{-@ data Range = Range { lo :: Int, hi :: {v:Int | lo <= v} } @-}

{-@ impossible :: {v:String | false} -> a @-}
impossible :: String -> a
impossible msg = error msg

-- Every Range has lo <= hi: no alarm.
width :: Range -> Int
width (Range l h) = if h < l then impossible "inverted" else 0

-- Two plain Ints may be in any order.
gap :: Int -> Int -> Int
gap l h = if h < l then impossible "inverted" else 0
