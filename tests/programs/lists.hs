-- Lists, Maybe, Either and tuples from the Prelude.
module Main where

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

classify :: Int -> Either String Int
classify n
  | n < 0     = Left "negative"
  | otherwise = Right n

swap :: (a, b) -> (b, a)
swap (a, b) = (b, a)

main :: IO ()
main = do
  let xs = [1, 2, 3, 4, 5] :: [Int]
      ys = doubleAll xs ++ evens xs
  print (length ys, sum ys, total xs)
  print (pairUp xs "abc")
  print (safeHead ys, classify (negate 3), swap (1 :: Int, 'x'))
