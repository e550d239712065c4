{-@ LIQUID "--total-Haskell" @-}
{-@ LIQUID "--no-termination" @-}
module TotalHaskell where

-- --total-Haskell checks termination even under --no-termination
{-@ fib :: Nat -> Nat @-}
fib :: Int -> Int
fib 0 = 0
fib 1 = 1
fib n = fib n + fib (n - 2)
