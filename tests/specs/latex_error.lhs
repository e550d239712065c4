\documentclass{article}
\begin{document}
\begin{code}
module LatexError where
\end{code}

Some prose, then a second block.

\begin{code}
{-@ ok :: Int @-}
{-@ bad :: {v:Int | v > 0 &&} @-}
\end{code}
\end{document}
