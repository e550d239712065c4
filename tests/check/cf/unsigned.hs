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

-- lists: app's result has type arguments (LiquidHaskell infers refinements of
-- its elements too), so lhx does not guess its type and runs its code; and
-- LiquidHaskell scrapes  len v = len xs + len ys  from both's own signature,
-- a qualifier app satisfies: verified
app :: [Int] -> [Int] -> [Int]
app [] ys = ys
app (x : xs) ys = x : app xs ys

{-@ both :: xs:[Int] -> ys:[Int] -> {v:[Int] | len v = len xs + len ys} @-}
both :: [Int] -> [Int] -> [Int]
both xs ys = app xs ys

-- a qualif declaration is a qualifier too: LiquidHaskell infers
--   tenMore :: x:Int -> {v:Int | v = x + 10}
{-@ qualif PlusTen(v:Int, x:Int): v = x + 10 @-}
tenMore :: Int -> Int
tenMore x = x + 10

{-@ plusTwenty :: n:Int -> {v:Int | v = n + 20} @-}
plusTwenty :: Int -> Int
plusTwenty n = tenMore (tenMore n)

-- and so are the refinements of a data declaration's fields:
--   three :: x:Int -> {v:Int | v = x + 3}
data Span = Span { lo :: Int, hi :: Int }
{-@ data Span = Span { lo :: Int, hi :: {v:Int | v = lo + 3} } @-}

three :: Int -> Int
three x = x + 3

{-@ mkSpan :: Int -> Span @-}
mkSpan :: Int -> Span
mkSpan n = Span n (three n)

-- a result of a data type no qualifier speaks of: LiquidHaskell infers the
-- trivial type  pick :: x:Int -> Colour , so it cannot know that Red comes
-- only with a positive n: rejected, abstract (pick 0 = Red)
data Colour = Red | Green

pick :: Int -> Colour
pick n = if n > 0 then Red else Green

{-@ needPos :: {i:Int | i > 0} -> Int @-}
needPos :: Int -> Int
needPos i = i

{-@ paint :: Nat -> Int @-}
paint :: Int -> Int
paint n = case pick n of
  Red -> needPos n
  Green -> 0
