module SpecForms where

-- The forms of LiquidHaskell's specification language that lhx reads and
-- checks (each function once right, once wrong where it has a refinement
-- to violate).

{-@ type Pos = {v:Int | v > 0} @-}
{-@ type ListN a N = {v:[a] | len v = N} @-}
{-@ infixr 5 +++ @-}

-- a refinement without a binder: v, or the argument's name
{-@ incr :: x:{Int | x >= 0} -> {Int | v > x} @-}
incr :: Int -> Int
incr x = x + 1

{-@ incrBad :: x:{Int | x >= 0} -> {Int | v > x} @-}
incrBad :: Int -> Int
incrBad x = x * 2

-- several names in one signature; assume alone on its line
{-@ two, one :: Pos @-}
two :: Int
two = 2
one :: Int
one = 0

{-@ assume
    trusted :: Int -> Pos @-}
trusted :: Int -> Int
trusted x = if x > 0 then x else 1

-- a binder on the result
{-@ self :: xs:[a] -> ys:[a] @-}
self :: [a] -> [a]
self xs = xs

-- alias value arguments: bare, parenthesised, braced
{-@ single :: x:a -> ListN a 1 @-}
single :: a -> [a]
single x = [x]

{-@ double :: xs:[a] -> ListN a (len xs + len xs) @-}
double :: [a] -> [a]
double xs = xs ++ xs

{-@ doubleBad :: xs:[a] -> ListN a {len xs + len xs} @-}
doubleBad :: [a] -> [a]
doubleBad xs = xs

-- tuple, list and character literals; ==>
{-@ pair :: x:Int -> {p:(Int, Int) | p == (x, x)} @-}
pair :: Int -> (Int, Int)
pair x = (x, x + 1)

{-@ lst :: {v:[Int] | v == [1, 2]} @-}
lst :: [Int]
lst = [1, 2]

{-@ chr :: {v:Char | v == 'a'} @-}
chr :: Char
chr = 'b'

{-@ impl :: x:Int -> {v:Bool | v ==> x > 0} @-}
impl :: Int -> Bool
impl x = x >= 0

-- an operator declared infix, its signature written bare
{-@ +++ :: xs:[a] -> ys:[a] -> {v:[a] | len v = len xs + len ys} @-}
(+++) :: [a] -> [a] -> [a]
[] +++ ys = ys
(x : xs) +++ ys = x : (xs +++ ys)

-- a qualifier is read; decrease names the argument the termination check measures
{-@ qualif Above(v:Int, x:Int): v > x @-}
{-@ decrease count 1 @-}
{-@ count :: Nat -> Nat @-}
count :: Int -> Int
count 0 = 0
count n = count (n - 1)
