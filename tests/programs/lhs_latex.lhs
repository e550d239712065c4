\documentclass{article}
\begin{document}
A literate Haskell program in \LaTeX{} style.

\begin{code}
module LhsLatex where

twice :: (a -> a) -> a -> a
twice f = f . f
\end{code}

Some prose between code blocks.

\begin{code}
answer :: Int
answer = twice (+ 1) (40 :: Int)
\end{code}
\end{document}
