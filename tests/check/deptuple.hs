-- Abstract refinements of tuples: (a, b)<r> relates the second component
-- to the first (r fst snd), (a, b, c)<r, s> also the third to the first
-- two (s x y z), as LiquidHaskell declares its tuples.
module DepTuple where

{-@ type Step = (Int, Int)<{\x v -> v > x}> @-}

-- Correct: the second component is above the first.
{-@ step :: Int -> Step @-}
step :: Int -> (Int, Int)
step x = (x, x + 1)

-- Wrong: x - 1 is below x.
{-@ stepBad :: Int -> Step @-}
stepBad :: Int -> (Int, Int)
stepBad x = (x, x - 1)

-- An input's components are related: the difference is positive.
{-@ gap :: Step -> {v:Int | v > 0} @-}
gap :: (Int, Int) -> Int
gap (x, y) = y - x

-- A dependent refinement written with the value's type.
{-@ above :: (Int, Int)<\x -> {v:Int | x <= v}> -> {b:Bool | b} @-}
above :: (Int, Int) -> Bool
above (x, y) = x <= y

{-@ type Rising3 = (Int, Int, Int)<{\a b -> a < b}, {\a b c -> b < c}> @-}

-- Correct: three increasing numbers.
{-@ rising :: Int -> Rising3 @-}
rising :: Int -> (Int, Int, Int)
rising x = (x, x + 1, x + 2)

-- Wrong: the third component is not above the second.
{-@ risingBad :: Int -> Rising3 @-}
risingBad :: Int -> (Int, Int, Int)
risingBad x = (x, x + 2, x + 1)

-- The abstract refinement the function quantifies, chosen by the search.
{-@ swapP :: forall <p :: Int -> Int -> Bool>. (Int, Int)<p> -> (Int, Int)<p> @-}
swapP :: (Int, Int) -> (Int, Int)
swapP (x, y) = (y, x)
