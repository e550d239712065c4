-- Concrete and heavy: naive fib 22 (28,656 calls). The assertion holds.
module Fib where

import Lhx.Symbolic (assert)

fib :: Int -> Int
fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)

fib22 :: Bool
fib22 = assert (fib 22 == 17711) True
