module VectorElems where

-- Refinements of a vector's elements (`Vector Nat`): checked on the
-- vectors a function returns, assumed of an abstracted callee's result,
-- and, for a polymorphic callee, the result's elements come from its
-- arguments (parametricity), as they would for a list.
import qualified Data.Vector as V

{-@ zeros :: n:Nat -> {v:V.Vector Nat | vlen v = n} @-}
zeros :: Int -> V.Vector Int
zeros n = V.replicate n 0

-- wrong: an element is negative
{-@ downFrom :: n:Nat -> {v:V.Vector Nat | vlen v = n} @-}
downFrom :: Int -> V.Vector Int
downFrom n = V.generate n (\i -> n - i - 2)

-- zeros's type promises natural elements: nothing to find
{-@ firstZero :: Nat -> Nat @-}
firstZero :: Int -> Int
firstZero n = if n > 0 then zeros n V.! 0 else 0

{-@ assume put :: xs:V.Vector a -> Int -> a -> {v:V.Vector a | vlen v = vlen xs} @-}
put :: V.Vector a -> Int -> a -> V.Vector a
put xs _ _ = xs

-- put can only return elements it was given: all natural
{-@ putOne :: n:Nat -> {v:V.Vector Nat | vlen v = n} @-}
putOne :: Int -> V.Vector Int
putOne n = put (zeros n) 0 1
