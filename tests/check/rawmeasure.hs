module RawMeasure where

import qualified Data.Set as S

-- The raw form of a measure equation, m pat = {v | p}: v is the
-- measure's value, given by v = e or Set_emp v.

{-@ measure firsts :: [(a, b)] -> S.Set a
      firsts []       = {v | Set_emp v}
      firsts (x : xs) = {v | v = Set_cup (Set_sng (fst x)) (firsts xs)}
  @-}

{-@ measure count :: [a] -> Int
      count []       = {v | v = 0}
      count (x : xs) = {v | 1 + count xs = v}
  @-}

{-@ swapped :: xs:[(a, b)] -> {v:[(a, b)] | firsts v = firsts xs} @-}
swapped :: [(a, b)] -> [(a, b)]
swapped [] = []
swapped (p : ps) = swapped ps ++ [p]

{-@ dropOne :: xs:[(a, b)] -> {v:[(a, b)] | firsts v = firsts xs} @-}
dropOne :: [(a, b)] -> [(a, b)]
dropOne [] = []
dropOne (_ : ps) = ps

{-@ again :: xs:[a] -> {v:[a] | count v = count xs} @-}
again :: [a] -> [a]
again xs = reverse xs

{-@ more :: xs:[a] -> {v:[a] | count v = count xs} @-}
more :: [a] -> [a]
more xs = xs ++ xs
