A small sized-list library: the "good" file of the test corpus.

-- FAKE length: none big
-- FAKE concat: none

\begin{code}
module List where

import Prelude hiding (length, concat)

data List a = Emp | (:::) a (List a)
infixr 5 :::

{-@ measure size :: List a -> Int
    size Emp          = 0
    size ((:::) x xs) = 1 + size xs
  @-}

{-@ invariant {v:List a | 0 <= size v} @-}
\end{code}

Length and append.

\begin{code}
{-@ length :: xs:List a -> {v:Nat | v = size xs} @-}
length :: List a -> Int
length Emp        = 0
length (_ ::: xs) = 1 + length xs

{-@ append :: xs:List a -> ys:List a -> {v:List a | size v = size xs + size ys} @-}
append :: List a -> List a -> List a
append Emp        ys = ys
append (x ::: xs) ys = x ::: append xs ys
\end{code}

Concatenation, through a helper that keeps its (weak) type.

\begin{code}
{-@ measure sizes :: List (List a) -> Int
    sizes Emp          = 0
    sizes ((:::) x xs) = size x + sizes xs
  @-}

{-@ glue :: List a -> List a -> List a @-}
glue :: List a -> List a -> List a
glue = append

{-@ concat :: xss:List (List a) -> {v:List a | size v = sizes xss} @-}
concat :: List (List a) -> List a
concat Emp          = Emp
concat (xs ::: xss) = append xs (concat xss)
\end{code}
