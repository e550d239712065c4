{-@ LIQUID "--no-termination" @-}
{-@ LIQUID "--short-names --totality" @-}
{-@ LIQUID "--prune-unsorted" @-}
{-@ LIQUID "--higherorder" @-}
{-@ LIQUID "--exact-data-cons" @-}
{-@ LIQUID "--reflection" @-}
{-@ LIQUID "--ple" @-}
-- Every item of /work/shared/lh-spec-language.md, in order.
module Checklist where

import qualified Data.Map as M
import Data.Set (Set)
import Language.Haskell.Liquid.Prelude (liquidAssert)

-- A string holding {-@ is not an annotation, nor is a commented one:
banner = "{-@ notASpec :: Int @-}"
-- {-@ alsoNot :: Int @-}
{- {-@ stillNot :: Int @-} {- nested -} -}

-- Signatures: binders optional, later arguments mention earlier binders.
{-@ range :: lo:Int -> {hi:Int | lo <= hi} -> {v:[Int] | len v = hi - lo} @-}
range :: Int -> Int -> [Int]
range lo hi = if lo < hi then lo : range (lo + 1) hi else []

{-@ assume trusted :: x:Int -> {v:Int | v > x} @-}
trusted :: Int -> Int
trusted x = x + 1

after :: Int -> Int
after x = x
{-@ after :: Nat -> Pos @-}

-- Type aliases with type and value parameters.
{-@ type ListN a N = {v:List a | size v = N} @-}
{-@ type ListX a X = ListN a {size X} @-}
{-@ three :: ListN Int 3 @-}
{-@ cons :: x:a -> xs:List a -> ListN a {1 + size xs} @-}

-- Predicate aliases.
{-@ predicate Btwn Lo V Hi = Lo <= V && V < Hi @-}
{-@ inRange :: lo:Int -> hi:Int -> {v:Int | Btwn lo v hi} @-}

-- Measures, two styles; inline and reflect.
{-@ measure size @-}
{-@ measure sizeE :: List a -> Int
    sizeE Emp        = 0
    sizeE (x :+: xs) = 1 + sizeE xs
  @-}
{-@ inline maxI @-}
{-@ reflect fib @-}

-- Built-in measures and names.
{-@ builtins :: p:(Int, Bool) -> m:Maybe a -> xs:[a]
             -> {v:Bool | v <=> (fst p > 0 && snd p && isJust m && Set_mem (fromJust m) (listElts xs))} @-}
{-@ type TRUE = {v:Bool | v} @-}
{-@ type FALSE = {v:Bool | not v} @-}

-- Invariants.
{-@ invariant {v:List a | 0 <= size v} @-}

-- Refined data declarations.
{-@ data List [size] a = Emp | (:+:) {hd :: a, tl :: List a} @-}
data List a = Emp | a :+: List a
{-@ data Pt = Pt {px :: Int, py :: {v:Int | v > px}} @-}
{-@ data Ev where
      EZ :: {v:Ev | true}
      ES :: n:Int -> {v:Ev | n >= 0} @-}

-- Termination metrics; lazy.
{-@ merge :: xs:[a] -> ys:[a] -> [a] / [len xs + len ys, len xs] @-}
{-@ lazy loop @-}

-- Ignored without harm.
{-@ qualif Pos(v:Int) : (0 <= v) @-}
{-@ include <listSet.hquals> @-}
{-@ embed Set as Set_Set @-}
{-@ data variance Foo invariant covariant @-}
{-@ bound Inductive inv step = \x -> inv x @-}

-- Refinement logic: connectives, relations, arithmetic.
{-@ logic :: x:Int -> y:Double
          -> {v:Bool | (v => x /= 0) && (v ==> x != 1) && (not v || true) && (if v then x == 2 else false)} @-}
{-@ arith :: x:Int -> {v:Int | v = x * 2 + 3 - x / 4 && v mod 2 >= -1 && x < 10 && x > -10} @-}
{-@ dbl :: d:Double -> {v:Double | v >= 0.5 && v <= 1.5e2 * d} @-}

-- Boolean values as propositions.
{-@ bools :: {v:Bool | v} -> {v:Bool | Prop v} -> {v:Bool | ? v} @-}

-- Measure applications, nested.
{-@ nested :: xs:List (List a) -> {v:Int | v = size xs + size (tl xs) + len (tlL v)} @-}

-- Sets.
{-@ sets :: xs:[a] -> ys:[a] -> {v:[a] | listElts v = Set_cup (listElts xs) (listElts ys)
                                      && Set_sub (Set_cap (listElts xs) (listElts ys)) (Set_dif (listElts v) Set_empty)
                                      && not (Set_emp (listElts v)) || Set_mem 1 (Set_sng 1)} @-}

-- Refinements inside type arguments; function-typed arguments.
{-@ inside :: x:Int -> [{v:Int | v > 0}] -> List {v:a | v >= x} -> Maybe {v:Int | v /= x}
           -> ({v:Int | v > 0}, Bool) -> (y:Int -> {w:Int | w > y}) -> () @-}

-- Programs students write.
{-@ die :: {v:String | false} -> a @-}
die :: String -> a
die = error
{-@ lAssert :: {v:Bool | v} -> a -> a @-}
{-@ liquidAssert :: {v:Bool | v} -> a -> a @-}
{-@ prop_size :: TRUE @-}
prop_size = lAssert (length [1, 2, 3] == 3) True
{-@ centroid :: n:{v:Int | v > 0} -> Double -> Double @-}
{-@ insertM :: Ord k => k -> v -> M.Map k v -> M.Map k v @-}
{-@ mapReduce :: (a -> List (k, v)) -> (v -> v -> v) -> List a -> M.Map k v @-}
