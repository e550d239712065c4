{-# LANGUAGE NoImplicitPrelude #-}
-- | lhx prelude model of "GHC.IO.Handle.FD": the standard handles.
--
-- Why: the originals are Handles built by the RTS (file descriptors,
-- MVars, buffers). The models of the actions that take a Handle never
-- examine it, so a standard handle is an opaque value lhx makes up.
module Lhx.Model.GHC.IO.Handle.FD
  ( stdin
  , stdout
  , stderr
  ) where

import GHC.IO.Handle.Types (Handle)
import Lhx.Symbolic (symbolic)

stdin :: Handle
stdin = symbolic

stdout :: Handle
stdout = symbolic

stderr :: Handle
stderr = symbolic
