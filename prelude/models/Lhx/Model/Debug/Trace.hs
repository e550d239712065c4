{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Debug.Trace": @trace@.
--
-- Why: @trace@ prints its message through @unsafePerformIO@ and the RTS's
-- @debugBelch@, which lhx cannot execute. The model keeps what the program
-- can observe: the message is evaluated in full before the value is
-- returned (a message that crashes crashes @trace@), and the value is
-- returned unchanged. The printing itself is left out: it changes no value.
module Lhx.Model.Debug.Trace
  ( trace
  ) where

import GHC.Base (String, seq)

-- | @trace msg x@ is @x@, once @msg@ has been evaluated.
trace :: forall a. String -> a -> a
trace msg x = lhx_forceString msg `seq` x

lhx_forceString :: String -> ()
lhx_forceString []       = ()
lhx_forceString (c : cs) = c `seq` lhx_forceString cs
