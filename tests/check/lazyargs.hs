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
