-- Structural recursion in lexicographic order: each call passes, at the
-- first argument it does not pass unchanged, a part of it (the first
-- argument's part, else the first unchanged and the second's part).
module Lexicographic where

data T = Leaf | Node T T

{-@ walk :: T -> T -> Nat @-}
walk :: T -> T -> Int
walk (Node a _) t    = 1 + walk a t
walk s@Leaf (Node c _) = 1 + walk s c
walk Leaf Leaf       = 0

-- Wrong: a Leaf and a Node are passed back unchanged, which never ends.
{-@ walkBad :: T -> T -> Nat @-}
walkBad :: T -> T -> Int
walkBad (Node a _) t      = 1 + walkBad a t
walkBad s@Leaf t@(Node _ _) = 1 + walkBad s t
walkBad Leaf Leaf         = 0
