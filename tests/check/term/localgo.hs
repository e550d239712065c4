module LocalGo where

-- a local recursive go counting up without a metric
{-@ sumTo :: n:Nat -> Int @-}
sumTo :: Int -> Int
sumTo n = go 0 0
  where
    go i acc = if i == n then acc else go (i + 1) (acc + i)

-- the same counting down terminates
{-@ sumDown :: n:Nat -> Int @-}
sumDown :: Int -> Int
sumDown n = go n 0
  where
    go :: Int -> Int -> Int
    go i acc = if i <= 0 then acc else go (i - 1) (acc + i)

-- a local go with a signature bounding its counter: the metric is n - i
{-@ sumUp :: n:Nat -> Int @-}
sumUp :: Int -> Int
sumUp n = go 0 0
  where
    {-@ go :: {i:Int | i <= n} -> Int -> Int @-}
    go :: Int -> Int -> Int
    go i acc = if i == n then acc else go (i + 1) (acc + i)
