import Prelude hiding (reverse)
import qualified Data.Map as M
import Forms
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
-- ---- Measures and walkers -------------------------------------------------------------

peer'm'16'listElts peer'v = case peer'v of
  ([]) -> ((P'.const Peer'Set.empty) 0)
  ((:) peer'p5 peer'p6) -> (Peer'Set.union (Peer'Set.singleton peer'p5) (peer'm'16'listElts peer'p6))
  _ -> P'.error "lhx-peer: the measure listElts has no equation for this value"

-- ---- The callees, through their contracts (at the checked function's calls) ------------


-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: [Int] -> [Int]
peer'det []       = []
peer'det (x : xs) = xs ++ [if x == 7 then 8 else x]

-- ---- The property --------------------------------------------------------------------

peer'test :: [Peer'L1.Int] -> P'.IO Peer'Outcome
peer'test peer'a1 = peer'outcome P'.True (Peer'E.evaluate (let peer'r = (peer'det peer'a1 :: [Peer'L1.Int]) in peer'assert ((((peer'm'16'listElts peer'r) P'.== (peer'm'16'listElts peer'a1)) P'.&& (P'.not ((P'.length peer'a1) P'.> 1) P'.|| (P'.not (Peer'Set.member 0 (Peer'Set.union (peer'm'16'listElts peer'r) (peer'm'16'listElts []))))))) "postcondition of rotate" (Peer'D.rnf peer'r)))

