-- Mutable vectors run on arrays, which lhx does not execute: the check
-- stops as unsupported and names the library function that needs them.
module VectorMutable where

import qualified Data.Vector as V
import qualified Data.Vector.Mutable as MV

{-@ setFirst :: {v:V.Vector Int | vlen v > 0} -> V.Vector Int @-}
setFirst :: V.Vector Int -> V.Vector Int
setFirst v = V.modify (\mv -> MV.write mv 0 1) v
