-- A data type with a refinement parameter: every element of a chain's
-- tail relates to its head by rel (so, rel being transitive or not, every
-- element relates to every later one).
module Chain where

{-@ data Chain a <rel :: a -> a -> Bool> = Stop | Link (hd :: a) (tl :: Chain <rel> a<rel hd>) @-}
data Chain a = Stop | Link a (Chain a)

-- Correct: a rising chain of numbers from lo.
{-@ fromTo :: lo:Int -> hi:Int -> Chain <{\x y -> x < y}> {v:Int | lo <= v} / [hi - lo + 1] @-}
fromTo :: Int -> Int -> Chain Int
fromTo lo hi = if lo > hi then Stop else Link lo (fromTo (lo + 1) hi)

-- Wrong: the recursive call starts at lo again, so lo comes twice.
{-@ fromToBad :: lo:Int -> hi:Int -> Chain <{\x y -> x < y}> {v:Int | lo <= v} / [hi - lo + 1] @-}
fromToBad :: Int -> Int -> Chain Int
fromToBad lo hi = if lo > hi then Stop else Link lo (fromToBad lo (hi - 1))

-- For every rel: a chain's tail is a chain ...
{-@ rest :: forall <p :: Int -> Int -> Bool>. Chain <p> Int -> Chain <p> Int @-}
rest :: Chain Int -> Chain Int
rest Stop = Stop
rest (Link _ t) = t

-- ... but repeating the head needs rel x x, which need not hold.
{-@ twice :: forall <p :: Int -> Int -> Bool>. Chain <p> Int -> Chain <p> Int @-}
twice :: Chain Int -> Chain Int
twice Stop = Stop
twice (Link x t) = Link x (Link x t)

-- A parameter over whole chains, applied to the tail itself (<<p>>):
-- with p = not empty, every tail is non-empty.
{-@ data Str a <p :: Str a -> Bool> = End | More (sHd :: a) (sTl :: Str <p> a <<p>>) @-}
data Str a = End | More a (Str a)

{-@ measure isEnd @-}
isEnd :: Str a -> Bool
isEnd End = True
isEnd (More _ _) = False

{-@ type Endless a = {s:Str <{\t -> not (isEnd t)}> a | not (isEnd s)} @-}

-- Correct: an endless stream has a second element.
{-@ second :: Endless a -> a @-}
second :: Str a -> a
second (More _ (More y _)) = y
