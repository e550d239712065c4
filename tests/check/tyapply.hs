module TyApply where

-- A data type whose field applies a type parameter (`m a`): the value an
-- abstracted call returns is built at the type the caller's `m` stands for
-- when the program runs (here the entry takes [] for `Foldable m`).

data Wrap m a = Wrap (m a)

unwrap :: Wrap m a -> m a
unwrap (Wrap x) = x

{-@ assume source :: Int -> Wrap m Int @-}
source :: Int -> Wrap m Int
source _ = undefined

{-@ sizeOk :: Foldable m => Int -> Wrap m Int -> {v:Int | v >= 0} @-}
sizeOk :: Foldable m => Int -> Wrap m Int -> Int
sizeOk n w = length (unwrap (source n `asTypeOf` w))

-- wrong: the wrapped structure may be empty
{-@ sizeBad :: Foldable m => Int -> Wrap m Int -> {v:Int | v > 0} @-}
sizeBad :: Foldable m => Int -> Wrap m Int -> Int
sizeBad n w = length (unwrap (source n `asTypeOf` w))
