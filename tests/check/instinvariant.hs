module InstInvariant where

-- An invariant written for one instance of a type (Box Bool) holds of the
-- values of that instance only, as in LiquidHaskell; one written over a type
-- variable (Box a) holds of every Box.

data Box a = Box a

{-@ measure weight :: Box a -> Int @-}
{-@ invariant {v:Box a | weight v >= 0} @-}
{-@ invariant {v:Box Bool | weight v = 1} @-}
{-@ invariant {v:Box Char | weight v = 2} @-}

{-@ boolWeight :: b:Box Bool -> {v:() | weight b == 1} @-}
boolWeight :: Box Bool -> ()
boolWeight (Box _) = ()

-- the argument's type from Haskell's signature (a hole)
{-@ boolWeightHole :: b:_ -> {v:() | weight b == 1} @-}
boolWeightHole :: Box Bool -> ()
boolWeightHole _ = ()

{-@ charIsNotBool :: b:Box Char -> {v:() | weight b == 1} @-}
charIsNotBool :: Box Char -> ()
charIsNotBool _ = ()

{-@ intUnknown :: b:Box Int -> {v:() | weight b == 1} @-}
intUnknown :: Box Int -> ()
intUnknown _ = ()

{-@ anyNonNegative :: b:Box Int -> {v:() | weight b >= 0} @-}
anyNonNegative :: Box Int -> ()
anyNonNegative _ = ()
