{-@ LIQUID "--reflection" @-}
-- Language.Haskell.Liquid.ProofCombinators: each checked step (===) needs
-- its two sides equal (specs/Language.Haskell.Liquid.ProofCombinators.spec).
module Proof where

import Language.Haskell.Liquid.ProofCombinators

{-@ reflect double @-}
double :: Int -> Int
double x = x + x

{-@ goodProof :: x:Int -> {v:() | double x == 2 * x} @-}
goodProof :: Int -> Proof
goodProof x = double x === x + x === 2 * x *** QED

-- wrong: the last step holds only for x = 1
{-@ badProof :: x:Int -> {v:() | double x == 2 * x} @-}
badProof :: Int -> Proof
badProof x = double x === x + x === x + 1 *** QED

{-@ positiveDouble :: x:{v:Int | v > 0} -> {v:() | double x > x} @-}
positiveDouble :: Int -> Proof
positiveDouble _ = trivial

-- wrong: the lemma needs x > 0
{-@ useLemma :: x:Int -> {v:() | double x == x + x} @-}
useLemma :: Int -> Proof
useLemma x = double x ? positiveDouble x === x + x *** QED
