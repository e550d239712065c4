{-# LANGUAGE NoImplicitPrelude, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "GHC.IO.Handle.Text": writing to and reading from
-- a Handle (see Lhx.Model.System.IO for why and what is kept: output
-- forces what it writes, input is a fresh symbolic value; the Handle is
-- passed on, never examined).
module Lhx.Model.GHC.IO.Handle.Text
  ( hPutStr
  , hPutStrLn
  , hPutChar
  , hGetLine
  , hGetContents
  , hGetChar
  ) where

import GHC.Base (String, seq)
import GHC.Types (IO (..), Char)
import GHC.IO.Handle.Types (Handle)
import Lhx.Symbolic (symbolic)

hPutStr :: Handle -> String -> IO ()
hPutStr _ str = IO (\s -> case lhx_forceString str of () -> (# s, () #))

hPutStrLn :: Handle -> String -> IO ()
hPutStrLn _ str = IO (\s -> case lhx_forceString str of () -> (# s, () #))

hPutChar :: Handle -> Char -> IO ()
hPutChar _ c = IO (\s -> c `seq` (# s, () #))

hGetLine :: Handle -> IO String
hGetLine _ = IO (\s -> (# s, symbolic #))

hGetContents :: Handle -> IO String
hGetContents _ = IO (\s -> (# s, symbolic #))

hGetChar :: Handle -> IO Char
hGetChar _ = IO (\s -> (# s, symbolic #))

lhx_forceString :: String -> ()
lhx_forceString []       = ()
lhx_forceString (c : cs) = c `seq` lhx_forceString cs
