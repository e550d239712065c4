module Uninterp where

data Map k v = M

{-@ measure Map_select :: Map k v -> k -> v @-}

{-@ get :: k:k -> m:Map k v -> {v:v | v = Map_select m k} @-}
get :: k -> Map k v -> v
get _ _ = undefined
