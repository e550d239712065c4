A literate Haskell program with bird tracks.

> module LhsBird where

The length of a list, by hand:

> len :: [a] -> Int
> len []       = 0
> len (_ : xs) = 1 + len xs

And a use of it.

> birdLength :: Int
> birdLength = len "bird tracks"
