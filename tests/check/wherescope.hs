module WhereScope where

-- A local signature naming a binder of the enclosing function's where

{-@ total :: [Int] -> Int @-}
total :: [Int] -> Int
total xs = go 0 0
  where
    n = length xs
    {-@ go :: i:{Nat | i <= n} -> Int -> Int / [n - i] @-}
    go :: Int -> Int -> Int
    go i acc
      | i >= n    = acc
      | otherwise = go (i + 1) (acc + xs !! i)

-- wrong: go starts one past the end (i <= n fails)
{-@ pastEnd :: [Int] -> Int @-}
pastEnd :: [Int] -> Int
pastEnd xs = go (n + 1) 0
  where
    n = length xs
    {-@ go :: i:{Nat | i <= n} -> Int -> Int @-}
    go :: Int -> Int -> Int
    go i acc
      | i >= n    = acc
      | otherwise = go (i + 1) (acc + xs !! i)
