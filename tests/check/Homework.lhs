Homework 1: sized lists
=======================

A homework in the style of a LiquidHaskell course: a list type with a size
measure, `die` and `lAssert` helpers, and `prop_` properties that call
`lAssert`. Two mistakes are left in: `safeHead` lacks the precondition that
would rule out the empty list, and `prop_add` states the wrong size.

> module Homework where
>
> import Prelude hiding (length)

> {-@ die :: {v:String | false} -> a @-}
> die :: String -> a
> die msg = error msg

> {-@ lAssert :: {v:Bool | v} -> a -> a @-}
> lAssert :: Bool -> a -> a
> lAssert True  x = x
> lAssert False _ = die "lAssert failed"

> data List a = Emp | a ::: List a
> infixr 5 :::

> {-@ measure size @-}
> size :: List a -> Int
> size Emp        = 0
> size (_ ::: xs) = 1 + size xs

> {-@ empty :: {v:List a | size v = 0} @-}
> empty :: List a
> empty = Emp

> {-@ add :: a -> xs:List a -> {v:List a | size v = size xs + 1} @-}
> add :: a -> List a -> List a
> add x xs = x ::: xs

> {-@ safeHead :: List a -> a @-}
> safeHead :: List a -> a
> safeHead Emp       = die "empty list"
> safeHead (x ::: _) = x

> prop_size :: Bool
> prop_size = lAssert (size (add 1 (add 2 empty)) == 2) True

> prop_add :: List Int -> Bool
> prop_add xs = lAssert (size (add 0 xs) == size xs + 2) True
