module Autosize where

newtype Wrap a = Wrap a

{-@ autosize Shape @-}
data Shape = Dot | Two Shape Shape | Boxed (Wrap Shape)

-- through the wrapper: autosize counts Shape's own fields, not a Shape
-- inside a Wrap, so depth's call on it is not known to be smaller
depth :: Shape -> Int
depth Dot = 0
depth (Two l r) = 1 + max (depth l) (depth r)
depth (Boxed (Wrap s)) = depth s

-- on its own fields only: passes
dots :: Shape -> Int
dots Dot = 1
dots (Two l r) = dots l + dots r
dots (Boxed _) = 0
