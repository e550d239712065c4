module TyVarWalk where

-- Refinements inside the argument of a type variable (`m {v:Int | v >= 0}`):
-- walked by the value's constructor, whatever type m stands for.

{-@ bump :: Monad m => m {v:Int | v >= 0} -> m {v:Int | v > 0} @-}
bump :: Monad m => m Int -> m Int
bump z = do x <- z
            return (x + 1)

-- wrong: 0 stays 0
{-@ keep :: Monad m => m {v:Int | v >= 0} -> m {v:Int | v > 0} @-}
keep :: Monad m => m Int -> m Int
keep z = do x <- z
            return x

-- a call at Maybe whose argument meets bump's precondition
useBump :: Maybe Int
useBump = bump (Just 3)

-- wrong call: -1 is no natural number
useBad :: [Int]
useBad = bump [1, -1]
