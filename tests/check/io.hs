-- IO actions are run: the state token threaded, IORefs updated in order,
-- output forcing what it prints, input a fresh symbolic value each time.
module Io where

import Data.IORef
import System.Exit (exitFailure)
import Control.Monad (when)
import Language.Haskell.Liquid.Prelude (liquidAssert)

-- Every call meets its callee's precondition: none.
main :: IO ()
main = do
  r <- newIORef (3 :: Int)
  modifyIORef r (+ 1)
  n <- readIORef r
  print (100 `div` n)
  line <- getLine
  when (null line) exitFailure
  putStrLn (show (100 `div` length line))

-- The input line may be empty: div's precondition broken.
divLine :: IO ()
divLine = do
  line <- getLine
  print (100 `div` length line)

-- The IORef holds 1 when it is read: the assertion fails.
counter :: IO ()
counter = do
  r <- newIORef (0 :: Int)
  writeIORef r 5
  atomicModifyIORef' r (\x -> (x - 4, ()))
  v <- readIORef r
  liquidAssert (v == 0) (return ())

-- Output forces the string it writes: the crash in it is reached.
shout :: [Int] -> IO ()
shout xs = putStrLn (show (head xs))

-- A signed action: its refinement is on the value it returns.
{-@ next :: x:Int -> IO {v:Int | v > x} @-}
next :: Int -> IO Int
next x = return (x + 1)

{-@ prev :: x:Int -> IO {v:Int | v > x} @-}
prev :: Int -> IO Int
prev x = return (x - 1)

-- Relies on next's refinement: none.
useNext :: Int -> IO ()
useNext x = do
  y <- next x
  liquidAssert (y > x) (return ())
