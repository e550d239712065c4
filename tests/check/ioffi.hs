{-# LANGUAGE ForeignFunctionInterface #-}
-- Foreign imports: lhx does not run C. An import with an `assume`
-- signature gives its callers a value its type allows (its precondition
-- checked at each call); one without gives any value of its type.
module Ioffi where

import Foreign.C.Types

{-@ embed CInt as int @-}

{-@ assume c_twice :: x:{CInt | x > 0} -> IO {v:CInt | v = x + x} @-}
foreign import ccall unsafe "twice" c_twice :: CInt -> IO CInt

foreign import ccall unsafe "stdlib.h abs" c_abs :: CInt -> IO CInt

-- The import's result is 6: none.
main :: IO ()
main = do
  n <- c_twice 3
  print (fromIntegral (100 `div` n) :: Int)

-- The import's precondition broken.
badArg :: IO ()
badArg = do
  n <- c_twice 0
  print (fromIntegral n :: Int)

-- Nothing is known of c_abs's result: it may be 0.
unknown :: IO ()
unknown = do
  n <- c_abs 7
  print (fromIntegral (100 `div` n) :: Int)
