-- Values one level down (issue 14): keyed's signature says nothing of the
-- keys of its list of pairs, so firstKey cannot show its result is an index
-- below n; the suggested type refines the first component of the elements.
module Keys where

{-@ keyed :: n:{v:Int | v > 0} -> [(Int, Char)] @-}
keyed :: Int -> [(Int, Char)]
keyed n = [(n - 1, 'a'), (0, 'b')]

{-@ firstKey :: n:{v:Int | v > 0} -> {v:Int | 0 <= v && v < n} @-}
firstKey :: Int -> Int
firstKey n = case keyed n of
  [] -> 0
  (k, _) : _ -> k
