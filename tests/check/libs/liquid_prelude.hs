-- Language.Haskell.Liquid.Prelude (lhx's stand-in in prelude/stubs, its
-- preconditions in specs/Language.Haskell.Liquid.Prelude.spec).
module LiquidPrelude where

import Language.Haskell.Liquid.Prelude

-- wrong: x may be 0
{-@ positive :: Int -> Int @-}
positive :: Int -> Int
positive x = liquidAssert (x > 0) x

-- no signature: checked because it calls liquidAssert; choose is any Int
-- wrong: the chosen value may be 0
unsigned :: Int -> Int
unsigned x = let y = choose 0 in liquidAssert (x + y /= x) x

-- right: the assumption rules the zero out
assumed :: Int -> Int
assumed x = let y = liquidAssume (x /= 0) x in liquidAssert (y /= 0) y

{-@ square :: Int -> Bool @-}
square :: Int -> Bool
square x = liquidAssertB (x * x >= 0)

-- wrong: liquidError is reachable
{-@ small :: Int -> Int @-}
small :: Int -> Int
small x = if x > 10 then liquidError "too big" else x

-- right: crash's argument is True where it is reached (and reaching it is
-- not an error)
{-@ nonzero :: Int -> {v:Int | v /= 0} @-}
nonzero :: Int -> Int
nonzero y = if y == 0 then crash (y == 0) else y

-- wrong: crash is reached with False
{-@ crashes :: Int -> Int @-}
crashes :: Int -> Int
crashes y = if y > 5 then crash (y < 0) else y

-- right: unsafeError has no precondition
{-@ unchecked :: Int -> {v:Int | v >= 0} @-}
unchecked :: Int -> Int
unchecked x = if x < 0 then unsafeError "negative" else x

-- wrong: the lists may differ in length
{-@ sums :: [Int] -> [Int] -> [Int] @-}
sums :: [Int] -> [Int] -> [Int]
sums xs ys = safeZipWith (+) xs ys
