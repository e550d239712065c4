import Prelude hiding (reverse, applyPos)
import qualified Data.Map as M
import Forms hiding (applyPos)
import qualified Forms as U'
import qualified GHC.Types as Peer'L1
-- ---- Measures and walkers -------------------------------------------------------------

peer'm'0'llen peer'v = case peer'v of
  (U'.Nil) -> 0
  (U'.Cons peer'p4 peer'p5) -> (1 P'.+ (peer'm'0'llen peer'p5))
  _ -> P'.error "lhx-peer: the measure llen has no equation for this value"

peer'walk'Lst peer'q3 peer'x = ((0 P'.<= (peer'm'0'llen peer'x))) P'.&& (case peer'x of
  (U'.Nil) -> P'.True
  (U'.Cons peer'f6 peer'f7) -> (peer'q3 peer'f6) P'.&& (peer'walk'Lst (\peer'y8 -> (peer'q3 peer'y8)) peer'f7)
  )

-- ---- The callees, through their contracts (at the checked function's calls) ------------

applyPos peer'a1 peer'a2 = peer'assert (((peer'walk'Lst (\peer'e9 -> (peer'e9 P'.> 0)) peer'a2))) "precondition of applyPos" (let peer'r = U'.applyPos (\peer'y1 -> peer'assume (((peer'y1 P'.> 0))) (let peer'r2 = peer'a1 peer'y1 in peer'assert ((peer'r2 P'.> 0)) "result type of argument 1 of applyPos" peer'r2)) peer'a2 in peer'assert ((peer'r P'.> 0)) "result type of applyPos" peer'r)

-- The checked function, copied from the source: its calls go to the wrappers above.
peer'det :: (Int -> Int) -> Lst Int -> Int
peer'det f Nil         = f 1
peer'det f (Cons x xs) = f (x - 1) + applyPos f xs

-- ---- The property --------------------------------------------------------------------

peer'test :: (Peer'L1.Int -> Peer'L1.Int) -> (U'.Lst Peer'L1.Int) -> P'.IO Peer'Outcome
peer'test peer'a1 peer'a2 = peer'outcome (((peer'walk'Lst (\peer'e12 -> (peer'e12 P'.> 0)) peer'a2))) (Peer'E.evaluate (let peer'r = (peer'det (\peer'y10 -> peer'assert (((peer'y10 P'.> 0))) "precondition of argument 1 of applyPos" (let peer'r11 = peer'a1 peer'y10 in peer'assume ((peer'r11 P'.> 0)) peer'r11)) peer'a2 :: Peer'L1.Int) in peer'assert ((peer'r P'.> 0)) "postcondition of applyPos" (Peer'D.rnf peer'r)))

