-- The paper's zip (PLDI'19 §2.4): LiquidHaskell rejects it, and lhx shows
-- why: zip [] [0] satisfies the precondition but calls die.
module Demo where

import Prelude hiding (zip)

{-@ measure size @-}
size :: [a] -> Int
size []       = 0
size (_ : xs) = 1 + size xs

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg

{-@ zip :: xs:[a] -> {ys:[b] | size xs > 0 => size ys > 0} -> [(a, b)] @-}
zip :: [a] -> [b] -> [(a, b)]
zip []       []       = []
zip (x : xs) (y : ys) = (x, y) : zip xs ys
zip _        _        = die "Bad call to zip"
