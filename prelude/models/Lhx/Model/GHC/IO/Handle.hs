{-# LANGUAGE NoImplicitPrelude, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "GHC.IO.Handle": the actions on a Handle that only
-- change how its output is buffered or whether it is open. They change no
-- value the program computes, so each returns at once.
module Lhx.Model.GHC.IO.Handle
  ( hFlush
  , hClose
  , hSetBuffering
  ) where

import GHC.Types (IO (..))
import GHC.IO.Handle.Types (Handle, BufferMode)

hFlush :: Handle -> IO ()
hFlush _ = IO (\s -> (# s, () #))

hClose :: Handle -> IO ()
hClose _ = IO (\s -> (# s, () #))

hSetBuffering :: Handle -> BufferMode -> IO ()
hSetBuffering _ _ = IO (\s -> (# s, () #))
