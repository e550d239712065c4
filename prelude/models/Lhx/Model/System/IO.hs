{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "System.IO": the console and file actions.
--
-- Why: the originals write to and read from GHC's Handles (MVars, buffers,
-- encoders and the RTS), which lhx does not run; what a program can
-- observe of them is modelled instead. An IO action is a function of the
-- state token, run when the program runs it (never when it is built):
--
--   * output forces what it writes, character by character and in order,
--     as the real ones do while writing (a string that crashes crashes the
--     action); the text itself goes nowhere;
--   * input is a fresh symbolic value of its type (any line, any contents),
--     made anew each time the action runs; a file name is forced first, as
--     opening the file does. End of input and I/O errors are left out.
module Lhx.Model.System.IO
  ( putStr
  , putStrLn
  , print
  , putChar
  , hPrint
  , getLine
  , getContents
  , getChar
  , readFile
  , writeFile
  , appendFile
  , interact
  , readLn
  , readIO
  ) where

import GHC.Base (String, seq, ($))
import GHC.Types (IO (..), Char)
import GHC.Show (Show (..))
import GHC.Read (Read)
import GHC.IO (FilePath)
import GHC.IO.Handle.Types (Handle)
import Lhx.Symbolic (symbolic)

putStr :: String -> IO ()
putStr str = IO (\s -> case lhx_forceString str of () -> (# s, () #))

putStrLn :: String -> IO ()
putStrLn str = IO (\s -> case lhx_forceString str of () -> (# s, () #))

print :: forall a. Show a => a -> IO ()
print x = putStrLn (show x)

putChar :: Char -> IO ()
putChar c = IO (\s -> c `seq` (# s, () #))

hPrint :: forall a. Show a => Handle -> a -> IO ()
hPrint h x = h `seq` putStrLn (show x)

getLine :: IO String
getLine = IO (\s -> (# s, symbolic #))

getContents :: IO String
getContents = IO (\s -> (# s, symbolic #))

getChar :: IO Char
getChar = IO (\s -> (# s, symbolic #))

readFile :: FilePath -> IO String
readFile path = IO (\s -> case lhx_forceString path of () -> (# s, symbolic #))

writeFile :: FilePath -> String -> IO ()
writeFile path str = IO (\s -> case lhx_forceString path of () -> case lhx_forceString str of () -> (# s, () #))

appendFile :: FilePath -> String -> IO ()
appendFile = writeFile

interact :: (String -> String) -> IO ()
interact f = IO (\s -> case lhx_forceString (f symbolic) of () -> (# s, () #))

-- | A value read from the input: any value of its type (a line that does
-- not parse is an I/O error, left out as the others are).
readLn :: forall a. Read a => IO a
readLn = IO (\s -> (# s, symbolic #))

readIO :: forall a. Read a => String -> IO a
readIO str = IO (\s -> case lhx_forceString str of () -> (# s, symbolic #))

lhx_forceString :: String -> ()
lhx_forceString []       = ()
lhx_forceString (c : cs) = c `seq` lhx_forceString cs
