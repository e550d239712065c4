-- What a search that finds nothing has covered: input sizes, and queries
-- the solver cannot decide.
module Coverage where

import Lhx.Symbolic (assert)

-- Fails only when x * y is a product of two large primes: the solver's
-- nonlinear arithmetic cannot decide it in time, so the search must not
-- claim to have explored every path (1000000007 * 1000000009).
factors :: Int -> Int -> Bool
factors x y = assert (not (x > 1 && y > 1 && x * y == 1000000016000000063)) True

-- Never fails; every list is a path: the size bound decides how far.
allLengths :: [Int] -> Bool
allLengths xs = assert (length xs >= 0) True

-- Fails on lists of length 5 only: found once the size reaches 5.
fifth :: [Int] -> Bool
fifth xs = assert (length xs /= 5) True

-- Never fails, but its one path holds a list of two million cells.
hungry :: Int -> Bool
hungry _ = assert (length [1 .. 2000000 :: Int] > 0) True

-- The same search on a tree declared node first and one declared leaf
-- first: the search tries a leaf before a node wherever the type declares
-- them, so both meet the tree of one node after the same paths, before any
-- larger tree.
data Tree = Node Tree Int Tree | Leaf

data Bush = Twig | Fork Bush Int Bush

nodes :: Tree -> Int
nodes Leaf = 0
nodes (Node l _ r) = nodes l + 1 + nodes r

forks :: Bush -> Int
forks Twig = 0
forks (Fork l _ r) = forks l + 1 + forks r

oneNode :: Tree -> Bool
oneNode t = assert (nodes t /= 1) True

oneFork :: Bush -> Bool
oneFork t = assert (forks t /= 1) True
