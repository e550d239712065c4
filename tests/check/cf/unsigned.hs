module Unsigned where

-- Helpers without a refinement signature (issue 14). LiquidHaskell infers
-- a top-level helper's type from qualifiers (defaults, and the relations of
-- the module's signatures), and its guess can be too weak. The same helper
-- with a signature: cf/signed.hs.

-- LiquidHaskell can only infer  next :: x:Int -> {v:Int | v > x}
next :: Int -> Int
next x = x + 1

-- correct in Haskell, rejected by LiquidHaskell: next's inferred type is too weak
{-@ twice :: n:Int -> {v:Int | v = n + 2} @-}
twice :: Int -> Int
twice n = next (next n)

-- what the caller needs, the qualifiers can express: verified
{-@ above :: n:Int -> {v:Int | v > n} @-}
above :: Int -> Int
above n = next (next n)

-- the helper local and not recursive: LiquidHaskell inlines it, verified
{-@ twiceLocal :: n:Int -> {v:Int | v = n + 2} @-}
twiceLocal :: Int -> Int
twiceLocal n = step (step n)
  where
    step :: Int -> Int
    step x = if x > 1000000 then x + 1 else x + 1

-- a real bug, whatever next's type: concrete
{-@ thrice :: n:Int -> {v:Int | v = n + 3} @-}
thrice :: Int -> Int
thrice n = next (next n)

-- lists: LiquidHaskell can only infer
--   app :: xs:[Int] -> ys:[Int] -> {v:[Int] | len v >= len xs && len v >= len ys}
app :: [Int] -> [Int] -> [Int]
app [] ys = ys
app (x : xs) ys = x : app xs ys

{-@ both :: xs:[Int] -> ys:[Int] -> {v:[Int] | len v = len xs + len ys} @-}
both :: [Int] -> [Int] -> [Int]
both xs ys = app xs ys
