A literate Haskell program with bird tracks.

> module Main where

The length of a list, by hand:

> len :: [a] -> Int
> len []       = 0
> len (_ : xs) = 1 + len xs

And a main that uses it.

> main :: IO ()
> main = print (len "bird tracks")
