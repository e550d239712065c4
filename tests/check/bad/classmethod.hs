module ClassMethod where

class Sized a where
  size :: a -> Int

{-@ class Sized a where
      sizes :: a -> {v:Int | v >= 0}
  @-}

instance Sized Bool where
  size _ = 1
