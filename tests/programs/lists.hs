-- Lists, Maybe, Either and tuples from the Prelude
-- (pure functions; IO actions are run too: tests/engine/io.hs).
module Lists where

doubleAll :: [Int] -> [Int]
doubleAll = map (* 2)

evens :: [Int] -> [Int]
evens = filter even

total :: [Int] -> Int
total = foldr (+) 0

pairUp :: [a] -> [b] -> [(a, b)]
pairUp xs ys = zip xs ys

safeHead :: [a] -> Maybe a
safeHead []      = Nothing
safeHead (x : _) = Just x

withDefault :: a -> Maybe a -> a
withDefault d Nothing  = d
withDefault _ (Just x) = x

classify :: Int -> Either String Int
classify n
  | n < 0     = Left "negative"
  | otherwise = Right n

fromEither :: Either String Int -> Int
fromEither = either length id

swap :: (a, b) -> (b, a)
swap (a, b) = (b, a)

triple :: a -> b -> c -> (a, b, c)
triple a b c = (a, b, c)

summary :: [Int] -> (Int, Int, Maybe Int)
summary xs = (length ys, sum ys, safeHead (reverse ys))
  where ys = doubleAll xs ++ evens xs
