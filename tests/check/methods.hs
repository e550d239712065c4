module Methods where

-- An instance method with a refinement type of its own must meet its
-- class's type as well: callers through the class's dictionary rely on
-- the class's. Each result names the method in its instance.

{-@ class Floor a where
      low :: a -> {v:Int | v >= 0}
  @-}
class Floor a where
  low :: a -> Int

newtype Small = Small Int
newtype Wide = Wide Int

-- correct: its own type (v >= 1) and the class's (v >= 0) both hold
{-@ instance Floor Small where
      low :: Small -> {v:Int | v >= 1}
  @-}
instance Floor Small where
  low (Small n) = if n > 0 then n else 1

-- wrong: meets its own type (v >= -1) but not the class's
{-@ instance Floor Wide where
      low :: Wide -> {v:Int | v >= -1}
  @-}
instance Floor Wide where
  low (Wide n) = if n > 0 then n else -1
