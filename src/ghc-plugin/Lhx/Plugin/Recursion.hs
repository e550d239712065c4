-- | Recursive calls of a binder without a type signature, made direct.
--
-- GHC compiles a recursive top-level binder whose type it infers (no
-- Haskell signature; e.g. @pow2 0 = 1; pow2 n = 2 * pow2 (n - 1)@) as
--
-- > pow2 = \@t @p $dEq $dNum1 $dNum2 -> letrec pow2' = \ds -> … pow2' … in pow2'
--
-- so its recursive calls go to the local, monomorphic @pow2'@, not to
-- @pow2@. lhx checks a recursive call against the function's refinement
-- signature (as LiquidHaskell does), which it can only do for a call of
-- the top-level binder. 'directRecursion' rewrites the group to the
-- equivalent
--
-- > pow2 = \@t @p $dEq $dNum1 $dNum2 -> let pow2' = pow2 @t @p $dEq $dNum1 $dNum2 in \ds -> … pow2' …
--
-- (the same function: @pow2'@ is @pow2@ at the same types and instances).
module Lhx.Plugin.Recursion (directRecursion) where

import Lhx.Plugin.Compat

-- | The top-level group with each local monomorphic copy (see above)
-- replaced by a call of the top-level binder; a group that changed is
-- recursive.
directRecursion :: CoreBind -> CoreBind
directRecursion bnd = case bnd of
  NonRec f rhs -> case direct f rhs of
    Just rhs' -> Rec [(f, rhs')]
    Nothing   -> bnd
  Rec pairs -> Rec [ (f, maybe rhs id (direct f rhs)) | (f, rhs) <- pairs ]

-- | @\\vs -> letrec m = e in m@ as @\\vs -> let m = f vs in e@, when the
-- local @m@ is the only binder of its group.
direct :: Id -> CoreExpr -> Maybe CoreExpr
direct f rhs = case collectBinders rhs of
  (vs, Let (Rec [(m, e)]) (Var m'))
    | m == m' -> Just (mkLams vs (Let (NonRec m (mkVarApps (Var f) vs)) e))
  _ -> Nothing
