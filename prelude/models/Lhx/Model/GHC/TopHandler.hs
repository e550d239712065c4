{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "GHC.TopHandler": @runMainIO@, which GHC wraps
-- around a program's @main@ (the binder @:Main.main@).
--
-- Why: the original installs the RTS's signal and exception handlers and
-- flushes the standard handles, none of which lhx runs; what is left is
-- running @main@ itself.
module Lhx.Model.GHC.TopHandler
  ( runMainIO
  ) where

import GHC.Types (IO)

runMainIO :: forall a. IO a -> IO a
runMainIO main = main
