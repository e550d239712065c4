-- Abstract refinements: a signature quantifies a predicate p, and the
-- function must work for every choice of p. A counterexample shows the
-- predicate the search chose as a table (`where p = …`).
module Abstract where

-- Correct: the result is one of the arguments, so it satisfies whatever
-- both satisfy.
{-@ larger :: forall <p :: Int -> Bool>. Int<p> -> Int<p> -> Int<p> @-}
larger :: Int -> Int -> Int
larger x y = if x >= y then x else y

-- Wrong: x + 1 need not satisfy what x satisfies (p holds at 0, not at 1).
{-@ bump :: forall <p :: Int -> Bool>. Int<p> -> Int<p> @-}
bump :: Int -> Int
bump x = x + 1

-- A caller instantiates p (here with v > 0): lhx runs larger's code
-- rather than guess the instantiation, and finds nothing wrong.
{-@ atLeastOne :: {v:Int | v > 0} -> {v:Int | v > 0} @-}
atLeastOne :: Int -> Int
atLeastOne n = larger n 1

-- A list whose every element relates to every later one by p: dropping
-- the second element keeps that ...
{-@ dropSecond :: forall <p :: Int -> Int -> Bool>. [Int]<p> -> [Int]<p> @-}
dropSecond :: [Int] -> [Int]
dropSecond (x : _ : rest) = x : rest
dropSecond xs = xs

-- ... swapping the first two does not (p 0 1 holds, p 1 0 does not).
{-@ swapFirst :: forall <p :: Int -> Int -> Bool>. [Int]<p> -> [Int]<p> @-}
swapFirst :: [Int] -> [Int]
swapFirst (x : y : rest) = y : x : rest
swapFirst xs = xs

-- A function argument's results satisfy p of its argument: so does
-- calling it (the predicate forces the value it talks about, so the
-- assumption on the function's result is taken).
{-@ applyAt :: forall <p :: Int -> Bool -> Bool>. (x:Int -> Bool<p x>) -> y:Int -> Bool<p y> @-}
applyAt :: (Int -> Bool) -> Int -> Bool
applyAt thm y = thm y
