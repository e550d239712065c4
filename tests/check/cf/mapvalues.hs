-- A map's values (issue 14): insertOne's signature lost the refinement of
-- its values, so firstAfter cannot show that firsts gets non-empty lists;
-- the suggested type refines the map's value argument, which no refinement
-- of the result itself can state.
module MapValues where

import qualified Data.Map as M

{-@ insertOne :: Ord k => k -> a -> M.Map k {xs:[a] | len xs > 0} -> M.Map k [a] @-}
insertOne :: Ord k => k -> a -> M.Map k [a] -> M.Map k [a]
insertOne k x m = M.insert k (x : M.findWithDefault [] k m) m

{-@ firsts :: M.Map k {xs:[a] | len xs > 0} -> M.Map k a @-}
firsts :: M.Map k [a] -> M.Map k a
firsts = M.map head

{-@ firstAfter :: Ord k => k -> a -> M.Map k {xs:[a] | len xs > 0} -> M.Map k a @-}
firstAfter :: Ord k => k -> a -> M.Map k [a] -> M.Map k a
firstAfter k x m = firsts (insertOne k x m)
