{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash, UnboxedTuples #-}
-- | lhx prelude model of "System.Exit": ending the program.
--
-- Why: the originals throw an ExitCode exception that the RTS's top handler
-- turns into the process's exit. Exiting is not a failure of the program
-- (LiquidHaskell gives `exitFailure :: IO a` no precondition), so the model
-- ends the path without a counterexample: nothing after it runs, as
-- nothing after the real exit does. The exit code is evaluated first, as
-- the original examines it. (A handler that catches the exception is left
-- out.)
module Lhx.Model.System.Exit
  ( exitWith
  , exitFailure
  , exitSuccess
  ) where

import GHC.Base (seq)
import GHC.Types (Bool (..), IO (..))
import GHC.IO.Exception (ExitCode)
import Lhx.Symbolic (assume, symbolic)

exitWith :: forall a. ExitCode -> IO a
exitWith code = IO (\s -> case code `seq` assume False () of () -> (# s, symbolic #))

exitFailure :: forall a. IO a
exitFailure = IO (\s -> case assume False () of () -> (# s, symbolic #))

exitSuccess :: forall a. IO a
exitSuccess = IO (\s -> case assume False () of () -> (# s, symbolic #))
