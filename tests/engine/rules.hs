-- One entry (or a few) per reduction rule of PLDI'19 Fig. 6-7, and the
-- GHC Core features the engine adds: polymorphism, type classes, seq,
-- error/undefined/incomplete patterns, Control.Exception.assert.
-- The unit tests (tests/unit/test_engine.c) state what each must give.
{-# OPTIONS_GHC -Wno-incomplete-patterns #-}
module Rules where

import qualified Control.Exception as E
import Lhx.Symbolic (assert, assume, choice, symbolic)

-- ---- Var, Var-Red ---------------------------------------------------------

-- Var: a variable bound to another cell.
varRule :: Int -> Bool
varRule x = let y = x in assert (y /= 5) True

-- Var-Red: `count n` costs O(n) steps; shared, it is reduced once.
count :: Int -> Int
count n = if n == 0 then 0 else 1 + count (n - 1)

countOnce :: Int
countOnce = count 200

countShared :: Int
countShared = let y = count 200 in y + y

countTwice :: Int
countTwice = count 200 + count 200

-- A shared symbolic thunk is one value: y == y always holds. (y's
-- definition must not be trivial: GHC's simple optimiser, even at -O0,
-- inlines `let y = symbolic @Int`, which makes two generators.)
sharedSymbolic :: Bool
sharedSymbolic = let y = (symbolic :: Int) + 0 in assert (y == y) True

-- Two generators are two values: they can differ.
twoSymbolics :: Bool
twoSymbolics = assert ((symbolic :: Int) == symbolic) True

-- ---- Let, let rec -------------------------------------------------------------

letRule :: Int -> Bool
letRule x = let y = x + 1 in assert (y /= 3) True

-- Let does not evaluate: the error bound to y is never reached.
letLazy :: Int -> Bool
letLazy x = let y = error "never" :: Int in assert (x /= 4) (y `seq` False || True)

-- let rec: a cyclic list, and two mutually recursive local functions that
-- capture the argument `step` (so they stay a local let rec).
letRecData :: Int -> Bool
letRecData n = let xs = n : xs in assert (sum (take 3 xs) /= 6) True

letRecFun :: Int -> Int -> Bool
letRecFun step n =
  let evens k = k == 0 || odds (k - step)
      odds k = k /= 0 && evens (k - step)
   in assume (step == 1 && n >= 0 && n < 10) (assert (not (evens n) || n < 6) True)

-- ---- App, App-Lam -----------------------------------------------------------

twice :: (a -> a) -> a -> a
twice g x = g (g x)

appRule :: Int -> Bool
appRule x = assert (twice (+ 1) x /= 10) True

add3 :: Int -> Int -> Int -> Int
add3 a b c = a + b + c

-- A partial application saturated later, and an over-saturated call.
appPartial :: Int -> Bool
appPartial x = let f = add3 1 in assert (f 2 x /= 10) True

pick :: Int -> (Int -> Int)
pick k = if k > 0 then (* 2) else negate

appOver :: Int -> Int -> Bool
appOver k x = assert (pick k x /= 14 || k <= 0) True

-- ---- Pr, Pr-L, Pr-R ---------------------------------------------------------------

prRule :: Int -> Int -> Bool
prRule x y = assert (x * 2 + y /= 7 || y /= 1) True

-- integerAdd is a primitive strict in both arguments: the left one first.
prLeftFirst :: Integer
prLeftFirst = error "left" + error "right"

prRight :: Integer -> Integer
prRight a = 1 + (if a == 0 then error "right" else a)

-- ---- Case-Ev, Case, Case-Sym -----------------------------------------------------------

classify :: Int -> Int
classify 0 = 10
classify 1 = 20
classify _ = 30

caseConcrete :: Bool
caseConcrete = assert (classify 1 == 20 && classify 7 == 30 && classify 0 == 10) True

caseLit :: Int -> Bool
caseLit x = assert (classify x /= 30) True

-- Case-Sym on a symbolic Int: one path per literal and one for the default.
caseSymInt :: Int -> Int
caseSymInt = classify

-- Case-Sym on a symbolic list: one path per constructor.
listShape :: [Int] -> Int
listShape [] = 0
listShape [_] = 1
listShape _ = 2

-- Lazily: only the prefix that is looked at is built (the input is
-- potentially infinite).
lazyList :: [Int] -> Bool
lazyList xs = assert (take 2 xs /= [1, 2]) True

-- Case-Ev evaluates the scrutinee, Case binds the constructor's fields.
data Shape = Circle Int | Rect Int Int | Empty

shapeArea :: Shape -> Int
shapeArea (Circle r) = 3 * r * r
shapeArea (Rect w h) = w * h
shapeArea Empty = 0

caseData :: Shape -> Bool
caseData s = assert (shapeArea s /= 12) True

shapeTag :: Shape -> Int
shapeTag (Circle _) = 1
shapeTag (Rect _ _) = 2
shapeTag Empty = 3

-- Derived instances on symbolic data: dataToTag# / tagToEnum# on a
-- symbolic enumeration. The only counterexample: a = Blue, b = Green.
data Color = Red | Green | Blue deriving (Eq, Ord, Show, Enum, Bounded)

colorOrd :: Color -> Color -> Bool
colorOrd a b = assert (a < b || a == b || b == Red) True

-- GHC: ([Red,Green,Blue], "[Red,Blue]", Green, True, 2)
colorConcrete :: ([Color], String, Color, Bool, Int)
colorConcrete = ([minBound .. maxBound], show [Red, Blue], succ Red, Green < Blue, fromEnum Blue)

-- Record selectors: py of a Q is a crash.
data Point = P {px :: Int, py :: Int} | Q {px :: Int}

recordField :: Point -> Bool
recordField p = assert (px p == 0 || py p /= 3) True

-- ---- Ch-L, Ch-R ----------------------------------------------------------------

choiceValues :: Int
choiceValues = (1 :: Int) `choice` 2

choiceRight :: Int
choiceRight = assert (choice True False) 0

-- ---- Sym-Gen -------------------------------------------------------------

symGenInt :: Bool
symGenInt = let x = symbolic :: Int in assert (x * x /= 49) True

symGenBool :: Int
symGenBool = if symbolic then 1 else 2

symGenList :: Int
symGenList = length (take 2 (symbolic :: [Int]))

-- ---- Assume ---------------------------------------------------------------------

assumeHolds :: Int -> Bool
assumeHolds x = assume (x > 10) (assert (x > 5) True)

assumeDrops :: Int -> Bool
assumeDrops x = assume (x > 0) (assert (x /= 3 && x /= -3) True)

assumeValues :: Int -> Int
assumeValues x = assume (x > 0) (if x > 5 then 1 else 2)

-- ---- Assert, Assert-Crash ---------------------------------------------------------

assertRule :: Int -> Int
assertRule x = assert (x < 100) x

-- ---- Polymorphism, type classes ---------------------------------------------------

polyRev :: Eq a => [a] -> Bool
polyRev xs = assert (reverse xs == xs) True

polyLen :: [a] -> Bool
polyLen xs = assert (length xs /= 2) True

class HasArea a where
  area :: a -> Int
  label :: a -> String
  label _ = "shape"

newtype Square = Square Int

data Box = Box Int Int

instance HasArea Square where
  area (Square s) = s * s
  label _ = "square"

instance HasArea Box where
  area (Box w h) = w * h

instance HasArea Int where
  area n = n + 1

classSquare :: Square -> Bool
classSquare sq = assert (area sq /= 9) True

classBox :: Box -> Bool
classBox b = assert (area b /= 6 || label b /= "shape") True

-- A constrained entry: instantiated at Int, with the user's instance.
classPoly :: HasArea a => a -> Bool
classPoly x = assert (area x /= 4) True

-- ---- seq, crashes ---------------------------------------------------------------

seqRule :: Int -> Int
seqRule x = if x == 2 then (error "forced" :: Int) `seq` x else x

seqWhnf :: Int -> Int
seqWhnf x = (undefined :: Int, x) `seq` x

errorRule :: Int -> Int
errorRule x = if x == 3 then error "three" else x

undefinedRule :: Int -> Int
undefinedRule x = if x == 4 then undefined else x

partial :: Int -> Int
partial 0 = 1

incomplete :: Int -> Int
incomplete x = partial (x - 6)

ceAssert :: Int -> Int
ceAssert x = E.assert (x /= 7) x
