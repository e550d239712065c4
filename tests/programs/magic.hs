-- GHC's magic Ids: seq, coerce, unsafeCoerce, lazy, inline, oneShot,
-- and a newtype (erased by casts).
module Main where

import Data.Coerce (coerce)
import GHC.Exts (lazy, inline, oneShot)
import Unsafe.Coerce (unsafeCoerce)

newtype Age = Age Int deriving Show

ages :: [Int] -> [Age]
ages = coerce

strictPair :: a -> b -> (a, b)
strictPair a b = a `seq` b `seq` (a, b)

trustMe :: Int -> Word
trustMe = unsafeCoerce

main :: IO ()
main = do
  print (ages [1, 2], strictPair 'a' True, trustMe 3)
  print (lazy (1 :: Int), inline not True, oneShot (+ 1) (2 :: Int), Age 7)
