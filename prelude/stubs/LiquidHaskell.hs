-- | Stand-in for LiquidHaskell's "LiquidHaskell" module, so that programs
-- that import it compile without LiquidHaskell.
--
-- 'plugin' is a GHC plugin that does nothing (lhx removes
-- @-fplugin=LiquidHaskell@ from the programs it compiles; if it were left,
-- GHC would run this one harmlessly).  'lq' is the quasi-quoter of
-- @[lq| … |]@ specifications: for GHC they are declarations that declare
-- nothing (lhx reads the specifications from the source text itself), and
-- the quoter is not meant for expressions, patterns or types.
module LiquidHaskell (plugin, lq) where

import GHC.Plugins (Plugin, defaultPlugin)
import Language.Haskell.TH.Quote (QuasiQuoter (..))

plugin :: Plugin
plugin = defaultPlugin

lq :: QuasiQuoter
lq = QuasiQuoter
  { quoteDec  = \_ -> return []
  , quoteExp  = \_ -> fail "lq: LiquidHaskell specifications are declarations"
  , quotePat  = \_ -> fail "lq: LiquidHaskell specifications are declarations"
  , quoteType = \_ -> fail "lq: LiquidHaskell specifications are declarations"
  }
