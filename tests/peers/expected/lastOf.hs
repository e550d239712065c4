import Prelude hiding (reverse, die, lastOf)
import qualified Data.Map as M
import Forms hiding (die, lastOf)
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

die peer'a1 = peer'assert ((P'.False)) "precondition of die" (let peer'r = U'.die peer'a1 in peer'r)
lastOf peer'a1 = peer'assert (((peer'walk'Lst (P'.const P'.True) peer'a1))) "precondition of lastOf" (let peer'r = U'.lastOf peer'a1 in peer'r)

-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: Lst a -> a
peer'det (Cons x Nil) = x
peer'det (Cons _ xs)  = lastOf xs
peer'det Nil          = die "lastOf of an empty list"

-- ---- The property --------------------------------------------------------------------

peer'test :: (U'.Lst Peer'L1.Int) -> P'.IO Peer'Outcome
peer'test peer'a1 = peer'outcome (((peer'walk'Lst (P'.const P'.True) peer'a1))) (Peer'E.evaluate (let peer'r = (peer'det peer'a1 :: Peer'L1.Int) in (Peer'D.rnf peer'r)))

