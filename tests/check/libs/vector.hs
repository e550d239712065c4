-- Data.Vector through lhx's model (prelude/models/Lhx/Model/Data/Vector.hs)
-- and specs/Data.Vector.spec: indexing needs 0 <= i < vlen v, head a
-- non-empty vector; fromList, length and map say what vlen is.
module Vector where

import qualified Data.Vector as V

-- wrong: nothing bounds i above
{-@ at :: V.Vector Int -> {i:Int | 0 <= i} -> Int @-}
at :: V.Vector Int -> Int -> Int
at v i = v V.! i

{-@ safeAt :: v:V.Vector Int -> {i:Int | 0 <= i && i < vlen v} -> Int @-}
safeAt :: V.Vector Int -> Int -> Int
safeAt v i = v V.! i

-- wrong: the vector may be empty
{-@ first :: V.Vector Int -> Int @-}
first :: V.Vector Int -> Int
first v = V.head v

{-@ lastOf :: {v:V.Vector Int | vlen v > 0} -> Int @-}
lastOf :: V.Vector Int -> Int
lastOf v = v V.! (V.length v - 1)

{-@ total :: V.Vector Int -> Int @-}
total :: V.Vector Int -> Int
total v = go 0 0
  where
    go acc i
      | i < V.length v = go (acc + v V.! i) (i + 1)
      | otherwise = acc

{-@ build :: n:Nat -> {v:V.Vector Int | vlen v = n} @-}
build :: Int -> V.Vector Int
build n = V.map (* 2) (V.fromList (replicate n 1))

-- wrong: one element too many
{-@ buildBad :: n:Nat -> {v:V.Vector Int | vlen v = n} @-}
buildBad :: Int -> V.Vector Int
buildBad n = V.fromList (0 : replicate n 1)
