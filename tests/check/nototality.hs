{-@ LIQUID "--no-totality" @-}
-- With --no-totality, incomplete patterns and guards are no violation;
-- error still is.
module NoTotality where

{-@ lastTwo :: [Int] -> Int @-}
lastTwo :: [Int] -> Int
lastTwo xs = case reverse xs of
  (a : b : _) -> a + b

{-@ clamp :: Int -> Int @-}
clamp :: Int -> Int
clamp n
  | n > 100 = 100
  | n >= 0 = n

{-@ firstOr :: [Int] -> Int @-}
firstOr :: [Int] -> Int
firstOr [] = error "no first"
firstOr (x : _) = x
