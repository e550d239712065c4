-- | Not a model: this module only mentions the instance dictionaries that an
-- entry point may need when lhx instantiates a polymorphic function at Int
-- (Eq Int, Ord Int, Num Int, Show Int, and their list, tuple and Maybe
-- versions), so that their definitions are loaded with the prelude.
module Lhx.Instances (eqs, ords, nums, showings) where

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
