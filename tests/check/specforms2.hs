module SpecForms2 () where

-- More forms of LiquidHaskell's specification language, in a module that
-- exports nothing (liquid still checks every signed binder, and so does lhx).

-- an operator reflected, then used in refinements
{-@ reflect <+> @-}
(<+>) :: Int -> Int -> Int
x <+> y = if x > y then x else y

{-@ bigger :: x:Int -> y:Int -> {v:Int | v == x <+> y} @-}
bigger :: Int -> Int -> Int
bigger x y = max x y

{-@ biggerBad :: x:Int -> y:Int -> {v:Int | v == x <+> y} @-}
biggerBad :: Int -> Int -> Int
biggerBad x y = min x y

-- an operator inlined into the logic
{-@ inline ~~ @-}
(~~) :: Int -> Int -> Bool
x ~~ y = x - y <= 1 && y - x <= 1

{-@ near :: x:Int -> {v:Int | v ~~ x} @-}
near :: Int -> Int
near x = x + 1

{-@ nearBad :: x:Int -> {v:Int | v ~~ x} @-}
nearBad :: Int -> Int
nearBad x = x + 2

-- a string literal in a refinement
{-@ greeting :: {v:String | v == "hi"} @-}
greeting :: String
greeting = "hi"

{-@ greetingBad :: {v:String | v == "hi"} @-}
greetingBad :: String
greetingBad = "ho"

{-@ accented :: {v:String | v == "né"} @-}
accented :: String
accented = "n\233"
