module ReflectPle where

{-@ LIQUID "--ple" @-}

{-@ reflect fib @-}
{-@ fib :: {n:Int | n >= 0} -> {v:Int | v >= 0} @-}
fib :: Int -> Int
fib n = if n <= 1 then n else fib (n - 1) + fib (n - 2)

{-@ fibTwo :: {n:Int | n == 2} -> {v:Int | v == fib n} @-}
fibTwo :: Int -> Int
fibTwo _ = 1
