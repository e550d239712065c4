{-# LANGUAGE DataKinds, KindSignatures, ScopedTypeVariables #-}
module TypeLit where

-- A type variable of kind Nat or Symbol used as a value in a refinement: the
-- type-level literal it stands for at the call

import GHC.TypeLits

data Vec (n :: Nat) = Vec [Int]

{-@ mk :: forall (n :: Nat). {v:Int | n ~~ v} -> Vec n @-}
mk :: Int -> Vec n
mk _ = Vec []

three :: Vec 3
three = mk 3

-- wrong: 4 is not 3
four :: Vec 3
four = mk 4

data Named (s :: Symbol) = Named String

{-@ named :: forall (s :: Symbol). {v:String | s ~~ v} -> Named s @-}
named :: String -> Named s
named = Named

hello :: Named "hello"
hello = named "hello"

-- wrong: "bye" is not "hello"
bye :: Named "hello"
bye = named "bye"

-- a constructor's signature: checked where the value is built
data Tagged (n :: Nat) = Tagged Int

{-@ Tagged :: forall (n :: Nat). {v:Int | n ~~ v} -> Tagged n @-}

seven :: Tagged 7
seven = Tagged 7

-- wrong: 8 is not 7
eight :: Tagged 7
eight = Tagged 8
