-- A measure written both ways: `size` lifted from a Haskell function,
-- `count` given by equations in the spec. Each postcondition is wrong for
-- the empty list.
module Measures where

data Bag = Empty | Put Int Bag

{-@ measure size @-}
size :: Bag -> Int
size Empty     = 0
size (Put _ b) = 1 + size b

{-@ measure count :: Bag -> Int
    count Empty     = 0
    count (Put x b) = 1 + count b
  @-}

{-@ grow :: b:Bag -> {v:Bag | size v = size b + 1} @-}
grow :: Bag -> Bag
grow Empty     = Empty
grow (Put x b) = Put x (Put x b)

{-@ shrink :: b:Bag -> {v:Bag | count v = count b - 1} @-}
shrink :: Bag -> Bag
shrink Empty     = Empty
shrink (Put _ b) = b
