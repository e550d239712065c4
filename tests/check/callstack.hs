-- A function with a HasCallStack constraint is checked with the empty call
-- stack as its evidence (what GHC gives a call from outside any such context).
module CallStack where

import GHC.Stack (HasCallStack)

{-@ firstOk :: {xs:[a] | len xs > 0} -> a @-}
firstOk :: HasCallStack => [a] -> a
firstOk (x : _) = x
firstOk []      = error "firstOk: empty"

{-@ firstBad :: [a] -> a @-}
firstBad :: HasCallStack => [a] -> a
firstBad (x : _) = x
firstBad []      = error "firstBad: empty"
