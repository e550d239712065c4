-- | Stand-in for LiquidHaskell's "Language.Haskell.Liquid.ProofCombinators",
-- so that GHC (and lhx) can compile LiquidHaskell proofs without
-- LiquidHaskell.
--
-- Proofs are values of type @()@; every combinator has its plain Haskell
-- meaning (the facts they certify are LiquidHaskell's business): the
-- equational steps return their right operand, @x *** QED@ is @()@,
-- @x ? lemma@ is @x@.  Besides the current API this module also offers the
-- step operators of older LiquidHaskell releases (@<=.@, @>=.@, @<.@, @>.@,
-- @==?@, @∵@, 'byTheorem') with the same right-operand meaning, so older
-- proofs compile too; @∵@ here is the current @?@ (attach a lemma).
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
toProof _ = ()

trivial :: Proof
trivial = ()

unreachable :: Proof
unreachable = ()

-- | How a proof chain is closed: 'QED' finishes it, 'Admit' leaves it
-- unfinished.
data QED = Admit | QED

infixl 3 ***
(***) :: a -> QED -> Proof
_ *** _ = ()

infixl 3 ?
-- | Attach a lemma to a proof step; the value is the step.
(?) :: a -> b -> a
x ? _ = x

infixl 3 ∵
-- | Because: same as '?'.
(∵) :: a -> b -> a
x ∵ _ = x

withProof :: a -> b -> a
withProof x _ = x

byTheorem :: a -> Proof -> a
byTheorem x _ = x

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
x &&& _ = x

-- | For a case LiquidHaskell proves impossible; reaching it crashes.
impossible :: a -> b
impossible _ = error "Language.Haskell.Liquid.ProofCombinators.impossible: reached"

pleUnfold :: a -> a
pleUnfold x = x
