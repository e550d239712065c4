-- Language.Haskell.Liquid.Prelude: unsafeError is no violation; liquidError,
-- crash False and a false liquidAssert are.
module LiquidPrelude where
import Language.Haskell.Liquid.Prelude (unsafeError, liquidError, crash, liquidAssert)

{-@ viaUnsafe :: Int -> Int @-}
viaUnsafe :: Int -> Int
viaUnsafe n = if n > 3 then unsafeError "no" else n

{-@ viaLiquidError :: Int -> Int @-}
viaLiquidError :: Int -> Int
viaLiquidError n = if n > 3 then liquidError "no" else n

{-@ viaCrash :: Int -> Int @-}
viaCrash :: Int -> Int
viaCrash n = if n > 3 then crash (n > 10) else n

{-@ viaAssert :: Int -> Int @-}
viaAssert :: Int -> Int
viaAssert n = liquidAssert (n > 0) n
