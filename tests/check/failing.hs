-- `fail f`: f is expected to be rejected; `ignore g`: g is not checked;
-- `lazy h`: h is checked (only its termination is not).
module Failing where

{-@ fail bump @-}
{-@ bump :: n:Int -> {v:Int | v > n} @-}
bump :: Int -> Int
bump n = n

{-@ ignore skipped @-}
{-@ skipped :: n:Int -> {v:Int | v > n} @-}
skipped :: Int -> Int
skipped n = n

{-@ lazy spin @-}
{-@ spin :: n:Int -> {v:Int | v > n} @-}
spin :: Int -> Int
spin n = if n > 5 then spin n else n
