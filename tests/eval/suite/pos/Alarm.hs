-- A counterexample on a pos file's function that is not declared `fail`:
-- a false alarm, as the suite counts it.
-- SUITE: ok concrete
module Alarm where

{-@
ok :: {v:Int | v > 0}
@-}
ok :: Int
ok = 1
