-- Library functions that programs reach and base gives no unfolding for:
-- Debug.Trace.trace, GHC.Base.eqString (a string literal pattern),
-- GHC.List.$wlenAcc (Data.List.NonEmpty.length), modelled in prelude/models.
module TraceStrings where

import Debug.Trace (trace)
import qualified Data.List.NonEmpty as NE

{-@ traceOk :: x:Int -> {v:Int | v = x} @-}
traceOk :: Int -> Int
traceOk x = trace "seen" x

{-@ greetBad :: String -> {v:Int | v = 0} @-}
greetBad :: String -> Int
greetBad "hi" = 1
greetBad _    = 0

{-@ lenOk :: NE.NonEmpty Int -> {v:Int | v > 0} @-}
lenOk :: NE.NonEmpty Int -> Int
lenOk xs = NE.length xs

{-@ lenBad :: NE.NonEmpty Int -> {v:Int | v > 1} @-}
lenBad :: NE.NonEmpty Int -> Int
lenBad xs = NE.length xs
