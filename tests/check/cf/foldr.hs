-- The draft's foldr-based concat (§6.3): foldr is right but its
-- specification says nothing about sizes: lhx blames foldr.
module Foldr where

import Prelude hiding (foldr, concat)

data List a = Emp | a ::: List a
infixr 5 :::

{-@ measure size @-}
size :: List a -> Int
size Emp        = 0
size (_ ::: xs) = 1 + size xs

{-@ measure sizes @-}
sizes :: List (List a) -> Int
sizes Emp          = 0
sizes (xs ::: xss) = size xs + sizes xss

{-@ foldr :: (a -> b -> b) -> b -> List a -> b @-}
foldr :: (a -> b -> b) -> b -> List a -> b
foldr _ z Emp        = z
foldr f z (x ::: xs) = f x (foldr f z xs)

{-@ append :: xs:List a -> ys:List a -> {v:List a | size v = size xs + size ys} @-}
append :: List a -> List a -> List a
append Emp        ys = ys
append (x ::: xs) ys = x ::: append xs ys

{-@ concat :: xss:List (List a) -> {v:List a | size v = sizes xss} @-}
concat :: List (List a) -> List a
concat xss = foldr append Emp xss
