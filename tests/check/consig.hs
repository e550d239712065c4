-- A signature of a data constructor is its refined type: its fields are
-- required where it is built, and assumed (with its result's refinement)
-- where a case matches it.
module ConSig where

data Range = Range Int Int

{-@ Range :: lo:Int -> hi:{Int | lo <= hi} -> {v:Range | lo <= hi} @-}

-- Correct: the bounds are ordered.
{-@ mkRange :: Int -> Int -> Range @-}
mkRange :: Int -> Int -> Range
mkRange a b = if a <= b then Range a b else Range b a

-- Wrong: 5 > 1.
{-@ badRange :: () -> Range @-}
badRange :: () -> Range
badRange () = Range 5 1

-- Correct: a Range's width is never negative.
{-@ width :: Range -> {v:Int | v >= 0} @-}
width :: Range -> Int
width (Range lo hi) = hi - lo

-- Wrong: a Range may be empty.
{-@ widthPos :: Range -> {v:Int | v > 0} @-}
widthPos :: Range -> Int
widthPos (Range lo hi) = hi - lo
