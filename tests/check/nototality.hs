{-@ LIQUID "--no-totality" @-}
-- With --no-totality, incomplete patterns and guards are no violation;
-- error still is.
module NoTotality where

{-@ second :: [Int] -> Int @-}
second :: [Int] -> Int
second (_ : y : _) = y

{-@ sign :: Int -> Int @-}
sign :: Int -> Int
sign n
  | n > 0 = 1
  | n < 0 = -1

{-@ firstOr :: [Int] -> Int @-}
firstOr :: [Int] -> Int
firstOr [] = error "no first"
firstOr (x : _) = x
