-- A program with an IO main: lhx loads it but cannot execute main.
module Main where

square :: Int -> Int
square x = x * x

main :: IO ()
main = print (square 7)
