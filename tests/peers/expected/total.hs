import Prelude hiding (reverse, total)
import qualified Data.Map as M
import Forms hiding (total)
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

total peer'a1 = peer'assert (((peer'walk'Lst (\peer'e7 -> (peer'e7 P'.>= 0)) peer'a1))) "precondition of total" (let peer'r = U'.total peer'a1 in peer'assert (((peer'r P'.== (U'.lsum peer'a1)) P'.&& ((peer'r P'.* 1) P'.>= (0 P'.- 0)))) "result type of total" peer'r)

-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: Lst Int -> Int
peer'det Nil         = 0
peer'det (Cons x xs) = x + total xs

-- ---- The property --------------------------------------------------------------------

peer'test :: (U'.Lst Peer'L1.Int) -> P'.IO Peer'Outcome
peer'test peer'a1 = peer'outcome (((peer'walk'Lst (\peer'e8 -> (peer'e8 P'.>= 0)) peer'a1))) (Peer'E.evaluate (let peer'r = (peer'det peer'a1 :: Peer'L1.Int) in peer'assert (((peer'r P'.== (U'.lsum peer'a1)) P'.&& ((peer'r P'.* 1) P'.>= (0 P'.- 0)))) "postcondition of total" (Peer'D.rnf peer'r)))

