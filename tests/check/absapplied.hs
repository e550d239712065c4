-- An abstract refinement on an applied type constructor without
-- refinement parameters of its own, `(Box Int)<p>`: a predicate on the
-- value itself, as on `Int<p>`.
module AbsApplied where

data Box a = Box a

-- Correct: the value that satisfies p is returned.
{-@ keep :: forall <p :: Box Int -> Bool>. (Box Int)<p> -> Box Int -> (Box Int)<p> @-}
keep :: Box Int -> Box Int -> Box Int
keep b _ = b

-- Wrong: p says nothing of the contents, which may be 0.
{-@ contentsBad :: forall <p :: Box Int -> Bool>. (Box Int)<p> -> {v:Int | v > 0} @-}
contentsBad :: Box Int -> Int
contentsBad (Box n) = n
