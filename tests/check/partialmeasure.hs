-- A measure is total in LiquidHaskell's logic: outside its equations it is
-- an arbitrary value (the same one on a path), never a crash.
module PartialMeasure where

data Heap = Empty | Heap Int Heap Heap

{-@ measure top :: Heap -> Int
    top (Heap x l r) = x
  @-}

{-@ peek :: {h:Heap | top h > 0} -> {v:Int | v >= 0} @-}
peek :: Heap -> Int
peek Empty = 0
peek (Heap x _ _) = x

-- the same value every time: top Empty is what the precondition assumed
{-@ again :: {h:Heap | top h > 0} -> {v:Bool | v} @-}
again :: Heap -> Bool
again h = case h of
  Empty -> True
  Heap x _ _ -> x > 0
