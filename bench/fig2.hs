-- PLDI'19 Fig. 2 (symbolic): an assertion over an infinite list; the
-- counterexample is k = 1.
module Fig2 where

import Lhx.Symbolic (assert)

(!) :: [Int] -> Int -> Int
xs ! j = case xs of
  h : t -> if j == 0 then h else t ! (j - 1)
  [] -> error "index too large"

repl :: Int -> [Int]
repl n = n : repl (n + 1)

prop :: Int -> Int -> Bool
prop i k = assert (repl i ! k == i) True
