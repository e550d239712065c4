-- Lists of values whose function field is refined by the data type's
-- refinement parameter: an input's elements are rebuilt with the field
-- wrapped, so calling it gives results the instantiation promises.
module AbsFieldList where

data Table = T Int (Int -> Int)

{-@ data Table <p :: Int -> Int -> Bool> = T (tsize :: Int) (tat :: i:Int -> Int<p i>) @-}

-- Correct: each looked-up value meets the instantiation (above its key).
{-@ lookups :: forall <q :: Int -> Int -> Bool>. k:Int -> [Table <q>] -> [Int<q k>] @-}
lookups :: Int -> [Table] -> [Int]
lookups k ts = map (\(T _ f) -> f k) ts

-- Correct: with p fixed as "above its key", every result is above k.
{-@ allAbove :: k:Int -> [Table <{\i v -> v > i}>] -> [{v:Int | v > k}] @-}
allAbove :: Int -> [Table] -> [Int]
allAbove k ts = map (\(T _ f) -> f k) ts

-- Wrong: looked up at k + 1, a result need only be above k + 1, not equal.
{-@ allEqual :: k:Int -> [Table <{\i v -> v > i}>] -> [{v:Int | v == k + 2}] @-}
allEqual :: Int -> [Table] -> [Int]
allEqual k ts = map (\(T _ f) -> f (k + 1)) ts
