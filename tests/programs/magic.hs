-- GHC's magic Ids: seq, coerce, unsafeCoerce, lazy, inline, oneShot,
-- and a newtype (erased by casts).
module Magic where

import Data.Coerce (coerce)
import GHC.Exts (lazy, inline, oneShot)
import Unsafe.Coerce (unsafeCoerce)

newtype Age = Age Int

ages :: [Int] -> [Age]
ages = coerce

strictPair :: a -> b -> (a, b)
strictPair a b = a `seq` b `seq` (a, b)

trustMe :: Int -> Word
trustMe = unsafeCoerce

magics :: (Int, Bool, Int)
magics = (lazy (1 :: Int), inline not True, oneShot (+ 1) (2 :: Int))
