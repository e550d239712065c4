{-# LANGUAGE OverloadedStrings #-}
-- Data.ByteString through lhx's models (prelude/models/Lhx/Model/Data/
-- ByteString.hs, ByteString/Internal.hs) and specs/Data.ByteString.spec:
-- head and index need enough bytes; length, append, pack say what bslen is.
-- ByteString literals (OverloadedStrings) and Char8.pack are packed lists.
module ByteStrings where

import qualified Data.ByteString as B
import qualified Data.ByteString.Char8 as C

-- wrong: the ByteString may be empty
{-@ firstByte :: B.ByteString -> Int @-}
firstByte :: B.ByteString -> Int
firstByte b = fromIntegral (B.head b)

{-@ firstByteOk :: {b:B.ByteString | bslen b > 0} -> Int @-}
firstByteOk :: B.ByteString -> Int
firstByteOk b = fromIntegral (B.head b)

{-@ secondOk :: B.ByteString -> Int @-}
secondOk :: B.ByteString -> Int
secondOk b = if B.length b > 1 then fromIntegral (B.index b 1) else 0

-- wrong: one byte is not enough for index 1
{-@ second :: B.ByteString -> Int @-}
second :: B.ByteString -> Int
second b = if B.null b then 0 else fromIntegral (B.index b 1)

{-@ hello :: {v:B.ByteString | bslen v = 5} @-}
hello :: B.ByteString
hello = "hello"

{-@ framed :: b:B.ByteString -> {v:B.ByteString | bslen v = bslen b + 2} @-}
framed :: B.ByteString -> B.ByteString
framed b = C.pack "<" <> b <> ">"

-- wrong: the frame adds three bytes, not two
{-@ framedBad :: b:B.ByteString -> {v:B.ByteString | bslen v = bslen b + 2} @-}
framedBad :: B.ByteString -> B.ByteString
framedBad b = "<" <> b <> "/>"

{-@ packed :: s:String -> {v:Int | v = len s} @-}
packed :: String -> Int
packed s = B.length (C.pack s)

-- wrong: Char8.pack keeps the low 8 bits of a character only
{-@ roundTripBad :: String -> {v:Bool | v} @-}
roundTripBad :: String -> Bool
roundTripBad s = C.unpack (C.pack s) == s

{-@ prefix :: B.ByteString -> {v:Bool | v} @-}
prefix :: B.ByteString -> Bool
prefix b = B.take 2 b `B.isPrefixOf` b && B.drop (B.length b) b == B.empty
