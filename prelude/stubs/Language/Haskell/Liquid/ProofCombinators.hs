-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.ProofCombinators",
-- so that GHC (and lhx) can compile LiquidHaskell proofs without
-- LiquidHaskell.
--
-- Proofs are values of type @()@; every combinator has its plain Haskell
-- meaning: the equational steps return their right operand, @x *** QED@ is
-- @()@, @x ? lemma@ is @x@.  One choice for lhx: a proof is evaluated where
-- it is used ('***' evaluates its proof term, '?' and 'withProof' the lemma
-- they attach, '&&&' both proofs), so that lhx runs every step and every
-- lemma call of a proof and checks the steps' and lemmas' preconditions
-- (specs/Language.Haskell.Liquid.ProofCombinators.spec), as LiquidHaskell
-- checks them statically.  Besides the current API this module also offers
-- the step operators of older LiquidHaskell releases (@<=.@, @>=.@, @<.@,
-- @>.@, @==?@, @∵@, 'byTheorem') with the same right-operand meaning, so
-- older proofs compile too; @∵@ here is the current @?@ (attach a lemma).
-- 'impossible' crashes when reached.
module Language.Haskell.Liquid.ProofCombinators
  ( -- * Proofs
    Proof, toProof
  , trivial, unreachable, (***), QED (..)
    -- * Certificates
  , (?), (∵), withProof, byTheorem
    -- * Equational steps
  , (===), (=<=), (=>=), (==.), (==!)
  , (<=.), (>=.), (<.), (>.), (==?)
    -- * Combining proofs
  , (&&&), impossible
    -- * PLE
  , pleUnfold
  ) where

-- | A proof is just unit.
type Proof = ()

toProof :: a -> Proof
toProof x = x `seq` ()

trivial :: Proof
trivial = ()

unreachable :: Proof
unreachable = ()

-- | How a proof chain is closed: 'QED' finishes it, 'Admit' leaves it
-- unfinished.
data QED = Admit | QED

infixl 3 ***
(***) :: a -> QED -> Proof
x *** _ = x `seq` ()

infixl 3 ?
-- | Attach a lemma to a proof step; the value is the step.
(?) :: a -> b -> a
x ? p = p `seq` x

infixl 3 ∵
-- | Because: same as '?'.
(∵) :: a -> b -> a
x ∵ p = p `seq` x

withProof :: a -> b -> a
withProof x p = p `seq` x

byTheorem :: a -> Proof -> a
byTheorem x p = p `seq` x

infixl 3 ===, =<=, =>=, ==., ==!, <=., >=., <., >., ==?

(===) :: a -> a -> a
_ === y = y

(=<=) :: a -> a -> a
_ =<= y = y

(=>=) :: a -> a -> a
_ =>= y = y

(==.) :: a -> a -> a
_ ==. y = y

(==!) :: a -> a -> a
_ ==! y = y

(<=.) :: a -> a -> a
_ <=. y = y

(>=.) :: a -> a -> a
_ >=. y = y

(<.) :: a -> a -> a
_ <. y = y

(>.) :: a -> a -> a
_ >. y = y

(==?) :: a -> a -> a
_ ==? y = y

(&&&) :: Proof -> Proof -> Proof
x &&& y = x `seq` y

-- | For a case LiquidHaskell proves impossible; reaching it crashes.
impossible :: a -> b
impossible _ = error "Language.Haskell.Liquid.ProofCombinators.impossible: reached"

pleUnfold :: a -> a
pleUnfold x = x
