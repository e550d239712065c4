-- Measure equations written {v | p}: p describes the measure's value v
-- (`v = e` is e, `Set_emp v` the empty set), not the measure's argument.
{-@ LIQUID "--no-termination" @-}
module MeasureBody where

import Data.Set (Set)

{-@ measure allElts :: [[a]] -> Set a
      allElts []     = {v | Set_emp v}
      allElts (x:xs) = {v | v = Set_cup (listElts x) (allElts xs)}
  @-}

{-@ flatten :: xss:[[a]] -> {v:[a] | listElts v = allElts xss} @-}
flatten :: [[a]] -> [a]
flatten []           = []
flatten ([] : xss)   = flatten xss
flatten ((x:xs):xss) = x : flatten (xs : xss)

-- Wrong: drops the first list's head.
{-@ flattenBad :: xss:[[a]] -> {v:[a] | listElts v = allElts xss} @-}
flattenBad :: [[a]] -> [a]
flattenBad []           = []
flattenBad ([] : xss)   = flattenBad xss
flattenBad ((_:xs):xss) = flattenBad (xs : xss)
