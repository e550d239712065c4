-- Abstract refinements applied inside parentheses, (k <l key>) and (a<p>):
-- types, not comparisons. A search tree whose left keys are smaller and
-- right keys larger: `single` builds one; `wrong` puts a larger key on the
-- left, which the ordered type forbids.
module AbsParens where

{-@
  data Tree k <l :: root:k -> k -> Bool, r :: root:k -> k -> Bool>
      = Leaf
      | Node { key   :: k
             , left  :: Tree <l, r> (k <l key>)
             , right :: Tree <l, r> (k <r key>) }
  @-}
data Tree k = Leaf | Node k (Tree k) (Tree k)

{-@ type Ordered k = Tree <{\root v -> v < root}, {\root v -> v > root}> k @-}

{-@ single :: k -> Ordered k @-}
single :: k -> Tree k
single k = Node k Leaf Leaf

{-@ wrong :: Ordered Int @-}
wrong :: Tree Int
wrong = Node 1 (Node 2 Leaf Leaf) Leaf
