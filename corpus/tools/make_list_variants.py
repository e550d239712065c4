#!/usr/bin/env python3
"""Generate the List part of the student-error corpus (issue 6).

Every variant is the reference solution corpus/List/List.lhs with ONE realistic
student mistake, described declaratively below as (search, replace) edits.  A
variant whose student's final (accepted) version differs from the reference also
has good_edits, which produce corpus/List/good/<id>.lhs; otherwise its good file
is List/List.lhs.

Usage (from anywhere):
    python3 corpus/tools/make_list_variants.py            # write the files
    python3 corpus/tools/make_list_variants.py --check    # also run lhx on them
                                  (LHX=/path/to/lhx overrides build/lhx)

Writes
    corpus/List/bad/<id>.lhs, corpus/List/good/<id>.lhs (only when needed),
    corpus/manifest.d/List.yaml (the list items only; the lead adds the header).

Expected verdicts come from LiquidHaskell's semantics, not from lhx:
  concrete  real inputs that satisfy the function's precondition make the real code
            break its postcondition or a callee's precondition (die, an incomplete
            pattern, the recursive call's Nat argument, zipWith's equal sizes);
  abstract  the function's code is right but a callee's specification is too weak:
            a result the callee's spec allows breaks the function (blame = callee).
            A non-terminating recursion is abstract with blame = the function
            itself: its real code never returns, but the recursive call's spec
            allows a result that breaks the postcondition.
Every search text must occur exactly once in the text it is applied to.
"""

import json
import os
import subprocess
import sys
import time
from collections import Counter, OrderedDict
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
ROOT = os.path.dirname(CORPUS)
REFERENCE = os.path.join(CORPUS, "List", "List.lhs")
REFERENCE_REL = "List/List.lhs"
BAD_DIR = os.path.join(CORPUS, "List", "bad")
GOOD_DIR = os.path.join(CORPUS, "List", "good")
MANIFEST = os.path.join(CORPUS, "manifest.d", "List.yaml")

MISTAKES = ("wrong-code", "too-strong-post", "missing-pre", "weak-helper-spec",
            "wrong-measure", "missing-case", "non-termination")

# --------------------------------------------------------------------------
# Snippets of the reference that the edits refer to (each occurs once).

LENGTH_SIG = "{-@ length :: xs:List a -> {v:Nat | v = size xs} @-}"
LENGTH_EMP = "length Emp        = 0\n"
LENGTH_CONS = "length (_ ::: xs) = 1 + length xs"
L1_SIG = "{-@ l1 :: ListN Int 1 @-}"
L2_SIG = "{-@ l2 :: ListN Int 2 @-}"
L3_SIG = "{-@ l3 :: ListN Int 3 @-}"
PROP_SIZE = "prop_size = lAssert (length l3 == 3)"
EMPTY_SIG = "{-@ empty :: ListN a 0 @-}"
ADD_SIG = "{-@ add :: a -> xs:List a -> ListN a {1 + size xs} @-}"
ADD_DEF = "add x xs = x ::: xs"
SINGLETON_DEF = "singleton x = add x empty"
REP_SIG = "{-@ replicate :: n:Nat -> a -> ListN a n @-}"
REP_BASE = "replicate 0 _ = Emp\n"
REP_STEP = "replicate n x = x ::: replicate (n - 1) x"
PROP_REP_SIG = "{-@ prop_replicate :: Nat -> a -> TRUE @-}"
PROP_REP_DEF = "prop_replicate n x = lAssert (length (replicate n x) == n)"
MAP_SIG = "{-@ map :: (a -> b) -> xs:List a -> ListX b xs @-}"
MAP_EMP = "map _ Emp        = Emp\n"
MAP_CONS = "map f (x ::: xs) = f x ::: map f xs"
PROP_MAP_DEF = "prop_map f xs = lAssert (length (map f xs) == length xs)"
FOLDR_EMP = "foldr _  b Emp        = b\n"
FOLDR1_SIG = "{-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}"
FOLDR1_CONS = "foldr1 op (x ::: xs) = foldr op x xs"
ZIP_SIG = "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> ListX c xs @-}"
ZIP_EMP = "zipWith _ Emp        Emp        = Emp\n"
ZIP_CONS = "zipWith f (x ::: xs) (y ::: ys) = f x y ::: zipWith f xs ys"
ZIP_CONS_LINE = ZIP_CONS + "\n"
PROP_ZIP_SIG = "{-@ prop_zipWith :: List Int -> TRUE @-}"
PROP_ZIP_HS = "prop_zipWith :: List Int -> Bool"
PROP_ZIP_DEF = "prop_zipWith xs = lAssert (length (zipWith (+) xs xs) == length xs)"
NEST_CONS = "nestSize ((:::) xs xss) = size xs + nestSize xss"
NEST_EMP_MEASURE = "    size Emp          = 0"
CONCAT2_SIG = "{-@ concat2 :: xs:List a -> ys:List a -> ListN a {size xs + size ys} @-}"
CONCAT2_EMP = "concat2 Emp        ys = ys\n"
CONCAT2_CONS = "concat2 (x ::: xs) ys = x ::: concat2 xs ys"
PROP_CONCAT2 = "prop_concat2 = lAssert (length (concat2 l2 l3) == 5)"
CONCAT_SIG = "{-@ concat :: xss:List (List a) -> ListN a {nestSize xss} @-}"
CONCAT_EMP = "concat Emp          = Emp\n"
CONCAT_CONS = "concat (xs ::: xss) = concat2 xs (concat xss)"
PROP_CONCAT = "prop_concat = lAssert (length (concat xss) == 6)"
PROP_CONCAT_XSS = "    xss = l0 ::: l1 ::: l2 ::: l3 ::: Emp"
PROP_CONCAT_1 = "prop_concat_1 = lAssert (length (concat (l2 ::: l1 ::: Emp)) == 3)"


def V(fn, mistake, expected, note, edits, blame=None, good_edits=None):
    return dict(fn=fn, mistake=mistake, expected=expected, note=note,
                edits=edits, blame=blame, good_edits=good_edits or [])


def sig(old, new):
    return [(old, new)]


VARIANTS = [
    # ------------------------------------------------------------------ length
    V("length", "wrong-code", "concrete", "adds 2 in the cons case",
      [(LENGTH_CONS, "length (_ ::: xs) = 2 + length xs")]),
    V("length", "wrong-code", "concrete", "base case returns 1 instead of 0",
      [(LENGTH_EMP, "length Emp        = 1\n")]),
    V("length", "wrong-code", "concrete", "forgets the 1 + in the cons case (always 0)",
      [(LENGTH_CONS, "length (_ ::: xs) = length xs")]),
    V("length", "too-strong-post", "concrete",
      "post also claims the length is positive; length Emp = 0",
      sig(LENGTH_SIG, "{-@ length :: xs:List a -> {v:Nat | v = size xs && v > 0} @-}")),
    V("length", "too-strong-post", "concrete",
      "post claims size xs + 1 (counts the Emp constructor too)",
      sig(LENGTH_SIG, "{-@ length :: xs:List a -> {v:Nat | v = 1 + size xs} @-}")),
    V("length", "missing-case", "concrete",
      "the Emp equation is missing: length Emp is an incomplete pattern",
      [(LENGTH_EMP, "")]),
    V("length", "non-termination", "abstract",
      "recurses on the whole list (as-pattern) instead of the tail",
      [(LENGTH_CONS, "length l@(_ ::: _) = 1 + length l")], blame="length"),
    V("length", "wrong-measure", "concrete",
      "the measure size gives Emp size 1, so length Emp = 0 breaks v = size xs",
      [(NEST_EMP_MEASURE, "    size Emp          = 1")]),

    # --------------------------------------------------------------- prop_size
    V("prop_size", "wrong-code", "concrete", "asserts length l3 == 4 (off by one)",
      [(PROP_SIZE, "prop_size = lAssert (length l3 == 4)")]),
    V("prop_size", "wrong-code", "concrete", "measures l2 instead of l3",
      [(PROP_SIZE, "prop_size = lAssert (length l2 == 3)")]),
    V("prop_size", "weak-helper-spec", "abstract",
      "length's post only says Nat, not v = size xs",
      sig(LENGTH_SIG, "{-@ length :: List a -> Nat @-}"), blame="length"),
    V("prop_size", "weak-helper-spec", "abstract",
      "l3 is given the plain type List Int, so its size is unknown",
      sig(L3_SIG, "{-@ l3 :: List Int @-}"), blame="l3"),
    V("prop_size", "weak-helper-spec", "abstract",
      "length's post only gives a lower bound v >= size xs",
      sig(LENGTH_SIG, "{-@ length :: xs:List a -> {v:Nat | v >= size xs} @-}"),
      blame="length"),
    V("prop_size", "weak-helper-spec", "abstract",
      "l3 is only known to be non-empty",
      sig(L3_SIG, "{-@ l3 :: {v:List Int | size v > 0} @-}"), blame="l3"),

    # --------------------------------------------------------------------- add
    V("add", "wrong-code", "concrete", "adds the element twice",
      [(ADD_DEF, "add x xs = x ::: x ::: xs")]),
    V("add", "wrong-code", "concrete", "drops the new element and returns xs",
      [(ADD_DEF, "add x xs = xs")]),
    V("add", "too-strong-post", "concrete", "post claims size 2 + size xs",
      sig(ADD_SIG, "{-@ add :: a -> xs:List a -> ListN a {2 + size xs} @-}")),
    V("add", "too-strong-post", "concrete",
      "post uses a strict > size xs + 1 where = was meant",
      sig(ADD_SIG, "{-@ add :: a -> xs:List a -> {v:List a | size v > size xs + 1} @-}")),

    # --------------------------------------------------------------- singleton
    V("singleton", "wrong-code", "concrete", "adds the element twice",
      [(SINGLETON_DEF, "singleton x = add x (add x empty)")]),
    V("singleton", "weak-helper-spec", "abstract",
      "add has no refinement (a -> List a -> List a)",
      sig(ADD_SIG, "{-@ add :: a -> List a -> List a @-}"), blame="add"),
    V("singleton", "weak-helper-spec", "abstract",
      "add's post only says the result is non-empty",
      sig(ADD_SIG, "{-@ add :: a -> xs:List a -> {v:List a | size v > 0} @-}"),
      blame="add"),
    V("singleton", "weak-helper-spec", "abstract",
      "empty is typed List a without its size 0",
      sig(EMPTY_SIG, "{-@ empty :: List a @-}"), blame="empty"),

    # --------------------------------------------------------------- replicate
    V("replicate", "wrong-code", "concrete",
      "base case at 1 instead of 0 (replicate 1 = Emp; replicate 0 recurses on -1)",
      [(REP_BASE, "replicate 1 _ = Emp\n")]),
    V("replicate", "wrong-code", "concrete", "decrements by 2",
      [(REP_STEP, "replicate n x = x ::: replicate (n - 2) x")]),
    V("replicate", "wrong-code", "concrete", "base case returns a one-element list",
      [(REP_BASE, "replicate 0 x = x ::: Emp\n")]),
    V("replicate", "wrong-code", "concrete", "drops the element in the recursive case",
      [(REP_STEP, "replicate n x = replicate (n - 1) x")]),
    V("replicate", "too-strong-post", "concrete",
      "post also claims a non-empty result; replicate 0 x = Emp",
      sig(REP_SIG, "{-@ replicate :: n:Nat -> a -> {v:List a | size v = n && size v > 0} @-}")),
    V("replicate", "missing-case", "concrete",
      "the 0 case is missing: replicate 0 x calls replicate (-1) x, breaking n:Nat",
      [(REP_BASE, "")],
      good_edits=[(REP_BASE + REP_STEP,
                   "replicate n x = if n == 0 then Emp else x ::: replicate (n - 1) x")]),
    V("replicate", "non-termination", "abstract",
      "the counter is never decreased (Fig. 12's replicate)",
      [(REP_STEP, "replicate n x = x ::: replicate n x")], blame="replicate"),
    V("replicate", "non-termination", "abstract",
      "the counter is increased instead of decreased",
      [(REP_STEP, "replicate n x = x ::: replicate (n + 1) x")], blame="replicate"),

    # ---------------------------------------------------------- prop_replicate
    V("prop_replicate", "missing-pre", "concrete",
      "the argument is an Int, not a Nat: replicate (-1) x breaks replicate's precondition",
      sig(PROP_REP_SIG, "{-@ prop_replicate :: Int -> a -> TRUE @-}")),
    V("prop_replicate", "missing-pre", "concrete",
      "tests replicate (n - 1) but n may be 0 (needs n > 0)",
      [(PROP_REP_DEF,
        "prop_replicate n x = lAssert (length (replicate (n - 1) x) == n - 1)")],
      good_edits=[(PROP_REP_SIG, "{-@ prop_replicate :: {n:Int | n > 0} -> a -> TRUE @-}"),
                  (PROP_REP_DEF,
                   "prop_replicate n x = lAssert (length (replicate (n - 1) x) == n - 1)")]),
    V("prop_replicate", "wrong-code", "concrete", "asserts the length is n + 1",
      [(PROP_REP_DEF, "prop_replicate n x = lAssert (length (replicate n x) == n + 1)")]),
    V("prop_replicate", "weak-helper-spec", "abstract",
      "replicate's post says nothing about the size",
      sig(REP_SIG, "{-@ replicate :: Nat -> a -> List a @-}"), blame="replicate"),
    V("prop_replicate", "weak-helper-spec", "abstract",
      "replicate's post only gives size v >= n",
      sig(REP_SIG, "{-@ replicate :: n:Nat -> a -> {v:List a | size v >= n} @-}"),
      blame="replicate"),

    # --------------------------------------------------------------------- map
    V("map", "wrong-code", "concrete", "drops every element (forgets f x :::)",
      [(MAP_CONS, "map f (x ::: xs) = map f xs")]),
    V("map", "wrong-code", "concrete", "duplicates every element",
      [(MAP_CONS, "map f (x ::: xs) = f x ::: f x ::: map f xs")]),
    V("map", "too-strong-post", "concrete",
      "post claims the result is strictly longer than xs",
      sig(MAP_SIG, "{-@ map :: (a -> b) -> xs:List a -> {v:List b | size v > size xs} @-}")),
    V("map", "missing-case", "concrete",
      "the Emp equation is missing: map f Emp is an incomplete pattern",
      [(MAP_EMP, "")]),
    V("map", "non-termination", "abstract",
      "recurses on the whole list instead of the tail",
      [(MAP_CONS, "map f (x ::: xs) = f x ::: map f (x ::: xs)")], blame="map"),

    # ---------------------------------------------------------------- prop_map
    V("prop_map", "weak-helper-spec", "abstract",
      "map has no refinement on its result",
      sig(MAP_SIG, "{-@ map :: (a -> b) -> List a -> List b @-}"), blame="map",
      good_edits=sig(MAP_SIG,
                     "{-@ map :: (a -> b) -> xs:List a -> {v:List b | size v = size xs} @-}")),
    V("prop_map", "weak-helper-spec", "abstract",
      "map's post only bounds the size from above",
      sig(MAP_SIG, "{-@ map :: (a -> b) -> xs:List a -> {v:List b | size v <= size xs} @-}"),
      blame="map"),
    V("prop_map", "weak-helper-spec", "abstract",
      "length's post only bounds the result from above",
      sig(LENGTH_SIG, "{-@ length :: xs:List a -> {v:Nat | v <= size xs} @-}"),
      blame="length"),
    V("prop_map", "wrong-code", "concrete", "asserts > instead of ==",
      [(PROP_MAP_DEF, "prop_map f xs = lAssert (length (map f xs) > length xs)")]),

    # ------------------------------------------------------------------ foldr1
    V("foldr1", "missing-pre", "concrete",
      "no non-empty precondition: foldr1 op Emp calls die",
      sig(FOLDR1_SIG, "{-@ foldr1 :: (a -> a -> a) -> List a -> a @-}")),
    V("foldr1", "missing-pre", "concrete",
      "the precondition size xs >= 0 admits Emp, which calls die",
      sig(FOLDR1_SIG, "{-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs >= 0} -> a @-}")),
    V("foldr1", "wrong-code", "concrete",
      "drops the head and recurses on the tail, which may be empty",
      [(FOLDR1_CONS, "foldr1 op (_ ::: xs) = foldr1 op xs")]),
    V("foldr1", "missing-case", "concrete",
      "direct recursion without the singleton case: foldr1 op (x ::: Emp) calls foldr1 op Emp",
      [(FOLDR1_CONS, "foldr1 op (x ::: xs) = op x (foldr1 op xs)")],
      good_edits=[(FOLDR1_CONS,
                   "foldr1 _  (x ::: Emp)        = x\n"
                   "foldr1 op (x ::: (y ::: ys)) = op x (foldr1 op (y ::: ys))")]),

    # ------------------------------------------------------------------- foldr
    V("foldr", "missing-case", "concrete",
      "the Emp equation is missing: foldr op b Emp is an incomplete pattern",
      [(FOLDR_EMP, "")]),

    # ----------------------------------------------------------------- zipWith
    V("zipWith", "missing-pre", "concrete",
      "the second list's size is not tied to the first: zipWith f Emp (y ::: Emp) calls die",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> List b -> ListX c xs @-}")),
    V("zipWith", "missing-pre", "concrete",
      "no refinements at all: lists of different sizes reach die",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> List a -> List b -> List c @-}")),
    V("zipWith", "missing-pre", "concrete",
      "the precondition only asks size ys >= size xs",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> "
                   "{ys:List b | size ys >= size xs} -> ListX c xs @-}"),
      good_edits=sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> "
                              "{ys:List b | size ys = size xs} -> ListX c xs @-}")),
    V("zipWith", "wrong-code", "concrete", "drops the zipped element",
      [(ZIP_CONS, "zipWith f (x ::: xs) (y ::: ys) = zipWith f xs ys")]),
    V("zipWith", "wrong-code", "concrete", "adds the zipped element twice",
      [(ZIP_CONS, "zipWith f (x ::: xs) (y ::: ys) = f x y ::: f x y ::: zipWith f xs ys")]),
    V("zipWith", "missing-case", "concrete",
      "the Emp Emp equation is missing: zipWith f Emp Emp falls through to die",
      [(ZIP_EMP, "")]),
    V("zipWith", "missing-case", "concrete",
      "the cons/cons equation is missing: two non-empty lists fall through to die",
      [(ZIP_CONS_LINE, "")]),
    V("zipWith", "non-termination", "abstract",
      "recurses on the whole lists instead of the tails",
      [(ZIP_CONS, "zipWith f (x ::: xs) (y ::: ys) = f x y ::: zipWith f (x ::: xs) (y ::: ys)")],
      blame="zipWith"),
    V("zipWith", "too-strong-post", "concrete",
      "post claims size xs + size ys, as for concatenation",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ys:ListX b xs -> "
                   "ListN c {size xs + size ys} @-}")),

    # ------------------------------------------------------------ prop_zipWith
    V("prop_zipWith", "missing-pre", "concrete",
      "zips two unrelated lists: zipWith's equal-size precondition can fail",
      [(PROP_ZIP_SIG, "{-@ prop_zipWith :: List Int -> List Int -> TRUE @-}"),
       (PROP_ZIP_HS, "prop_zipWith :: List Int -> List Int -> Bool"),
       (PROP_ZIP_DEF,
        "prop_zipWith xs ys = lAssert (length (zipWith (+) xs ys) == length xs)")],
      good_edits=[(PROP_ZIP_SIG, "{-@ prop_zipWith :: xs:List Int -> ListX Int xs -> TRUE @-}"),
                  (PROP_ZIP_HS, "prop_zipWith :: List Int -> List Int -> Bool"),
                  (PROP_ZIP_DEF,
                   "prop_zipWith xs ys = lAssert (length (zipWith (+) xs ys) == length xs)")]),
    V("prop_zipWith", "missing-pre", "concrete",
      "zips xs with replicate 3 0 but xs is not required to have size 3",
      [(PROP_ZIP_DEF,
        "prop_zipWith xs = lAssert (length (zipWith (+) xs (replicate 3 0)) == length xs)")],
      good_edits=[(PROP_ZIP_SIG, "{-@ prop_zipWith :: ListN Int 3 -> TRUE @-}"),
                  (PROP_ZIP_DEF,
                   "prop_zipWith xs = lAssert (length (zipWith (+) xs (replicate 3 0)) "
                   "== length xs)")]),
    V("prop_zipWith", "wrong-code", "concrete",
      "expects the sizes to add up, as for concatenation",
      [(PROP_ZIP_DEF,
        "prop_zipWith xs = lAssert (length (zipWith (+) xs xs) == length xs + length xs)")]),
    V("prop_zipWith", "wrong-code", "concrete",
      "zips xs with 0 ::: xs, a list one longer",
      [(PROP_ZIP_DEF,
        "prop_zipWith xs = lAssert (length (zipWith (+) xs (0 ::: xs)) == length xs)")]),
    V("prop_zipWith", "weak-helper-spec", "abstract",
      "zipWith's result is a plain List c",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> List c @-}"),
      blame="zipWith"),
    V("prop_zipWith", "weak-helper-spec", "abstract",
      "zipWith's post only bounds the size from above",
      sig(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> "
                   "{v:List c | size v <= size xs} @-}"),
      blame="zipWith"),
    V("prop_zipWith", "weak-helper-spec", "abstract",
      "length has no refinement (List a -> Int)",
      sig(LENGTH_SIG, "{-@ length :: List a -> Int @-}"), blame="length"),

    # ----------------------------------------------------------------- concat2
    V("concat2", "wrong-code", "concrete", "drops the head element",
      [(CONCAT2_CONS, "concat2 (x ::: xs) ys = concat2 xs ys")]),
    V("concat2", "wrong-code", "concrete", "wrong base case: returns Emp instead of ys",
      [(CONCAT2_EMP, "concat2 Emp        ys = Emp\n")]),
    V("concat2", "wrong-code", "concrete", "forgets the recursion: x ::: ys",
      [(CONCAT2_CONS, "concat2 (x ::: xs) ys = x ::: ys")]),
    V("concat2", "too-strong-post", "concrete",
      "post also claims the result is longer than ys; fails for concat2 Emp ys",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> "
                       "{v:List a | size v = size xs + size ys && size v > size ys} @-}")),
    V("concat2", "missing-case", "concrete",
      "the Emp equation is missing: concat2 Emp ys is an incomplete pattern",
      [(CONCAT2_EMP, "")]),
    V("concat2", "non-termination", "abstract",
      "recurses on the whole first list instead of its tail",
      [(CONCAT2_CONS, "concat2 (x ::: xs) ys = x ::: concat2 (x ::: xs) ys")],
      blame="concat2"),
    V("concat2", "wrong-measure", "concrete", "post says size xs + size xs (wrong variable)",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> ListN a {size xs + size xs} @-}")),
    V("concat2", "wrong-measure", "concrete", "post mentions only size ys",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> ListN a {size ys} @-}")),

    # ------------------------------------------------------------------ concat
    V("concat", "weak-helper-spec", "abstract",
      "concat2's post says nothing about the size",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> List a @-}"),
      blame="concat2"),
    V("concat", "weak-helper-spec", "abstract",
      "concat2's post only says size v >= size xs",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> "
                       "{v:List a | size v >= size xs} @-}"),
      blame="concat2"),
    V("concat", "weak-helper-spec", "abstract",
      "concat via foldr add: foldr's type cannot say the result grows by size xs",
      [(CONCAT_CONS, "concat (xs ::: xss) = foldr add (concat xss) xs")], blame="foldr"),
    V("concat", "weak-helper-spec", "abstract",
      "concat2's post only gives an upper bound",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> "
                       "{v:List a | size v <= size xs + size ys} @-}"),
      blame="concat2",
      good_edits=sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> "
                                  "{v:List a | size v = size xs + size ys} @-}")),
    V("concat", "wrong-code", "concrete", "drops the first inner list",
      [(CONCAT_CONS, "concat (xs ::: xss) = concat xss")]),
    V("concat", "wrong-code", "concrete", "appends xs to itself instead of to concat xss",
      [(CONCAT_CONS, "concat (xs ::: xss) = concat2 xs xs")]),
    V("concat", "wrong-code", "concrete", "returns only the first inner list",
      [(CONCAT_CONS, "concat (xs ::: xss) = xs")]),
    V("concat", "too-strong-post", "concrete",
      "post also claims a non-empty result; concat Emp = Emp",
      sig(CONCAT_SIG, "{-@ concat :: xss:List (List a) -> "
                      "{v:List a | size v = nestSize xss && size v > 0} @-}")),
    V("concat", "missing-case", "concrete",
      "the Emp equation is missing: concat Emp is an incomplete pattern",
      [(CONCAT_EMP, "")]),
    V("concat", "non-termination", "abstract",
      "recurses on the whole list of lists",
      [(CONCAT_CONS, "concat (xs ::: xss) = concat2 xs (concat (xs ::: xss))")],
      blame="concat"),
    V("concat", "wrong-measure", "concrete",
      "post uses size xss (number of inner lists) instead of nestSize xss",
      sig(CONCAT_SIG, "{-@ concat :: xss:List (List a) -> ListN a {size xss} @-}")),
    V("concat", "wrong-measure", "concrete",
      "nestSize adds size xss (the outer list) instead of recursing",
      [(NEST_CONS, "nestSize ((:::) xs xss) = size xs + size xss")]),
    V("concat", "wrong-measure", "concrete",
      "nestSize counts inner lists (1 + nestSize xss) instead of their elements",
      [(NEST_CONS, "nestSize ((:::) xs xss) = 1 + nestSize xss")]),

    # ------------------------------------------------------------ prop_concat2
    V("prop_concat2", "wrong-code", "concrete", "expects 6 elements (2 + 3 = 5)",
      [(PROP_CONCAT2, "prop_concat2 = lAssert (length (concat2 l2 l3) == 6)")]),
    V("prop_concat2", "wrong-code", "concrete", "concatenates l2 with itself",
      [(PROP_CONCAT2, "prop_concat2 = lAssert (length (concat2 l2 l2) == 5)")]),
    V("prop_concat2", "weak-helper-spec", "abstract",
      "concat2's post only gives lower bounds size xs and size ys",
      sig(CONCAT2_SIG, "{-@ concat2 :: xs:List a -> ys:List a -> "
                       "{v:List a | size v >= size xs && size v >= size ys} @-}"),
      blame="concat2"),
    V("prop_concat2", "weak-helper-spec", "abstract",
      "l2 is given the plain type List Int",
      sig(L2_SIG, "{-@ l2 :: List Int @-}"), blame="l2"),
    V("prop_concat2", "weak-helper-spec", "abstract",
      "length's post only says v >= 0",
      sig(LENGTH_SIG, "{-@ length :: List a -> {v:Int | v >= 0} @-}"), blame="length"),

    # ------------------------------------------------------------- prop_concat
    V("prop_concat", "weak-helper-spec", "abstract",
      "concat's result is a plain List a",
      sig(CONCAT_SIG, "{-@ concat :: List (List a) -> List a @-}"), blame="concat"),
    V("prop_concat", "weak-helper-spec", "abstract",
      "concat's post only says size v >= nestSize xss",
      sig(CONCAT_SIG, "{-@ concat :: xss:List (List a) -> "
                      "{v:List a | size v >= nestSize xss} @-}"),
      blame="concat"),
    V("prop_concat", "weak-helper-spec", "abstract",
      "l1 is given the plain type List Int",
      sig(L1_SIG, "{-@ l1 :: List Int @-}"), blame="l1"),
    V("prop_concat", "wrong-code", "concrete", "typo: l1 instead of l0 in the list of lists",
      [(PROP_CONCAT_XSS, "    xss = l1 ::: l1 ::: l2 ::: l3 ::: Emp")]),
    V("prop_concat", "wrong-measure", "concrete",
      "compares with length xss (number of inner lists) instead of the total size",
      [(PROP_CONCAT, "prop_concat = lAssert (length (concat xss) == length xss)")]),

    # ----------------------------------------------------------- prop_concat_1
    V("prop_concat_1", "wrong-code", "concrete", "uses l3 instead of l2",
      [(PROP_CONCAT_1,
        "prop_concat_1 = lAssert (length (concat (l3 ::: l1 ::: Emp)) == 3)")]),
    V("prop_concat_1", "wrong-measure", "concrete",
      "compares with the number of inner lists",
      [(PROP_CONCAT_1,
        "prop_concat_1 = lAssert (length (concat (l2 ::: l1 ::: Emp)) == "
        "length (l2 ::: l1 ::: Emp))")]),
    V("prop_concat_1", "weak-helper-spec", "abstract",
      "concat's post only says size v <= nestSize xss",
      sig(CONCAT_SIG, "{-@ concat :: xss:List (List a) -> "
                      "{v:List a | size v <= nestSize xss} @-}"),
      blame="concat"),
    V("prop_concat_1", "weak-helper-spec", "abstract",
      "l2 is only known to be non-empty",
      sig(L2_SIG, "{-@ l2 :: {v:List Int | size v > 0} @-}"), blame="l2"),
]


# --------------------------------------------------------------------------

def die(msg):
    sys.stderr.write("make_list_variants: error: " + msg + "\n")
    sys.exit(1)


def apply_edits(text, edits, what):
    if not edits:
        die(what + ": no edits")
    for search, replace in edits:
        n = text.count(search)
        if n != 1:
            die("%s: search text occurs %d times (must be exactly once): %r"
                % (what, n, search))
        if search == replace:
            die("%s: edit changes nothing: %r" % (what, search))
        text = text.replace(search, replace)
    return text


def build():
    with open(REFERENCE) as f:
        ref = f.read()
    seq = Counter()
    out = []
    ids = set()
    for v in VARIANTS:
        if v["mistake"] not in MISTAKES:
            die("unknown mistake %r" % v["mistake"])
        if v["expected"] not in ("concrete", "abstract"):
            die("bad expected %r" % v["expected"])
        if (v["expected"] == "abstract") != (v["blame"] is not None):
            die("blame must be given exactly for abstract variants: %r" % v["note"])
        seq[(v["fn"], v["mistake"])] += 1
        vid = "list-%s-%s-%02d" % (v["fn"], v["mistake"], seq[(v["fn"], v["mistake"])])
        if vid in ids:
            die("duplicate id " + vid)
        ids.add(vid)
        bad = apply_edits(ref, v["edits"], vid)
        good = apply_edits(ref, v["good_edits"], vid + " (good)") if v["good_edits"] else None
        if good is not None and good == bad:
            die(vid + ": good file equals bad file")
        out.append(dict(v, id=vid, bad_text=bad, good_text=good))
    return out


def write(variants):
    os.makedirs(BAD_DIR, exist_ok=True)
    os.makedirs(GOOD_DIR, exist_ok=True)
    os.makedirs(os.path.dirname(MANIFEST), exist_ok=True)
    keep_bad = {v["id"] + ".lhs" for v in variants}
    keep_good = {v["id"] + ".lhs" for v in variants if v["good_text"] is not None}
    for d, keep in ((BAD_DIR, keep_bad), (GOOD_DIR, keep_good)):
        for name in os.listdir(d):
            if name.startswith("list-") and name.endswith(".lhs") and name not in keep:
                os.remove(os.path.join(d, name))
    lines = []
    for v in variants:
        with open(os.path.join(BAD_DIR, v["id"] + ".lhs"), "w") as f:
            f.write(v["bad_text"])
        if v["good_text"] is not None:
            with open(os.path.join(GOOD_DIR, v["id"] + ".lhs"), "w") as f:
                f.write(v["good_text"])
            good_rel = "List/good/%s.lhs" % v["id"]
        else:
            good_rel = REFERENCE_REL
        v["bad_rel"] = "List/bad/%s.lhs" % v["id"]
        v["good_rel"] = good_rel
        lines.append("  - id: %s" % v["id"])
        lines.append("    assignment: List")
        lines.append("    bad: %s" % v["bad_rel"])
        lines.append("    good: %s" % good_rel)
        lines.append("    function: %s" % v["fn"])
        lines.append("    mistake: %s" % v["mistake"])
        lines.append("    expected: %s" % v["expected"])
        if v["blame"]:
            lines.append("    blame: %s" % v["blame"])
        lines.append("    note: %s" % json.dumps(v["note"]))
    with open(MANIFEST, "w") as f:
        f.write("\n".join(lines) + "\n")


def summary(variants):
    fns = list(OrderedDict.fromkeys(v["fn"] for v in variants))
    cnt = Counter((v["fn"], v["mistake"]) for v in variants)
    short = {"wrong-code": "wc", "too-strong-post": "tsp", "missing-pre": "mpre",
             "weak-helper-spec": "whs", "wrong-measure": "wm", "missing-case": "mcase",
             "non-termination": "nt"}
    print("%-15s" % "function" + "".join("%7s" % short[m] for m in MISTAKES) + "  total")
    for fn in fns:
        row = [cnt[(fn, m)] for m in MISTAKES]
        print("%-15s" % fn + "".join("%7s" % (c or ".") for c in row) + "%7d" % sum(row))
    tot = [sum(cnt[(fn, m)] for fn in fns) for m in MISTAKES]
    print("%-15s" % "total" + "".join("%7d" % c for c in tot) + "%7d" % sum(tot))
    print("good files differing from the reference: %d"
          % sum(1 for v in variants if v["good_text"] is not None))


LHX = os.environ.get("LHX", os.path.join(ROOT, "build", "lhx"))


def run(cmd):
    """Run lhx (cmd[0] == "lhx") from the repository root; retry while the binary is
    being rebuilt (permission denied / text file busy)."""
    cmd = [LHX] + cmd[1:]
    for attempt in range(20):
        try:
            p = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               universal_newlines=True)
            return p.returncode, p.stdout, p.stderr
        except OSError:
            if attempt == 19:
                raise
            time.sleep(3)


def check_one(path, fn):
    rc, _, err = run(["lhx", "core", path])
    if rc != 0:
        return dict(core=rc, verdict="compile-error", blame=None, detail=err.strip()[-300:])
    rc, out, err = run(["lhx", "check", path, "--function", fn, "--json",
                        "--max-depth", "2000", "--timeout", "30"])
    try:
        j = json.loads(out)
    except ValueError:
        return dict(core=0, verdict="bad-json", blame=None, detail=err.strip()[-300:])
    if j.get("error"):
        return dict(core=0, verdict="error", blame=None, detail=j["error"].get("message"))
    res = [r for r in j["results"] if r["function"] == fn]
    if not res:
        return dict(core=0, verdict="no-result", blame=None, detail="")
    r = res[0]
    blame = None
    viol = None
    if r.get("counterexample"):
        ce = r["counterexample"]
        ab = ce.get("abstracted") or []
        blame = ",".join(a["function"] for a in ab) or None
        viol = ce.get("violation") or {}
        viol = "%s:%s" % (viol.get("kind"), viol.get("function"))
    return dict(core=0, verdict=r["verdict"], blame=blame, violation=viol,
                detail=r.get("message") or "", seconds=r.get("seconds"))


def check(variants, jobs=8):
    tasks = []
    for v in variants:
        tasks.append((v, "bad", os.path.join("corpus", v["bad_rel"])))
    seen_good = set()
    for v in variants:
        g = os.path.join("corpus", v["good_rel"])
        if (g, v["fn"]) not in seen_good:
            seen_good.add((g, v["fn"]))
            tasks.append((v, "good", g))
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(lambda t: check_one(t[2], t[0]["fn"]), tasks))
    rows = []
    for (v, kind, path), r in zip(tasks, results):
        rows.append(dict(id=v["id"], fn=v["fn"], kind=kind, path=path, **r))
    with open(os.path.join("/tmp", "lhx_list_check.json"), "w") as f:
        json.dump(dict(variants=[{k: v[k] for k in ("id", "fn", "mistake", "expected", "blame")}
                                 for v in variants], results=rows), f, indent=1)
    byid = {v["id"]: v for v in variants}
    print("\nDisagreements (bad files):")
    print("| id | function | mistake | expected | blame | lhx verdict | lhx blame | lhx violation / message |")
    print("|---|---|---|---|---|---|---|---|")
    agree = 0
    for r in rows:
        if r["kind"] != "bad":
            continue
        v = byid[r["id"]]
        ok = r["verdict"] == v["expected"] and (v["expected"] != "abstract"
                                                or r["blame"] == v["blame"])
        if ok:
            agree += 1
            continue
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["id"], r["fn"], v["mistake"], v["expected"], v["blame"] or "",
            r["verdict"], r["blame"] or "", r.get("violation") or r.get("detail") or ""))
    print("agree: %d / %d" % (agree, sum(1 for r in rows if r["kind"] == "bad")))
    print("\nGood files with a counterexample or a failure (expected: none):")
    for r in rows:
        if r["kind"] == "good" and r["verdict"] not in ("none",):
            print("  %s --function %s: %s %s %s" % (r["path"], r["fn"], r["verdict"],
                                                   r["blame"] or "", r.get("detail") or ""))
    compile_fail = [r for r in rows if r["verdict"] == "compile-error"]
    print("compile failures: %d" % len(compile_fail))
    for r in compile_fail:
        print("  %s: %s" % (r["path"], r["detail"]))


def main():
    variants = build()
    write(variants)
    summary(variants)
    if "--check" in sys.argv[1:]:
        check(variants)


if __name__ == "__main__":
    main()
