{-# LANGUAGE NoImplicitPrelude, ExplicitForAll, MagicHash #-}
-- | lhx prelude model of "GHC.Enum": the error values of @Enum Int@ and
-- @Enum Char@.
--
-- Why: @[a..b]@, @[a,b..c]@, @[a..]@ on Int go through the @$fEnumInt@
-- dictionary, whose methods all have unfoldings (@eftIntFB@, @efdtIntFB@,
-- ... with local loops), so nothing is needed for them.  Only @succ maxBound@
-- and @pred minBound@ reach two top-level error values that have no unfolding
-- (they are bottoms): @GHC.Enum.$fEnumInt2@ (succ) and @GHC.Enum.$fEnumInt1@
-- (pred), written here in GHC's z-encoding.  The same holds for Char
-- (@['a'..'z']@ is fine; @succ maxBound@ reaches @$fEnumChar2@, @pred
-- minBound@ @$fEnumChar1@).
--
-- The derived-style instances of @Bool@, @Ordering@ and @()@ have
-- unfoldings too, except: the @enumFrom@ loops (@$fEnumBool_go@,
-- @$fEnumOrdering_go@), @enumFromThen@ (@$fEnumBool_$cenumFromThen@,
-- @$fEnumOrdering_$cenumFromThen@), @()@'s infinite list (@$fEnum()_many@)
-- and the errors of @succ@/@pred@/@toEnum@ (@$fEnumBool6@/@5@/@1@,
-- @$fEnumOrdering7@/@6@/@1@, @$fEnum()3@).  The class dictionary reaches
-- them all, so they are modelled here.
module Lhx.Model.GHC.Enum
  ( zdfEnumInt1
  , zdfEnumInt2
  , zdfEnumChar1
  , zdfEnumChar2
  , zdfEnumBoolzugo
  , zdfEnumBoolzuzdcenumFromThen
  , zdfEnumBool1
  , zdfEnumBool5
  , zdfEnumBool6
  , zdfEnumOrderingzugo
  , zdfEnumOrderingzuzdcenumFromThen
  , zdfEnumOrdering1
  , zdfEnumOrdering6
  , zdfEnumOrdering7
  , zdfEnumZLZRzumany
  , zdfEnumZLZR3
  ) where

import GHC.Types (Bool (..), Char, Int (..), Ordering (..))
import GHC.Prim (Int#, (+#), (-#), (==#), (>=#), (<=#))
import GHC.Err (errorWithoutStackTrace)

-- | @pred (minBound :: Int)@.
zdfEnumInt1 :: Int
zdfEnumInt1 = errorWithoutStackTrace "Prelude.Enum.pred{Int}: tried to take `pred' of minBound"

-- | @succ (maxBound :: Int)@.
zdfEnumInt2 :: Int
zdfEnumInt2 = errorWithoutStackTrace "Prelude.Enum.succ{Int}: tried to take `succ' of maxBound"

-- | @pred (minBound :: Char)@.
zdfEnumChar1 :: Char
zdfEnumChar1 = errorWithoutStackTrace "Prelude.Enum.Char.pred: bad argument"

-- | @succ (maxBound :: Char)@.
zdfEnumChar2 :: Char
zdfEnumChar2 = errorWithoutStackTrace "Prelude.Enum.Char.succ: bad argument"

-- * Bool

-- | @[toEnum n ..]@ at Bool, for 0 <= n <= 1.
zdfEnumBoolzugo :: Int# -> [Bool]
zdfEnumBoolzugo n = lhx_bool n : (case n ==# 1# of
                                    1# -> []
                                    _ -> zdfEnumBoolzugo (n +# 1#))

-- | @[x, y ..]@ at Bool: from x in steps of (y - x) up to True (down to
-- False when y < x); infinite when x == y.
zdfEnumBoolzuzdcenumFromThen :: Bool -> Bool -> [Bool]
zdfEnumBoolzuzdcenumFromThen x y =
  let a = lhx_boolTag x
      b = lhx_boolTag y
  in lhx_map lhx_bool (lhx_thenTo a (b -# a) (case b >=# a of
                                                1# -> 1#
                                                _ -> 0#))

lhx_boolTag :: Bool -> Int#
lhx_boolTag False = 0#
lhx_boolTag True = 1#

lhx_bool :: Int# -> Bool
lhx_bool 0# = False
lhx_bool _ = True

-- | @toEnum n@ at Bool for n outside 0..1.
zdfEnumBool1 :: Bool
zdfEnumBool1 = errorWithoutStackTrace "Prelude.Enum.Bool.toEnum: bad argument"

-- | @pred False@.
zdfEnumBool5 :: Bool
zdfEnumBool5 = errorWithoutStackTrace "Prelude.Enum.Bool.pred: bad argument"

-- | @succ True@.
zdfEnumBool6 :: Bool
zdfEnumBool6 = errorWithoutStackTrace "Prelude.Enum.Bool.succ: bad argument"

-- * Ordering

-- | @[toEnum n ..]@ at Ordering, for 0 <= n <= 2.
zdfEnumOrderingzugo :: Int# -> [Ordering]
zdfEnumOrderingzugo n = lhx_ordering n : (case n ==# 2# of
                                            1# -> []
                                            _ -> zdfEnumOrderingzugo (n +# 1#))

-- | @[x, y ..]@ at Ordering: up to GT, or down to LT when y < x.
zdfEnumOrderingzuzdcenumFromThen :: Ordering -> Ordering -> [Ordering]
zdfEnumOrderingzuzdcenumFromThen x y =
  let a = lhx_orderingTag x
      b = lhx_orderingTag y
  in lhx_map lhx_ordering (lhx_thenTo a (b -# a) (case b >=# a of
                                                    1# -> 2#
                                                    _ -> 0#))

lhx_orderingTag :: Ordering -> Int#
lhx_orderingTag LT = 0#
lhx_orderingTag EQ = 1#
lhx_orderingTag GT = 2#

lhx_ordering :: Int# -> Ordering
lhx_ordering 0# = LT
lhx_ordering 1# = EQ
lhx_ordering _ = GT

-- | @toEnum n@ at Ordering for n outside 0..2.
zdfEnumOrdering1 :: Ordering
zdfEnumOrdering1 = errorWithoutStackTrace "Prelude.Enum.Ordering.toEnum: bad argument"

-- | @pred LT@.
zdfEnumOrdering6 :: Ordering
zdfEnumOrdering6 = errorWithoutStackTrace "Prelude.Enum.Ordering.pred: bad argument"

-- | @succ GT@.
zdfEnumOrdering7 :: Ordering
zdfEnumOrdering7 = errorWithoutStackTrace "Prelude.Enum.Ordering.succ: bad argument"

-- * ()

-- | @[(), () ..]@: infinitely many units.
zdfEnumZLZRzumany :: [()]
zdfEnumZLZRzumany = () : zdfEnumZLZRzumany

-- | @toEnum n@ at () for n /= 0.
zdfEnumZLZR3 :: ()
zdfEnumZLZR3 = errorWithoutStackTrace "Prelude.Enum.().toEnum: bad argument"

-- * Helpers

-- | @[a, a + d ..]@ while not beyond the limit (above it for d >= 0, below
-- it for d < 0).
lhx_thenTo :: Int# -> Int# -> Int# -> [Int]
lhx_thenTo a d lim = case d >=# 0# of
  1# -> case a <=# lim of
          1# -> I# a : lhx_thenTo (a +# d) d lim
          _ -> []
  _ -> case a >=# lim of
         1# -> I# a : lhx_thenTo (a +# d) d lim
         _ -> []

lhx_map :: (Int# -> b) -> [Int] -> [b]
lhx_map _ [] = []
lhx_map f (I# n : ns) = f n : lhx_map f ns
