{-# LANGUAGE NoImplicitPrelude, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "System.Environment": the command line is an
-- input, a fresh symbolic value each time it is read (the originals read
-- the RTS's argv).
module Lhx.Model.System.Environment
  ( getArgs
  , getProgName
  ) where

import GHC.Base (String)
import GHC.Types (IO (..))
import Lhx.Symbolic (symbolic)

getArgs :: IO [String]
getArgs = IO (\s -> (# s, symbolic #))

getProgName :: IO String
getProgName = IO (\s -> (# s, symbolic #))
