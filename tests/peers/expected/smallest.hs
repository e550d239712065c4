import Prelude hiding (reverse)
import qualified Data.Map as M
import Forms
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
import qualified Data.Map.Internal as Peer'L2
-- ---- Measures and walkers -------------------------------------------------------------

-- ---- The callees, through their contracts (at the checked function's calls) ------------


-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: Int -> M.Map Int (Int, Int) -> Int
peer'det _ m = case M.toList m of
  []           -> -1
  ((i, _) : _) -> i

-- ---- The property --------------------------------------------------------------------

peer'test :: Peer'L1.Int -> (Peer'L2.Map Peer'L1.Int (Peer'L1.Int, Peer'L1.Int)) -> P'.IO Peer'Outcome
peer'test peer'a1 peer'a2 = peer'outcome (((peer'a1 P'.> 0)) P'.&& ((peer'walkMap (\peer'e3 -> ((0 P'.<= peer'e3) P'.&& (peer'e3 P'.< peer'a1))) (\peer'e4 -> (peer'walkTuple2 (P'.const P'.True) (\peer'e6 -> (peer'e6 P'.>= 0)) peer'e4)) peer'a2))) (Peer'E.evaluate (let peer'r = (peer'det peer'a1 peer'a2 :: Peer'L1.Int) in peer'assert ((((0 P'.<= peer'r) P'.&& (peer'r P'.< peer'a1)) P'.|| (peer'r P'.== (P'.negate 1)))) "postcondition of smallest" (Peer'D.rnf peer'r)))

