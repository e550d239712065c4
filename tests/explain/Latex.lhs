A literate file in LaTeX style, for `lhx explain`: only the lines between
\begin{code} and \end{code} are Haskell.

\begin{code}
module Latex where

{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die msg = error msg
\end{code}

The head of a list, without the precondition that would rule out []:

\begin{code}
{-@ safeHead :: [a] -> a @-}
safeHead :: [a] -> a
safeHead []      = die "empty list"
safeHead (x : _) = x
\end{code}

The end.
