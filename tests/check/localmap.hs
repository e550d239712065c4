-- A type of the module named like a library type (Data.Map's Map): lhx's library
-- spec of Data.Map (its invariant, its measures) says nothing about it.
module LocalMap where

data Map k v = Tip | Bin k v (Map k v)

{-@ data Bag a = Bag { contents :: Map a {v:Int | v > 0} } @-}
data Bag a = Bag { contents :: Map a Int }

{-@ emptyBag :: Bag a @-}
emptyBag :: Bag a
emptyBag = Bag Tip

{-@ one :: a -> Bag a @-}
one :: a -> Bag a
one x = Bag (Bin x 1 Tip)

-- Wrong: a count of 0 in the bag.
{-@ zero :: a -> Bag a @-}
zero :: a -> Bag a
zero x = Bag (Bin x 0 Tip)
