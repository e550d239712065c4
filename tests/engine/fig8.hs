-- PLDI'19 Fig. 8: impurity of symbolic generators and counterfactual
-- branches, controlled by sharing (Var-Red updates the heap).
module Fig8 where

import Lhx.Symbolic (choice, symbolic)

-- (a) f 2 is evaluated twice: four results, 4, 2*s, s*2 and s*s'.
programA :: Int
programA = let f x = x `choice` symbolic in f 2 * f 2

-- (b) y = f 2 is evaluated once and shared: two results, 4 and s*s.
programB :: Int
programB = let f x = x `choice` symbolic; y = f 2 in y * y
