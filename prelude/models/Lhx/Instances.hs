-- | Not a model: this module only mentions the instance dictionaries that an
-- entry point may need when lhx instantiates a polymorphic function at Int
-- (Eq Int, Ord Int, Num Int, Show Int, and their list, tuple and Maybe
-- versions), at Double (Fractional, Floating, RealFrac, RealFloat: the
-- type lhx picks when Int has no instance), and at the list and Maybe
-- constructors (Functor, Foldable, Monad: the types lhx picks for a type
-- variable of a higher kind), so that their definitions are loaded with
-- the prelude.
module Lhx.Instances (eqs, ords, nums, showings, fractionals, floatings, realFracs, realFloats,
                      functors, foldables, monads) where

eqs :: [Bool]
eqs = [ (0 :: Int) == 0, 'a' == 'a', (0 :: Integer) == 0, (0 :: Double) == 0, True == True
      , [0 :: Int] == [], (0 :: Int, 0 :: Int) == (0, 0), Just (0 :: Int) == Nothing, () == ()
      , "a" == "b" ]

ords :: [Ordering]
ords = [ compare (0 :: Int) 0, compare 'a' 'b', compare (0 :: Integer) 0, compare (0 :: Double) 0
       , compare [0 :: Int] [], compare (0 :: Int, 0 :: Int) (0, 0), compare (Just (0 :: Int)) Nothing
       , compare True False ]

nums :: (Int, Integer, Double)
nums = (0 + 1 * 2 - abs 3 + signum 4 + fromInteger 5, 0 + 1 * 2 - 3, 0 + 1 * 2 - 3 / 4)

showings :: [String]
showings = [ show (0 :: Int), show 'a', show (0 :: Integer), show (0 :: Double), show True
        , show [0 :: Int], show (0 :: Int, 0 :: Int), show (Just (0 :: Int)), show "s" ]

fractionals :: [Double]
fractionals = [1 / 2, recip 2, fromRational 1]

floatings :: [Double]
floatings = [sqrt 2, exp 1, log 2, sin 1, cos 1, pi ** 2, logBase 2 8]

realFracs :: [Int]
realFracs = [truncate (1.5 :: Double), round (1.5 :: Double), floor (1.5 :: Double), ceiling (1.5 :: Double)]

realFloats :: [Bool]
realFloats = [isNaN (1 :: Double), isInfinite (1 :: Double)]

functors :: ([Int], Maybe Int)
functors = (fmap (+ 1) [1], fmap (+ 1) (Just 1))

foldables :: (Int, Int)
foldables = (sum [1 :: Int], foldr (+) 0 (Just (1 :: Int)))

monads :: ([Int], Maybe Int)
monads = ([1] >>= \x -> return x, Just 1 >>= \x -> return x)
