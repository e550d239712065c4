{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "Data.ByteString.Internal" (bytestring-0.10.12.1):
-- the representation helpers every ByteString model shares, packing and
-- unpacking (string literals of type ByteString, @Data.ByteString.Char8.pack@),
-- and the Eq, Ord, Semigroup, Monoid and Show instances' methods.
--
-- Why: the library keeps a ByteString's bytes in pinned memory
-- (@newPinnedByteArray#@, @plusAddr#@, @readWord8OffAddr#@, @memcpy@ in C),
-- which the engine does not implement.
--
-- Representation.  ByteStrings keep the real type and its constructor
-- @PS (ForeignPtr addr contents) offset length@.  A ByteString the models
-- build has a null address, offset 0, its length, and — in place of the
-- memory's owner, @contents@ — the list of its bytes (coerced).  The engine
-- makes a symbolic @ForeignPtrContents@ a symbolic @[Word8]@ and a symbolic
-- @Addr#@ an opaque value (src/engine/symbolic.c, types.c), so an input
-- ByteString is an address nobody reads, an offset, a length and a list; the
-- models read only the list (a ByteString's length is the list's), so every
-- ByteString lhx makes up is consistent without an invariant.  Code that
-- reads the memory itself (an unmodelled function's unfolding) stops as
-- unsupported, naming the primitive operation it needs.
--
-- Strictness is the library's: building a ByteString forces every byte.
-- Names that begin with @$@ are in GHC's z-encoding; helpers are prefixed
-- @lhx_@.
module Lhx.Model.Data.ByteString.Internal
  ( -- * The representation (shared by the other ByteString models)
    lhx_bytes, lhx_bs
    -- * Packing, unpacking
  , packBytes, packChars, unpackBytes, unpackChars, concat
    -- * Instances
  , eq, compareBytes, zdfEqByteStringzuzdczsze
  , zdfOrdByteStringzuzdczl, zdfOrdByteStringzuzdczlze
  , zdfOrdByteStringzuzdczg, zdfOrdByteStringzuzdczgze
  , zdfOrdByteStringzuzdcmax, zdfOrdByteStringzuzdcmin
  , zdfMonoidByteString1, zdfMonoidByteStringzuzdcmempty, zdfMonoidByteStringzuzdczlzg
  , zdfSemigroupByteStringzuzdcstimes
  , zdfShowByteStringzuzdcshowsPrec, zdfShowByteStringzuzdcshow, zdfShowByteStringzuzdcshowList
  ) where

import GHC.Exts (nullAddr#, unsafeCoerce#, chr#, ord#, word2Int#, int2Word#, narrow8Word#)
import GHC.Types (Bool (..), Char (..), Int, Ordering (..))
import GHC.Classes (Eq (..), Ord (..), not)
import GHC.Num (Num (..))
import GHC.Real (Integral, toInteger)
import GHC.Err (errorWithoutStackTrace)
import GHC.Base (String, seq, otherwise)
import GHC.Show (ShowS, showLitString, showList__)
import GHC.Word (Word8 (..))
import GHC.ForeignPtr (ForeignPtr (..), ForeignPtrContents)
import Data.ByteString.Internal (ByteString (..))

-- * The representation

-- | The bytes of a ByteString the models built (or lhx made up).
lhx_bytes :: ByteString -> [Word8]
lhx_bytes (PS (ForeignPtr _ c) _ _) = lhx_fromContents c

-- | The ByteString of these bytes: the spine and every byte are forced, as
-- the library writes them all to memory.
lhx_bs :: [Word8] -> ByteString
lhx_bs ws = let n = lhx_forced 0 ws in
  n `seq` PS (ForeignPtr nullAddr# (lhx_toContents ws)) 0 n

-- | The length of the list, forcing each element.
lhx_forced :: Int -> [Word8] -> Int
lhx_forced n []       = n
lhx_forced n (w : ws) = w `seq` (let n' = n + 1 in n' `seq` lhx_forced n' ws)

-- | The list the models keep in the memory owner's place, and back
-- (separate NOINLINE functions, as in the Data.Vector model; lhx erases the
-- casts).
lhx_toContents :: [Word8] -> ForeignPtrContents
lhx_toContents ws = unsafeCoerce# ws
{-# NOINLINE lhx_toContents #-}

lhx_fromContents :: ForeignPtrContents -> [Word8]
lhx_fromContents c = unsafeCoerce# c
{-# NOINLINE lhx_fromContents #-}

lhx_mapL :: (a -> b) -> [a] -> [b]
lhx_mapL _ []       = []
lhx_mapL f (x : xs) = f x : lhx_mapL f xs

lhx_appendL :: [a] -> [a] -> [a]
lhx_appendL []       ys = ys
lhx_appendL (x : xs) ys = x : lhx_appendL xs ys

lhx_compareL :: [Word8] -> [Word8] -> Ordering
lhx_compareL []       []       = EQ
lhx_compareL []       _        = LT
lhx_compareL _        []       = GT
lhx_compareL (x : xs) (y : ys) = if x < y then LT else if x > y then GT else lhx_compareL xs ys

-- | A byte as a Latin-1 character and back (the low 8 bits), with the
-- primitive operations themselves: through @fromIntegral@ the Integral
-- Word8 dictionary would reach Enum Word8's error values, which have no
-- unfolding.
lhx_w2c :: Word8 -> Char
lhx_w2c (W8# w) = C# (chr# (word2Int# w))

lhx_c2w :: Char -> Word8
lhx_c2w (C# c) = W8# (narrow8Word# (int2Word# (ord# c)))

-- * Packing, unpacking

packBytes :: [Word8] -> ByteString
packBytes ws = lhx_bs ws

-- | Characters are truncated to their low 8 bits, as in the library.
packChars :: [Char] -> ByteString
packChars cs = lhx_bs (lhx_mapL lhx_c2w cs)

unpackBytes :: ByteString -> [Word8]
unpackBytes b = lhx_bytes b

unpackChars :: ByteString -> [Char]
unpackChars b = lhx_mapL lhx_w2c (lhx_bytes b)

concat :: [ByteString] -> ByteString
concat bss = lhx_bs (go bss)
  where go []       = []
        go (b : bs) = lhx_appendL (lhx_bytes b) (go bs)

-- * Instances

eq :: ByteString -> ByteString -> Bool
eq a b = case lhx_compareL (lhx_bytes a) (lhx_bytes b) of { EQ -> True; _ -> False }

zdfEqByteStringzuzdczsze :: ByteString -> ByteString -> Bool
zdfEqByteStringzuzdczsze a b = not (eq a b)

compareBytes :: ByteString -> ByteString -> Ordering
compareBytes a b = lhx_compareL (lhx_bytes a) (lhx_bytes b)

zdfOrdByteStringzuzdczl, zdfOrdByteStringzuzdczlze, zdfOrdByteStringzuzdczg, zdfOrdByteStringzuzdczgze
  :: ByteString -> ByteString -> Bool
zdfOrdByteStringzuzdczl a b = case compareBytes a b of { LT -> True; _ -> False }
zdfOrdByteStringzuzdczlze a b = case compareBytes a b of { GT -> False; _ -> True }
zdfOrdByteStringzuzdczg a b = case compareBytes a b of { GT -> True; _ -> False }
zdfOrdByteStringzuzdczgze a b = case compareBytes a b of { LT -> False; _ -> True }

zdfOrdByteStringzuzdcmax, zdfOrdByteStringzuzdcmin :: ByteString -> ByteString -> ByteString
zdfOrdByteStringzuzdcmax a b = case compareBytes a b of { GT -> a; _ -> b }
zdfOrdByteStringzuzdcmin a b = case compareBytes a b of { GT -> b; _ -> a }

-- | The memory owner of the empty ByteString (@empty@, @mempty@): the empty
-- list of bytes (the library's is a bottom no code reads).
zdfMonoidByteString1 :: ForeignPtrContents
zdfMonoidByteString1 = lhx_toContents []

zdfMonoidByteStringzuzdcmempty :: ByteString
zdfMonoidByteStringzuzdcmempty = lhx_bs []

zdfMonoidByteStringzuzdczlzg :: ByteString -> ByteString -> ByteString
zdfMonoidByteStringzuzdczlzg a b = lhx_bs (lhx_appendL (lhx_bytes a) (lhx_bytes b))

-- | @stimes n b@: b repeated n times; a negative n is the library's error.
zdfSemigroupByteStringzuzdcstimes :: forall b. Integral b => b -> ByteString -> ByteString
zdfSemigroupByteStringzuzdcstimes n b
  | k < 0     = errorWithoutStackTrace "stimes: non-negative multiplier expected"
  | otherwise = lhx_bs (go k)
  where k = toInteger n
        ws = lhx_bytes b
        go i = if i <= 0 then [] else lhx_appendL ws (go (i - 1))

zdfShowByteStringzuzdcshowsPrec :: Int -> ByteString -> ShowS
zdfShowByteStringzuzdcshowsPrec _ b r = '"' : showLitString (unpackChars b) ('"' : r)

zdfShowByteStringzuzdcshow :: ByteString -> String
zdfShowByteStringzuzdcshow b = zdfShowByteStringzuzdcshowsPrec 0 b []

zdfShowByteStringzuzdcshowList :: [ByteString] -> ShowS
zdfShowByteStringzuzdcshowList bs = showList__ (zdfShowByteStringzuzdcshowsPrec 0) bs
