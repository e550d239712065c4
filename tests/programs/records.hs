-- Records, an infix constructor, where-clauses, guards, and strict fields
-- (which give constructors a wrapper).
module Records where

data Point = Point { px :: !Int, py :: !Int }
  deriving Show

data Person = Person
  { personName :: String
  , personAge  :: Int
  } deriving Show

infixr 5 :+:
data List a = Emp | a :+: List a

data Pair a b = Pair !a b

toList :: List a -> [a]
toList Emp        = []
toList (x :+: xs) = x : toList xs

fromList :: [a] -> List a
fromList = foldr (:+:) Emp

norm1 :: Point -> Int
norm1 p = absX + absY
  where
    absX = abs (px p)
    absY = abs (py p)

-- A where-binding used twice stays a let (one used once is inlined by GHC).
scaled :: Point -> Point
scaled p = Point (k * px p) (k * py p)
  where
    k = px p + py p

category :: Person -> String
category Person { personAge = age }
  | age < 13  = "child"
  | age < 20  = "teen"
  | otherwise = "adult"

birthday :: Person -> Person
birthday p = p { personAge = personAge p + 1 }

firstOf :: Pair a b -> a
firstOf (Pair a _) = a

origin :: Point
origin = Point { px = 0, py = 0 }

showPoint :: Point -> String
showPoint = show
