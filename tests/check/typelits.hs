{-# LANGUAGE DataKinds, KindSignatures, ScopedTypeVariables #-}
-- Type-level strings and numbers: a function polymorphic in a Symbol (or
-- Nat) with a KnownSymbol (KnownNat) constraint is checked at the literal ""
-- (0), whose dictionary is the literal's value; a literal written in the
-- program has its own.
module TypeLits where

import Data.Proxy (Proxy (..))
import GHC.TypeLits (KnownNat, KnownSymbol, Symbol, natVal, symbolVal)

{-@ nameLength :: Proxy t -> Nat @-}
nameLength :: forall (t :: Symbol). KnownSymbol t => Proxy t -> Int
nameLength p = length (symbolVal p)

-- wrong: the name may be empty
{-@ initial :: Proxy t -> Char @-}
initial :: forall (t :: Symbol). KnownSymbol t => Proxy t -> Char
initial p = head (symbolVal p)

{-@ greeting :: {v:String | len v = 5} @-}
greeting :: String
greeting = symbolVal (Proxy :: Proxy "hello")

-- wrong: natVal of 0 is 0
{-@ size :: KnownNat n => Proxy n -> {v:Integer | v > 0} @-}
size :: KnownNat n => Proxy n -> Integer
size p = natVal p

{-@ sizeOk :: KnownNat n => Proxy n -> {v:Integer | v >= 0} @-}
sizeOk :: KnownNat n => Proxy n -> Integer
sizeOk p = natVal p
