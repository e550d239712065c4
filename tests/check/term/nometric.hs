module NoMetric where

-- ack and merge without their metrics: LiquidHaskell's default metric fails
{-@ ack :: m:Nat -> n:Nat -> Nat @-}
ack :: Int -> Int -> Int
ack 0 n = n + 1
ack m 0 = ack (m - 1) 1
ack m n = ack (m - 1) (ack m (n - 1))

{-@ merge :: xs:[Int] -> ys:[Int] -> [Int] @-}
merge :: [Int] -> [Int] -> [Int]
merge [] ys = ys
merge xs [] = xs
merge (x : xs) (y : ys)
  | x <= y = x : merge xs (y : ys)
  | otherwise = y : merge (x : xs) ys

-- structural recursion on the second argument: the default metric takes it
{-@ member :: Int -> [Int] -> Bool @-}
member :: Int -> [Int] -> Bool
member _ [] = False
member x (y : ys) = x == y || member x ys

-- counts up to hi: the metric is hi - lo
{-@ range :: lo:Int -> hi:Int -> [Int] @-}
range :: Int -> Int -> [Int]
range lo hi = if lo < hi then lo : range (lo + 1) hi else []
