-- Concrete and heavy: sum [1 .. 200000] through the Prelude's list
-- functions. The assertion holds, so the whole (one-path) tree is run.
module Sum where

import Lhx.Symbolic (assert)

total :: Bool
total = assert (sum [1 .. 200000 :: Int] == 20000100000) True
