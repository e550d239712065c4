-- IO actions under `lhx run`: the state token threaded, IORefs as mutable
-- cells of the path (restored on backtracking), input a fresh symbolic
-- value each time it is read, output forcing its string.
module Io where

import Data.IORef
import Lhx.Symbolic (assert)

-- The IORef holds 11 and old is 6: no counterexample.
refs :: IO ()
refs = do
  r <- newIORef (5 :: Int)
  old <- atomicModifyIORef r (\x -> (x * 2, x + 1))
  atomicModifyIORef' r (\x -> (x + 1, ()))
  modifyIORef r (subtract 1)
  writeIORef r . (+ 1) =<< readIORef r
  n <- readIORef r
  putStrLn (assert (n == 11 && old == 6) "ok")

-- Two lines read are two inputs: they may differ.
twoLines :: IO ()
twoLines = do
  a <- getLine
  b <- getLine
  putStrLn (assert (take 1 a == take 1 b) "same")

-- A branch on an input writes the IORef on one path only: the other path
-- must not see that write.
branches :: IO ()
branches = do
  r <- newIORef (0 :: Int)
  s <- getLine
  if null s then writeIORef r 1 else return ()
  v <- readIORef r
  print (assert (v == 0 || null s) v)

-- Output forces what it prints: the assertion inside the string fails.
printed :: Int -> IO ()
printed x = print (assert (x /= 7) x)
