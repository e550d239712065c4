{-@ LIQUID "--reflection" @-}
module Compose where

-- Function composition (.) in a refinement

{-@ reflect apply @-}
apply :: (Int -> Int) -> Int -> Int
apply f x = f x

{-@ reflect inc @-}
inc :: Int -> Int
inc x = x + 1

{-@ composed :: f:(Int -> Int) -> x:Int -> {apply (inc . f) x == inc (f x)} @-}
composed :: (Int -> Int) -> Int -> ()
composed _ _ = ()

-- wrong: inc . f is not f . inc
{-@ swapped :: f:(Int -> Int) -> x:Int -> {apply (inc . f) x == f (inc x)} @-}
swapped :: (Int -> Int) -> Int -> ()
swapped _ _ = ()
