-- Signatures for the refinement-logic tests (tests/unit/test_logic.c). The
-- tests build their bodies by hand as IR calling the lhx.logic.*
-- primitives (Haskell cannot name them); these binders give each entry its
-- argument types and make sure the program describes Int, Integer, Double,
-- Char, Bool, lists and pairs.
module Logic where

int1 :: Int -> Bool
int1 x = x > 0

int2 :: Int -> Int -> Bool
int2 x y = x > y

integer1 :: Integer -> Bool
integer1 x = x > 0

double1 :: Double -> Bool
double1 x = x > 0

char1 :: Char -> Bool
char1 c = c > 'a'

bool1 :: Bool -> Bool
bool1 b = not b

ints1 :: [Int] -> Bool
ints1 xs = null xs

pair1 :: (Int, Bool) -> Bool
pair1 (x, b) = x > 0 && b
