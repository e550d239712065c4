{-# LANGUAGE ScopedTypeVariables #-}
-- | Checks the plain-Haskell meaning of the LiquidHaskell stub modules and
-- of Lhx.Symbolic (prelude/stubs).  Run from the repository root:
--
-- > runghc -iprelude/stubs tests/programs/prelude/StubCheck.hs
module Main (main) where

import Control.Exception (SomeException, evaluate, try)
import Control.Monad (unless)
import Data.IORef
import System.Exit (exitFailure)

import qualified Language.Haskell.Liquid.Prelude as P
import Language.Haskell.Liquid.ProofCombinators
import qualified Language.Haskell.Liquid.Equational as E
import qualified Language.Haskell.Liquid.Bag as B
import qualified Lhx.Symbolic as S

crashes :: a -> IO Bool
crashes x = either (\(_ :: SomeException) -> True) (const False) <$> try (evaluate x)

main :: IO ()
main = do
  c <- newIORef (0 :: Int, 0 :: Int)
  let check name b = do
        (p, f) <- readIORef c
        if b then writeIORef c (p + 1, f)
        else writeIORef c (p, f + 1) >> putStrLn ("FAIL " ++ name)
      crash name x = crashes x >>= check name
      fine name x = (not <$> crashes x) >>= check name
  check "plus" (P.plus 2 3 == 5 && P.minus 2 3 == -1 && P.times 4 5 == 20)
  check "comparisons" (P.eq 1 1 && P.neq 1 2 && P.leq 1 1 && P.geq 2 1 && P.lt 1 2 && P.gt 2 1)
  check "isEven/isOdd" (P.isEven 4 && P.isOdd (-3) && not (P.isOdd 4))
  check "liquidAssert True" (P.liquidAssert True 'x' == 'x')
  crash "liquidAssert False" (P.liquidAssert False 'x')
  check "liquidAssertB" (P.liquidAssertB True)
  crash "liquidAssertB False" (P.liquidAssertB False)
  check "liquidAssume" (P.liquidAssume True 1 == (1 :: Int) && P.liquidAssumeB even (2 :: Int) == 2)
  crash "liquidAssume False" (P.liquidAssume False ())
  crash "liquidError" (P.liquidError "boom" :: Int)
  crash "crash" (P.crash True :: Int)
  crash "choose" (P.choose 3)
  check "force" P.force
  check "safeZipWith" (P.safeZipWith (+) [1, 2] [3, 4 :: Int] == [4, 6])
  crash "safeZipWith unequal" (length (P.safeZipWith (+) [1] [3, 4 :: Int]))
  check "==> <=>" (not (True P.==> False) && (False P.==> False) && (True P.<=> True) && not (True P.<=> False))
  fine "proof chain" ((1 + 1 :: Int) === 2 ==. 2 =<= 3 =>= 3 ? trivial *** QED)
  check "proof values" (((1 :: Int) === 2) == 2 && withProof 'a' () == 'a' && (trivial &&& unreachable) == ())
  check "old operators" (((1 :: Int) <=. 2 >=. 0 <. 5 >. 4 ==? 4 ∵ ()) == 4 && byTheorem 'x' () == 'x' && toProof 'q' == ())
  check "Admit" ((() *** Admit) == ())
  crash "impossible" (impossible () :: Int)
  check "Equational" (((1 :: Int) E.==. 1 `E.eq` 1 E.? ()) == 1 && (() E.*** E.QED) == () && E.withTheorem 'a' () == 'a')
  check "Bag" (B.get 'a' (B.fromList "abca") == 2 && B.bagSize (B.fromList "abca") == 4
               && B.sub (B.fromList "ab") (B.fromList "abc") && not (B.sub (B.fromList "aa") (B.fromList "ab"))
               && B.union (B.fromList "ab") (B.fromList "b") == B.fromList "abb"
               && B.unionMax (B.fromList "aab") (B.fromList "abb") == B.fromList "aabb"
               && B.interMin (B.fromList "aab") (B.fromList "ac") == B.fromList "a"
               && B.put 'z' B.empty == B.fromList "z")
  check "assume/assert" (S.assume True 'a' == 'a' && S.assert True 'b' == 'b')
  crash "assume False" (S.assume False ())
  crash "assert False" (S.assert False ())
  crash "symbolic" (S.symbolic :: Int)
  (p, f) <- readIORef c
  putStrLn (show p ++ " passed, " ++ show f ++ " failed")
  unless (f == 0) exitFailure
