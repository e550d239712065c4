module Ueq where

-- LiquidHaskell's ~~ (equality whatever the sorts)

{-@ greeting :: () -> {v:String | v ~~ "hi"} @-}
greeting :: () -> String
greeting _ = "hi"

-- wrong: "ho" is not "hi"
{-@ wrongGreeting :: () -> {v:String | v ~~ "hi"} @-}
wrongGreeting :: () -> String
wrongGreeting _ = "ho"
