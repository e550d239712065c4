module AbsField where

-- A data type whose function field is refined by its abstract refinement:
-- a value of `Table <p> a` answers each index i below its size with a
-- value related to i by p.
data Table a = Table { size :: Int, at :: Int -> a }

{-@ data Table a <p :: Int -> a -> Bool>
      = Table { size :: Nat, at :: i:{v:Int | 0 <= v && v < size} -> a<p i> } @-}

-- correct: the field answers with what the given function answers
{-@ tabulate :: forall <p :: Int -> a -> Bool>.
                n:Nat -> (i:{v:Int | 0 <= v && v < n} -> a<p i>) -> Table <p> a @-}
tabulate :: Int -> (Int -> a) -> Table a
tabulate n f = Table n (\i -> f i)

-- wrong: 0 need not be related to i by p (the counterexample chooses p)
{-@ zeros :: forall <p :: Int -> Int -> Bool>.
             n:Nat -> (i:{v:Int | 0 <= v && v < n} -> Int<p i>) -> Table <p> Int @-}
zeros :: Int -> (Int -> Int) -> Table Int
zeros n _ = Table n (\_ -> 0)

-- a concrete instantiation is used as written
{-@ squares :: n:Nat -> Table <{\i v -> v == i * i}> Int @-}
squares :: Int -> Table Int
squares n = Table n (\i -> i * i)

{-@ doubles :: n:Nat -> Table <{\i v -> v == i * i}> Int @-}
doubles :: Int -> Table Int
doubles n = Table n (\i -> i + i)

-- an input's field is assumed to answer as its type says
{-@ index :: forall <p :: Int -> a -> Bool>.
             t:Table <p> a -> i:{v:Int | 0 <= v && v < size t} -> a<p i> @-}
index :: Table a -> Int -> a
index (Table _ f) i = f i

-- wrong: the answer at the previous index need not be related to i by p
{-@ previous :: forall <p :: Int -> a -> Bool>.
                t:Table <p> a -> i:{v:Int | 1 <= v && v < size t} -> a<p i> @-}
previous :: Table a -> Int -> a
previous (Table _ f) i = f (i - 1)

-- wrong: the field's precondition is broken at i == size t
{-@ indexUpTo :: forall <p :: Int -> a -> Bool>.
                 t:Table <p> a -> i:{v:Int | 0 <= v && v <= size t} -> a<p i> @-}
indexUpTo :: Table a -> Int -> a
indexUpTo (Table _ f) i = f i

-- a concrete instantiation on an input, and a callee's result
{-@ squareAt :: t:Table <{\i v -> v == i * i}> Int -> i:{v:Int | 0 <= v && v < size t} -> {v:Int | v >= 0} @-}
squareAt :: Table Int -> Int -> Int
squareAt t i = index t i

-- wrong: squares's type does not say the table's size
{-@ fourthPower :: n:{v:Int | v > 0} -> {v:Int | v >= 0} @-}
fourthPower :: Int -> Int
fourthPower n = let s = index (squares n) 0 in s * s

{-@ squaresOf :: n:Nat -> {t:Table <{\i v -> v == i * i}> Int | size t == n} @-}
squaresOf :: Int -> Table Int
squaresOf n = Table n (\i -> i * i)

-- correct: the abstracted result of squaresOf answers with squares
{-@ eighthPower :: n:{v:Int | v > 1} -> {v:Int | v >= 0} @-}
eighthPower :: Int -> Int
eighthPower n = let s = index (squaresOf n) 1 in s * s * s * s
