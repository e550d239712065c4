\documentclass{article}
\begin{document}
Prose with \texttt{\{-@ notASpec :: Int @-\}} is not code.

\begin{code}
module Latex where

{-@ decr :: x:{v:Int | v > 0}
         -> {v:Int | v < x} @-}
decr :: Int -> Int
decr x = x - 1
\end{code}

More prose.

\begin{code}
{-@ type Pos = {v:Int | 0 < v} @-}
\end{code}
\end{document}
