import Prelude hiding (reverse, append)
import qualified Data.Map as M
import Forms hiding (append)
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
-- ---- Measures and walkers -------------------------------------------------------------

peer'm'0'llen peer'v = case peer'v of
  (U'.Nil) -> 0
  (U'.Cons peer'p2 peer'p3) -> (1 P'.+ (peer'm'0'llen peer'p3))
  _ -> P'.error "lhx-peer: the measure llen has no equation for this value"

peer'walk'Lst peer'q1 peer'x = ((0 P'.<= (peer'm'0'llen peer'x))) P'.&& (case peer'x of
  (U'.Nil) -> P'.True
  (U'.Cons peer'f4 peer'f5) -> (peer'q1 peer'f4) P'.&& (peer'walk'Lst (\peer'y6 -> (peer'q1 peer'y6)) peer'f5)
  )

-- ---- The callees, through their contracts (at the checked function's calls) ------------

append peer'a1 peer'a2 = peer'assert (((peer'walk'Lst (P'.const P'.True) peer'a1)) P'.&& ((peer'walk'Lst (P'.const P'.True) peer'a2))) "precondition of append" (let peer'r = U'.append peer'a1 peer'a2 in peer'assert ((peer'walk'Lst (P'.const P'.True) peer'r) P'.&& ((peer'm'0'llen peer'r) P'.== ((peer'm'0'llen peer'a1) P'.+ (peer'm'0'llen peer'a2)))) "result type of append" peer'r)

-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: Lst a -> Lst a -> Lst a
peer'det Nil         Nil         = Nil
peer'det Nil         (Cons _ ys) = ys
peer'det (Cons x xs) ys          = Cons x (append xs ys)

-- ---- The property --------------------------------------------------------------------

peer'test :: (U'.Lst Peer'L1.Int) -> (U'.Lst Peer'L1.Int) -> P'.IO Peer'Outcome
peer'test peer'a1 peer'a2 = peer'outcome (((peer'walk'Lst (P'.const P'.True) peer'a1)) P'.&& ((peer'walk'Lst (P'.const P'.True) peer'a2))) (Peer'E.evaluate (let peer'r = (peer'det peer'a1 peer'a2 :: (U'.Lst Peer'L1.Int)) in peer'assert ((peer'walk'Lst (P'.const P'.True) peer'r) P'.&& ((peer'm'0'llen peer'r) P'.== ((peer'm'0'llen peer'a1) P'.+ (peer'm'0'llen peer'a2)))) "postcondition of append" (Peer'D.rnf peer'r)))

