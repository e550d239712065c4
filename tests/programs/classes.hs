-- User classes (with a superclass, and a single-method class), user
-- instances, and derived Eq/Ord/Show instances; Eq/Ord/Num/Show from the
-- Prelude.
module Classes where

data Color = Red | Green | Blue
  deriving (Eq, Ord, Show)

data Shape = Circle Double | Rect Double Double
  deriving (Eq, Show)

-- A single-method class without superclasses: a newtype dictionary.
class Sized a where
  size :: a -> Int

-- A class with an imported superclass.
class Eq a => Finite a where
  universe :: [a]
  count    :: a -> Int

-- A class with a user superclass and a default method.
class Sized a => Named a where
  name     :: a -> String
  describe :: a -> String
  describe x = name x ++ " of size " ++ show (size x)

instance Sized Color where
  size _ = 1

instance Named Color where
  name = show

instance Sized Shape where
  size (Circle _) = 1
  size (Rect _ _) = 2

instance Sized a => Sized [a] where
  size = sum . map size

instance Finite Color where
  universe = [Red, Green, Blue]
  count c = length (filter (/= c) universe)

largest :: Ord a => [a] -> Maybe a
largest [] = Nothing
largest xs = Just (maximum xs)

sameColor :: Color -> Color -> Bool
sameColor a b = a == b

ordering :: Color -> Color -> Ordering
ordering = compare

square :: Num a => a -> a
square x = x * x

showShape :: Shape -> String
showShape = show

totalSize :: [Shape] -> Int
totalSize = size
