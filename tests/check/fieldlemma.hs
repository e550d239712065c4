module FieldLemma where

-- A record whose function-typed field is refined in terms of another
-- field. Every value of the type has the declared field types, so a call
-- of such a field taken out of a value assumes its result type (and must
-- meet its precondition), as for a function-typed argument; a proof
-- written but never evaluated (`const () (p x)`) counts too, as it does
-- for LiquidHaskell: lhx evaluates a proof where it is built.

{-@ data Bound = Bound { bnd :: Int -> Int, above :: x:Int -> {bnd x > x} } @-}
data Bound = Bound { bnd :: Int -> Int, above :: Int -> () }

-- The field by pattern, its proof evaluated.
{-@ abovePat :: b:Bound -> x:Int -> {bnd b x > x} @-}
abovePat :: Bound -> Int -> ()
abovePat (Bound _ p) x = p x

-- The field by selector, its proof only written.
{-@ aboveSel :: b:Bound -> x:Int -> {bnd b x > x} @-}
aboveSel :: Bound -> Int -> ()
aboveSel b x = const () (above b x)

-- A lemma given as an argument, only written.
{-@ aboveArg :: g:(Int -> Int) -> (x:Int -> {g x > x}) -> y:Int -> {g y > y} @-}
aboveArg :: (Int -> Int) -> (Int -> ()) -> Int -> ()
aboveArg _ p y = const () (p y)

-- The same shapes with real bugs. The fact is about another point:
{-@ wrongPoint :: b:Bound -> x:Int -> {bnd b (x + 1) > x + 1} @-}
wrongPoint :: Bound -> Int -> ()
wrongPoint b x = const () (above b x)

-- No proof at all:
{-@ noProof :: b:Bound -> x:Int -> {bnd b x > x} @-}
noProof :: Bound -> Int -> ()
noProof _ _ = ()

-- A field with a precondition (naming another field), called outside it:
{-@ data Above = Above { lo :: Int, atAbove :: {v:Int | v > lo} -> Int } @-}
data Above = Above { lo :: Int, atAbove :: Int -> Int }

{-@ callLo :: Above -> Int @-}
callLo :: Above -> Int
callLo a = atAbove a (lo a)
