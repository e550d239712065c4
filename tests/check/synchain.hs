module SynChain where

-- Haskell type synonyms lhx expands before checking: a synonym of a
-- function type, a synonym of a synonym, a partially applied synonym
type Score = Int
type Table = Int -> Score

{-@ total :: Table -> Nat -> Score @-}
total :: Table -> Int -> Score
total f 0 = f 0
total f n = f n + total f (n - 1)

-- wrong: the result is not positive when the table is all zeros
{-@ positiveTotal :: Table -> Nat -> {v:Score | v > 0} @-}
positiveTotal :: Table -> Int -> Score
positiveTotal f 0 = f 0
positiveTotal f n = f n + positiveTotal f (n - 1)

type Name = String
type Names = [Name]

{-@ firstName :: {v:Names | len v > 0} -> Name @-}
firstName :: Names -> Name
firstName (x:_) = x

-- wrong: the empty list has no first name
{-@ lastName :: Names -> Name @-}
lastName :: Names -> Name
lastName xs = firstName (reverse xs)

data Box t a = Box a
data Tag
type Tagged = Box Tag
type Row a = [a]
type Rows a = Row a

{-@ unbox :: Tagged {v:Int | v > 0} -> {v:Int | v > 0} @-}
unbox :: Tagged Int -> Int
unbox (Box x) = x

{-@ heads :: Rows {v:Int | v > 0} -> {v:Int | v >= 0} @-}
heads :: Rows Int -> Int
heads (x:_) = x
heads [] = 0

-- wrong: the second element is not positive
{-@ rows :: Rows {v:Int | v > 0} @-}
rows :: Rows Int
rows = [3, 0]
