-- What counts as a violation (docs/translate.md): LiquidHaskell's meaning.
module Semantics where

import Control.Exception (ArithException (..), throw)

{-@ stop :: {s:String | false} -> a @-}
stop :: String -> a
stop s = error s

-- Not violations, however they crash: undefined, errorWithoutStackTrace,
-- throw (LiquidHaskell assumes nothing of them).
{-@ viaUndefined :: Int -> Int @-}
viaUndefined :: Int -> Int
viaUndefined n = if n > 3 then undefined else n

{-@ viaNoStack :: Int -> Int @-}
viaNoStack :: Int -> Int
viaNoStack n = if n > 3 then errorWithoutStackTrace "too big" else n

{-@ viaThrow :: Int -> Int @-}
viaThrow :: Int -> Int
viaThrow n = if n > 3 then throw Overflow else n

-- Violations: error (its argument's type is false), a user's stop.
{-@ viaError :: Int -> Int @-}
viaError :: Int -> Int
viaError n = if n > 3 then error "empty" else n

{-@ viaStop :: Int -> Int @-}
viaStop :: Int -> Int
viaStop n = if n > 3 then stop "too big" else n

-- An incomplete pattern and a non-exhaustive guard (totality is on).
{-@ second :: [Int] -> Int @-}
second :: [Int] -> Int
second (_ : y : _) = y

{-@ sign :: Int -> Int @-}
sign :: Int -> Int
sign n
  | n > 0 = 1
  | n < 0 = -1

-- Int is a mathematical integer: minBound `div` (-1) does not overflow.
{-@ safeDiv :: Int -> {d:Int | d /= 0} -> Int @-}
safeDiv :: Int -> Int -> Int
safeDiv = div

-- Division by zero breaks div's precondition.
{-@ half :: Int -> Int -> Int @-}
half :: Int -> Int -> Int
half a b = a `div` b

-- A body that reaches undefined returns no value: its postcondition is not
-- broken, even one that does not look at the result.
{-@ given :: b:Bool -> a -> {v:a | b} @-}
given :: Bool -> a -> a
given True x = x
given False _ = undefined
