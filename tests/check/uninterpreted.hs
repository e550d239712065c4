-- Uninterpreted measures: declared by their type alone (no equations, no
-- Haskell function), any function of the logic. `opened` is only known
-- through the types that mention it: `ok` walks through a door `open`
-- promises is opened; `bad` walks through any door (a path lhx cannot
-- replay: it needs `opened` false). `owner`, a measure without arguments,
-- is some user; `mine` may only be given that one. A capitalised measure
-- (Key_of) is a measure, not a constructor.
module Uninterpreted where

data Door = Door Int

{-@ measure opened :: Door -> Bool @-}

{-@ assume open :: d:Door -> {v:Door | opened v} @-}
open :: Door -> Door
open d = d

{-@ walk :: {d:Door | opened d} -> Int @-}
walk :: Door -> Int
walk _ = 1

{-@ ok :: Door -> Int @-}
ok :: Door -> Int
ok d = walk (open d)

{-@ bad :: Door -> Int @-}
bad :: Door -> Int
bad d = walk d

{-@ measure owner :: Int @-}

{-@ mine :: {u:Int | u = owner} -> Int @-}
mine :: Int -> Int
mine u = u

{-@ useMine :: {u:Int | u = owner} -> Int @-}
useMine :: Int -> Int
useMine u = mine u

{-@ measure Key_of :: Door -> Int @-}

{-@ keyed :: d:Door -> {k:Int | k = Key_of d} -> {v:Int | v = Key_of d} @-}
keyed :: Door -> Int -> Int
keyed _ k = k
