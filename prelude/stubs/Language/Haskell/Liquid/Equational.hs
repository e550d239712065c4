-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.Equational" (the
-- minimal equational-reasoning combinators), so that GHC (and lhx) can
-- compile programs that use it without LiquidHaskell.  Plain Haskell
-- meaning: a step returns its right operand, @x *** QED@ is @()@, @x ? p@ is
-- @x@; as in lhx's "Language.Haskell.Liquid.ProofCombinators", proofs and
-- lemmas are evaluated where they are used, so that lhx checks every step
-- (specs/Language.Haskell.Liquid.Equational.spec).
module Language.Haskell.Liquid.Equational
  ( Proof, QED (..), (***)
  , (==.), eq, (?), withTheorem
  ) where

type Proof = ()

data QED = QED

infixl 2 ***
(***) :: a -> QED -> Proof
x *** QED = x `seq` ()

infixl 3 ==., `eq`

(==.) :: a -> a -> a
_ ==. y = y

eq :: a -> a -> a
eq _ y = y

infixl 3 ?
(?) :: a -> b -> a
x ? p = p `seq` x

withTheorem :: a -> Proof -> a
withTheorem x p = p `seq` x
