-- A program with an IO main: lhx loads it and runs main (print is a prelude model).
module Main where

square :: Int -> Int
square x = x * x

main :: IO ()
main = print (square 7)
