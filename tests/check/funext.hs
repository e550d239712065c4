{-@ LIQUID "--reflection" @-}
-- Equality of functions is extensional: two functions are compared at a
-- witness argument the search chooses, so different code computing the
-- same function is equal, and a difference is a counterexample.
module FunExt where

{-@ reflect twice @-}
twice :: Int -> Int
twice x = 2 * x

{-@ reflect selfSum @-}
selfSum :: Int -> Int
selfSum x = x + x

{-@ reflect triple @-}
triple :: Int -> Int
triple x = 3 * x

{-@ sameFun :: () -> { selfSum == twice } @-}
sameFun :: () -> ()
sameFun _ = ()

{-@ otherFun :: () -> { selfSum == triple } @-}
otherFun :: () -> ()
otherFun _ = ()

{-@ getSnd :: () -> {v:((Int, Int) -> Int) | v == snd} @-}
getSnd :: () -> (Int, Int) -> Int
getSnd _ = snd

{-@ getFst :: () -> {v:((Int, Int) -> Int) | v == snd} @-}
getFst :: () -> (Int, Int) -> Int
getFst _ = fst

{-@ reflect one @-}
one :: Int -> Int
one _ = 1

{-@ reflect two @-}
two :: Int -> Int
two _ = 2

{-@ constants :: () -> { one == two } @-}
constants :: () -> ()
constants _ = ()
