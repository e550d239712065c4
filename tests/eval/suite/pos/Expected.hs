-- A counterexample on a function the file declares `fail` is expected.
-- SUITE: bad concrete
module Expected where

{-@ fail bad @-}
{-@ bad :: {v:Int | v > 0} @-}
bad :: Int
bad = 0
