{-@ LIQUID "--reflection" @-}
-- A function input answers equal arguments equally, also when the
-- arguments are data it must not evaluate, built twice by the
-- specification: `f []` and `f []` are one answer, `f [x]` and `f (x:[])`
-- too; `f []` and `f [x]` may differ.
module LazyArgs where

{-@ sameEmpty :: f:([a] -> a) -> {f [] == f []} @-}
sameEmpty :: ([a] -> a) -> ()
sameEmpty _ = ()

{-@ sameSingleton :: f:([Int] -> Int) -> x:Int -> {f (x:[]) == f [x]} @-}
sameSingleton :: ([Int] -> Int) -> Int -> ()
sameSingleton _ _ = ()

{-@ emptyIsSingleton :: f:([Int] -> Int) -> x:Int -> {f [] == f [x]} @-}
emptyIsSingleton :: ([Int] -> Int) -> Int -> ()
emptyIsSingleton _ _ = ()

-- Code is pure: one function applied to equal arguments is one value, so an
-- argument built by a call (the code's inc goes through its contract's
-- check, the specification's is inc itself) is the same argument, evaluated
-- or not, and so is a partial application.
{-@ reflect inc @-}
inc :: Int -> Int
inc x = x + 1

{-@ viaCall :: f:([Int] -> Int) -> x:Int -> {v:Int | v == f [inc x]} @-}
viaCall :: ([Int] -> Int) -> Int -> Int
viaCall f x = f [inc x]

{-@ viaCallWrong :: f:([Int] -> Int) -> x:Int -> {v:Int | v == f [inc x]} @-}
viaCallWrong :: ([Int] -> Int) -> Int -> Int
viaCallWrong f _ = f []

{-@ reflect add @-}
add :: Int -> Int -> Int
add x y = x + y

{-@ partial :: f:((Int -> Int) -> Int) -> n:Int -> {v:Int | v == f (add n)} @-}
partial :: ((Int -> Int) -> Int) -> Int -> Int
partial f n = f (add n)
