-- A refined record field: a Range's hi is at least its lo. The field's
-- refinement is assumed on inputs (width is correct) and checked when a
-- Range is built (mkRange is not).
module Record where

data Range = Range { lo :: Int, hi :: Int }

{-@ data Range = Range { lo :: Int, hi :: {v:Int | lo <= v} } @-}

{-@ width :: Range -> {v:Int | v >= 0} @-}
width :: Range -> Int
width r = hi r - lo r

{-@ mkRange :: Int -> Int -> Range @-}
mkRange :: Int -> Int -> Range
mkRange a b = Range a b
