import Prelude hiding (reverse)
import qualified Data.Map as M
import Forms
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
-- ---- Measures and walkers -------------------------------------------------------------

-- ---- The callees, through their contracts (at the checked function's calls) ------------


-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: [a] -> Bool
peer'det [] = True
peer'det _  = False

-- ---- The property --------------------------------------------------------------------

peer'test :: [Peer'L1.Int] -> P'.IO Peer'Outcome
peer'test peer'a1 = peer'outcome P'.True (Peer'E.evaluate (let peer'r = (peer'det peer'a1 :: Peer'L1.Bool) in peer'assert ((peer'r P'.== ((P'.length peer'a1) P'.== 0))) "postcondition of isEmpty" (Peer'D.rnf peer'r)))

