-- An alias whose value is named like a value its argument names: the
-- alias's own value is renamed, the argument keeps the caller's.
module AliasBinder where

{-@ type Above N = {v:Int | N < v} @-}

-- Correct: the result is above the argument, also called v.
{-@ bump :: v:Int -> Above v @-}
bump :: Int -> Int
bump v = v + 1

-- Wrong: v is not above itself.
{-@ bumpBad :: v:Int -> Above v @-}
bumpBad :: Int -> Int
bumpBad v = v

data Box = Box Int

{-@ measure unbox @-}
unbox :: Box -> Int
unbox (Box n) = n

{-@ type BoxAbove N = {b:Box | N < unbox b} @-}

-- Correct: a Box above the one it was given, both named b.
{-@ grow :: b:Box -> BoxAbove (unbox b) @-}
grow :: Box -> Box
grow (Box n) = Box (n + 1)

-- Wrong: the same Box back.
{-@ growBad :: b:Box -> BoxAbove (unbox b) @-}
growBad :: Box -> Box
growBad b = b
