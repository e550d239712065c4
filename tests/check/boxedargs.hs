{-# LANGUAGE GADTs #-}
{-@ LIQUID "--reflection" @-}
module BoxedArgs where

-- Numbers written in a refinement given to Haskell code: a function-typed
-- field applied to a literal ({pp 0}), a constructor's Int field (Const 5)

data Proof where
  Induct :: (Int -> Bool) -> Proof -> Int -> Proof
  Fact   :: Bool -> Proof

{-@ data Proof where
      Induct :: pp:(Int -> Bool) -> {v:Proof | pp 0} -> n:Nat -> {v:Proof | pp n}
      Fact   :: b:{Bool | b} -> {v:Proof | b}
  @-}

{-@ nonNeg :: {v:Proof | true} @-}
nonNeg :: Proof
nonNeg = Induct (\i -> 0 <= i) (Fact True) 3

-- wrong: the base case pp 0 = 0 < 0 does not hold
{-@ positive :: {v:Proof | true} @-}
positive :: Proof
positive = Induct (\i -> 0 < i) (Fact True) 3

data Val = Const Int | Var

{-@ reflect isFive @-}
isFive :: Val -> Bool
isFive (Const n) = n == 5
isFive Var = False

{-@ five :: {v:() | isFive (Const 5)} @-}
five :: ()
five = ()

-- wrong: Const 4 is not five
{-@ four :: {v:() | isFive (Const 4)} @-}
four :: ()
four = ()
