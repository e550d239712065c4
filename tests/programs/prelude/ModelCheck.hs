{-# LANGUAGE MagicHash, UnboxedTuples, ScopedTypeVariables #-}
-- | Checks lhx's prelude models (prelude/models/Lhx/Model/...) against the
-- real functions they replace, on concrete inputs: same results, same
-- crashes (first line of the message), same laziness on partial and
-- infinite inputs.  Run from the repository root:
--
-- > runghc -iprelude/models tests/programs/prelude/ModelCheck.hs
--
-- The last line is "N passed, N failed"; the exit status is 1 on failure.
-- (Type identity of models and originals is checked by
-- tests/programs/prelude/check-types.sh.)
module Main (main) where

import Control.Exception (SomeException, evaluate, try, displayException)
import Control.Monad (unless, forM_)
import Data.IORef
import Data.List (isPrefixOf)
import System.Exit (exitFailure)
import GHC.Exts (Int (I#), Char (C#), Double (D#), Float (F#), ord#, Int#)
import qualified GHC.Unicode as GU
import qualified GHC.Float as GF
import GHC.Float.ConversionUtils (elimZerosInt#)
import qualified Data.Either as DE
import Data.Monoid (All (..))
import Numeric (showFloat)

import qualified Data.List as L
import qualified Data.Char as C
import qualified Data.Maybe as DM
import qualified Data.Foldable as F
import qualified Data.Semigroup as S
import Data.List.NonEmpty (NonEmpty ((:|)))
import qualified Data.Map as RM
import qualified Data.Map.Strict as RS
import qualified Data.Ix as Ix
import Data.Map.Internal (Map (..))
import qualified Data.Set as RSet
import Data.Set.Internal (Set)
import qualified Data.Set.Internal as SI
import qualified Data.Vector as RV

import qualified Lhx.Model.GHC.Base as MB
import qualified Lhx.Model.GHC.List as ML
import qualified Lhx.Model.GHC.Show as MSh
import qualified Lhx.Model.GHC.Classes as MC
import qualified Lhx.Model.GHC.Enum as ME
import qualified Lhx.Model.GHC.Real as MR
import qualified Lhx.Model.GHC.Char as MCh
import qualified Lhx.Model.GHC.Float as MFl
import qualified Lhx.Model.GHC.Unicode as MU
import qualified Lhx.Model.Data.Foldable as MF
import qualified Lhx.Model.Data.OldList as MO
import qualified Lhx.Model.Data.Maybe as MM
import qualified Lhx.Model.Data.Semigroup.Internal as MSI
import qualified Lhx.Model.Data.Map.Internal as MI
import qualified Lhx.Model.Data.Map.Strict.Internal as MS
import qualified Lhx.Model.Data.Char as MDC
import qualified Lhx.Model.Data.List as MDL
import qualified Lhx.Model.Data.Either as MDE
import qualified Lhx.Model.GHC.Ix as MIx
import qualified Lhx.Model.GHC.Float.ConversionUtils as MCU
import qualified Lhx.Model.Data.Set.Internal as MSet
import qualified Lhx.Model.Data.Vector as MV

-- * Harness

data Outcome = Value String | Crash String deriving (Eq, Show)

-- | Fully show a value, or the first line of the error it raises.
outcome :: Show a => a -> IO Outcome
outcome x = do
  r <- try (evaluate (let s = show x in length s `seq` s))
  return (either (\(e :: SomeException) -> Crash (firstLine (displayException e))) Value r)

-- | Evaluate to WHNF only.
whnf :: a -> IO Outcome
whnf x = do
  r <- try (evaluate x)
  return (either (\(e :: SomeException) -> Crash (firstLine (displayException e))) (const (Value "whnf")) r)

firstLine :: String -> String
firstLine = takeWhile (/= '\n')

type Counts = IORef (Int, Int)

record :: Counts -> String -> Outcome -> Outcome -> IO ()
record c name m r = do
  (p, f) <- readIORef c
  if m == r then writeIORef c (p + 1, f)
  else do
    writeIORef c (p, f + 1)
    putStrLn ("FAIL " ++ name ++ "\n  model: " ++ show m ++ "\n  real:  " ++ show r)

-- | Model and real give the same fully shown result or the same crash.
same :: Show a => Counts -> String -> a -> a -> IO ()
same c name m r = do { om <- outcome m; or' <- outcome r; record c name om or' }

-- | Same WHNF behaviour (both defined, or the same crash).
sameWhnf :: Counts -> String -> a -> a -> IO ()
sameWhnf c name m r = do { om <- whnf m; or' <- whnf r; record c name om or' }

-- | A property of the model alone.
ok :: Counts -> String -> Bool -> IO ()
ok c name b = record c name (Value (show b)) (Value "True")

-- | A model-built map is a valid BST with correct sizes.
validMap :: Ord k => Map k a -> Bool
validMap m = go Nothing Nothing m
  where
    go _ _ Tip = True
    go lo hi (Bin s k _ l r) =
      maybe True (< k) lo && maybe True (> k) hi
        && s == 1 + RM.size l + RM.size r
        && go lo (Just k) l && go (Just k) hi r

u :: a
u = undefined

-- * Checks

main :: IO ()
main = do
  c <- newIORef (0, 0)
  checkBase c
  checkList c
  checkFoldable c
  checkOldList c
  checkShow c
  checkClasses c
  checkErrors c
  checkMaybe c
  checkMap c
  checkStrictMap c
  checkSet c
  checkVector c
  checkChar c
  checkMoreLists c
  checkMoreEnum c
  checkFloat c
  (p, f) <- readIORef c
  putStrLn (show p ++ " passed, " ++ show f ++ " failed")
  unless (f == 0) exitFailure

ints :: [[Int]]
ints = [[], [1], [3, 1, 2], [5, -2, 7, 7, 0, -9], [1 .. 20]]

checkBase :: Counts -> IO ()
checkBase c = do
  forM_ ints $ \xs -> do
    same c "map" (MB.map (* 2) xs) (map (* 2) xs)
    same c "++" (xs MB.++ [9, 8]) (xs ++ [9, 8])
    same c "foldr" (MB.foldr (-) 1 xs) (foldr (-) 1 xs)
  same c "map lazy" (take 3 (MB.map (+ 1) [1 :: Int ..])) (take 3 (map (+ 1) [1 ..]))
  same c "map undefined elem" (length (MB.map u [1 :: Int, 2])) (length (map (u :: Int -> Int) [1, 2]))
  same c "++ lazy" (take 3 ([1, 2 :: Int] MB.++ (3 : u))) (take 3 ([1, 2] ++ (3 : u)))
  same c "++ infinite" (take 4 ([1 :: Int] MB.++ [5 ..])) (take 4 ([1] ++ [5 ..]))
  same c "++ undefined left" ((u :: [Int]) MB.++ [1]) ((u :: [Int]) ++ [1])
  same c "foldr lazy" (MB.foldr (\x _ -> x) 0 (7 : (u :: [Int]))) (foldr (\x _ -> x) 0 (7 : u))
  same c "foldr infinite" (MB.foldr (\x r -> x > 10 || r) False [1 :: Int ..]) True
  same c "sconcat" (MB.zdfSemigroupZMZN1 "ab" ["c", "", "de"]) (S.sconcat ("ab" :| ["c", "", "de"]))
  same c "sconcat lazy" (take 3 (MB.zdfSemigroupZMZN1 "ab" ("c" : u))) (take 3 (S.sconcat ("ab" :| ("c" : u))))

checkList :: Counts -> IO ()
checkList c = do
  let inf = [1 :: Int ..]
  forM_ ints $ \xs -> do
    let s = show xs
    same c ("filter " ++ s) (ML.filter even xs) (filter even xs)
    same c ("foldl " ++ s) (ML.foldl (-) 100 xs) (foldl (-) 100 xs)
    same c ("foldl' " ++ s) (ML.foldl' (flip (:)) [] xs) (L.foldl' (flip (:)) [] xs)
    same c ("foldl1 " ++ s) (ML.foldl1 (-) xs) (foldl1 (-) xs)
    same c ("foldl1' " ++ s) (ML.foldl1' (-) xs) (L.foldl1' (-) xs)
    same c ("foldr1 " ++ s) (ML.foldr1 (-) xs) (foldr1 (-) xs)
    same c ("length " ++ s) (ML.length xs) (length xs)
    same c ("null " ++ s) (ML.null xs) (null xs)
    same c ("reverse " ++ s) (ML.reverse xs) (reverse xs)
    same c ("concat " ++ s) (ML.concat [xs, [0], xs]) (concat [xs, [0], xs])
    same c ("concatMap " ++ s) (ML.concatMap (\x -> [x, x]) xs) (concatMap (\x -> [x, x]) xs)
    same c ("elem " ++ s) (map (`ML.elem` xs) [0, 1, 7, 42]) (map (`elem` xs) [0, 1, 7, 42])
    same c ("notElem " ++ s) (map (`ML.notElem` xs) [0, 1, 7, 42]) (map (`notElem` xs) [0, 1, 7, 42])
    same c ("sum " ++ s) (ML.sum xs) (sum xs)
    same c ("product " ++ s) (ML.product xs) (product xs)
    same c ("maximum " ++ s) (ML.maximum xs) (maximum xs)
    same c ("minimum " ++ s) (ML.minimum xs) (minimum xs)
    same c ("head " ++ s) (ML.head xs) (head xs)
    same c ("tail " ++ s) (ML.tail xs) (tail xs)
    same c ("last " ++ s) (ML.last xs) (last xs)
    same c ("init " ++ s) (ML.init xs) (init xs)
    same c ("uncons " ++ s) (ML.uncons xs) (L.uncons xs)
    same c ("and " ++ s) (ML.and (map even xs)) (and (map even xs))
    same c ("or " ++ s) (ML.or (map (> 4) xs)) (or (map (> 4) xs))
    same c ("any " ++ s) (ML.any (> 4) xs) (any (> 4) xs)
    same c ("all " ++ s) (ML.all (< 6) xs) (all (< 6) xs)
    same c ("zip " ++ s) (ML.zip xs "abcd") (zip xs "abcd")
    same c ("zip3 " ++ s) (ML.zip3 xs "abcd" [True, False]) (zip3 xs "abcd" [True, False])
    same c ("zipWith " ++ s) (ML.zipWith (+) xs [10, 20, 30]) (zipWith (+) xs [10, 20, 30])
    same c ("zipWith3 " ++ s) (ML.zipWith3 (\a b d -> a + b * d) xs xs [1, 2]) (zipWith3 (\a b d -> a + b * d) xs xs [1, 2])
    same c ("unzip " ++ s) (ML.unzip (zip xs (map show xs))) (unzip (zip xs (map show xs)))
    same c ("unzip3 " ++ s) (ML.unzip3 (zip3 xs xs "xyz")) (unzip3 (zip3 xs xs "xyz"))
    same c ("lookup " ++ s) (map (`ML.lookup` zip xs "abcdefgh") [1, 7, 99]) (map (`lookup` zip xs "abcdefgh") [1, 7, 99])
    same c ("takeWhile " ++ s) (ML.takeWhile (< 6) xs) (takeWhile (< 6) xs)
    same c ("dropWhile " ++ s) (ML.dropWhile (< 6) xs) (dropWhile (< 6) xs)
    same c ("span " ++ s) (ML.span (< 6) xs) (span (< 6) xs)
    same c ("break " ++ s) (ML.break (> 4) xs) (break (> 4) xs)
    same c ("scanl " ++ s) (ML.scanl (-) 0 xs) (scanl (-) 0 xs)
    same c ("scanl' " ++ s) (ML.scanl' (-) 0 xs) (L.scanl' (-) 0 xs)
    same c ("scanl1 " ++ s) (ML.scanl1 (-) xs) (scanl1 (-) xs)
    same c ("scanr " ++ s) (ML.scanr (-) 0 xs) (scanr (-) 0 xs)
    same c ("scanr1 " ++ s) (ML.scanr1 (-) xs) (scanr1 (-) xs)
    same c ("cycle " ++ s) (take 7 (ML.cycle xs)) (take 7 (cycle xs))
    forM_ [-1, 0, 1, 2, 3, 25] $ \n -> do
      let t = s ++ " " ++ show n
      same c ("take " ++ t) (ML.take n xs) (take n xs)
      same c ("drop " ++ t) (ML.drop n xs) (drop n xs)
      same c ("splitAt " ++ t) (ML.splitAt n xs) (splitAt n xs)
      same c ("!! " ++ t) (xs ML.!! n) (xs !! n)
      same c ("replicate " ++ show n) (ML.replicate n 'x') (replicate n 'x')
  -- infinite lists
  same c "take inf" (ML.take 5 inf) (take 5 inf)
  same c "drop inf" (take 3 (ML.drop 5 inf)) (take 3 (drop 5 inf))
  same c "splitAt inf" (fst (ML.splitAt 3 inf)) (fst (splitAt 3 inf))
  same c "iterate" (take 6 (ML.iterate (* 2) (1 :: Int))) (take 6 (iterate (* 2) 1))
  same c "iterate'" (take 6 (ML.iterate' (* 2) (1 :: Int))) (take 6 (L.iterate' (* 2) 1))
  same c "repeat" (take 4 (ML.repeat 'z')) (take 4 (repeat 'z'))
  same c "cycle inf" (take 5 (ML.cycle inf)) (take 5 (cycle inf))
  same c "filter inf" (take 3 (ML.filter even inf)) (take 3 (filter even inf))
  same c "zip inf" (ML.zip "abc" inf) (zip "abc" inf)
  same c "zipWith inf" (take 3 (ML.zipWith (+) inf inf)) (take 3 (zipWith (+) inf inf))
  same c "takeWhile inf" (ML.takeWhile (< 5) inf) (takeWhile (< 5) inf)
  same c "span inf" (fst (ML.span (< 5) inf)) (fst (span (< 5) inf))
  same c "elem inf" (ML.elem 50 inf) (elem 50 inf)
  same c "any inf" (ML.any (> 50) inf) (any (> 50) inf)
  same c "all inf" (ML.all (< 50) inf) (all (< 50) inf)
  same c "and inf" (ML.and (map (< 50) inf)) (and (map (< 50) inf))
  same c "or inf" (ML.or (map (> 50) inf)) (or (map (> 50) inf))
  same c "!! inf" (inf ML.!! 30) (inf !! 30)
  same c "lookup inf" (ML.lookup 7 (zip inf "abcdefghij")) (lookup 7 (zip inf "abcdefghij"))
  same c "concat inf" (take 5 (ML.concat (map (: []) inf))) (take 5 (concat (map (: []) inf)))
  same c "concatMap inf" (take 5 (ML.concatMap (\x -> [x, x]) inf)) (take 5 (concatMap (\x -> [x, x]) inf))
  same c "scanl inf" (take 5 (ML.scanl (+) 0 inf)) (take 5 (scanl (+) 0 inf))
  same c "scanr partial" (take 1 (ML.scanr (\x _ -> x) 0 (1 : 2 : (u :: [Int])))) (take 1 (scanr (\x _ -> x) 0 (1 : 2 : u)))
  same c "init inf" (take 3 (ML.init inf)) (take 3 (init inf))
  same c "unzip inf" (take 3 (fst (ML.unzip (zip inf inf)))) (take 3 (fst (unzip (zip inf inf))))
  same c "foldr1 inf" (ML.foldr1 (\x r -> if x > 5 then x else r) inf) (foldr1 (\x r -> if x > 5 then x else r) inf)
  -- laziness and crashes on partial lists
  same c "length partial elems" (ML.length [u, u :: Int]) (length [u, u :: Int])
  same c "take 0 undefined" (ML.take 0 (u :: [Int])) (take 0 (u :: [Int]))
  same c "drop 0 undefined" (ML.drop 0 [u :: Int]) (drop 0 [u :: Int])
  same c "take partial" (ML.take 2 (1 : 2 : (u :: [Int]))) (take 2 (1 : 2 : u))
  same c "take 1 partial" (ML.take 1 (1 : (u :: [Int]))) (take 1 (1 : u))
  same c "splitAt partial" (fst (ML.splitAt 2 (1 : 2 : (u :: [Int])))) (fst (splitAt 2 (1 : 2 : u)))
  sameWhnf c "splitAt 0 undefined" (ML.splitAt 0 (u :: [Int])) (splitAt 0 (u :: [Int]))
  sameWhnf c "splitAt 1 undefined" (ML.splitAt 1 (u :: [Int])) (splitAt 1 (u :: [Int]))
  sameWhnf c "unzip undefined pair" (ML.unzip [u :: (Int, Int)]) (unzip [u :: (Int, Int)])
  same c "unzip lazy rest" (head (fst (ML.unzip ((1 :: Int, 'a') : u)))) (head (fst (unzip ((1, 'a') : u))))
  same c "zip [] undefined" (ML.zip [] (u :: [Int]) :: [(Int, Int)]) (zip [] (u :: [Int]))
  same c "zip [1] undefined" (ML.zip [1 :: Int] (u :: [Int])) (zip [1] (u :: [Int]))
  same c "zip3 [] undefined" (ML.zip3 [] (u :: [Int]) (u :: [Int]) :: [(Int, Int, Int)]) (zip3 [] (u :: [Int]) (u :: [Int]))
  same c "zipWith3 short" (ML.zipWith3 (,,) [1 :: Int] ([] :: [Int]) (u :: [Int])) (zipWith3 (,,) [1 :: Int] [] (u :: [Int]))
  same c "!! negative undefined list" ((u :: [Int]) ML.!! (-1)) ((u :: [Int]) !! (-1))
  same c "!! lazy elems" ([u, 5 :: Int] ML.!! 1) ([u, 5] !! 1)
  same c "head lazy" (ML.head (1 : (u :: [Int]))) (head (1 : u))
  same c "last partial" (ML.last [u, 3 :: Int]) (last [u, 3 :: Int])
  same c "init partial" (take 1 (ML.init (1 : 2 : (u :: [Int])))) (take 1 (init (1 : 2 : u)))
  same c "init one" (ML.init [u :: Int]) (init [u :: Int])
  same c "foldr1 single undefined" (ML.foldr1 u [3 :: Int]) (foldr1 u [3 :: Int])
  same c "foldl lazy acc" (ML.foldl (\_ x -> x) u [1, 2 :: Int]) (foldl (\_ x -> x) u [1, 2 :: Int])
  same c "foldl' strict acc" (ML.foldl' (\_ x -> x) (0 :: Int) [u, 2]) (L.foldl' (\_ x -> x) 0 [u, 2 :: Int])
  same c "foldl' undefined acc" (ML.foldl' (\_ x -> x) u [1, 2 :: Int]) (L.foldl' (\_ x -> x) u [1, 2 :: Int])
  same c "foldl' strict acc 2" (ML.foldl' (\a x -> if x > 1 then 7 else a) (0 :: Int) [1, 2]) (L.foldl' (\a x -> if x > 1 then 7 else a) 0 [1, 2 :: Int])
  same c "foldl' crash acc" (ML.foldl' (\a x -> if x == 1 then u else a + x) (0 :: Int) [1, 2, 3]) (L.foldl' (\a x -> if x == 1 then u else a + x) 0 [1, 2, 3 :: Int])
  same c "sum lazy" (ML.sum [1, 2, 3 :: Integer]) (sum [1, 2, 3 :: Integer])
  same c "sum Double" (ML.sum [1.5, 2.25 :: Double]) (sum [1.5, 2.25 :: Double])
  same c "maximum partial" (ML.maximum [3, u :: Int]) (maximum [3, u :: Int])
  same c "maximum strings" (ML.maximum ["b", "abc", "ba"]) (maximum ["b", "abc", "ba"])
  same c "minimum strings" (ML.minimum ["b", "abc", "ba"]) (minimum ["b", "abc", "ba"])
  same c "elem lazy" (ML.elem 1 (1 : (u :: [Int]))) (elem 1 (1 : u))
  same c "and lazy" (ML.and (False : u)) (and (False : u))
  same c "any lazy" (ML.any even (2 : (u :: [Int]))) (any even (2 : u))
  same c "replicate lazy elem" (length (ML.replicate 3 (u :: Int))) (length (replicate 3 (u :: Int)))
  same c "cycle empty" (ML.cycle ([] :: [Int])) (cycle [])
  same c "errorEmptyList" (ML.errorEmptyList "foo" :: Int) (error "Prelude.foo: empty list")
  same c "scanl lazy" (take 2 (ML.scanl (+) 0 (1 : (u :: [Int])))) (take 2 (scanl (+) 0 (1 : u)))
  same c "scanl' strict" (take 2 (ML.scanl' (\_ _ -> u) (0 :: Int) [1 :: Int])) (take 2 (L.scanl' (\_ _ -> u) 0 [1 :: Int]))
  same c "scanr1 partial" (ML.scanr1 (+) [1, 2 :: Int]) (scanr1 (+) [1, 2])
  same c "iterate' strict" (take 2 (ML.iterate' (\_ -> u) (1 :: Int))) (take 2 (L.iterate' (\_ -> u) 1))
  same c "span lazy" (take 1 (fst (ML.span (< 5) (1 : (u :: [Int]))))) (take 1 (fst (span (< 5) (1 : u))))
  same c "break lazy" (take 1 (fst (ML.break (> 5) (1 : (u :: [Int]))))) (take 1 (fst (break (> 5) (1 : u))))

checkFoldable :: Counts -> IO ()
checkFoldable c = do
  let m = RM.fromList [(3 :: Int, 30 :: Int), (1, 10), (2, 20)]
  forM_ ints $ \xs -> do
    let s = show xs
    same c ("F.and " ++ s) (MF.and (map even xs)) (and (map even xs))
    same c ("F.or " ++ s) (MF.or (map even xs)) (or (map even xs))
    same c ("F.any " ++ s) (MF.any (> 3) xs) (any (> 3) xs)
    same c ("F.all " ++ s) (MF.all (> -3) xs) (all (> -3) xs)
    same c ("F.concat " ++ s) (MF.concat [xs, xs]) (concat [xs, xs])
    same c ("F.concatMap " ++ s) (MF.concatMap show xs) (concatMap show xs)
    same c ("F.notElem " ++ s) (map (`MF.notElem` xs) [1, 7]) (map (`notElem` xs) [1, 7])
    same c ("F.find " ++ s) (MF.find (> 2) xs) (F.find (> 2) xs)
  same c "F.any Maybe" (MF.any even (Just (2 :: Int))) (any even (Just 2))
  same c "F.all Nothing" (MF.all even (Nothing :: Maybe Int)) (all even Nothing)
  same c "F.concat Maybe" (MF.concat (Just "ab")) (concat (Just "ab"))
  same c "F.any Map" (MF.any (> 25) m) (any (> 25) m)
  same c "F.concatMap Map" (MF.concatMap show m) (concatMap show m)
  same c "F.find Map" (MF.find (> 15) m) (F.find (> 15) m)
  same c "F.notElem Map" (MF.notElem 20 m) (notElem 20 m)
  same c "F.any inf" (MF.any (> 10) [1 :: Int ..]) (any (> 10) [1 :: Int ..])
  same c "F.and lazy" (MF.and (False : u)) (and (False : u))
  same c "F.concat inf" (take 5 (MF.concat (repeat "ab"))) (take 5 (concat (repeat "ab")))
  same c "F.concatMap inf" (take 5 (MF.concatMap (replicate 2) [1 :: Int ..])) (take 5 (concatMap (replicate 2) [1 :: Int ..]))

strings :: [String]
strings = ["", " ", "\n", "a", "a\n", "\na", "a\nb", "a\n\nb\n", "  hello   world \t\n x ", "\x3000a\x2003b\x85 c\xa0", "one\r\ntwo"]

checkOldList :: Counts -> IO ()
checkOldList c = do
  forM_ strings $ \s -> do
    same c ("words " ++ show s) (MO.words s) (words s)
    same c ("lines " ++ show s) (MO.lines s) (lines s)
  forM_ [[], [""], ["a"], ["a", "b"], ["", "x", ""], ["ab", "cd", "ef"]] $ \ws -> do
    same c ("unwords " ++ show ws) (MO.unwords ws) (unwords ws)
    same c ("unlines " ++ show ws) (MO.unlines ws) (unlines ws)
    same c ("intercalate " ++ show ws) (MO.intercalate ", " ws) (L.intercalate ", " ws)
    same c ("transpose " ++ show ws) (MO.transpose ws) (L.transpose ws)
  same c "transpose ragged" (MO.transpose ["abc", "", "de", "f"]) (L.transpose ["abc", "", "de", "f"])
  same c "lines lazy" (take 2 (head (MO.lines ('a' : 'b' : u)))) (take 2 (head (lines ('a' : 'b' : u))))
  same c "words lazy" (take 2 (MO.words (cycle "ab "))) (take 2 (words (cycle "ab ")))
  same c "unwords lazy" (take 3 (MO.unwords ("ab" : u))) (take 3 (unwords ("ab" : u)))
  same c "unlines inf" (take 5 (MO.unlines (repeat "a"))) (take 5 (unlines (repeat "a")))
  ok c "isSpace all chars" (and [MU.isSpace ch == C.isSpace ch | ch <- [minBound .. maxBound]])
  let pairs = [(1 :: Int, 'b'), (0, 'a'), (1, 'a'), (2, 'c'), (0, 'z'), (1, 'q')]
  forM_ ints $ \xs -> do
    let s = show xs
    same c ("sort " ++ s) (MO.sort xs) (L.sort xs)
    same c ("sortBy " ++ s) (MO.sortBy (flip compare) xs) (L.sortBy (flip compare) xs)
    same c ("sortOn " ++ s) (MO.sortOn negate xs) (L.sortOn negate xs)
    same c ("insert " ++ s) (MO.insert 4 (L.sort xs)) (L.insert 4 (L.sort xs))
    same c ("nub " ++ s) (MO.nub (xs ++ reverse xs)) (L.nub (xs ++ reverse xs))
    same c ("group " ++ s) (MO.group (L.sort (xs ++ xs))) (L.group (L.sort (xs ++ xs)))
    same c ("delete " ++ s) (MO.delete 7 xs) (L.delete 7 xs)
    same c ("intersperse " ++ s) (MO.intersperse 0 xs) (L.intersperse 0 xs)
    same c ("inits " ++ s) (MO.inits xs) (L.inits xs)
    same c ("genericLength " ++ s) (MO.genericLength xs :: Integer) (L.genericLength xs)
    same c ("isPrefixOf " ++ s) (map (`MO.isPrefixOf` xs) [[], take 2 xs, [3, 1, 5]]) (map (`L.isPrefixOf` xs) [[], take 2 xs, [3, 1, 5]])
    same c ("isSuffixOf " ++ s) (map (`MO.isSuffixOf` xs) [[], drop 2 xs, [7, 0]]) (map (`L.isSuffixOf` xs) [[], drop 2 xs, [7, 0]])
    same c ("isInfixOf " ++ s) (map (`MO.isInfixOf` xs) [[], [7, 7], [2, 7]]) (map (`L.isInfixOf` xs) [[], [7, 7], [2, 7]])
    same c ("stripPrefix " ++ s) (map (`MO.stripPrefix` xs) [[], take 1 xs, [9]]) (map (`L.stripPrefix` xs) [[], take 1 xs, [9]])
  same c "sortBy stable" (MO.sortBy (\a b -> compare (fst a) (fst b)) pairs) (L.sortBy (\a b -> compare (fst a) (fst b)) pairs)
  same c "sortOn stable" (MO.sortOn fst pairs) (L.sortOn fst pairs)
  same c "insertBy" (MO.insertBy (\a b -> compare (fst a) (fst b)) (1, 'x') (L.sortOn fst pairs)) (L.insertBy (\a b -> compare (fst a) (fst b)) (1, 'x') (L.sortOn fst pairs))
  same c "nubBy order" (MO.nubBy (\a b -> a + 1 == b) [1, 2, 3, 5, 6, 4 :: Int]) (L.nubBy (\a b -> a + 1 == b) [1, 2, 3, 5, 6, 4])
  same c "groupBy order" (MO.groupBy (<) [1, 3, 2, 5, 0, 4 :: Int]) (L.groupBy (<) [1, 3, 2, 5, 0, 4])
  same c "deleteBy order" (MO.deleteBy (<=) 4 [1 .. 10 :: Int]) (L.deleteBy (<=) 4 [1 .. 10])
  same c "nub inf" (take 5 (MO.nub (cycle [1 .. 7 :: Int]))) (take 5 (L.nub (cycle [1 .. 7 :: Int])))
  same c "isPrefixOf inf" (MO.isPrefixOf [1, 2 :: Int] [1 ..]) (L.isPrefixOf [1, 2] [1 :: Int ..])
  same c "inits inf" (take 3 (MO.inits [1 :: Int ..])) (take 3 (L.inits [1 :: Int ..]))
  same c "intersperse inf" (take 5 (MO.intersperse 0 [1 :: Int ..])) (take 5 (L.intersperse 0 [1 :: Int ..]))
  same c "union" (L.union [1, 2, 2, 3 :: Int] [3, 4, 4, 1, 5]) (L.union [1, 2, 2, 3 :: Int] [3, 4, 4, 1, 5])

checkShow :: Counts -> IO ()
checkShow c = do
  let ns = [0, 1, -1, 7, 10, -10, 123456789, -987654321, maxBound, minBound] :: [Int]
  forM_ ns $ \n@(I# n#) -> do
    forM_ [0, 6, 7, 11] $ \p ->
      same c ("showSignedInt " ++ show (p, n)) (MSh.showSignedInt p n "!") (showsPrec p n "!")
    same c ("itos " ++ show n) (MSh.itos n# "?") (shows n "?")
    same c ("$witos' " ++ show n) (case MSh.zdwitoszq n# "x" of (# ch, rest #) -> ch : rest) (shows n "x")
  forM_ [0, 5, 99, -3, 12345678901234567890, -12345678901234567890 :: Integer] $ \n ->
    forM_ [0, 7, 11 :: Int] $ \p@(I# p#) ->
      same c ("$w$cshowsPrec3 " ++ show (p, n)) (case MSh.zdwzdcshowsPrec3 p# n "." of (# ch, rest #) -> ch : rest) (showsPrec p n ".")
  ok c "showLitChar 0..300" (and [MSh.showLitChar ch rest == C.showLitChar ch rest | ch <- ['\0' .. '\300'], rest <- ["", "1", "H", "x"]])
  ok c "showLitChar high" (and [MSh.showLitChar ch rest == C.showLitChar ch rest | ch <- "\1234\x10ffff\xffff\x3000\DEL\x80", rest <- ["", "9", "a"]])
  ok c "$wshowLitChar" (and [MSh.zdwshowLitChar ch# "7" == C.showLitChar (C# ch#) "7" | C# ch# <- ['\0' .. '\200']])
  forM_ ["", "abc", "a\"b", "\SO\&H", "\SOH", "\1234\&5", "tab\there", "\\", "'", "\DEL", "日本"] $ \s ->
    same c ("showLitString " ++ show s) (MSh.showLitString s "#") (tail (init (show s)) ++ "#")
  -- the tuple loops, called the way GHC.Show's unfoldings call them
  let pair a b s = '(' : shows a (',' : MSh.zdfShowZLz2cUZRzuzdsgo1 (')' : s) (shows b) [])
      triple a b d s = '(' : shows a (',' : MSh.zdfShowZLz2cUz2cUZRzuzdsgo (')' : s) (shows b) [shows d])
      quad a b d e s = '(' : shows a (',' : MSh.zdfShowZLz2cUz2cUz2cUZRzuzdsgo (')' : s) (shows b) [shows d, shows e])
  same c "show pair" (pair (1 :: Int) "x" "") (show (1 :: Int, "x"))
  same c "show triple" (triple (1 :: Int) 'c' [True] "") (show (1 :: Int, 'c', [True]))
  same c "show quad" (quad (-1 :: Int) 'c' (Just ()) (2.5 :: Double) "") (show (-1 :: Int, 'c', Just (), 2.5 :: Double))
  forM_ [1.5, -1.5, 0, -0.0, 1 / 0, -1 / 0, 0 / 0, 1.0e-2, -1.0e7, 123.456] $ \x@(D# x#) ->
    forM_ [0, 6, 7] $ \p ->
      same c ("showSignedFloat " ++ show (p, x)) (MFl.zdwzdsshowSignedFloat showFloat p x# "]") (showsPrec p x "]")
  forM_ [1.5, -1.5, 0, -0.0, 1 / 0, 0 / 0, -2.0e-3] $ \x@(F# x#) ->
    forM_ [0, 7] $ \p ->
      same c ("showSignedFloat Float " ++ show (p, x)) (MFl.zdwzdsshowSignedFloat1 showFloat p x# "]") (showsPrec p x "]")

checkClasses :: Counts -> IO ()
checkClasses c = do
  let ls = ["", "a", "ab", "abc", "b", "abd"]
  forM_ ls $ \a -> forM_ ls $ \b -> do
    same c ("== " ++ show (a, b)) (MC.zdfEqZMZNzuzdczeze a b) (a == b)
    same c ("compare " ++ show (a, b)) (MC.zdfOrdZMZNzuzdccompare a b) (compare a b)
  same c "== lazy" (MC.zdfEqZMZNzuzdczeze [1 :: Int] (2 : u)) ([1] == (2 : u))
  same c "== lazy 2" (MC.zdfEqZMZNzuzdczeze [1 :: Int] []) ([1] == [])
  same c "== undefined" (MC.zdfEqZMZNzuzdczeze [] (u :: [Int])) ([] == (u :: [Int]))
  same c "compare lazy" (MC.zdfOrdZMZNzuzdccompare [1 :: Int] (2 : u)) (compare [1] (2 : u))
  same c "compare inf" (MC.zdfOrdZMZNzuzdccompare [1 :: Int ..] (1 : 2 : 4 : u)) (compare [1 ..] (1 : 2 : 4 : u))
  same c "compare nested" (MC.zdfOrdZMZNzuzdccompare [[1 :: Int], [2]] [[1], [1, 5]]) (compare [[1 :: Int], [2]] [[1], [1, 5]])

checkErrors :: Counts -> IO ()
checkErrors c = do
  same c "succ maxBound Int" ME.zdfEnumInt2 (succ (maxBound :: Int))
  same c "pred minBound Int" ME.zdfEnumInt1 (pred (minBound :: Int))
  same c "succ maxBound Char" ME.zdfEnumChar2 (succ (maxBound :: Char))
  same c "pred minBound Char" ME.zdfEnumChar1 (pred (minBound :: Char))
  same c "div by zero" (MR.divZeroError :: Int) (1 `div` (0 :: Int))
  same c "overflow" (MR.overflowError :: Int) (minBound `div` (-1 :: Int))
  same c "ratio zero denominator" (MR.ratioZeroDenominatorError :: Int) (error "Ratio has zero denominator")
  same c "chr negative" (case (-1 :: Int) of I# n -> MCh.zdwlvl n) (C.chr (-1))
  same c "chr too big" (case (1114112 :: Int) of I# n -> MCh.zdwlvl n) (C.chr 1114112)
  same c "stimes negative" (length (MSI.stimesList1 :: [Int])) (length (S.stimes (-1 :: Int) [1 :: Int]))
  -- the messages of the partial list functions
  same c "head []" (ML.head ([] :: [Int])) (head [])
  same c "tail []" (ML.tail ([] :: [Int])) (tail [])
  same c "last []" (ML.last ([] :: [Int])) (last [])
  same c "init []" (ML.init ([] :: [Int])) (init [])
  same c "foldr1 []" (ML.foldr1 (+) ([] :: [Int])) (foldr1 (+) [])
  same c "foldl1 []" (ML.foldl1 (+) ([] :: [Int])) (foldl1 (+) [])
  same c "maximum []" (ML.maximum ([] :: [Int])) (maximum [])
  same c "minimum []" (ML.minimum ([] :: [Int])) (minimum [])
  same c "!! negative" ([1 :: Int] ML.!! (-1)) ([1] !! (-1))
  same c "!! too large" ([1 :: Int] ML.!! 1) ([1] !! 1)
  same c "cycle []" (ML.cycle ([] :: [Int])) (cycle [])
  -- ord# is used so that GHC.Exts' import is exercised
  ok c "ord#" (case 'a' of C# ch -> I# (ord# ch) == 97)

checkMaybe :: Counts -> IO ()
checkMaybe c = do
  let ms = [Nothing, Just 1, Just (-2), Nothing, Just 3 :: Maybe Int]
  same c "mapMaybe" (MM.mapMaybe (\x -> if odd x then Just (x * 2) else Nothing) [1 .. 9 :: Int]) (DM.mapMaybe (\x -> if odd x then Just (x * 2) else Nothing) [1 .. 9])
  same c "catMaybes" (MM.catMaybes ms) (DM.catMaybes ms)
  same c "mapMaybe inf" (take 3 (MM.mapMaybe Just [1 :: Int ..])) (take 3 (DM.mapMaybe Just [1 :: Int ..]))
  same c "fromJust" (MM.fromJust (Just 'x')) (DM.fromJust (Just 'x'))
  same c "fromJust Nothing" (MM.fromJust (Nothing :: Maybe Int)) (DM.fromJust Nothing)

-- | A model-built set is the canonical chain: left subtrees empty, sizes
-- right, elements strictly ascending.
canonicalSet :: Ord a => Set a -> Bool
canonicalSet SI.Tip = True
canonicalSet (SI.Bin n x SI.Tip r) =
  n == 1 + RSet.size r && canonicalSet r && maybe True (> x) (RSet.lookupMin r)
canonicalSet _ = False

-- | The same operations on a model-built and a real set (compared through
-- their Show instance, which lists the elements).
checkSet :: Counts -> IO ()
checkSet c = do
  let xs = [5 :: Int, 1, 3, 9, 3, 7, 0]
      ms = MSet.fromList xs
      rs = RSet.fromList xs
      other = RSet.fromList [3 :: Int, 4, 10, -5]
      mo = MSet.fromList [3 :: Int, 4, 10, -5]
      e = RSet.empty :: Set Int
      me = MSet.empty :: Set Int
  same c "Set.fromList" ms rs
  ok c "Set.fromList canonical" (canonicalSet ms && canonicalSet (MSet.fromList [9, 8 .. 1 :: Int]))
  ok c "Set.fromList is a chain" (case MSet.fromList [2, 1 :: Int] of
                                    SI.Bin 2 1 SI.Tip (SI.Bin 1 2 SI.Tip SI.Tip) -> True
                                    _ -> False)
  same c "Set.empty/singleton" (me, MSet.singleton 'k') (e, RSet.singleton 'k')
  same c "Set.size/null" (MSet.size ms, MSet.null ms, MSet.null me) (RSet.size rs, RSet.null rs, RSet.null e)
  same c "Set.toList/elems/toAscList/toDescList" (MSet.toList ms, MSet.elems ms, MSet.toAscList ms, MSet.toDescList ms)
                                                   (RSet.toList rs, RSet.elems rs, RSet.toAscList rs, RSet.toDescList rs)
  same c "Set.toDescList1/$fDataSet1" (MSet.toDescList1 [100] ms, MSet.zdfDataSet1 [100] ms) (RSet.toDescList rs ++ [100], RSet.toAscList rs ++ [100])
  same c "Set.== real" (ms == rs) True
  same c "Set.compare real" (compare ms (RSet.insert 4 rs)) (compare rs (RSet.insert 4 rs))
  same c "Set.Foldable on model set" (sum ms, length ms, maximum ms, minimum ms, elem 3 ms) (sum rs, length rs, maximum rs, minimum rs, elem 3 rs)
  same c "Set.foldr1 empty" (foldr1 (+) me) (foldr1 (+) e)
  same c "Set.foldl1 empty" (foldl1 (+) me) (foldl1 (+) e)
  same c "Set.real insert on model set" (RSet.insert 4 ms) (RSet.insert 4 rs)
  same c "Set.real map on model set" (RSet.map (`div` 2) ms) (RSet.map (`div` 2) rs)
  forM_ [-1 .. 10 :: Int] $ \k -> do
    let t = " " ++ show k
    same c ("Set.member" ++ t) (MSet.member k ms, MSet.notMember k ms) (RSet.member k rs, RSet.notMember k rs)
    same c ("Set.insert" ++ t) (MSet.insert k ms) (RSet.insert k rs)
    same c ("Set.insertR" ++ t) (MSet.insertR k ms) (RSet.insert k rs)
    same c ("Set.delete" ++ t) (MSet.delete k ms) (RSet.delete k rs)
    ok c ("Set.insert/delete canonical" ++ t) (canonicalSet (MSet.insert k ms) && canonicalSet (MSet.delete k ms))
    same c ("Set.lookupLT/GT/LE/GE" ++ t) (MSet.lookupLT k ms, MSet.lookupGT k ms, MSet.lookupLE k ms, MSet.lookupGE k ms)
                                          (RSet.lookupLT k rs, RSet.lookupGT k rs, RSet.lookupLE k rs, RSet.lookupGE k rs)
    same c ("Set.elemAt" ++ t) (MSet.elemAt k ms) (RSet.elemAt k rs)
    same c ("Set.findIndex" ++ t) (MSet.findIndex k ms) (RSet.findIndex k rs)
    same c ("Set.lookupIndex" ++ t) (MSet.lookupIndex k ms) (RSet.lookupIndex k rs)
    same c ("Set.deleteAt" ++ t) (MSet.deleteAt k ms) (RSet.deleteAt k rs)
    same c ("Set.take/drop/splitAt" ++ t) (MSet.take k ms, MSet.drop k ms, MSet.splitAt k ms) (RSet.take k rs, RSet.drop k rs, RSet.splitAt k rs)
    same c ("Set.split/splitMember" ++ t) (MSet.split k ms, MSet.splitMember k ms) (RSet.split k rs, RSet.splitMember k rs)
  same c "Set.union" (MSet.union ms mo) (RSet.union rs other)
  same c "Set.unions" (MSet.unions [ms, mo, MSet.singleton 100]) (RSet.unions [rs, other, RSet.singleton 100])
  same c "Set.intersection" (MSet.intersection ms mo) (RSet.intersection rs other)
  same c "Set.difference" (MSet.difference ms mo, ms MSet.\\ mo) (RSet.difference rs other, rs RSet.\\ other)
  ok c "Set.union/intersection/difference canonical" (all canonicalSet [MSet.union ms mo, MSet.intersection ms mo, MSet.difference ms mo])
  same c "Set.isSubsetOf" (MSet.isSubsetOf (MSet.fromList [1, 3]) ms, MSet.isSubsetOf ms mo, MSet.isProperSubsetOf ms ms)
                          (RSet.isSubsetOf (RSet.fromList [1, 3]) rs, RSet.isSubsetOf rs other, RSet.isProperSubsetOf rs rs)
  same c "Set.disjoint" (MSet.disjoint ms mo, MSet.disjoint ms (MSet.fromList [2, 4])) (RSet.disjoint rs other, RSet.disjoint rs (RSet.fromList [2, 4]))
  same c "Set.filter/partition" (MSet.filter odd ms, MSet.partition odd ms) (RSet.filter odd rs, RSet.partition odd rs)
  same c "Set.map" (MSet.map (`div` 2) ms, MSet.mapMonotonic (* 2) ms) (RSet.map (`div` 2) rs, RSet.mapMonotonic (* 2) rs)
  same c "Set.takeWhileAntitone" (MSet.takeWhileAntitone (< 5) ms, MSet.dropWhileAntitone (< 5) ms, MSet.spanAntitone (< 4) ms)
                                 (RSet.takeWhileAntitone (< 5) rs, RSet.dropWhileAntitone (< 5) rs, RSet.spanAntitone (< 4) rs)
  same c "Set.folds" (MSet.foldr (:) [] ms, MSet.foldl (flip (:)) [] ms, MSet.foldr' (+) 0 ms, MSet.foldl' (-) 0 ms, MSet.fold (:) [] ms)
                     (RSet.foldr (:) [] rs, RSet.foldl (flip (:)) [] rs, RSet.foldr' (+) 0 rs, RSet.foldl' (-) 0 rs, RSet.fold (:) [] rs)
  same c "Set.findMin/findMax" (MSet.findMin ms, MSet.findMax ms) (RSet.findMin rs, RSet.findMax rs)
  same c "Set.findMin empty" (MSet.findMin me) (RSet.findMin e)
  same c "Set.findMax empty" (MSet.findMax me) (RSet.findMax e)
  same c "Set.lookupMin/Max" (MSet.lookupMin ms, MSet.lookupMax ms, MSet.lookupMin me) (RSet.lookupMin rs, RSet.lookupMax rs, RSet.lookupMin e)
  same c "Set.deleteMin/Max" (MSet.deleteMin ms, MSet.deleteMax ms, MSet.deleteMin me) (RSet.deleteMin rs, RSet.deleteMax rs, RSet.deleteMin e)
  same c "Set.minView/maxView" (MSet.minView ms, MSet.maxView ms, MSet.minView me) (RSet.minView rs, RSet.maxView rs, RSet.minView e)
  same c "Set.deleteFindMin/Max" (MSet.deleteFindMin ms, MSet.deleteFindMax ms) (RSet.deleteFindMin rs, RSet.deleteFindMax rs)
  same c "Set.deleteFindMin empty" (fst (MSet.deleteFindMin me)) (fst (RSet.deleteFindMin e))
  same c "Set.deleteFindMax empty" (fst (MSet.deleteFindMax me)) (fst (RSet.deleteFindMax e))
  same c "Set.fromAscList/DescList" (MSet.fromAscList [1, 1, 2, 5, 5 :: Int], MSet.fromDescList [5, 5, 2, 1 :: Int], MSet.fromDistinctAscList "abc", MSet.fromDistinctDescList "cba")
                                    (RSet.fromAscList [1, 1, 2, 5, 5 :: Int], RSet.fromDescList [5, 5, 2, 1 :: Int], RSet.fromDistinctAscList "abc", RSet.fromDistinctDescList "cba")
  same c "Set.cartesianProduct/powerSet" (MSet.cartesianProduct (MSet.fromList "ab") (MSet.fromList [1, 2 :: Int]), MSet.powerSet (MSet.fromList [1, 2, 3 :: Int]))
                                         (RSet.cartesianProduct (RSet.fromList "ab") (RSet.fromList [1, 2 :: Int]), RSet.powerSet (RSet.fromList [1, 2, 3 :: Int]))
  same c "Set.builders" (MSet.link 4 (MSet.fromList [1, 2]) (MSet.fromList [6]), MSet.merge (MSet.fromList [1, 2]) (MSet.fromList [6]), MSet.insertMax 19 ms, MSet.insertMin (-9) ms)
                        (RSet.fromList [1, 2, 4, 6 :: Int], RSet.fromList [1, 2, 6], RSet.insert 19 rs, RSet.insert (-9) rs)
  same c "Set.member strict" (MSet.member u me) (RSet.member (u :: Int) e)
  same c "Set.insert strict" (MSet.size (MSet.insert u me)) (RSet.size (RSet.insert (u :: Int) e))
  same c "Set.fromList strict" (MSet.size (MSet.fromList [1, u])) (RSet.size (RSet.fromList [1, u :: Int]))

-- | The same operations on model-built and real vectors, compared as lists
-- (the models store a list where the library has an array: a model vector
-- must never reach a real function, nor the other way round).
checkVector :: Counts -> IO ()
checkVector c = do
  let xs = [5 :: Int, 1, 3, 9, 3, 7, 0]
      mv = MV.fromList xs
      rv = RV.fromList xs
      me = MV.empty :: RV.Vector Int
      re = RV.empty :: RV.Vector Int
      m = MV.toList
      r = RV.toList
  same c "Vector.fromList" (m mv, MV.length mv, MV.null mv, MV.null me) (r rv, RV.length rv, RV.null rv, RV.null re)
  same c "Vector.vlen" (MV.vlen mv) (RV.length rv)
  same c "Vector.fromList spine" (MV.length (MV.fromList (1 : u))) (RV.length (RV.fromList (1 : u :: [Int])))
  same c "Vector.fromList lazy elements" (MV.length (MV.fromList [u, u])) (RV.length (RV.fromList [u, u :: Int]))
  forM_ [-2 .. 8] $ \i -> do
    let t = " " ++ show i
    same c ("Vector.!" ++ t) (mv MV.! i) (rv RV.! i)
    same c ("Vector.!?" ++ t) (mv MV.!? i) (rv RV.!? i)
    same c ("Vector.indexM" ++ t) (MV.indexM mv i :: Maybe Int) (RV.indexM rv i)
    same c ("Vector.take/drop/splitAt" ++ t) (m (MV.take i mv), m (MV.drop i mv), (\(a, b) -> (m a, m b)) (MV.splitAt i mv))
                                                (r (RV.take i rv), r (RV.drop i rv), (\(a, b) -> (r a, r b)) (RV.splitAt i rv))
    same c ("Vector.slice" ++ t) (m (MV.slice i 2 mv)) (r (RV.slice i 2 rv))
    same c ("Vector.slice n" ++ t) (m (MV.slice 1 i mv)) (r (RV.slice 1 i rv))
    same c ("Vector.replicate/generate" ++ t) (m (MV.replicate i 'x'), m (MV.generate i (* 3)), m (MV.iterateN i (* 2) 1))
                                                 (r (RV.replicate i 'x'), r (RV.generate i (* 3)), r (RV.iterateN i (* 2) 1))
    same c ("Vector.//" ++ t) (m (mv MV.// [(1, 10), (i, 20)])) (r (rv RV.// [(1, 10), (i, 20)]))
    same c ("Vector.update" ++ t) (m (MV.update mv (MV.fromList [(i, 20)]))) (r (RV.update rv (RV.fromList [(i, 20)])))
    same c ("Vector.accum" ++ t) (m (MV.accum (+) mv [(i, 20), (0, 1)])) (r (RV.accum (+) rv [(i, 20), (0, 1)]))
    same c ("Vector.backpermute" ++ t) (m (MV.backpermute mv (MV.fromList [0, i]))) (r (RV.backpermute rv (RV.fromList [0, i])))
    same c ("Vector.fromListN" ++ t) (m (MV.fromListN i xs)) (r (RV.fromListN i xs))
    same c ("Vector.elem/elemIndex" ++ t) (MV.elem i mv, MV.elemIndex i mv, m (MV.elemIndices i mv), MV.notElem i mv)
                                           (RV.elem i rv, RV.elemIndex i rv, r (RV.elemIndices i rv), RV.notElem i rv)
    same c ("Vector.enumFromN" ++ t) (m (MV.enumFromN 3 i), m (MV.enumFromStepN 1 2 i)) (r (RV.enumFromN (3 :: Int) i), r (RV.enumFromStepN (1 :: Int) 2 i))
  forM_ [mv, MV.fromList [4], me] $ \v -> do
    let rw = RV.fromList (m v)
        t = " " ++ show (m v)
    same c ("Vector.head" ++ t) (MV.head v) (RV.head rw)
    same c ("Vector.last" ++ t) (MV.last v) (RV.last rw)
    same c ("Vector.headM/lastM" ++ t) (MV.headM v :: Maybe Int, MV.lastM v :: Maybe Int) (RV.headM rw, RV.lastM rw)
    same c ("Vector.tail" ++ t) (m (MV.tail v)) (r (RV.tail rw))
    same c ("Vector.init" ++ t) (m (MV.init v)) (r (RV.init rw))
    same c ("Vector.uncons/unsnoc" ++ t) (fmap (fmap m) (MV.uncons v), fmap (\(a, b) -> (m a, b)) (MV.unsnoc v))
                                          (fmap (fmap r) (RV.uncons rw), fmap (\(a, b) -> (r a, b)) (RV.unsnoc rw))
    same c ("Vector.foldl1" ++ t) (MV.foldl1 (-) v) (RV.foldl1 (-) rw)
    same c ("Vector.foldl1'" ++ t) (MV.foldl1' (-) v) (RV.foldl1' (-) rw)
    same c ("Vector.foldr1" ++ t) (MV.foldr1 (-) v) (RV.foldr1 (-) rw)
    same c ("Vector.foldr1'" ++ t) (MV.foldr1' (-) v) (RV.foldr1' (-) rw)
    same c ("Vector.maximum" ++ t) (MV.maximum v) (RV.maximum rw)
    same c ("Vector.minimum" ++ t) (MV.minimum v) (RV.minimum rw)
    same c ("Vector.maximumBy" ++ t) (MV.maximumBy (\a b -> compare (a `div` 4) (b `div` 4)) v) (RV.maximumBy (\a b -> compare (a `div` 4) (b `div` 4)) rw)
    same c ("Vector.minimumBy" ++ t) (MV.minimumBy (\a b -> compare (a `div` 4) (b `div` 4)) v) (RV.minimumBy (\a b -> compare (a `div` 4) (b `div` 4)) rw)
    same c ("Vector.maxIndex" ++ t) (MV.maxIndex v) (RV.maxIndex rw)
    same c ("Vector.minIndex" ++ t) (MV.minIndex v) (RV.minIndex rw)
    same c ("Vector.maxIndexBy" ++ t) (MV.maxIndexBy (\a b -> compare (a `div` 4) (b `div` 4)) v) (RV.maxIndexBy (\a b -> compare (a `div` 4) (b `div` 4)) rw)
    same c ("Vector.minIndexBy" ++ t) (MV.minIndexBy (\a b -> compare (a `div` 4) (b `div` 4)) v) (RV.minIndexBy (\a b -> compare (a `div` 4) (b `div` 4)) rw)
    same c ("Vector.scanl1" ++ t) (m (MV.scanl1 (+) v)) (r (RV.scanl1 (+) rw))
    same c ("Vector.scanr1" ++ t) (m (MV.scanr1 (+) v)) (r (RV.scanr1 (+) rw))
    same c ("Vector.sum/product" ++ t) (MV.sum v, MV.product v) (RV.sum rw, RV.product rw)
    same c ("Vector.show" ++ t) (MV.zdfShowVectorzuzdcshow v, MV.zdfShowVectorzuzdcshowsPrec 11 v "", MV.zdfShowVectorzuzdcshowList [v, v] "")
                                (show rw, showsPrec 11 rw "", showList [rw, rw] "")
  same c "Vector.empty/singleton" (m me, m (MV.singleton 'a')) (r re, r (RV.singleton 'a'))
  same c "Vector.cons/snoc/++" (m (MV.cons 1 mv), m (MV.snoc mv 2), m (mv MV.++ MV.fromList [8, 9]), m (MV.concat [mv, me, mv]))
                               (r (RV.cons 1 rv), r (RV.snoc rv 2), r (rv RV.++ RV.fromList [8, 9]), r (RV.concat [rv, re, rv]))
  same c "Vector.enumFromTo" (m (MV.enumFromTo 'a' 'e'), m (MV.enumFromThenTo 1 3 (10 :: Int))) (r (RV.enumFromTo 'a' 'e'), r (RV.enumFromThenTo 1 3 10))
  same c "Vector.unfoldr" (m (MV.unfoldr (\k -> if k > 4 then Nothing else Just (k, k + 1)) 0), m (MV.unfoldrN 3 (\k -> Just (k, k + 1)) 0))
                          (r (RV.unfoldr (\k -> if k > 4 then Nothing else Just (k, k + 1)) (0 :: Int)), r (RV.unfoldrN 3 (\k -> Just (k, k + 1)) (0 :: Int)))
  same c "Vector.map/imap" (m (MV.map (* 2) mv), m (MV.imap (+) mv), m (MV.indexed mv)) (r (RV.map (* 2) rv), r (RV.imap (+) rv), r (RV.indexed rv))
  same c "Vector.map lazy" (MV.length (MV.map (const u) mv)) (RV.length (RV.map (const (u :: Int)) rv))
  same c "Vector.concatMap" (m (MV.concatMap (\x -> MV.replicate x x) mv)) (r (RV.concatMap (\x -> RV.replicate x x) rv))
  same c "Vector.mapMaybe" (m (MV.mapMaybe (\x -> if odd x then Just x else Nothing) mv), m (MV.imapMaybe (\i x -> if odd i then Just x else Nothing) mv))
                           (r (RV.mapMaybe (\x -> if odd x then Just x else Nothing) rv), r (RV.imapMaybe (\i x -> if odd i then Just x else Nothing) rv))
  same c "Vector.zip" (m (MV.zipWith (-) mv (MV.fromList [1, 2])), m (MV.zip mv (MV.fromList "abc")), m (MV.zip3 mv mv (MV.fromList "ab")))
                      (r (RV.zipWith (-) rv (RV.fromList [1, 2])), r (RV.zip rv (RV.fromList "abc")), r (RV.zip3 rv rv (RV.fromList "ab")))
  same c "Vector.zipWith3/izipWith" (m (MV.zipWith3 (\a b d -> a + b * d) mv mv mv), m (MV.izipWith (\i a b -> i * a - b) mv mv))
                                    (r (RV.zipWith3 (\a b d -> a + b * d) rv rv rv), r (RV.izipWith (\i a b -> i * a - b) rv rv))
  same c "Vector.unzip" ((\(a, b) -> (m a, m b)) (MV.unzip (MV.zip mv mv)), (\(a, b, d) -> (m a, m b, m d)) (MV.unzip3 (MV.zip3 mv mv mv)))
                        ((\(a, b) -> (r a, r b)) (RV.unzip (RV.zip rv rv)), (\(a, b, d) -> (r a, r b, r d)) (RV.unzip3 (RV.zip3 rv rv rv)))
  same c "Vector.filter" (m (MV.filter odd mv), m (MV.ifilter (\i x -> i < x) mv), m (MV.takeWhile (> 0) mv), m (MV.dropWhile (> 2) mv))
                         (r (RV.filter odd rv), r (RV.ifilter (\i x -> i < x) rv), r (RV.takeWhile (> 0) rv), r (RV.dropWhile (> 2) rv))
  same c "Vector.partition/span/break" ((\(a, b) -> (m a, m b)) (MV.partition odd mv), (\(a, b) -> (m a, m b)) (MV.span odd mv), (\(a, b) -> (m a, m b)) (MV.break (> 4) mv))
                                       ((\(a, b) -> (r a, r b)) (RV.partition odd rv), (\(a, b) -> (r a, r b)) (RV.span odd rv), (\(a, b) -> (r a, r b)) (RV.break (> 4) rv))
  same c "Vector.uniq/catMaybes" (m (MV.uniq (MV.fromList "aabbbca")), m (MV.catMaybes (MV.fromList [Just 1, Nothing, Just (3 :: Int)])))
                                 (r (RV.uniq (RV.fromList "aabbbca")), r (RV.catMaybes (RV.fromList [Just 1, Nothing, Just 3])))
  same c "Vector.find" (MV.find (> 4) mv, MV.findIndex (> 4) mv, m (MV.findIndices (> 4) mv), MV.find (> 40) mv) (RV.find (> 4) rv, RV.findIndex (> 4) rv, r (RV.findIndices (> 4) rv), RV.find (> 40) rv)
  same c "Vector.folds" (MV.foldl (-) 0 mv, MV.foldl' (-) 0 mv, MV.foldr (-) 0 mv, MV.foldr' (-) 0 mv, MV.foldr (:) [] mv)
                        (RV.foldl (-) 0 rv, RV.foldl' (-) 0 rv, RV.foldr (-) 0 rv, RV.foldr' (-) 0 rv, RV.foldr (:) [] rv)
  same c "Vector.ifolds" (MV.ifoldl (\a i x -> a * 2 + i - x) 0 mv, MV.ifoldl' (\a i x -> a + i * x) 0 mv, MV.ifoldr (\i x a -> i : x : a) [] mv, MV.ifoldr' (\i x a -> i - x + a) 0 mv)
                         (RV.ifoldl (\a i x -> a * 2 + i - x) 0 rv, RV.ifoldl' (\a i x -> a + i * x) 0 rv, RV.ifoldr (\i x a -> i : x : a) [] rv, RV.ifoldr' (\i x a -> i - x + a) 0 rv)
  same c "Vector.foldr lazy" (take 3 (MV.foldr (:) [] (MV.fromList [1, 2, 3, u]))) (take 3 (RV.foldr (:) [] (RV.fromList [1, 2, 3, u :: Int])))
  same c "Vector.all/any/and/or" (MV.all odd mv, MV.any odd mv, MV.and (MV.fromList [True, False]), MV.or (MV.fromList [False, True]))
                                 (RV.all odd rv, RV.any odd rv, RV.and (RV.fromList [True, False]), RV.or (RV.fromList [False, True]))
  same c "Vector.scans" (m (MV.scanl (-) 0 mv), m (MV.scanl' (-) 0 mv), m (MV.scanr (-) 0 mv), m (MV.prescanl (+) 0 mv), m (MV.postscanl (+) 0 mv))
                        (r (RV.scanl (-) 0 rv), r (RV.scanl' (-) 0 rv), r (RV.scanr (-) 0 rv), r (RV.prescanl (+) 0 rv), r (RV.postscanl (+) 0 rv))
  same c "Vector.reverse/update_" (m (MV.reverse mv), m (MV.update_ mv (MV.fromList [1, 3]) (MV.fromList [10, 30])), m (MV.unsafeUpd mv [(0, 4)]))
                                  (r (RV.reverse rv), r (RV.update_ rv (RV.fromList [1, 3]) (RV.fromList [10, 30])), r (RV.unsafeUpd rv [(0, 4)]))
  same c "Vector.unsafe" (MV.unsafeIndex mv 2, MV.unsafeHead mv, MV.unsafeLast mv, m (MV.unsafeSlice 1 3 mv), m (MV.unsafeTail mv), m (MV.unsafeInit mv))
                         (RV.unsafeIndex rv 2, RV.unsafeHead rv, RV.unsafeLast rv, r (RV.unsafeSlice 1 3 rv), r (RV.unsafeTail rv), r (RV.unsafeInit rv))
  same c "Vector.eqBy/cmpBy" (MV.eqBy (==) mv mv, MV.cmpBy compare mv (MV.fromList [5, 2]), MV.eqBy (==) mv (MV.fromList [5, 1]))
                             (RV.eqBy (==) rv rv, RV.cmpBy compare rv (RV.fromList [5, 2]), RV.eqBy (==) rv (RV.fromList [5, 1]))
  -- the instances' methods, called by name (a model vector must not meet the real instances)
  same c "Vector.Eq/Ord" (MV.zdfEqVectorzuzdczeze mv (MV.fromList xs), MV.zdfEqVectorzuzdczsze mv me, MV.zdfOrdVectorzuzdccompare mv (MV.fromList [5, 1, 4]),
                          MV.zdfOrdVectorzuzdczl mv mv, MV.zdfOrdVectorzuzdczlze mv mv, MV.zdfOrdVectorzuzdczg mv me, MV.zdfOrdVectorzuzdczgze me mv)
                         (rv == RV.fromList xs, rv /= re, compare rv (RV.fromList [5, 1, 4]), rv < rv, rv <= rv, rv > re, re >= rv)
  same c "Vector.max/min" (m (MV.zdfOrdVectorzuzdcmax mv me), m (MV.zdfOrdVectorzuzdcmin mv me)) (r (max rv re), r (min rv re))
  same c "Vector.monadic" (fmap m (MV.mapM Just mv), MV.mapM_ Just mv, fmap m (MV.forM mv (\x -> [x, -x])), MV.foldM (\a x -> if x > 8 then Nothing else Just (a + x)) 0 mv)
                          (fmap r (RV.mapM Just rv), RV.mapM_ Just rv, fmap r (RV.forM rv (\x -> [x, -x])), RV.foldM (\a x -> if x > 8 then Nothing else Just (a + x)) 0 rv)
  same c "Vector.monadic 2" (fmap m (MV.replicateM 2 "ab"), fmap m (MV.generateM 3 Just), MV.imapM_ (\i x -> [i, x]) (MV.fromList [1, 2]), MV.zipWithM_ (\a b -> Just (a + b)) mv mv, MV.forM_ mv Just)
                            (fmap r (RV.replicateM 2 "ab"), fmap r (RV.generateM 3 Just), RV.imapM_ (\i x -> [i, x]) (RV.fromList [1, 2 :: Int]), RV.zipWithM_ (\a b -> Just (a + b)) rv rv, RV.forM_ rv Just)

-- | The same operations on a model-built and a real map.
checkMap :: Counts -> IO ()
checkMap c = do
  let kvs = [(5 :: Int, "e"), (1, "a"), (3, "c"), (9, "i"), (3, "C"), (7, "g"), (0, "z")]
      mm = MI.fromList kvs
      rm = RM.fromList kvs
      big = RM.fromList [(k, k * k) | k <- [1 .. 50 :: Int]]   -- a real, balanced map
      ks = [-1 .. 10]
  same c "fromList" mm rm
  ok c "fromList valid" (validMap mm)
  ok c "fromList ascending is right-leaning" (case MI.fromList [(k, ()) | k <- [1 .. 5 :: Int]] of
                                               Bin 5 1 () Tip (Bin 4 2 () Tip _) -> True
                                               _ -> False)
  same c "empty" (MI.empty :: Map Int Int) RM.empty
  same c "singleton" (MI.singleton 'k' "v") (RM.singleton 'k' "v")
  same c "size" (MI.size mm) (RM.size rm)
  same c "null" (MI.null mm, MI.null (MI.empty :: Map Int Int)) (RM.null rm, RM.null (RM.empty :: Map Int Int))
  same c "toList" (MI.toList mm) (RM.toList rm)
  same c "toAscList" (MI.toAscList mm) (RM.toAscList rm)
  same c "toDescList" (MI.toDescList mm) (RM.toDescList rm)
  same c "assocs" (MI.assocs mm) (RM.assocs rm)
  same c "elems" (MI.elems mm) (RM.elems rm)
  same c "keys" (MI.keys mm) (RM.keys rm)
  same c "toAscList1" (MI.toAscList1 [(100, "end")] mm) (RM.toAscList rm ++ [(100, "end")])
  same c "toDescList1" (MI.toDescList1 [(100, "end")] mm) (RM.toDescList rm ++ [(100, "end")])
  same c "elems1" (MI.elems1 ["end"] mm) (RM.elems rm ++ ["end"])
  same c "keys1" (MI.keys1 [100] mm) (RM.keys rm ++ [100])
  same c "show" (show mm) (show rm)
  same c "showsPrec 11" (showsPrec 11 mm "") (showsPrec 11 rm "")
  same c "== real" (mm == rm) True
  same c "compare real" (compare mm (RM.insert 4 "d" rm)) (compare rm (RM.insert 4 "d" rm))
  same c "Foldable sum on model map" (sum (MI.fromList [(k, k) | k <- [1 .. 10 :: Int]])) 55
  same c "Foldable length on model map" (length mm) (length rm)
  same c "Foldable maximum on model map" (maximum mm) (maximum rm)
  same c "fmap on model map" (fmap length mm) (fmap length rm)
  same c "real foldrWithKey on model map" (RM.foldrWithKey (\k v a -> show k ++ v ++ a) "" mm) (RM.foldrWithKey (\k v a -> show k ++ v ++ a) "" rm)
  same c "real elemAt on model map" (map (`RM.elemAt` mm) [0 .. 5]) (map (`RM.elemAt` rm) [0 .. 5])
  same c "real filter on model map" (RM.filter (> "c") mm) (RM.filter (> "c") rm)
  ok c "real filter on model map valid" (validMap (RM.filter (> "c") mm))
  same c "real union on model maps" (RM.union mm (MI.fromList [(4, "d"), (1, "A")])) (RM.union rm (RM.fromList [(4, "d"), (1, "A")]))
  same c "real split on model map" (RM.split 4 mm) (RM.split 4 rm)
  same c "real insert (balancing) on model map" (RM.insert 4 "d" mm) (RM.insert 4 "d" rm)
  same c "real delete (balancing) on model map" (RM.delete 5 (MI.fromList [(k, k) | k <- [1 .. 20 :: Int]])) (RM.delete 5 (RM.fromList [(k, k) | k <- [1 .. 20 :: Int]]))
  forM_ ks $ \k -> do
    let t = " " ++ show k
    same c ("lookup" ++ t) (MI.lookup k mm) (RM.lookup k rm)
    same c ("!?" ++ t) (mm MI.!? k) (rm RM.!? k)
    same c ("!" ++ t) (mm MI.! k) (rm RM.! k)
    same c ("findWithDefault" ++ t) (MI.findWithDefault "?" k mm) (RM.findWithDefault "?" k rm)
    same c ("member" ++ t) (MI.member k mm) (RM.member k rm)
    same c ("notMember" ++ t) (MI.notMember k mm) (RM.notMember k rm)
    same c ("insert" ++ t) (MI.insert k "new" mm) (RM.insert k "new" rm)
    same c ("insertWith" ++ t) (MI.insertWith (++) k "new" mm) (RM.insertWith (++) k "new" rm)
    same c ("insertWithKey" ++ t) (MI.insertWithKey (\kk a b -> show kk ++ a ++ b) k "new" mm) (RM.insertWithKey (\kk a b -> show kk ++ a ++ b) k "new" rm)
    same c ("delete" ++ t) (MI.delete k mm) (RM.delete k rm)
    same c ("adjust" ++ t) (MI.adjust reverse k mm) (RM.adjust reverse k rm)
    same c ("adjustWithKey" ++ t) (MI.adjustWithKey (\kk v -> show kk ++ v) k mm) (RM.adjustWithKey (\kk v -> show kk ++ v) k rm)
    same c ("update" ++ t) (MI.update (\v -> if v == "c" then Nothing else Just (v ++ v)) k mm) (RM.update (\v -> if v == "c" then Nothing else Just (v ++ v)) k rm)
    same c ("alter insert" ++ t) (MI.alter (const (Just "alt")) k mm) (RM.alter (const (Just "alt")) k rm)
    same c ("alter delete" ++ t) (MI.alter (const Nothing) k mm) (RM.alter (const Nothing) k rm)
    same c ("alter modify" ++ t) (MI.alter (fmap ('!' :)) k mm) (RM.alter (fmap ('!' :)) k rm)
    same c ("lookup big" ++ t) (MI.lookup (k * 7) big) (RM.lookup (k * 7) big)
    same c ("insert big" ++ t) (MI.insert (k * 7) 0 big) (RM.insert (k * 7) 0 big)
    same c ("delete big" ++ t) (MI.delete (k * 7) big) (RM.delete (k * 7) big)
    ok c ("insert valid" ++ t) (validMap (MI.insert k "new" mm) && validMap (MI.insert (k * 7) 0 big))
    ok c ("delete valid" ++ t) (validMap (MI.delete k mm) && validMap (MI.delete (k * 7) big))
    ok c ("alter valid" ++ t) (validMap (MI.alter (const Nothing) k mm) && validMap (MI.alter (const (Just 1)) (k * 3) big))
    same c ("elemAt" ++ t) (MI.elemAt k mm) (RM.elemAt k rm)
    same c ("take" ++ t) (MI.take k mm) (RM.take k rm)
    same c ("drop" ++ t) (MI.drop k mm) (RM.drop k rm)
    same c ("splitAt" ++ t) (MI.splitAt k mm) (RM.splitAt k rm)
  let other = RM.fromList [(3 :: Int, "three"), (4, "four"), (10, "ten"), (-5, "m")]
  same c "union" (MI.union mm other) (RM.union rm other)
  same c "unionWith" (MI.unionWith (++) mm other) (RM.unionWith (++) rm other)
  same c "unionWithKey" (MI.unionWithKey (\k a b -> show k ++ a ++ b) mm other) (RM.unionWithKey (\k a b -> show k ++ a ++ b) rm other)
  same c "unions" (MI.unions [mm, other, RM.singleton 100 "h"]) (RM.unions [rm, other, RM.singleton 100 "h"])
  same c "unionsWith" (MI.unionsWith (++) [mm, other, mm]) (RM.unionsWith (++) [rm, other, rm])
  same c "difference" (MI.difference mm other) (RM.difference rm other)
  same c "intersection" (MI.intersection mm other) (RM.intersection rm other)
  same c "intersectionWith" (MI.intersectionWith (,) mm other) (RM.intersectionWith (,) rm other)
  same c "intersectionWithKey" (MI.intersectionWithKey (,,) mm other) (RM.intersectionWithKey (,,) rm other)
  ok c "union valid" (validMap (MI.unionWith (++) mm other) && validMap (MI.difference big mm))
  same c "map" (MI.map length mm) (RM.map length rm)
  same c "mapWithKey" (MI.mapWithKey (\k v -> show k ++ v) mm) (RM.mapWithKey (\k v -> show k ++ v) rm)
  same c "mapMaybe" (MI.mapMaybe (\v -> if v < "d" then Just (v ++ "!") else Nothing) mm) (RM.mapMaybe (\v -> if v < "d" then Just (v ++ "!") else Nothing) rm)
  same c "mapMaybeWithKey" (MI.mapMaybeWithKey (\k v -> if odd k then Just v else Nothing) mm) (RM.mapMaybeWithKey (\k v -> if odd k then Just v else Nothing) rm)
  same c "mapAccum" (MI.mapAccum (\a v -> (a ++ v, length a)) "" mm) (RM.mapAccum (\a v -> (a ++ v, length a)) "" rm)
  same c "mapAccumWithKey" (MI.mapAccumWithKey (\a k v -> (a + k, v ++ show a)) 0 mm) (RM.mapAccumWithKey (\a k v -> (a + k, v ++ show a)) 0 rm)
  same c "filter" (MI.filter (> "c") mm) (RM.filter (> "c") rm)
  same c "filterWithKey" (MI.filterWithKey (\k _ -> even k) big) (RM.filterWithKey (\k _ -> even k) big)
  same c "partition" (MI.partition (> "c") mm) (RM.partition (> "c") rm)
  same c "partitionWithKey" (MI.partitionWithKey (\k _ -> k > 3) mm) (RM.partitionWithKey (\k _ -> k > 3) rm)
  ok c "filter valid" (validMap (MI.filterWithKey (\k _ -> even k) big) && validMap (MI.mapMaybe Just big))
  same c "foldr" (MI.foldr (:) [] mm) (RM.foldr (:) [] rm)
  same c "foldl" (MI.foldl (flip (:)) [] mm) (RM.foldl (flip (:)) [] rm)
  same c "foldrWithKey" (MI.foldrWithKey (\k v a -> (k, v) : a) [] big) (RM.foldrWithKey (\k v a -> (k, v) : a) [] big)
  same c "foldlWithKey" (MI.foldlWithKey (\a k v -> (k, v) : a) [] mm) (RM.foldlWithKey (\a k v -> (k, v) : a) [] rm)
  same c "foldr'" (MI.foldr' (+) 0 big) (RM.foldr' (+) 0 big)
  same c "foldl'" (MI.foldl' (-) 0 big) (RM.foldl' (-) 0 big)
  same c "foldrWithKey'" (MI.foldrWithKey' (\k v a -> k + v - a) 0 big) (RM.foldrWithKey' (\k v a -> k + v - a) 0 big)
  same c "foldlWithKey'" (MI.foldlWithKey' (\a k v -> a * 3 + k - v) 0 big) (RM.foldlWithKey' (\a k v -> a * 3 + k - v) 0 big)
  same c "foldr lazy" (MI.foldr (\v _ -> v) "none" (MI.insert 2 "b" (RM.singleton 1 u))) (RM.foldr (\v _ -> v) "none" (RM.insert 2 "b" (RM.singleton 1 u)))
  same c "findMin" (MI.findMin mm, MI.findMax mm) (RM.findMin rm, RM.findMax rm)
  same c "findMin empty" (MI.findMin (MI.empty :: Map Int Int)) (RM.findMin RM.empty)
  same c "findMax empty" (MI.findMax (MI.empty :: Map Int Int)) (RM.findMax RM.empty)
  same c "lookupMin/Max" (MI.lookupMin mm, MI.lookupMax big, MI.lookupMin (RM.empty :: Map Int Int)) (RM.lookupMin rm, RM.lookupMax big, RM.lookupMin (RM.empty :: Map Int Int))
  same c "deleteMin/Max" (MI.deleteMin mm, MI.deleteMax big) (RM.deleteMin rm, RM.deleteMax big)
  same c "minViewWithKey" (MI.minViewWithKey mm, MI.maxViewWithKey big) (RM.minViewWithKey rm, RM.maxViewWithKey big)
  same c "minView" (MI.minView mm, MI.maxView mm, MI.minView (RM.empty :: Map Int Int)) (RM.minView rm, RM.maxView rm, RM.minView (RM.empty :: Map Int Int))
  same c "deleteFindMin" (MI.deleteFindMin mm, MI.deleteFindMax big) (RM.deleteFindMin rm, RM.deleteFindMax big)
  same c "deleteFindMin empty" (fst (MI.deleteFindMin (MI.empty :: Map Int Int))) (fst (RM.deleteFindMin RM.empty))
  sameWhnf c "deleteFindMin empty whnf" (MI.deleteFindMin (MI.empty :: Map Int Int)) (RM.deleteFindMin RM.empty)
  same c "deleteFindMax empty" (fst (MI.deleteFindMax (MI.empty :: Map Int Int))) (fst (RM.deleteFindMax RM.empty))
  same c "fromListWith" (MI.fromListWith (++) kvs) (RM.fromListWith (++) kvs)
  same c "fromListWithKey" (MI.fromListWithKey (\k a b -> show k ++ a ++ b) kvs) (RM.fromListWithKey (\k a b -> show k ++ a ++ b) kvs)
  same c "fromAscList" (MI.fromAscList [(1 :: Int, 'a'), (2, 'b'), (2, 'c'), (5, 'd')]) (RM.fromAscList [(1, 'a'), (2, 'b'), (2, 'c'), (5, 'd')])
  same c "fromDistinctAscList" (MI.fromDistinctAscList [(1 :: Int, 'a'), (2, 'b'), (5, 'd')]) (RM.fromDistinctAscList [(1, 'a'), (2, 'b'), (5, 'd')])
  -- internal builders: any split of a map joins back to it
  let (lo, hi) = RM.split 5 big
  same c "balanceL" (MI.balanceL 5 25 lo hi) big
  same c "balanceR" (MI.balanceR 5 25 lo hi) big
  same c "balance" (MI.balance 5 25 lo hi) big
  same c "link" (MI.link 5 25 lo hi) big
  same c "bin" (MI.bin 5 25 lo hi) big
  same c "insertMax" (MI.insertMax 51 2601 big) (RM.insert 51 2601 big)
  same c "insertMin" (MI.insertMin 0 0 big) (RM.insert 0 0 big)
  same c "glue" (MI.glue lo hi) (RM.delete 5 big)
  same c "link2" (MI.link2 lo hi) (RM.delete 5 big)
  ok c "builders valid" (all validMap [MI.balanceL 5 25 lo hi, MI.insertMax 51 0 big, MI.insertMin 0 0 big, MI.glue lo hi])
  same c "foldr1 empty Map" (MI.zdfFoldableMap2 :: Int) (foldr1 (+) (RM.empty :: Map Int Int))
  same c "foldl1 empty Map" (MI.zdfFoldableMap1 :: Int) (foldl1 (+) (RM.empty :: Map Int Int))
  same c "<$ Map" (MI.zdfFunctorMapzuzdczlzd 'x' mm) ('x' <$ rm)
  -- laziness and strictness of the lazy API
  same c "insert lazy value" (MI.size (MI.insert 4 u mm)) (RM.size (RM.insert 4 u rm))
  same c "insert strict key" (MI.size (MI.insert u "x" (MI.empty :: Map Int String))) (RM.size (RM.insert u "x" (RM.empty :: Map Int String)))
  same c "lookup strict key" (MI.lookup (u :: Int) (MI.empty :: Map Int Int)) (RM.lookup (u :: Int) (RM.empty :: Map Int Int))
  same c "member strict key" (MI.member (u :: Int) (MI.empty :: Map Int Int)) (RM.member (u :: Int) (RM.empty :: Map Int Int))
  same c "delete strict key" (MI.size (MI.delete (u :: Int) (MI.empty :: Map Int Int))) (RM.size (RM.delete u (RM.empty :: Map Int Int)))
  same c "fromList lazy values" (MI.size (MI.fromList [(1 :: Int, u), (2, u :: Int)])) (RM.size (RM.fromList [(1 :: Int, u), (2, u :: Int)]))
  same c "insertWith lazy" (MI.size (MI.insertWith u 1 "x" mm)) (RM.size (RM.insertWith u 1 "x" rm))
  same c "map lazy" (MI.size (MI.map (const (u :: Int)) mm)) (RM.size (RM.map (const (u :: Int)) rm))
  same c "adjust lazy" (MI.size (MI.adjust u 1 mm)) (RM.size (RM.adjust u 1 rm))
  same c "alter lazy" (MI.size (MI.alter (const (Just u)) 4 mm)) (RM.size (RM.alter (const (Just u)) 4 rm))
  same c "unionWith lazy" (MI.size (MI.unionWith u mm rm)) (RM.size (RM.unionWith u rm rm))
  same c "fromList undefined key" (MI.size (MI.fromList [(1 :: Int, 'a'), (u, 'b')])) (RM.size (RM.fromList [(1 :: Int, 'a'), (u, 'b')]))
  same c "elemAt out of range" (MI.elemAt 99 mm) (RM.elemAt 99 rm)

checkStrictMap :: Counts -> IO ()
checkStrictMap c = do
  let kvs = [(5 :: Int, 50 :: Int), (1, 10), (3, 30), (9, 90), (3, 33), (7, 70)]
      mm = MS.fromList kvs
      rm = RS.fromList kvs
      other = RS.fromList [(3 :: Int, 3), (4, 4), (10, 100)]
  same c "S.fromList" mm rm
  ok c "S.fromList valid" (validMap mm)
  same c "S.singleton" (MS.singleton 1 'x') (RS.singleton (1 :: Int) 'x')
  forM_ [0 .. 10] $ \k -> do
    let t = " " ++ show k
    same c ("S.insert" ++ t) (MS.insert k 0 mm) (RS.insert k 0 rm)
    same c ("S.insertWith" ++ t) (MS.insertWith (-) k 1 mm) (RS.insertWith (-) k 1 rm)
    same c ("S.insertWithKey" ++ t) (MS.insertWithKey (\a b d -> a + b * d) k 2 mm) (RS.insertWithKey (\a b d -> a + b * d) k 2 rm)
    same c ("S.findWithDefault" ++ t) (MS.findWithDefault (-1) k mm) (RS.findWithDefault (-1) k rm)
    same c ("S.adjust" ++ t) (MS.adjust negate k mm) (RS.adjust negate k rm)
    same c ("S.adjustWithKey" ++ t) (MS.adjustWithKey (+) k mm) (RS.adjustWithKey (+) k rm)
    same c ("S.update" ++ t) (MS.update (\v -> if v > 40 then Nothing else Just (v + 1)) k mm) (RS.update (\v -> if v > 40 then Nothing else Just (v + 1)) k rm)
    same c ("S.updateWithKey" ++ t) (MS.updateWithKey (\kk v -> if kk == 5 then Nothing else Just (v + kk)) k mm) (RS.updateWithKey (\kk v -> if kk == 5 then Nothing else Just (v + kk)) k rm)
    same c ("S.alter" ++ t) (MS.alter (fmap (* 2)) k mm, MS.alter (const (Just 1)) k mm, MS.alter (const Nothing) k mm) (RS.alter (fmap (* 2)) k rm, RS.alter (const (Just 1)) k rm, RS.alter (const Nothing) k rm)
  same c "S.fromListWith" (MS.fromListWith (-) kvs) (RS.fromListWith (-) kvs)
  same c "S.fromListWithKey" (MS.fromListWithKey (\k a b -> k + a * b) kvs) (RS.fromListWithKey (\k a b -> k + a * b) kvs)
  same c "S.fromAscList" (MS.fromAscList [(1 :: Int, 'a'), (2, 'b'), (2, 'c')]) (RS.fromAscList [(1, 'a'), (2, 'b'), (2, 'c')])
  same c "S.fromDistinctAscList" (MS.fromDistinctAscList [(1 :: Int, 'a'), (2, 'b')]) (RS.fromDistinctAscList [(1, 'a'), (2, 'b')])
  same c "S.map" (MS.map (* 3) mm) (RS.map (* 3) rm)
  same c "S.mapWithKey" (MS.mapWithKey (-) mm) (RS.mapWithKey (-) rm)
  same c "S.mapMaybe" (MS.mapMaybe (\v -> if v > 40 then Just v else Nothing) mm) (RS.mapMaybe (\v -> if v > 40 then Just v else Nothing) rm)
  same c "S.mapMaybeWithKey" (MS.mapMaybeWithKey (\k v -> if k > 3 then Just (k + v) else Nothing) mm) (RS.mapMaybeWithKey (\k v -> if k > 3 then Just (k + v) else Nothing) rm)
  same c "S.mapAccum" (MS.mapAccum (\a v -> (a + v, a)) 0 mm) (RS.mapAccum (\a v -> (a + v, a)) 0 rm)
  same c "S.mapAccumWithKey" (MS.mapAccumWithKey (\a k v -> (a + k, v - a)) 0 mm) (RS.mapAccumWithKey (\a k v -> (a + k, v - a)) 0 rm)
  same c "S.unionWith" (MS.unionWith (-) mm other) (RS.unionWith (-) rm other)
  same c "S.unionWithKey" (MS.unionWithKey (\k a b -> k + a - b) mm other) (RS.unionWithKey (\k a b -> k + a - b) rm other)
  same c "S.unionsWith" (MS.unionsWith (+) [mm, other, mm]) (RS.unionsWith (+) [rm, other, rm])
  same c "S.intersectionWith" (MS.intersectionWith (-) mm other) (RS.intersectionWith (-) rm other)
  same c "S.intersectionWithKey" (MS.intersectionWithKey (\k a b -> k * a * b) mm other) (RS.intersectionWithKey (\k a b -> k * a * b) rm other)
  -- value strictness
  let e = RS.empty :: Map Int Int
  same c "S.insert forces value" (RM.size (MS.insert 1 u e)) (RM.size (RS.insert 1 u e))
  same c "S.singleton forces value" (RM.size (MS.singleton (1 :: Int) (u :: Int))) (RM.size (RS.singleton (1 :: Int) (u :: Int)))
  same c "S.fromList forces values" (RM.size (MS.fromList [(1 :: Int, u :: Int)])) (RM.size (RS.fromList [(1 :: Int, u :: Int)]))
  same c "S.insertWith forces result" (RM.size (MS.insertWith (\_ _ -> u) 1 0 mm)) (RM.size (RS.insertWith (\_ _ -> u) 1 0 rm))
  same c "S.insertWith does not force new" (RM.size (MS.insertWith (\_ old -> old) 1 u mm)) (RM.size (RS.insertWith (\_ old -> old) 1 u rm))
  same c "S.insertWith absent forces new" (RM.size (MS.insertWith (+) 2 u mm)) (RM.size (RS.insertWith (+) 2 u rm))
  same c "S.map forces" (RM.size (MS.map (const (u :: Int)) mm)) (RM.size (RS.map (const (u :: Int)) rm))
  same c "S.map empty" (RM.size (MS.map (const (u :: Int)) e)) (RM.size (RS.map (const (u :: Int)) e))
  same c "S.adjust forces" (RM.size (MS.adjust (const u) 1 mm)) (RM.size (RS.adjust (const u) 1 rm))
  same c "S.adjust absent" (RM.size (MS.adjust (const u) 2 mm)) (RM.size (RS.adjust (const u) 2 rm))
  same c "S.alter forces" (RM.size (MS.alter (const (Just u)) 2 mm)) (RM.size (RS.alter (const (Just u)) 2 rm))
  same c "S.unionWith forces common" (RM.size (MS.unionWith (\_ _ -> u) mm other)) (RM.size (RS.unionWith (\_ _ -> u) rm other))
  same c "S.unionWith keeps others" (RM.size (MS.unionWith (+) (RM.insert 100 u rm) other)) (RM.size (RS.unionWith (+) (RM.insert 100 u rm) other))
  same c "S.mapAccum forces" (RM.size (snd (MS.mapAccum (\a _ -> (a, u :: Int)) () mm))) (RM.size (snd (RS.mapAccum (\a _ -> (a, u :: Int)) () rm)))
  same c "S.findWithDefault lazy default" (MS.findWithDefault u 1 mm) (RS.findWithDefault u 1 rm)
  same c "S.intersectionWith forces" (RM.size (MS.intersectionWith (\_ _ -> u :: Int) mm other)) (RM.size (RS.intersectionWith (\_ _ -> u :: Int) rm other))
  same c "S.update forces" (RM.size (MS.update (const (Just u)) 1 mm)) (RM.size (RS.update (const (Just u)) 1 rm))
  -- a lazy-API read on a strict-model map
  same c "S.lookup via lazy model" (map (`MI.lookup` mm) [0 .. 10]) (map (`RS.lookup` rm) [0 .. 10])
  same c "isPrefixOf used" (isPrefixOf "a" "ab") True

-- * Data.Char / GHC.Unicode

latin1 :: [Char]
latin1 = ['\0' .. '\255']

-- | Code points above 255 where the models stop.
high :: [Char]
high = ['\256', '\x39c', '\x1680', '\x2028', '\x3000', '\xd800', '\xffff', '\x10ffff']

-- | Model and real agree on every Latin-1 character; above, the model stops
-- with "lhx: Data.Char.<name> is modelled only for code points below 256".
latin1Only :: (Eq b, Show b) => Counts -> String -> (Char -> b) -> (Char -> b) -> IO ()
latin1Only c name m r = do
  ok c (name ++ " 0..255") (and [m ch == r ch | ch <- latin1])
  forM_ high $ \ch ->
    same c (name ++ " " ++ show ch) (m ch)
      (errorWithoutStackTrace ("lhx: Data.Char." ++ name ++ " is modelled only for code points below 256"))

checkChar :: Counts -> IO ()
checkChar c = do
  latin1Only c "toUpper" MU.toUpper C.toUpper
  latin1Only c "toLower" MU.toLower C.toLower
  latin1Only c "toTitle" MU.toTitle C.toTitle
  latin1Only c "isUpper" MU.isUpper C.isUpper
  latin1Only c "isLower" MU.isLower C.isLower
  latin1Only c "isAlpha" MU.isAlpha C.isAlpha
  latin1Only c "isAlphaNum" MU.isAlphaNum C.isAlphaNum
  latin1Only c "isPunctuation" MU.isPunctuation C.isPunctuation
  latin1Only c "isSymbol" MU.isSymbol C.isSymbol
  latin1Only c "isPrint" MU.isPrint C.isPrint
  latin1Only c "generalCategory" MU.generalCategory C.generalCategory
  latin1Only c "isPunctuation" (\(C# ch) -> MU.zdwisPunctuation ch) C.isPunctuation
  latin1Only c "isSymbol" (\(C# ch) -> MU.zdwisSymbol ch) C.isSymbol
  latin1Only c "generalCategory" (\(C# ch) -> MU.zdwgeneralCategory ch) C.generalCategory
  latin1Only c "isLetter" MDC.isLetter C.isLetter
  latin1Only c "isMark" MDC.isMark C.isMark
  latin1Only c "isNumber" MDC.isNumber C.isNumber
  latin1Only c "isLetter" (\(C# ch) -> MDC.zdwisLetter ch) C.isLetter
  latin1Only c "isMark" (\(C# ch) -> MDC.zdwisMark ch) C.isMark
  latin1Only c "isNumber" (\(C# ch) -> MDC.zdwisNumber ch) C.isNumber
  -- exact for every code point
  let allChars = [minBound .. maxBound] :: [Char]
  ok c "$wisSpace all chars" (and [MU.zdwisSpace ch == C.isSpace (C# ch) | C# ch <- allChars])
  ok c "isControl all chars" (and [MU.isControl ch == C.isControl ch | ch <- allChars])
  ok c "isSeparator all chars" (and [MDC.isSeparator ch == C.isSeparator ch | ch <- allChars])
  ok c "$wisSeparator all chars" (and [MDC.zdwisSeparator ch == C.isSeparator (C# ch) | C# ch <- allChars])
  -- strictness: every test forces its character
  forM_ [("toUpper", show . MU.toUpper), ("isUpper", show . MU.isUpper), ("isControl", show . MU.isControl),
         ("generalCategory", show . MU.generalCategory), ("isSeparator", show . MDC.isSeparator),
         ("isMark", show . MDC.isMark)] $ \(n, f) ->
    sameWhnf c (n ++ " undefined") (length (f u)) (length (show (C.isUpper u)))
  -- wgencat
  ok c "wgencat 0..255" (and [MU.wgencat n == GU.wgencat n | n <- [0 .. 255]])
  forM_ [-1, 256, 0x10ffff] $ \n ->
    same c ("wgencat " ++ show n) (MU.wgencat n) (errorWithoutStackTrace "lhx: GHC.Unicode.wgencat is modelled only for arguments 0..255")
  -- GeneralCategory's instances
  let cats = [minBound .. maxBound] :: [C.GeneralCategory]
  forM_ [0 .. 29] $ \n@(I# n#) ->
    same c ("GeneralCategory go9 " ++ show n) (MU.zdfEnumGeneralCategoryzugo9 n#) (drop n cats)
  same c "GeneralCategory enumFrom" [C.Space ..] (MU.zdfEnumGeneralCategoryzugo9 22#)
  same c "succ NotAssigned" MU.zdfEnumGeneralCategory3 (succ C.NotAssigned)
  same c "pred UppercaseLetter" MU.zdfEnumGeneralCategory2 (pred C.UppercaseLetter)
  forM_ [-1, 30, 99] $ \n@(I# n#) ->
    same c ("toEnum GeneralCategory " ++ show n) (MU.zdwlvl n#) (toEnum n :: C.GeneralCategory)
  ok c "GeneralCategory showsPrec" (and [MU.zdwzdcshowsPrec g "!" == showsPrec p g "!" | g <- cats, p <- [0, 11]])
  same c "index GeneralCategory" MIx.hopelessIndexError (Ix.index (C.Space, C.Control) C.Format)
  -- digitToInt, intToDigit
  forM_ "gG z\1234\255" $ \ch@(C# ch#) ->
    same c ("digitToInt " ++ show ch) (MDC.zdwlvl ch#) (C.digitToInt ch)
  forM_ [-1, 16, 100, minBound] $ \n@(I# n#) ->
    same c ("intToDigit " ++ show n) (MSh.intToDigit1 n#) (C.intToDigit n)

-- * More list functions

checkMoreLists :: Counts -> IO ()
checkMoreLists c = do
  let ns = [-2, 0, 1, 2, 3, 7] :: [Integer]
  forM_ ints $ \xs -> forM_ ns $ \n -> do
    let t = show (xs, n)
    same c ("genericTake " ++ t) (MO.genericTake n xs) (L.genericTake n xs)
    same c ("genericDrop " ++ t) (MO.genericDrop n xs) (L.genericDrop n xs)
    same c ("genericSplitAt " ++ t) (MO.genericSplitAt n xs) (L.genericSplitAt n xs)
    same c ("genericIndex " ++ t) (MO.genericIndex xs n) (L.genericIndex xs n)
    same c ("genericReplicate " ++ t) (L.genericReplicate n 'x') (MO.genericTake n (repeat 'x'))
  same c "genericTake Int" (MO.genericTake (2 :: Int) "abc") (L.genericTake (2 :: Int) "abc")
  same c "genericTake lazy" (MO.genericTake (0 :: Integer) (u :: [Int])) (L.genericTake (0 :: Integer) (u :: [Int]))
  same c "genericTake partial" (MO.genericTake (2 :: Integer) (1 : 2 : (u :: [Int]))) (L.genericTake (2 :: Integer) (1 : 2 : u))
  same c "genericTake inf" (MO.genericTake (3 :: Integer) [1 :: Int ..]) (L.genericTake (3 :: Integer) [1 :: Int ..])
  same c "genericDrop partial" (MO.genericDrop (2 :: Integer) (u : u : [3 :: Int])) (L.genericDrop (2 :: Integer) (u : u : [3 :: Int]))
  same c "genericSplitAt inf" (fst (MO.genericSplitAt (3 :: Integer) [1 :: Int ..])) (fst (L.genericSplitAt (3 :: Integer) [1 :: Int ..]))
  sameWhnf c "genericSplitAt undefined" (MO.genericSplitAt (1 :: Integer) (u :: [Int])) (L.genericSplitAt (1 :: Integer) (u :: [Int]))
  same c "genericIndex lazy index" (MO.genericIndex ([] :: [Int]) (u :: Integer)) (L.genericIndex ([] :: [Int]) (u :: Integer))
  same c "genericIndex lazy elems" (MO.genericIndex [u, 5 :: Int] (1 :: Integer)) (L.genericIndex [u, 5 :: Int] (1 :: Integer))
  same c "genericIndex inf" (MO.genericIndex [0 :: Int ..] (1000 :: Integer)) (L.genericIndex [0 :: Int ..] (1000 :: Integer))
  forM_ [[], [1], [1, 2], [1, 2, 3], [3, 1, 2, 1], [1 .. 5]] $ \xs -> do
    same c ("permutations " ++ show xs) (MO.permutations (xs :: [Int])) (L.permutations xs)
    same c ("subsequences " ++ show xs) (MO.subsequences (xs :: [Int])) (L.subsequences xs)
  same c "permutations inf" (map (take 5) (take 10 (MO.permutations [1 :: Int ..]))) (map (take 5) (take 10 (L.permutations [1 :: Int ..])))
  same c "permutations partial" (take 2 (MO.permutations (1 : (u :: [Int])))) (take 2 (L.permutations (1 : u)))
  same c "permutations lazy elems" (length (MO.permutations [u, u, u :: Int])) (length (L.permutations [u, u, u :: Int]))
  same c "subsequences inf" (take 20 (MO.subsequences [1 :: Int ..])) (take 20 (L.subsequences [1 :: Int ..]))
  same c "subsequences partial" (take 2 (MO.subsequences (1 : (u :: [Int])))) (take 2 (L.subsequences (1 : u)))
  sameWhnf c "subsequences undefined" (MO.subsequences (u :: [Int])) (L.subsequences (u :: [Int]))
  let strs = ["", "a", "ab", "ba", "abc", "aXbYc", "cab"]
  forM_ strs $ \a -> forM_ strs $ \b ->
    same c ("isSubsequenceOf " ++ show (a, b)) (MDL.isSubsequenceOf a b) (L.isSubsequenceOf a b)
  same c "isSubsequenceOf [] undefined" (MDL.isSubsequenceOf "" u) (L.isSubsequenceOf "" u)
  same c "isSubsequenceOf undefined" (MDL.isSubsequenceOf (u :: String) "a") (L.isSubsequenceOf u "a")
  same c "isSubsequenceOf inf" (MDL.isSubsequenceOf [3, 7, 100 :: Int] [1 ..]) (L.isSubsequenceOf [3, 7, 100 :: Int] [1 ..])
  let es = [Left 1, Right 'a', Left 2, Left 3, Right 'b'] :: [Either Int Char]
  forM_ (L.inits es) $ \xs ->
    same c ("partitionEithers " ++ show xs) (MDE.partitionEithers xs) (DE.partitionEithers xs)
  same c "partitionEithers inf" (take 3 (fst (MDE.partitionEithers (cycle es))), take 3 (snd (MDE.partitionEithers (cycle es))))
                                 (take 3 (fst (DE.partitionEithers (cycle es))), take 3 (snd (DE.partitionEithers (cycle es))))
  sameWhnf c "partitionEithers undefined" (MDE.partitionEithers (u :: [Either Int Int])) (DE.partitionEithers (u :: [Either Int Int]))
  sameWhnf c "partitionEithers undefined elem" (MDE.partitionEithers [u :: Either Int Int]) (DE.partitionEithers [u :: Either Int Int])
  same c "partitionEithers lazy rest" (take 1 (fst (MDE.partitionEithers (Left 1 : (u :: [Either Int Int])))))
                                      (take 1 (fst (DE.partitionEithers (Left 1 : (u :: [Either Int Int])))))
  -- Foldable and Semigroup errors
  same c "foldl1 Nothing" (MF.zdfFoldableZCziZC2 :: Int) (foldl1 (+) (Nothing :: Maybe Int))
  same c "foldr1 Nothing" (MF.zdfFoldableZCziZC3 :: Int) (foldr1 (+) (Nothing :: Maybe Int))
  same c "foldr1 Left" (MF.zdfFoldableZCziZC3 :: Int) (foldr1 (+) (Left 'x' :: Either Char Int))
  same c "stimes negative All" (getAll MSI.zdfSemigroupAll1) (getAll (S.stimes (-1 :: Int) (All True)))
  same c "stimes negative Map" (MSI.zdfSemigroupAll1 :: Map Int Int) (S.stimes (-1 :: Int) (RM.fromList [(1 :: Int, 1 :: Int)]))
  let alls = [[], [True], [False], [True, True], [True, False, True], [False, u]]
  forM_ (zip [0 :: Int ..] alls) $ \(i, bs) -> forM_ [True, False] $ \b ->
    same c ("sconcat All " ++ show (i, b)) (getAll (MSI.zdfSemigroupAllzugo1 (All b) (map All bs))) (getAll (S.sconcat (All b :| map All bs)))
  same c "sconcat All undefined rest" (getAll (MSI.zdfSemigroupAllzugo1 (All False) u)) (getAll (S.sconcat (All False :| u)))
  same c "sconcat All undefined first" (getAll (MSI.zdfSemigroupAllzugo1 u [])) (getAll (S.sconcat (u :| [])))

-- * Enum instances of Bool, Ordering, ()

checkMoreEnum :: Counts -> IO ()
checkMoreEnum c = do
  same c "Bool go 0" (ME.zdfEnumBoolzugo 0#) [False ..]
  same c "Bool go 1" (ME.zdfEnumBoolzugo 1#) [True ..]
  forM_ [False, True] $ \a -> forM_ [False, True] $ \b ->
    same c ("Bool enumFromThen " ++ show (a, b)) (take 5 (ME.zdfEnumBoolzuzdcenumFromThen a b)) (take 5 [a, b ..])
  sameWhnf c "Bool enumFromThen undefined 1" (ME.zdfEnumBoolzuzdcenumFromThen u True) ([u, True ..] :: [Bool])
  sameWhnf c "Bool enumFromThen undefined 2" (ME.zdfEnumBoolzuzdcenumFromThen True u) ([True, u ..] :: [Bool])
  same c "Bool toEnum" ME.zdfEnumBool1 (toEnum 2 :: Bool)
  same c "Bool pred" ME.zdfEnumBool5 (pred False)
  same c "Bool succ" ME.zdfEnumBool6 (succ True)
  forM_ [0, 1, 2] $ \n@(I# n#) -> same c ("Ordering go " ++ show n) (ME.zdfEnumOrderingzugo n#) (drop n [LT ..])
  forM_ [LT, EQ, GT] $ \a -> forM_ [LT, EQ, GT] $ \b ->
    same c ("Ordering enumFromThen " ++ show (a, b)) (take 5 (ME.zdfEnumOrderingzuzdcenumFromThen a b)) (take 5 [a, b ..])
  sameWhnf c "Ordering enumFromThen undefined" (ME.zdfEnumOrderingzuzdcenumFromThen u GT) ([u, GT ..] :: [Ordering])
  same c "Ordering toEnum" ME.zdfEnumOrdering1 (toEnum 3 :: Ordering)
  same c "Ordering pred" ME.zdfEnumOrdering6 (pred LT)
  same c "Ordering succ" ME.zdfEnumOrdering7 (succ GT)
  same c "() many" (take 4 ME.zdfEnumZLZRzumany) (take 4 [(), () ..])
  same c "() toEnum" ME.zdfEnumZLZR3 (toEnum 1 :: ())

-- * Double and Float

doubles :: [Double]
doubles = [0, -0.0, 1, -1, 0.5, -2.75, 1 / 0, -1 / 0, 0 / 0, 5.0e-324, -5.0e-324, 2.2250738585072014e-308,
           2.225073858507201e-308, -2.225073858507201e-308, 1.7976931348623157e308, -1.7976931348623157e308,
           123456.789, 1.0e22, 4.5e15, -9.2e18, 3.0e-10, 9.999999999999999e307]

floats :: [Float]
floats = [0, -0.0, 1, -1, 0.5, -2.75, 1 / 0, -1 / 0, 0 / 0, 1.0e-45, -1.0e-45, 1.17549435e-38, 1.1754942e-38,
          -1.1754942e-38, 3.4028235e38, -3.4028235e38, 123456.79, 1.0e22, 3.0e-10]

checkFloat :: Counts -> IO ()
checkFloat c = do
  forM_ doubles $ \x@(D# x#) -> do
    let t = " " ++ show x
    same c ("isDoubleNaN" ++ t) (MFl.isDoubleNaN x) (GF.isDoubleNaN x)
    same c ("isDoubleInfinite" ++ t) (MFl.isDoubleInfinite x) (GF.isDoubleInfinite x)
    same c ("isDoubleFinite" ++ t) (MFl.isDoubleFinite x) (GF.isDoubleFinite x)
    same c ("isDoubleNegativeZero" ++ t) (MFl.isDoubleNegativeZero x) (GF.isDoubleNegativeZero x)
    same c ("isDoubleDenormalized" ++ t) (MFl.isDoubleDenormalized x) (GF.isDoubleDenormalized x)
    same c ("isNaN" ++ t) (MFl.zdfRealFloatDoublezuzdcisNaN x) (isNaN x)
    same c ("isInfinite" ++ t) (MFl.zdfRealFloatDoublezuzdcisInfinite x) (isInfinite x)
    same c ("isNegativeZero" ++ t) (MFl.zdfRealFloatDoublezuzdcisNegativeZZero x) (isNegativeZero x)
    same c ("isDenormalized" ++ t) (MFl.zdfRealFloatDoublezuzdcisDenormalizzed x) (isDenormalized x)
    forM_ [0, 1, -1, 3, -60, 2000, -2000, 5000, -5000, maxBound, minBound] $ \n@(I# n#) ->
      same c ("scaleFloat " ++ show n ++ t) (D# (MFl.zdwzdcscaleFloat n# x#)) (scaleFloat n x)
    forM_ doubles $ \y@(D# y#) ->
      same c ("atan2 " ++ show (y, x)) (D# (MFl.zdwzdcatan2 y# x#)) (atan2 y x)
    unless (isNaN x || isInfinite x) $ do
      same c ("properFraction Int" ++ t) (case MFl.zdwzdcproperFraction x# of (# n, f #) -> (n :: Int, f)) (properFraction x)
      same c ("properFraction Integer" ++ t) (case MFl.zdwzdcproperFraction x# of (# n, f #) -> (n :: Integer, f)) (properFraction x)
  sameWhnf c "properFraction lazy whole part" (case MFl.zdwzdcproperFraction 1.5## of (# n, _ #) -> const () (n :: Int))
                                              (case properFraction (1.5 :: Double) of (n, _) -> const () (n :: Int))
  forM_ floats $ \x@(F# x#) -> do
    let t = " " ++ show x
    same c ("isFloatNaN" ++ t) (MFl.isFloatNaN x) (GF.isFloatNaN x)
    same c ("isFloatInfinite" ++ t) (MFl.isFloatInfinite x) (GF.isFloatInfinite x)
    same c ("isFloatFinite" ++ t) (MFl.isFloatFinite x) (GF.isFloatFinite x)
    same c ("isFloatNegativeZero" ++ t) (MFl.isFloatNegativeZero x) (GF.isFloatNegativeZero x)
    same c ("isFloatDenormalized" ++ t) (MFl.isFloatDenormalized x) (GF.isFloatDenormalized x)
    same c ("isNaN Float" ++ t) (MFl.zdfRealFloatFloatzuzdcisNaN x) (isNaN x)
    same c ("isInfinite Float" ++ t) (MFl.zdfRealFloatFloatzuzdcisInfinite x) (isInfinite x)
    same c ("isNegativeZero Float" ++ t) (MFl.zdfRealFloatFloatzuzdcisNegativeZZero x) (isNegativeZero x)
    same c ("isDenormalized Float" ++ t) (MFl.zdfRealFloatFloatzuzdcisDenormalizzed x) (isDenormalized x)
    forM_ [0, 1, -1, 3, -30, 300, -300, 1000, -1000, maxBound, minBound] $ \n@(I# n#) ->
      same c ("scaleFloat Float " ++ show n ++ t) (F# (MFl.zdwzdcscaleFloat1 n# x#)) (scaleFloat n x)
    forM_ floats $ \y@(F# y#) ->
      same c ("atan2 Float " ++ show (y, x)) (F# (MFl.zdwzdcatan1 y# x#)) (atan2 y x)
  forM_ doubles $ \x -> same c ("isNegativeZero Double " ++ show x) (MFl.zdfRealFloatDoublezuzdcisNegativeZZero x) (isNegativeZero x)
  -- ^ at Integer, the loop GHC.Float calls
  forM_ [0, 1, -1, 2, -3, 10, 12345678901234567890] $ \b -> forM_ [1, 2, 3, 7, 64, 100] $ \n@(I# n#) ->
    same c ("$wf " ++ show (b, n)) (MR.zdwf b n#) (b ^ n)
  -- elimZerosInt#
  forM_ [0, 1, 2, 40, 96, 256, 1024, -8, -7, 3 * 2 ^ (40 :: Int), minBound] $ \(I# n#) -> forM_ [0, 1, 3, 8, 9, 20, 70] $ \(I# e#) ->
    same c ("elimZerosInt# " ++ show (I# n#, I# e#)) (case MCU.elimZerosInt# n# e# of (# a, b #) -> (a, I# b))
                                                    (case elimZerosInt# n# e# of (# a, b #) -> (a, I# b))
