{-# LANGUAGE GADTs #-}
-- A refined data declaration of a GADT whose constructors fix the type's
-- index (Core gives them equality evidence as a first field, which the
-- declaration does not write): read, and the signatures using the type
-- are checked.
module GadtIndex where

data Key t where
  KInt :: Key Int
  KBool :: Key Bool

{-@ data Key t where
      KInt :: Key Int
      KBool :: Key Bool
  @-}

-- t is left open: KInt and KBool are both searched.
{-@ width :: Key t -> {v:Int | v > 0} @-}
width :: Key t -> Int
width KInt = 8
width KBool = 1

-- Correct: built here, so no symbolic GADT value is needed.
{-@ intWidth :: Int -> {v:Int | v > 0} @-}
intWidth :: Int -> Int
intWidth n = if n > 0 then width KInt else width KBool

-- Wrong: KBool's width is 1.
{-@ widthBad :: Int -> {v:Int | v > 1} @-}
widthBad :: Int -> Int
widthBad n = if n > 0 then width KInt else width KBool
