-- | Every prelude model must be executable: one top-level function per
-- user-facing library function that lhx models (or reaches through
-- unfoldings), each calling it at a concrete type.
--
-- > build/lhx core tests/programs/prelude/AllModels.hs
--
-- must print no line "-- note: X cannot be executed: ...".  (This module is
-- only compiled and loaded, never run; it has no main.)
module AllModels where

import qualified Data.Char as C
import qualified Data.List as L
import qualified Data.Maybe as M
import qualified Data.Foldable as F
import qualified Data.Semigroup as S
import Data.List.NonEmpty (NonEmpty ((:|)))
import qualified Data.Map as Map
import qualified Data.Map.Strict as SMap
import Data.Map (Map)
import qualified Data.Set as Set
import Data.Set (Set)
import qualified Data.Vector as V
import Data.Vector (Vector)
import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as B8
import Data.ByteString (ByteString)
import Data.String (fromString)
import Data.Word (Word8)
import Data.Ord (comparing)
import Data.Function (on)
import qualified Data.Either as E
import Data.Tuple (swap)
import qualified System.IO as IO
import qualified System.Environment as Env
import qualified System.Exit as Exit
import Data.IORef (newIORef, readIORef, writeIORef, modifyIORef, atomicModifyIORef')

-- * Prelude list functions

lMap :: [Int] -> [Int]
lMap = map (+ 1)

lAppend :: [Int] -> [Int] -> [Int]
lAppend = (++)

lFoldr :: [Int] -> Int
lFoldr = foldr (-) 0

lFilter :: [Int] -> [Int]
lFilter = filter even

lFoldl :: [Int] -> Int
lFoldl = foldl (-) 0

lFoldl' :: [Int] -> Int
lFoldl' = L.foldl' (+) 0

lFoldl1 :: [Int] -> Int
lFoldl1 = foldl1 max

lFoldl1' :: [Int] -> Int
lFoldl1' = L.foldl1' max

lFoldr1 :: [Int] -> Int
lFoldr1 = foldr1 min

lLength :: [Int] -> Int
lLength = length

lNull :: [Int] -> Bool
lNull = null

lReverse :: [Int] -> [Int]
lReverse = reverse

lConcat :: [[Int]] -> [Int]
lConcat = concat

lConcatMap :: [Int] -> [Int]
lConcatMap = concatMap (\x -> [x, x])

lReplicate :: Int -> [Char]
lReplicate n = replicate n 'x'

lIterate :: Int -> [Int]
lIterate n = take n (iterate (* 2) 1)

lIterate' :: Int -> [Int]
lIterate' n = take n (L.iterate' (* 2) 1)

lRepeat :: Int -> [Char]
lRepeat n = take n (repeat 'r')

lCycle :: [Int] -> [Int]
lCycle xs = take 10 (cycle xs)

lZip :: [Int] -> [Char] -> [(Int, Char)]
lZip = zip

lZip3 :: [Int] -> [Char] -> [Bool] -> [(Int, Char, Bool)]
lZip3 = zip3

lZipWith :: [Int] -> [Int] -> [Int]
lZipWith = zipWith (+)

lZipWith3 :: [Int] -> [Int] -> [Int] -> [Int]
lZipWith3 = zipWith3 (\a b c -> a * b + c)

lUnzip :: [(Int, Char)] -> ([Int], [Char])
lUnzip = unzip

lUnzip3 :: [(Int, Char, Bool)] -> ([Int], [Char], [Bool])
lUnzip3 = unzip3

lTake :: Int -> [Int] -> [Int]
lTake = take

lDrop :: Int -> [Int] -> [Int]
lDrop = drop

lSplitAt :: Int -> [Int] -> ([Int], [Int])
lSplitAt = splitAt

lTakeWhile :: [Int] -> [Int]
lTakeWhile = takeWhile (> 0)

lDropWhile :: [Int] -> [Int]
lDropWhile = dropWhile (> 0)

lSpan :: [Int] -> ([Int], [Int])
lSpan = span even

lBreak :: [Int] -> ([Int], [Int])
lBreak = break even

lElem :: Int -> [Int] -> Bool
lElem = elem

lNotElem :: Int -> [Int] -> Bool
lNotElem = notElem

lLookup :: Int -> [(Int, String)] -> Maybe String
lLookup = lookup

lSum :: [Int] -> Int
lSum = sum

lSumInteger :: [Integer] -> Integer
lSumInteger = sum

lSumDouble :: [Double] -> Double
lSumDouble = sum

lProduct :: [Int] -> Int
lProduct = product

lMaximum :: [Int] -> Int
lMaximum = maximum

lMinimum :: [Int] -> Int
lMinimum = minimum

lMaximumString :: [String] -> String
lMaximumString = maximum

lAnd :: [Bool] -> Bool
lAnd = and

lOr :: [Bool] -> Bool
lOr = or

lAny :: [Int] -> Bool
lAny = any even

lAll :: [Int] -> Bool
lAll = all even

lIndex :: [Int] -> Int -> Int
lIndex = (!!)

lHead :: [Int] -> Int
lHead = head

lTail :: [Int] -> [Int]
lTail = tail

lLast :: [Int] -> Int
lLast = last

lInit :: [Int] -> [Int]
lInit = init

lUncons :: [Int] -> Maybe (Int, [Int])
lUncons = L.uncons

lScanl :: [Int] -> [Int]
lScanl = scanl (+) 0

lScanl' :: [Int] -> [Int]
lScanl' = L.scanl' (+) 0

lScanl1 :: [Int] -> [Int]
lScanl1 = scanl1 (+)

lScanr :: [Int] -> [Int]
lScanr = scanr (+) 0

lScanr1 :: [Int] -> [Int]
lScanr1 = scanr1 (+)

lEqList :: [Int] -> [Int] -> Bool
lEqList = (==)

lEqString :: String -> String -> Bool
lEqString = (==)

lCompareList :: [Int] -> [Int] -> Ordering
lCompareList = compare

lLtString :: String -> String -> Bool
lLtString = (<)

lSconcat :: [String] -> String
lSconcat xs = S.sconcat ("a" :| xs)

lStimes :: Int -> [Int] -> [Int]
lStimes = S.stimes

lMappend :: [Int] -> [Int] -> [Int]
lMappend = (<>)

lMconcat :: [[Int]] -> [Int]
lMconcat = mconcat

lUnfoldr :: Int -> [Int]
lUnfoldr = L.unfoldr (\n -> if n <= 0 then Nothing else Just (n, n - 1))

-- * Foldable on other containers

fAnyMaybe :: Maybe Int -> Bool
fAnyMaybe = any even

fAllMaybe :: Maybe Int -> Bool
fAllMaybe = all even

fAndMaybe :: Maybe Bool -> Bool
fAndMaybe = and

fOrMaybe :: Maybe Bool -> Bool
fOrMaybe = or

fConcatMaybe :: Maybe [Int] -> [Int]
fConcatMaybe = concat

fConcatMapMaybe :: Maybe Int -> [Int]
fConcatMapMaybe = concatMap (\x -> [x])

fNotElemMaybe :: Int -> Maybe Int -> Bool
fNotElemMaybe = notElem

fFind :: [Int] -> Maybe Int
fFind = F.find even

fFindMap :: Map Int Int -> Maybe Int
fFindMap = F.find even

fSumMap :: Map Int Int -> Int
fSumMap = sum

fLengthMap :: Map Int Int -> Int
fLengthMap = length

fElemMap :: Int -> Map Int Int -> Bool
fElemMap = elem

fMaximumMap :: Map Int Int -> Int
fMaximumMap = maximum

fFoldr1Map :: Map Int Int -> Int
fFoldr1Map = foldr1 (+)

fFoldl1Map :: Map Int Int -> Int
fFoldl1Map = foldl1 (+)

fToListMap :: Map Int Int -> [Int]
fToListMap = F.toList

fNullMap :: Map Int Int -> Bool
fNullMap = null

fFmapMap :: Map Int Int -> Map Int Int
fFmapMap = fmap (+ 1)

fConstMap :: Map Int Int -> Map Int Char
fConstMap m = 'x' <$ m

fTraverseMaybe :: [Int] -> Maybe [Int]
fTraverseMaybe = traverse (\x -> if x > 0 then Just x else Nothing)

fMapM_ :: [Int] -> Maybe ()
fMapM_ = mapM_ (\x -> if x > 0 then Just () else Nothing)

fSequence :: [Maybe Int] -> Maybe [Int]
fSequence = sequence

-- * Data.List extras

dWords :: String -> [String]
dWords = words

dUnwords :: [String] -> String
dUnwords = unwords

dLines :: String -> [String]
dLines = lines

dUnlines :: [String] -> String
dUnlines = unlines

dSort :: [Int] -> [Int]
dSort = L.sort

dSortBy :: [Int] -> [Int]
dSortBy = L.sortBy (flip compare)

dSortOn :: [Int] -> [Int]
dSortOn = L.sortOn negate

dInsert :: Int -> [Int] -> [Int]
dInsert = L.insert

dInsertBy :: Int -> [Int] -> [Int]
dInsertBy = L.insertBy (flip compare)

dNub :: [Int] -> [Int]
dNub = L.nub

dNubBy :: [Int] -> [Int]
dNubBy = L.nubBy (\a b -> a `mod` 3 == b `mod` 3)

dGroup :: [Int] -> [[Int]]
dGroup = L.group

dGroupBy :: [Int] -> [[Int]]
dGroupBy = L.groupBy (<=)

dIsPrefixOf :: [Int] -> [Int] -> Bool
dIsPrefixOf = L.isPrefixOf

dIsSuffixOf :: [Int] -> [Int] -> Bool
dIsSuffixOf = L.isSuffixOf

dIsInfixOf :: String -> String -> Bool
dIsInfixOf = L.isInfixOf

dIsSubsequenceOf :: String -> String -> Bool
dIsSubsequenceOf = L.isSubsequenceOf

dStripPrefix :: String -> String -> Maybe String
dStripPrefix = L.stripPrefix

dDelete :: Int -> [Int] -> [Int]
dDelete = L.delete

dDeleteBy :: Int -> [Int] -> [Int]
dDeleteBy = L.deleteBy (<=)

dIntersperse :: [Int] -> [Int]
dIntersperse = L.intersperse 0

dIntercalate :: [String] -> String
dIntercalate = L.intercalate ", "

dTranspose :: [[Int]] -> [[Int]]
dTranspose = L.transpose

dInits :: [Int] -> [[Int]]
dInits = L.inits

dTails :: [Int] -> [[Int]]
dTails = L.tails

dGenericLength :: [Int] -> Integer
dGenericLength = L.genericLength

dGenericTake :: Integer -> [Int] -> [Int]
dGenericTake = L.genericTake

dGenericDrop :: Integer -> [Int] -> [Int]
dGenericDrop = L.genericDrop

dGenericReplicate :: Integer -> Char -> String
dGenericReplicate = L.genericReplicate

dGenericSplitAt :: Integer -> [Int] -> ([Int], [Int])
dGenericSplitAt = L.genericSplitAt

dGenericIndex :: [Int] -> Integer -> Int
dGenericIndex = L.genericIndex

dPartition :: [Int] -> ([Int], [Int])
dPartition = L.partition even

dDifference :: [Int] -> [Int] -> [Int]
dDifference = (L.\\)

dUnion :: [Int] -> [Int] -> [Int]
dUnion = L.union

dIntersect :: [Int] -> [Int] -> [Int]
dIntersect = L.intersect

dElemIndex :: Int -> [Int] -> Maybe Int
dElemIndex = L.elemIndex

dElemIndices :: Int -> [Int] -> [Int]
dElemIndices = L.elemIndices

dFindIndex :: [Int] -> Maybe Int
dFindIndex = L.findIndex even

dFindIndices :: [Int] -> [Int]
dFindIndices = L.findIndices even

dMaximumBy :: [(Int, Char)] -> (Int, Char)
dMaximumBy = L.maximumBy (\a b -> compare (fst a) (fst b))

dMinimumBy :: [(Int, Char)] -> (Int, Char)
dMinimumBy = L.minimumBy (\a b -> compare (fst a) (fst b))

dDropWhileEnd :: String -> String
dDropWhileEnd = L.dropWhileEnd C.isSpace

dMapAccumL :: [Int] -> (Int, [Int])
dMapAccumL = L.mapAccumL (\a x -> (a + x, a * x)) 0

dMapAccumR :: [Int] -> (Int, [Int])
dMapAccumR = L.mapAccumR (\a x -> (a + x, a * x)) 0

dZip4 :: [Int] -> [Int] -> [Int] -> [Int] -> [(Int, Int, Int, Int)]
dZip4 = L.zip4

dLookupAll :: [(Int, Int)] -> [Int]
dLookupAll xs = M.mapMaybe (`lookup` xs) [1, 2, 3]

dSubsequences :: [Int] -> [[Int]]
dSubsequences = L.subsequences

dPermutations :: [Int] -> [[Int]]
dPermutations = L.permutations

dFoldr' :: [Int] -> Int
dFoldr' = F.foldr' (+) 0

dSplitAtEnd :: [Int] -> [Int]
dSplitAtEnd xs = L.takeWhile (/= 0) (L.reverse xs)

dZipWith3List :: [Int] -> [Int]
dZipWith3List xs = L.zipWith3 (\a b c -> a + b + c) xs xs xs

-- * Data.Maybe

mayMapMaybe :: [Int] -> [Int]
mayMapMaybe = M.mapMaybe (\x -> if x > 0 then Just (x * 2) else Nothing)

mayCatMaybes :: [Maybe Int] -> [Int]
mayCatMaybes = M.catMaybes

mayFromJust :: Maybe Int -> Int
mayFromJust = M.fromJust

mayFromMaybe :: Maybe Int -> Int
mayFromMaybe = M.fromMaybe 0

mayMaybe :: Maybe Int -> Int
mayMaybe = maybe 0 (+ 1)

mayIsJust :: Maybe Int -> Bool
mayIsJust = M.isJust

mayIsNothing :: Maybe Int -> Bool
mayIsNothing = M.isNothing

mayListToMaybe :: [Int] -> Maybe Int
mayListToMaybe = M.listToMaybe

mayMaybeToList :: Maybe Int -> [Int]
mayMaybeToList = M.maybeToList

-- * show

shInt :: Int -> String
shInt = show

shIntPrec :: Int -> String
shIntPrec n = showsPrec 11 n ""

shInteger :: Integer -> String
shInteger = show

shIntegerPrec :: Integer -> String
shIntegerPrec n = showsPrec 11 n ""

shDouble :: Double -> String
shDouble = show

shDoublePrec :: Double -> String
shDoublePrec x = showsPrec 11 x ""

shFloat :: Float -> String
shFloat = show

shChar :: Char -> String
shChar = show

shString :: String -> String
shString = show

shBool :: Bool -> String
shBool = show

shUnit :: () -> String
shUnit = show

shOrdering :: Ordering -> String
shOrdering = show

shListInt :: [Int] -> String
shListInt = show

shListInteger :: [Integer] -> String
shListInteger = show

shListDouble :: [Double] -> String
shListDouble = show

shListString :: [String] -> String
shListString = show

shListChar :: [Char] -> String
shListChar s = showList s ""

shMaybeInt :: Maybe Int -> String
shMaybeInt = show

shMaybeString :: Maybe String -> String
shMaybeString = show

shEither :: Either Int String -> String
shEither = show

shPair :: (Int, String) -> String
shPair = show

shTriple :: (Int, Char, Bool) -> String
shTriple = show

shTuple4 :: (Int, Int, Int, Int) -> String
shTuple4 = show

shTuple5 :: (Int, Int, Int, Int, Int) -> String
shTuple5 = show

shTuple6 :: (Int, Int, Int, Int, Int, Int) -> String
shTuple6 = show

shTuple7 :: (Int, Int, Int, Int, Int, Int, Int) -> String
shTuple7 = show

shListPair :: [(Int, Char)] -> String
shListPair = show

shMap :: Map Int String -> String
shMap = show

shMapPrec :: Map Int Int -> String
shMapPrec m = showsPrec 11 m ""

shGeneralCategory :: Char -> String
shGeneralCategory c = show (C.generalCategory c)

shShows :: Int -> String
shShows n = shows n (showString "x" (showParen True (shows 'c') ""))

-- * Data.Char

cToUpper :: Char -> Char
cToUpper = C.toUpper

cToLower :: Char -> Char
cToLower = C.toLower

cToTitle :: Char -> Char
cToTitle = C.toTitle

cIsUpper :: Char -> Bool
cIsUpper = C.isUpper

cIsLower :: Char -> Bool
cIsLower = C.isLower

cIsAlpha :: Char -> Bool
cIsAlpha = C.isAlpha

cIsAlphaNum :: Char -> Bool
cIsAlphaNum = C.isAlphaNum

cIsPunctuation :: Char -> Bool
cIsPunctuation = C.isPunctuation

cIsSymbol :: Char -> Bool
cIsSymbol = C.isSymbol

cIsPrint :: Char -> Bool
cIsPrint = C.isPrint

cIsControl :: Char -> Bool
cIsControl = C.isControl

cIsSpace :: Char -> Bool
cIsSpace = C.isSpace

cIsLetter :: Char -> Bool
cIsLetter = C.isLetter

cIsMark :: Char -> Bool
cIsMark = C.isMark

cIsNumber :: Char -> Bool
cIsNumber = C.isNumber

cIsSeparator :: Char -> Bool
cIsSeparator = C.isSeparator

cIsDigit :: Char -> Bool
cIsDigit = C.isDigit

cIsHexDigit :: Char -> Bool
cIsHexDigit = C.isHexDigit

cIsOctDigit :: Char -> Bool
cIsOctDigit = C.isOctDigit

cIsAscii :: Char -> Bool
cIsAscii = C.isAscii

cIsLatin1 :: Char -> Bool
cIsLatin1 = C.isLatin1

cIsAsciiUpper :: Char -> Bool
cIsAsciiUpper = C.isAsciiUpper

cIsAsciiLower :: Char -> Bool
cIsAsciiLower = C.isAsciiLower

cGeneralCategory :: Char -> C.GeneralCategory
cGeneralCategory = C.generalCategory

cGeneralCategoryEq :: Char -> Bool
cGeneralCategoryEq c = C.generalCategory c == C.UppercaseLetter

cCategories :: [C.GeneralCategory]
cCategories = [minBound .. maxBound]

cCategoriesFrom :: C.GeneralCategory -> [C.GeneralCategory]
cCategoriesFrom g = [g ..]

cCategorySucc :: C.GeneralCategory -> C.GeneralCategory
cCategorySucc = succ

cCategoryPred :: C.GeneralCategory -> C.GeneralCategory
cCategoryPred = pred

cCategoryToEnum :: Int -> C.GeneralCategory
cCategoryToEnum = toEnum

cDigitToInt :: Char -> Int
cDigitToInt = C.digitToInt

cIntToDigit :: Int -> Char
cIntToDigit = C.intToDigit

cOrd :: Char -> Int
cOrd = C.ord

cChr :: Int -> Char
cChr = C.chr

cShowLitChar :: Char -> String
cShowLitChar c = C.showLitChar c ""

cMapToUpper :: String -> String
cMapToUpper = map C.toUpper

-- * Enum

eRangeInt :: Int -> Int -> [Int]
eRangeInt a b = [a .. b]

eRangeThenInt :: Int -> Int -> Int -> [Int]
eRangeThenInt a b c = [a, b .. c]

eFromInt :: Int -> [Int]
eFromInt a = take 5 [a ..]

eFromThenInt :: Int -> Int -> [Int]
eFromThenInt a b = take 5 [a, b ..]

eRangeChar :: Char -> Char -> [Char]
eRangeChar a b = [a .. b]

eRangeThenChar :: Char -> Char -> Char -> [Char]
eRangeThenChar a b c = [a, b .. c]

eFromChar :: Char -> [Char]
eFromChar a = take 5 [a ..]

eRangeInteger :: Integer -> Integer -> [Integer]
eRangeInteger a b = [a .. b]

eRangeThenInteger :: Integer -> Integer -> Integer -> [Integer]
eRangeThenInteger a b c = [a, b .. c]

eRangeBool :: [Bool]
eRangeBool = [False ..]

eSuccInt :: Int -> Int
eSuccInt = succ

ePredInt :: Int -> Int
ePredInt = pred

eSuccChar :: Char -> Char
eSuccChar = succ

ePredChar :: Char -> Char
ePredChar = pred

eToEnumChar :: Int -> Char
eToEnumChar = toEnum

eFromEnumChar :: Char -> Int
eFromEnumChar = fromEnum

-- * Arithmetic

aDivInt :: Int -> Int -> Int
aDivInt = div

aModInt :: Int -> Int -> Int
aModInt = mod

aQuotInt :: Int -> Int -> Int
aQuotInt = quot

aRemInt :: Int -> Int -> Int
aRemInt = rem

aDivModInt :: Int -> Int -> (Int, Int)
aDivModInt = divMod

aQuotRemInt :: Int -> Int -> (Int, Int)
aQuotRemInt = quotRem

aDivInteger :: Integer -> Integer -> Integer
aDivInteger = div

aModInteger :: Integer -> Integer -> Integer
aModInteger = mod

aQuotInteger :: Integer -> Integer -> Integer
aQuotInteger = quot

aRemInteger :: Integer -> Integer -> Integer
aRemInteger = rem

aDivModInteger :: Integer -> Integer -> (Integer, Integer)
aDivModInteger = divMod

aQuotRemInteger :: Integer -> Integer -> (Integer, Integer)
aQuotRemInteger = quotRem

aIntToInteger :: Int -> Integer
aIntToInteger = fromIntegral

aIntegerToInt :: Integer -> Int
aIntegerToInt = fromIntegral

aIntToDouble :: Int -> Double
aIntToDouble = fromIntegral

aIntegerToDouble :: Integer -> Double
aIntegerToDouble = fromIntegral

aIntToInt :: Int -> Int
aIntToInt = fromIntegral

aToInteger :: Int -> Integer
aToInteger = toInteger

aFromInteger :: Integer -> Int
aFromInteger = fromInteger

aAbsSignum :: Int -> (Int, Int, Int)
aAbsSignum n = (abs n, signum n, negate n)

aAbsInteger :: Integer -> (Integer, Integer)
aAbsInteger n = (abs n, signum n)

aGcd :: Int -> Int -> Int
aGcd = gcd

aLcm :: Int -> Int -> Int
aLcm = lcm

aPow :: Int -> Int -> Int
aPow = (^)

aPowInteger :: Integer -> Int -> Integer
aPowInteger = (^)

aEven :: Int -> Bool
aEven = even

aOdd :: Integer -> Bool
aOdd = odd

aDoubleDiv :: Double -> Double -> Double
aDoubleDiv = (/)

aTruncate :: Double -> Int
aTruncate = truncate

aRound :: Double -> Int
aRound = round

aFloor :: Double -> Int
aFloor = floor

aCeiling :: Double -> Int
aCeiling = ceiling

aTruncateFloat :: Float -> Int
aTruncateFloat = truncate

aRoundFloat :: Float -> Integer
aRoundFloat = round

aIsNaN :: Double -> Bool
aIsNaN = isNaN

aIsInfinite :: Double -> Bool
aIsInfinite = isInfinite

aIsNegativeZero :: Double -> Bool
aIsNegativeZero = isNegativeZero

aIsDenormalized :: Double -> Bool
aIsDenormalized = isDenormalized

aIsNaNFloat :: Float -> Bool
aIsNaNFloat = isNaN

aIsInfiniteFloat :: Float -> Bool
aIsInfiniteFloat = isInfinite

aScaleFloat :: Double -> Double
aScaleFloat = scaleFloat 3

aDecodeFloat :: Double -> (Integer, Int)
aDecodeFloat = decodeFloat

aRealToFracIntDouble :: Int -> Double
aRealToFracIntDouble = realToFrac

aRealToFracDouble :: Double -> Double
aRealToFracDouble = realToFrac

aToRational :: Double -> Rational
aToRational = toRational

aSqrt :: Double -> Double
aSqrt = sqrt

aFloatingOps :: Double -> Double
aFloatingOps x = exp x + log x + sin x + x ** 2 + pi

aMinMax :: Int -> Int -> (Int, Int)
aMinMax a b = (min a b, max a b)

aSubtract :: Int -> Int -> Int
aSubtract = subtract

-- * Data.Map (lazy)

mEmpty :: Map Int String
mEmpty = Map.empty

mSingleton :: Int -> String -> Map Int String
mSingleton = Map.singleton

mFromList :: [(Int, String)] -> Map Int String
mFromList = Map.fromList

mFromListWith :: [(Int, String)] -> Map Int String
mFromListWith = Map.fromListWith (++)

mFromListWithKey :: [(Int, String)] -> Map Int String
mFromListWithKey = Map.fromListWithKey (\k a b -> show k ++ a ++ b)

mFromAscList :: [(Int, String)] -> Map Int String
mFromAscList = Map.fromAscList

mFromDistinctAscList :: [(Int, String)] -> Map Int String
mFromDistinctAscList = Map.fromDistinctAscList

mInsert :: Int -> String -> Map Int String -> Map Int String
mInsert = Map.insert

mInsertWith :: Int -> String -> Map Int String -> Map Int String
mInsertWith = Map.insertWith (++)

mInsertWithKey :: Int -> String -> Map Int String -> Map Int String
mInsertWithKey = Map.insertWithKey (\k a b -> show k ++ a ++ b)

mDelete :: Int -> Map Int String -> Map Int String
mDelete = Map.delete

mAdjust :: Int -> Map Int String -> Map Int String
mAdjust = Map.adjust reverse

mAdjustWithKey :: Int -> Map Int String -> Map Int String
mAdjustWithKey = Map.adjustWithKey (\k v -> show k ++ v)

mUpdate :: Int -> Map Int String -> Map Int String
mUpdate = Map.update (\v -> if null v then Nothing else Just v)

mUpdateWithKey :: Int -> Map Int String -> Map Int String
mUpdateWithKey = Map.updateWithKey (\k v -> if k > 0 then Just v else Nothing)

mAlter :: Int -> Map Int String -> Map Int String
mAlter = Map.alter (fmap reverse)

mLookup :: Int -> Map Int String -> Maybe String
mLookup = Map.lookup

mLookupOp :: Map Int String -> Int -> Maybe String
mLookupOp = (Map.!?)

mIndex :: Map Int String -> Int -> String
mIndex = (Map.!)

mFindWithDefault :: Int -> Map Int String -> String
mFindWithDefault = Map.findWithDefault ""

mMember :: Int -> Map Int String -> Bool
mMember = Map.member

mNotMember :: Int -> Map Int String -> Bool
mNotMember = Map.notMember

mNull :: Map Int String -> Bool
mNull = Map.null

mSize :: Map Int String -> Int
mSize = Map.size

mUnion :: Map Int String -> Map Int String -> Map Int String
mUnion = Map.union

mUnionWith :: Map Int String -> Map Int String -> Map Int String
mUnionWith = Map.unionWith (++)

mUnionWithKey :: Map Int String -> Map Int String -> Map Int String
mUnionWithKey = Map.unionWithKey (\k a b -> show k ++ a ++ b)

mUnions :: [Map Int String] -> Map Int String
mUnions = Map.unions

mUnionsWith :: [Map Int String] -> Map Int String
mUnionsWith = Map.unionsWith (++)

mDifference :: Map Int String -> Map Int Int -> Map Int String
mDifference = Map.difference

mDifferenceOp :: Map Int String -> Map Int Int -> Map Int String
mDifferenceOp = (Map.\\)

mIntersection :: Map Int String -> Map Int Int -> Map Int String
mIntersection = Map.intersection

mIntersectionWith :: Map Int String -> Map Int Int -> Map Int (String, Int)
mIntersectionWith = Map.intersectionWith (,)

mIntersectionWithKey :: Map Int String -> Map Int Int -> Map Int (Int, String, Int)
mIntersectionWithKey = Map.intersectionWithKey (,,)

mMap :: Map Int String -> Map Int Int
mMap = Map.map length

mMapWithKey :: Map Int String -> Map Int String
mMapWithKey = Map.mapWithKey (\k v -> show k ++ v)

mMapMaybe :: Map Int String -> Map Int String
mMapMaybe = Map.mapMaybe (\v -> if null v then Nothing else Just v)

mMapMaybeWithKey :: Map Int String -> Map Int String
mMapMaybeWithKey = Map.mapMaybeWithKey (\k v -> if k > 0 then Just v else Nothing)

mMapAccum :: Map Int String -> (Int, Map Int Int)
mMapAccum = Map.mapAccum (\a v -> (a + length v, a)) 0

mMapAccumWithKey :: Map Int String -> (Int, Map Int Int)
mMapAccumWithKey = Map.mapAccumWithKey (\a k v -> (a + k, length v)) 0

mMapKeys :: Map Int String -> Map Int String
mMapKeys = Map.mapKeys negate

mFilter :: Map Int String -> Map Int String
mFilter = Map.filter (not . null)

mFilterWithKey :: Map Int String -> Map Int String
mFilterWithKey = Map.filterWithKey (\k _ -> even k)

mPartition :: Map Int String -> (Map Int String, Map Int String)
mPartition = Map.partition null

mPartitionWithKey :: Map Int String -> (Map Int String, Map Int String)
mPartitionWithKey = Map.partitionWithKey (\k _ -> even k)

mFoldr :: Map Int String -> String
mFoldr = Map.foldr (++) ""

mFoldl :: Map Int String -> String
mFoldl = Map.foldl (++) ""

mFoldrWithKey :: Map Int String -> String
mFoldrWithKey = Map.foldrWithKey (\k v a -> show k ++ v ++ a) ""

mFoldlWithKey :: Map Int String -> String
mFoldlWithKey = Map.foldlWithKey (\a k v -> a ++ show k ++ v) ""

mFoldr' :: Map Int Int -> Int
mFoldr' = Map.foldr' (+) 0

mFoldl' :: Map Int Int -> Int
mFoldl' = Map.foldl' (+) 0

mFoldrWithKey' :: Map Int Int -> Int
mFoldrWithKey' = Map.foldrWithKey' (\k v a -> k + v + a) 0

mFoldlWithKey' :: Map Int Int -> Int
mFoldlWithKey' = Map.foldlWithKey' (\a k v -> a + k + v) 0

mToList :: Map Int String -> [(Int, String)]
mToList = Map.toList

mToAscList :: Map Int String -> [(Int, String)]
mToAscList = Map.toAscList

mToDescList :: Map Int String -> [(Int, String)]
mToDescList = Map.toDescList

mAssocs :: Map Int String -> [(Int, String)]
mAssocs = Map.assocs

mKeys :: Map Int String -> [Int]
mKeys = Map.keys

mElems :: Map Int String -> [String]
mElems = Map.elems

mFindMin :: Map Int String -> (Int, String)
mFindMin = Map.findMin

mFindMax :: Map Int String -> (Int, String)
mFindMax = Map.findMax

mLookupMin :: Map Int String -> Maybe (Int, String)
mLookupMin = Map.lookupMin

mLookupMax :: Map Int String -> Maybe (Int, String)
mLookupMax = Map.lookupMax

mDeleteMin :: Map Int String -> Map Int String
mDeleteMin = Map.deleteMin

mDeleteMax :: Map Int String -> Map Int String
mDeleteMax = Map.deleteMax

mDeleteFindMin :: Map Int String -> ((Int, String), Map Int String)
mDeleteFindMin = Map.deleteFindMin

mDeleteFindMax :: Map Int String -> ((Int, String), Map Int String)
mDeleteFindMax = Map.deleteFindMax

mMinView :: Map Int String -> Maybe (String, Map Int String)
mMinView = Map.minView

mMaxView :: Map Int String -> Maybe (String, Map Int String)
mMaxView = Map.maxView

mMinViewWithKey :: Map Int String -> Maybe ((Int, String), Map Int String)
mMinViewWithKey = Map.minViewWithKey

mMaxViewWithKey :: Map Int String -> Maybe ((Int, String), Map Int String)
mMaxViewWithKey = Map.maxViewWithKey

mElemAt :: Int -> Map Int String -> (Int, String)
mElemAt = Map.elemAt

mTake :: Int -> Map Int String -> Map Int String
mTake = Map.take

mDrop :: Int -> Map Int String -> Map Int String
mDrop = Map.drop

mSplitAt :: Int -> Map Int String -> (Map Int String, Map Int String)
mSplitAt = Map.splitAt

mSplit :: Int -> Map Int String -> (Map Int String, Map Int String)
mSplit = Map.split

mLookupLT :: Int -> Map Int String -> Maybe (Int, String)
mLookupLT = Map.lookupLT

mLookupGE :: Int -> Map Int String -> Maybe (Int, String)
mLookupGE = Map.lookupGE

mKeysSet :: Map Int String -> Int
mKeysSet m = length (Map.keys m)

mEq :: Map Int String -> Map Int String -> Bool
mEq = (==)

mCompare :: Map Int String -> Map Int String -> Ordering
mCompare = compare

mMappend :: Map Int String -> Map Int String -> Map Int String
mMappend = (<>)

mIsSubmapOf :: Map Int String -> Map Int String -> Bool
mIsSubmapOf = Map.isSubmapOf

-- * Data.Map.Strict

sEmpty :: Map Int Int
sEmpty = SMap.empty

sSingleton :: Int -> Int -> Map Int Int
sSingleton = SMap.singleton

sFromList :: [(Int, Int)] -> Map Int Int
sFromList = SMap.fromList

sFromListWith :: [(Int, Int)] -> Map Int Int
sFromListWith = SMap.fromListWith (+)

sFromListWithKey :: [(Int, Int)] -> Map Int Int
sFromListWithKey = SMap.fromListWithKey (\k a b -> k + a + b)

sFromAscList :: [(Int, Int)] -> Map Int Int
sFromAscList = SMap.fromAscList

sFromDistinctAscList :: [(Int, Int)] -> Map Int Int
sFromDistinctAscList = SMap.fromDistinctAscList

sInsert :: Int -> Int -> Map Int Int -> Map Int Int
sInsert = SMap.insert

sInsertWith :: Int -> Int -> Map Int Int -> Map Int Int
sInsertWith = SMap.insertWith (+)

sInsertWithKey :: Int -> Int -> Map Int Int -> Map Int Int
sInsertWithKey = SMap.insertWithKey (\k a b -> k + a + b)

sDelete :: Int -> Map Int Int -> Map Int Int
sDelete = SMap.delete

sAdjust :: Int -> Map Int Int -> Map Int Int
sAdjust = SMap.adjust (+ 1)

sAdjustWithKey :: Int -> Map Int Int -> Map Int Int
sAdjustWithKey = SMap.adjustWithKey (+)

sUpdate :: Int -> Map Int Int -> Map Int Int
sUpdate = SMap.update (\v -> if v > 0 then Just v else Nothing)

sUpdateWithKey :: Int -> Map Int Int -> Map Int Int
sUpdateWithKey = SMap.updateWithKey (\k v -> if k > v then Just v else Nothing)

sAlter :: Int -> Map Int Int -> Map Int Int
sAlter = SMap.alter (fmap (* 2))

sLookup :: Int -> Map Int Int -> Maybe Int
sLookup = SMap.lookup

sFindWithDefault :: Int -> Map Int Int -> Int
sFindWithDefault = SMap.findWithDefault 0

sMember :: Int -> Map Int Int -> Bool
sMember = SMap.member

sSize :: Map Int Int -> Int
sSize = SMap.size

sUnion :: Map Int Int -> Map Int Int -> Map Int Int
sUnion = SMap.union

sUnionWith :: Map Int Int -> Map Int Int -> Map Int Int
sUnionWith = SMap.unionWith (+)

sUnionWithKey :: Map Int Int -> Map Int Int -> Map Int Int
sUnionWithKey = SMap.unionWithKey (\k a b -> k + a + b)

sUnionsWith :: [Map Int Int] -> Map Int Int
sUnionsWith = SMap.unionsWith (+)

sIntersectionWith :: Map Int Int -> Map Int Int -> Map Int Int
sIntersectionWith = SMap.intersectionWith (-)

sIntersectionWithKey :: Map Int Int -> Map Int Int -> Map Int Int
sIntersectionWithKey = SMap.intersectionWithKey (\k a b -> k * a * b)

sMap :: Map Int Int -> Map Int Int
sMap = SMap.map (* 3)

sMapWithKey :: Map Int Int -> Map Int Int
sMapWithKey = SMap.mapWithKey (-)

sMapMaybe :: Map Int Int -> Map Int Int
sMapMaybe = SMap.mapMaybe (\v -> if v > 0 then Just v else Nothing)

sMapMaybeWithKey :: Map Int Int -> Map Int Int
sMapMaybeWithKey = SMap.mapMaybeWithKey (\k v -> if k > 0 then Just (k + v) else Nothing)

sMapAccum :: Map Int Int -> (Int, Map Int Int)
sMapAccum = SMap.mapAccum (\a v -> (a + v, a)) 0

sMapAccumWithKey :: Map Int Int -> (Int, Map Int Int)
sMapAccumWithKey = SMap.mapAccumWithKey (\a k v -> (a + k, v - a)) 0

sFilter :: Map Int Int -> Map Int Int
sFilter = SMap.filter even

sFoldr :: Map Int Int -> Int
sFoldr = SMap.foldr (+) 0

sFoldlWithKey :: Map Int Int -> Int
sFoldlWithKey = SMap.foldlWithKey (\a k v -> a + k * v) 0

sToList :: Map Int Int -> [(Int, Int)]
sToList = SMap.toList

sKeys :: Map Int Int -> [Int]
sKeys = SMap.keys

sElems :: Map Int Int -> [Int]
sElems = SMap.elems

-- * Derived instances and other everyday functions

data Shape = Circle Double | Rect { width :: Int, height :: Int } | Dot
  deriving (Show, Eq, Ord)

data Color = Red | Green | Blue
  deriving (Show, Eq, Ord, Enum, Bounded)

xShowShape :: Shape -> String
xShowShape = show

xShowShapes :: [Maybe Shape] -> String
xShowShapes = show

xEqShape :: Shape -> Shape -> Bool
xEqShape = (==)

xCompareShape :: Shape -> Shape -> Ordering
xCompareShape = compare

xColors :: [Color]
xColors = [minBound .. maxBound]

xColorsThen :: [Color]
xColorsThen = [Red, Blue ..]

xColorSucc :: Color -> Color
xColorSucc = succ

xShowColor :: Color -> String
xShowColor = show

xComparing :: [(Int, String)] -> [(Int, String)]
xComparing = L.sortBy (comparing snd)

xOn :: [(Int, String)] -> [[(Int, String)]]
xOn = L.groupBy ((==) `on` fst)

xMaximumByComparing :: [(Int, String)] -> (Int, String)
xMaximumByComparing = L.maximumBy (comparing fst)

xEither :: [Either Int String] -> ([Int], [String])
xEither = E.partitionEithers

xLefts :: [Either Int String] -> [Int]
xLefts = E.lefts

xEitherFn :: Either Int String -> Int
xEitherFn = either id length

xSwap :: (Int, Char) -> (Char, Int)
xSwap = swap

xUncurry :: [(Int, Int)] -> [Int]
xUncurry = map (uncurry (+))

xUntil :: Int -> Int
xUntil = until (> 100) (* 2)

xEqMaybe :: Maybe Int -> Maybe Int -> Bool
xEqMaybe = (==)

xCompareTuple :: (Int, String) -> (Int, String) -> Ordering
xCompareTuple = compare

xMaxTuple :: [(Int, Char)] -> (Int, Char)
xMaxTuple = maximum

xEqTuple3 :: (Int, Char, Bool) -> (Int, Char, Bool) -> Bool
xEqTuple3 = (==)

xDoubleRange :: [Double]
xDoubleRange = [1.0, 1.5 .. 3.0]

xDoubleRange2 :: [Double]
xDoubleRange2 = [1.0 .. 3.5]

xListComp :: Int -> [(Int, Int)]
xListComp n = [(a, b) | a <- [1 .. n], b <- [a .. n], even (a + b)]

xWordsMap :: String -> [String]
xWordsMap = map (map C.toLower) . words

xZipIndex :: String -> [(Int, Char)]
xZipIndex = zip [0 ..]

xShowNegList :: [Int] -> String
xShowNegList xs = show (map negate xs, Just (-1 :: Int), Left (-2) :: Either Int Int)

xShowNested :: [[Maybe (Int, Integer)]] -> String
xShowNested = show

xMapFromListShow :: [(String, [Int])] -> String
xMapFromListShow kvs = show (Map.fromListWith (++) kvs)

xMapFoldrList :: Map Int [Int] -> [Int]
xMapFoldrList = concat . Map.elems

xReplicateM :: Int -> [[Int]]
xReplicateM n = sequence (replicate n [0, 1])

xMapM :: [Int] -> Maybe [Int]
xMapM = mapM (\x -> if x > 0 then Just x else Nothing)

xFoldMap :: [Int] -> [Int]
xFoldMap = foldMap (\x -> [x, x])

xMconcatString :: [String] -> String
xMconcatString = mconcat

xZipWith3Show :: [Int] -> [String]
xZipWith3Show xs = zipWith3 (\a b c -> show a ++ b ++ [c]) xs (map show xs) "abc"

xLinesUnlines :: String -> String
xLinesUnlines = unlines . reverse . lines

xElemChar :: Char -> Bool
xElemChar c = c `elem` "aeiou"

xFilterAlpha :: String -> String
xFilterAlpha = filter C.isAlpha

xReadDigits :: String -> Int
xReadDigits = foldl (\a c -> a * 10 + C.digitToInt c) 0

xIterateTakeWhile :: Int -> [Int]
xIterateTakeWhile n = takeWhile (/= 1) (iterate (\k -> if even k then k `div` 2 else 3 * k + 1) n)

xSumProductInteger :: [Integer] -> (Integer, Integer)
xSumProductInteger xs = (sum xs, product xs)

xFromEnumToEnum :: Int -> Char
xFromEnumToEnum n = toEnum (fromEnum 'a' + n)

xIntegerPow :: Integer -> Integer
xIntegerPow n = 2 ^ (10 :: Int) * n `mod` 7

xShowDoubleList :: [Double] -> String
xShowDoubleList xs = show (map (/ 3) xs)

xFromIntegralSum :: [Int] -> Double
xFromIntegralSum xs = fromIntegral (sum xs) / fromIntegral (length xs)

-- * Data.Set

setFromList :: [Int] -> Set Int
setFromList = Set.fromList

setInsertDelete :: Int -> Set Int -> Set Int
setInsertDelete x = Set.delete (x + 1) . Set.insert x

setMember :: Int -> Set Int -> (Bool, Bool)
setMember x s = (Set.member x s, Set.notMember x s)

setCombine :: Set Int -> Set Int -> [Set Int]
setCombine a b = [Set.union a b, Set.intersection a b, Set.difference a b, a Set.\\ b, Set.unions [a, b]]

setQuery :: Set Int -> (Int, Bool, Bool, Bool)
setQuery s = (Set.size s, Set.null s, Set.isSubsetOf s s, Set.disjoint s s)

setMinMax :: Set Int -> (Int, Int, Maybe Int, Maybe (Int, Set Int), Set Int)
setMinMax s = (Set.findMin s, Set.findMax s, Set.lookupMin s, Set.minView s, Set.deleteMax s)

setConvert :: Set Int -> ([Int], [Int], [Int], String)
setConvert s = (Set.toList s, Set.elems s, Set.toDescList s, show s)

setFilterMap :: Set Int -> (Set Int, (Set Int, Set Int), Set Int, (Set Int, Set Int))
setFilterMap s = (Set.filter even s, Set.partition odd s, Set.map (`div` 2) s, Set.split 3 s)

setFolds :: Set Int -> (Int, Int, Int, Int)
setFolds s = (Set.foldr (+) 0 s, Set.foldl (-) 0 s, sum s, length s)

setIndexed :: Set Int -> (Int, Int, Set Int, Set Int)
setIndexed s = (Set.elemAt 0 s, Set.findIndex 3 s, Set.take 2 s, Set.drop 1 s)

setEqOrd :: Set Int -> Set Int -> (Bool, Ordering)
setEqOrd a b = (a == b, compare a b)

-- * Data.Vector

vFromList :: [Int] -> (Vector Int, Int, [Int])
vFromList xs = let v = V.fromList xs in (v, V.length v, V.toList v)

vIndex :: Vector Int -> Int -> (Int, Maybe Int, Int, Int, Int)
vIndex v i = (v V.! i, v V.!? i, V.head v, V.last v, V.unsafeIndex v i)

vBuild :: Int -> [Vector Int]
vBuild n = [V.replicate n 0, V.generate n (* 2), V.iterateN n (+ 1) 0, V.enumFromN 1 n, V.empty, V.singleton n]

vSlice :: Vector Int -> [Vector Int]
vSlice v = [V.slice 1 2 v, V.tail v, V.init v, V.take 2 v, V.drop 2 v, V.cons 0 v, V.snoc v 9, v V.++ v, V.reverse v]

vUpdate :: Vector Int -> [Vector Int]
vUpdate v = [v V.// [(0, 1)], V.update v (V.fromList [(1, 2)]), V.accum (+) v [(0, 5)], V.backpermute v (V.fromList [0])]

vMap :: Vector Int -> (Vector Int, Vector Int, Vector (Int, Int), Vector Int, Vector Int)
vMap v = (V.map (+ 1) v, V.imap (+) v, V.zip v v, V.zipWith (*) v v, V.filter even v)

vFolds :: Vector Int -> (Int, Int, Int, Int, Int, Int, Bool)
vFolds v = (V.foldl (-) 0 v, V.foldl' (+) 0 v, V.foldr (-) 0 v, V.sum v, V.maximum v, V.minimum v, V.all even v)

vSearch :: Vector Int -> (Bool, Maybe Int, Maybe Int, Vector Int)
vSearch v = (V.elem 3 v, V.find even v, V.findIndex odd v, V.takeWhile (> 0) v)

vInstances :: Vector Int -> Vector Int -> (Bool, Ordering, String)
vInstances a b = (a == b, compare a b, show a)

vMonadic :: Vector Int -> Maybe (Vector Int)
vMonadic = V.mapM (\x -> if x > 0 then Just x else Nothing)

-- * Data.ByteString

bsBuild :: [Word8] -> String -> [ByteString]
bsBuild ws s = [B.pack ws, B8.pack s, fromString s, B.empty, B.singleton 1, B.replicate 2 7, mempty, B.concat [B.pack ws]]

bsRead :: ByteString -> (Int, Bool, [Word8], String, Word8, Word8, Word8, Maybe (Word8, ByteString), Maybe (ByteString, Word8))
bsRead b = (B.length b, B.null b, B.unpack b, B8.unpack b, B.head b, B.last b, B.index b 0, B.uncons b, B.unsnoc b)

bsSlice :: ByteString -> [ByteString]
bsSlice b = [B.tail b, B.init b, B.take 2 b, B.drop 2 b, fst (B.splitAt 1 b), B.takeWhile (> 0) b, B.dropWhile (> 0) b,
             fst (B.span (> 3) b), snd (B.break (< 3) b), B.cons 0 b, B.snoc b 9, B.append b b, b <> b, S.stimes (2 :: Int) b]

bsSearch :: ByteString -> ByteString -> ([ByteString], [ByteString], Bool, Bool, Bool, Bool, Bool, Int)
bsSearch a b = (B.inits a, B.tails a, B.isPrefixOf a b, B.isSuffixOf a b, B.isInfixOf a b, B.elem 1 a, B.notElem 1 a, B.count 1 a)

bsFolds :: ByteString -> (ByteString, ByteString, ByteString, Word8, Word8, Word8, Bool, Bool)
bsFolds b = (B.reverse b, B.map (+ 1) b, B.filter (> 3) b, B.foldr (+) 0 b, B.foldl (+) 0 b, B.foldl' (+) 0 b,
             B.any (> 3) b, B.all (> 3) b)

bsInstances :: ByteString -> ByteString -> (Bool, Bool, Ordering, Bool, Bool, Bool, Bool, ByteString, ByteString, String)
bsInstances a b = (a == b, a /= b, compare a b, a < b, a <= b, a > b, a >= b, max a b, min a b, show a)

-- IO (the engine runs IO actions; the console, files, handles and argv are models)
ioConsole :: IO ()
ioConsole = do
  IO.hSetBuffering IO.stdout IO.NoBuffering
  l <- IO.getLine
  c <- IO.getChar
  s <- IO.getContents
  let n = length s -- (readLn and readIO: any Read dictionary reaches ReadP, which has no definition)
  IO.putStr l >> IO.putStrLn s >> IO.print n >> IO.putChar c
  IO.hPutStr IO.stderr l >> IO.hPutStrLn IO.stderr l >> IO.hPrint IO.stderr n >> IO.hPutChar IO.stderr c
  h <- IO.hGetLine IO.stdin
  h2 <- IO.hGetContents IO.stdin
  h3 <- IO.hGetChar IO.stdin
  IO.hFlush IO.stdout >> IO.hClose IO.stdin >> IO.print (h, h2, h3)
  IO.interact (map succ)

ioFiles :: IO ()
ioFiles = do
  t <- IO.readFile "in.txt"
  IO.writeFile "out.txt" t >> IO.appendFile "out.txt" t
  args <- Env.getArgs
  name <- Env.getProgName
  r <- newIORef (length args)
  modifyIORef r (+ 1)
  atomicModifyIORef' r (\x -> (x * 2, ()))
  readIORef r >>= writeIORef r
  IO.putStrLn name
  if null args then Exit.exitFailure else if length args > 3 then Exit.exitWith (Exit.ExitFailure 2) else Exit.exitSuccess
