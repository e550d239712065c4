A literate program with bird tracks. Prose mentioning {-@ notASpec :: Int @-}
is not code.

> module Bird where

An annotation spanning several bird-track lines:

> {-@ incr :: x:Int
>          -> {v:Int | v > x} @-}
> incr :: Int -> Int
> incr x = x + 1

> {-@ measure size :: [a] -> Int
>     size []     = 0
>     size (x:xs) = 1 + size xs
>   @-}
