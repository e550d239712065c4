import Prelude hiding (reverse, half)
import qualified Data.Map as M
import Forms hiding (half)
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
-- ---- Measures and walkers -------------------------------------------------------------

-- ---- The callees, through their contracts (at the checked function's calls) ------------

half peer'a1 = peer'assert (((((P'.mod peer'a1 2) P'.== 0) P'.&& (peer'a1 P'./= 1)))) "precondition of half" (let peer'r = U'.half peer'a1 in peer'r)

-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: Int -> Int
peer'det n = half (n * 2 + (if n > 2 then 1 else 0))

-- ---- The property --------------------------------------------------------------------

peer'test :: Peer'L1.Int -> P'.IO Peer'Outcome
peer'test peer'a1 = peer'outcome ((((peer'a1 P'.>= 0) P'.|| (peer'a1 P'.< (P'.negate 10))))) (Peer'E.evaluate (let peer'r = (peer'det peer'a1 :: Peer'L1.Int) in (Peer'D.rnf peer'r)))

