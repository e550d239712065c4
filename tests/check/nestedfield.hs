-- A refined data declaration whose fields refine the elements of nested
-- values by an earlier field (a search tree): assumed of every input at
-- every level, so the right child's key is above its parent's.
module NestedField where

data BST a = Leaf | Node { key :: a, left :: BST a, right :: BST a }

{-@ data BST a = Leaf
               | Node { key   :: a
                      , left  :: BST {v:a | v < key}
                      , right :: BST {v:a | key < v} } @-}

{-@ rightAbove :: BST Int -> {v:Bool | v} @-}
rightAbove :: BST Int -> Bool
rightAbove (Node k _ (Node k' _ _)) = k < k'
rightAbove _                        = True

-- Wrong: the left child's key is below its parent's.
{-@ leftAbove :: BST Int -> {v:Bool | v} @-}
leftAbove :: BST Int -> Bool
leftAbove (Node k (Node k' _ _) _) = k < k'
leftAbove _                        = True
