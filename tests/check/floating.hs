-- Numbers lhx cannot check at Int: a Fractional or Floating type variable is
-- taken as Double; exp, log, sin, cos, ** of a symbolic Double are reals the
-- search bounds; the Floating methods have their domains (specs/GHC.Float.spec).
module Floating where

-- correct: half of a positive number is positive
{-@ halve :: Fractional a => {v:a | v > 0} -> {w:a | w > 0} @-}
halve :: Fractional a => a -> a
halve x = x / 2

-- wrong: 1 / 2 is not above 1
{-@ halveTooMuch :: Fractional a => {v:a | v > 0} -> {w:a | w > 1} @-}
halveTooMuch :: Fractional a => a -> a
halveTooMuch x = x / 2

-- correct: exp of a non-negative number is at least 1
{-@ growth :: Floating a => {v:a | v >= 0} -> {w:a | w >= 1} @-}
growth :: Floating a => a -> a
growth x = exp x

-- wrong: exp 0 is 1
{-@ growthTooMuch :: Floating a => {v:a | v >= 0} -> {w:a | w > 2} @-}
growthTooMuch :: Floating a => a -> a
growthTooMuch x = exp x

-- correct: cosine never exceeds 1
{-@ wave :: Double -> {v:Double | v <= 1} @-}
wave :: Double -> Double
wave x = cos x

-- wrong: log needs a positive argument
{-@ logAny :: Double -> Double @-}
logAny :: Double -> Double
logAny x = log x

-- correct: the argument is at least 1
{-@ logSafe :: {v:Double | v >= 1} -> Double @-}
logSafe :: Double -> Double
logSafe x = log x

-- wrong: 0 ** y needs y >= 0
{-@ powerOfZero :: Double -> Double @-}
powerOfZero :: Double -> Double
powerOfZero y = 0 ** y

-- correct: a square is never negative
{-@ norm :: Floating a => a -> a @-}
norm :: Floating a => a -> a
norm x = sqrt (x * x)
