{-# LANGUAGE NoImplicitPrelude, ExplicitForAll #-}
-- | lhx prelude model of "Data.ByteString" (bytestring-0.10.12.1): the
-- common pure API (length, indexing, slicing, building, searching, folds).
--
-- Why: the library reads and writes a ByteString's bytes in pinned memory
-- through primitive operations the engine does not implement.  The
-- representation is the one "Lhx.Model.Data.ByteString.Internal" describes:
-- the list of bytes in the memory owner's place.  These models reach it only
-- through the originals @Data.ByteString.Internal.packBytes@ and
-- @unpackBytes@ (whose models build and read it), so they read only the list,
-- never the length or offset fields.
--
-- Behaviour and error messages are the library's (@head@ of an empty
-- ByteString calls @error@, as LiquidHaskell gives it a precondition).
-- 'bslen' is LiquidHaskell's measure of a ByteString's length
-- (specs/Data.ByteString.spec), not a library function.
module Lhx.Model.Data.ByteString
  ( length, null, empty, singleton, pack, unpack, append, cons, snoc
  , head, last, tail, init, uncons, unsnoc, index
  , take, drop, splitAt, takeWhile, dropWhile, span, break
  , inits, tails, isPrefixOf, isSuffixOf, isInfixOf
  , reverse, replicate, map, filter, elem, notElem, count
  , foldr, foldl, foldl', any, all
    -- * LiquidHaskell's measure (specs/Data.ByteString.spec)
  , bslen
  ) where

import GHC.Types (Bool (..), Int)
import GHC.Classes (Eq (..), Ord (..), not, (&&), (||))
import GHC.Num (Num (..))
import GHC.Maybe (Maybe (..))
import GHC.Err (error)
import GHC.Base (String, (++), otherwise)
import GHC.Show (show)
import GHC.Word (Word8)
import Data.ByteString.Internal (ByteString, packBytes, unpackBytes)
import qualified GHC.List as L
import qualified Data.List as O (inits, tails, isPrefixOf)

-- * List helpers (list functions of base are originals the engine resolves
-- to their own models; these are the ones base lacks)

lhx_lastL :: [a] -> a
lhx_lastL [x]      = x
lhx_lastL (_ : xs) = lhx_lastL xs
lhx_lastL []       = lhx_emptyError "last"

-- | The library's error messages (@moduleError@).
lhx_error :: String -> String -> a
lhx_error fun msg = error ("Data.ByteString." ++ fun ++ ": " ++ msg)

lhx_emptyError :: String -> a
lhx_emptyError fun = lhx_error fun "empty ByteString"

-- * Length, construction

length :: ByteString -> Int
length b = L.length (unpackBytes b)

null :: ByteString -> Bool
null b = case unpackBytes b of { [] -> True; _ -> False }

empty :: ByteString
empty = packBytes []

singleton :: Word8 -> ByteString
singleton w = packBytes [w]

pack :: [Word8] -> ByteString
pack ws = packBytes ws

unpack :: ByteString -> [Word8]
unpack b = unpackBytes b

append :: ByteString -> ByteString -> ByteString
append a b = packBytes ((L.++) (unpackBytes a) (unpackBytes b))

cons :: Word8 -> ByteString -> ByteString
cons w b = packBytes (w : unpackBytes b)

snoc :: ByteString -> Word8 -> ByteString
snoc b w = packBytes ((L.++) (unpackBytes b) [w])

replicate :: Int -> Word8 -> ByteString
replicate n w = packBytes (go n)
  where go k = if k <= 0 then [] else w : go (k - 1)

-- * Ends, indexing

head :: ByteString -> Word8
head b = case unpackBytes b of { w : _ -> w; [] -> lhx_emptyError "head" }

last :: ByteString -> Word8
last b = lhx_lastL (unpackBytes b)

tail :: ByteString -> ByteString
tail b = case unpackBytes b of { _ : ws -> packBytes ws; [] -> lhx_emptyError "tail" }

init :: ByteString -> ByteString
init b = case unpackBytes b of { [] -> lhx_emptyError "init"; ws -> packBytes (L.init ws) }

uncons :: ByteString -> Maybe (Word8, ByteString)
uncons b = case unpackBytes b of { w : ws -> Just (w, packBytes ws); [] -> Nothing }

unsnoc :: ByteString -> Maybe (ByteString, Word8)
unsnoc b = case unpackBytes b of
  [] -> Nothing
  ws -> Just (packBytes (L.init ws), lhx_lastL ws)

index :: ByteString -> Int -> Word8
index b n
  | n < 0     = lhx_error "index" ("negative index: " ++ show n)
  | otherwise = case L.drop n (unpackBytes b) of
      w : _ -> w
      []    -> lhx_error "index" ("index too large: " ++ show n ++ ", length = " ++ show (length b))

-- * Slicing

take :: Int -> ByteString -> ByteString
take n b = packBytes (L.take n (unpackBytes b))

drop :: Int -> ByteString -> ByteString
drop n b = packBytes (L.drop n (unpackBytes b))

splitAt :: Int -> ByteString -> (ByteString, ByteString)
splitAt n b = let ws = unpackBytes b in (packBytes (L.take n ws), packBytes (L.drop n ws))

takeWhile :: (Word8 -> Bool) -> ByteString -> ByteString
takeWhile p b = case L.span p (unpackBytes b) of (ys, _) -> packBytes ys

dropWhile :: (Word8 -> Bool) -> ByteString -> ByteString
dropWhile p b = case L.span p (unpackBytes b) of (_, zs) -> packBytes zs

span :: (Word8 -> Bool) -> ByteString -> (ByteString, ByteString)
span p b = case L.span p (unpackBytes b) of (ys, zs) -> (packBytes ys, packBytes zs)

break :: (Word8 -> Bool) -> ByteString -> (ByteString, ByteString)
break p b = span (\w -> not (p w)) b

inits :: ByteString -> [ByteString]
inits b = L.map packBytes (O.inits (unpackBytes b))

tails :: ByteString -> [ByteString]
tails b = L.map packBytes (O.tails (unpackBytes b))

-- * Searching

isPrefixOf :: ByteString -> ByteString -> Bool
isPrefixOf a b = O.isPrefixOf (unpackBytes a) (unpackBytes b)

isSuffixOf :: ByteString -> ByteString -> Bool
isSuffixOf a b = O.isPrefixOf (L.reverse (unpackBytes a)) (L.reverse (unpackBytes b))

isInfixOf :: ByteString -> ByteString -> Bool
isInfixOf a b = let p = unpackBytes a in go p (unpackBytes b)
  where go p ws = O.isPrefixOf p ws || (case ws of { [] -> False; _ : rest -> go p rest })

elem :: Word8 -> ByteString -> Bool
elem w b = L.foldr (\x r -> x == w || r) False (unpackBytes b)

notElem :: Word8 -> ByteString -> Bool
notElem w b = not (elem w b)

count :: Word8 -> ByteString -> Int
count w b = L.length (L.filter (\x -> x == w) (unpackBytes b))

-- * Transformations, folds

reverse :: ByteString -> ByteString
reverse b = packBytes (L.reverse (unpackBytes b))

map :: (Word8 -> Word8) -> ByteString -> ByteString
map f b = packBytes (L.map f (unpackBytes b))

filter :: (Word8 -> Bool) -> ByteString -> ByteString
filter p b = packBytes (L.filter p (unpackBytes b))

foldr :: forall a. (Word8 -> a -> a) -> a -> ByteString -> a
foldr f z b = L.foldr f z (unpackBytes b)

foldl :: forall a. (a -> Word8 -> a) -> a -> ByteString -> a
foldl f z b = L.foldl f z (unpackBytes b)

foldl' :: forall a. (a -> Word8 -> a) -> a -> ByteString -> a
foldl' f z b = L.foldl' f z (unpackBytes b)

any :: (Word8 -> Bool) -> ByteString -> Bool
any p b = L.foldr (\x r -> p x || r) False (unpackBytes b)

all :: (Word8 -> Bool) -> ByteString -> Bool
all p b = L.foldr (\x r -> p x && r) True (unpackBytes b)

-- * LiquidHaskell's measure

-- | @bslen@: the number of bytes.
bslen :: ByteString -> Int
bslen b = L.length (unpackBytes b)
