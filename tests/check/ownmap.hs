-- Which type a declaration names. A type of the user's own named like a
-- library's (Data.Map's Map): lhx's library spec of Data.Map (its invariant
-- on maps) says nothing of it. A refined data declaration of a type nothing
-- uses (GHC leaves it out): it constrains no value, and is no error.
module OwnMap where

data Map k v = Tip | Bin Int k v (Map k v) (Map k v)

{-@ measure mapSize @-}
mapSize :: Map k v -> Int
mapSize Tip = 0
mapSize (Bin n _ _ _ _) = n

{-@ single :: k -> v -> {m:Map k v | mapSize m = 1} @-}
single :: k -> v -> Map k v
single k v = Bin 1 k v Tip Tip

{-@ data Unused = Unused { count :: {n:Int | n > 0} } @-}
data Unused = Unused Int
