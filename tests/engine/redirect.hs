-- A caller that is right for the real callee: double n is never 7. With
-- double redirected to an abstract version (any Int), it can be.
module Redirect where

import Lhx.Symbolic (assert)

double :: Int -> Int
double x = x + x

useDouble :: Int -> Bool
useDouble n = assert (double n /= 7) True
