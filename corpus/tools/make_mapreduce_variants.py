#!/usr/bin/env python3
"""Generate the MapReduce part of the student-error corpus.

Every variant is the reference solution corpus/MapReduce/MapReduce.lhs with ONE
realistic student mistake, written as textual edits (search, replace) applied to
the reference in order.  Where the student's final (accepted) version differs
from the reference -- a helper the student added, a strengthened spec -- the
variant also lists good_edits, applied to the reference to give its good file.

Outputs (paths relative to corpus/):
  MapReduce/bad/<id>.lhs       one per variant
  MapReduce/good/<id>.lhs      one per variant with good_edits
  manifest.d/MapReduce.yaml    the manifest entries (list items only)

Expected verdicts come from LiquidHaskell's semantics, not from lhx:
  concrete  real inputs that satisfy the function's precondition make the real
            code break its postcondition or a callee's precondition;
  abstract  the code is right but a callee's specification is too weak (blame
            that callee); a recursion that makes no progress blames the function
            itself (its own recursive call is the callee whose type is "too weak").

Every search text must occur exactly once in the text it is applied to, or the
script stops with an error.

Usage (from anywhere):
    python3 corpus/tools/make_mapreduce_variants.py             # write the files
    python3 corpus/tools/make_mapreduce_variants.py --check     # also run lhx on them
          [-j N]  parallel lhx runs (default 2); LHX=/path/to/lhx overrides build/lhx
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
REFERENCE = os.path.join(CORPUS, "MapReduce", "MapReduce.lhs")
BAD_DIR = os.path.join(CORPUS, "MapReduce", "bad")
GOOD_DIR = os.path.join(CORPUS, "MapReduce", "good")
MANIFEST = os.path.join(CORPUS, "manifest.d", "MapReduce.yaml")

MISTAKES = ("wrong-code", "too-strong-post", "missing-pre", "weak-helper-spec",
            "wrong-measure", "missing-case", "non-termination")

# ---------------------------------------------------------------------------
# Pieces of the reference that edits search for.

NEST_CONS = ">     nestSize ((:::) xs xss) = size xs + nestSize xss\n"
NEST_EMP = ">     nestSize Emp            = 0\n"
SIZE_EMP = "> size Emp        = 0\n"
NELIST = "> {-@ type NEList a   = {v:List a | size v > 0} @-}\n"

EMPTY_SPEC = "> {-@ empty :: ListN a 0 @-}\n"
ADD_SPEC = "> {-@ add :: a -> xs:List a -> ListN a {1 + size xs} @-}\n"
ADD_DEF = "> add x xs = x ::: xs\n"
SINGLETON_DEF = "> singleton x = add x empty\n"

MAP_EMP = "> map _ Emp        = Emp\n"
MAP_CONS = "> map f (x ::: xs) = f x ::: map f xs\n"
FOLDR_EMP = "> foldr _  b Emp        = b\n"
FOLDR1_SPEC = "> {-@ foldr1 :: (a -> a -> a) -> NEList a -> a @-}\n"
FOLDR1_CONS = "> foldr1 op (x ::: xs) = foldr op x xs\n"
APPEND_SPEC = "> {-@ append :: xs:List a -> ys:List a -> ListN a {size xs + size ys} @-}\n"
APPEND_EMP = "> append Emp        ys = ys\n"
APPEND_CONS = "> append (x ::: xs) ys = x ::: append xs ys\n"
CONCAT_SPEC = "> {-@ concat :: xss:List (List a) -> ListN a {nestSize xss} @-}\n"
CONCAT_EMP = "> concat Emp          = Emp\n"
CONCAT_CONS = "> concat (xs ::: xss) = append xs (concat xss)\n"
FROMLIST_NIL = "> fromList []       = Emp\n"
FROMLIST_CONS = "> fromList (x : xs) = x ::: fromList xs\n"

MAPREDUCE_EQ = "> mapReduce fm fr xs = kvm\n"
MAPREDUCE_GROUP = ">     kvsm = group kvs           -- step 2\n"
EXPAND_SPEC = "> {-@ expand :: (a -> List (k, v)) -> xs:List a -> List (k, v) @-}\n"
EXPAND_DEF = "> expand f xs = concat (map f xs)\n"
GROUP_SPEC = "> {-@ group :: (Ord k) => List (k, v) -> M.Map k (NEList v) @-}\n"
GROUP_DEF = "> group = foldr addKV M.empty\n"
ADDKV_SPEC = "> {-@ addKV :: (Ord k) => (k, v) -> M.Map k (NEList v) -> M.Map k (NEList v) @-}\n"
ADDKV_DEF = ("> addKV (k, v) m = M.insert k vs m\n"
             ">   where\n"
             ">     vs = add v (M.findWithDefault empty k m)\n")
ADDKV_VS = ">     vs = add v (M.findWithDefault empty k m)\n"
COLLAPSE_SPEC = "> {-@ collapse :: (v -> v -> v) -> M.Map k (NEList v) -> M.Map k v @-}\n"
COLLAPSE_DEF = "> collapse f = M.map (foldr1 f)\n"
WORDCOUNT_SPEC = "> {-@ wordCount :: List String -> M.Map String Int @-}\n"
COUNTWORDS_SPEC = "> {-@ countWords :: String -> List (String, Int) @-}\n"
COUNTWORDS_DEF = "> countWords doc = map (\\w -> (w, 1)) (fromList (words doc))\n"
TOTALS_SPEC = "> {-@ totals :: List (String, Nat) -> M.Map String Nat @-}\n"
TOTALS_DEF = "> totals = mapReduce singleton (+)\n"

# A group written by explicit recursion (some students' version).
GROUP_REC_GOOD = ("> group Emp              = M.empty\n"
                  "> group ((k, v) ::: kvs) = M.insert k (add v (M.findWithDefault empty k m)) m\n"
                  ">   where\n"
                  ">     m = group kvs\n")
GROUP_REC_CONS = "> group ((k, v) ::: kvs) = M.insert k (add v (M.findWithDefault empty k m)) m\n"

# An expand written by explicit recursion.
EXPAND_REC_GOOD = ("> expand _ Emp        = Emp\n"
                   "> expand f (x ::: xs) = append (f x) (expand f xs)\n")

# A reverse on sized lists that some students use in collapse, to reduce the
# values of a key in the order they were emitted.
def reverse_block(spec):
    return (FROMLIST_CONS +
            ">\n"
            "> {-@ reverseL :: " + spec + " @-}\n"
            "> reverseL :: List a -> List a\n"
            "> reverseL Emp        = Emp\n"
            "> reverseL (x ::: xs) = append (reverseL xs) (singleton x)\n")

REVERSE_STRONG = reverse_block("xs:List a -> ListX a xs")
COLLAPSE_REVERSE = "> collapse f = M.map (\\vs -> foldr1 f (reverseL vs))\n"

# NEList mistyped as "size >= 0", and specs that spell out "size > 0" instead of NEList.
NELIST_GE0 = "> {-@ type NEList a   = {v:List a | size v >= 0} @-}\n"
FOLDR1_SPEC_INLINE = "> {-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 0} -> a @-}\n"
COLLAPSE_SPEC_INLINE = "> {-@ collapse :: (v -> v -> v) -> M.Map k {vs:List v | size vs > 0} -> M.Map k v @-}\n"

# The draft's expand precondition (paper, section 6.3).
EXPAND_SPEC_NE_PRE = "> {-@ expand :: (a -> List (k, v)) -> {xs:List a | size xs > 0} -> List (k, v) @-}\n"


def V(id, function, mistake, expected, note, edits, good_edits=(), blame=None):
    return dict(id=id, function=function, mistake=mistake, expected=expected,
                blame=blame, note=note, edits=list(edits), good_edits=list(good_edits))


VARIANTS = [
    # ------------------------------------------------------------------ mapReduce
    V("mapreduce-mapreduce-missing-pre-01", "mapReduce", "missing-pre", "concrete",
      "The draft's example: expand requires a non-empty input list, but mapReduce passes its own "
      "possibly-empty xs; mapReduce _ _ Emp calls expand _ Emp.",
      [(EXPAND_SPEC, EXPAND_SPEC_NE_PRE)]),
    V("mapreduce-mapreduce-missing-pre-02", "mapReduce", "missing-pre", "concrete",
      "group was given a non-empty-input precondition, but the pairs from expand may be none: "
      "mapReduce _ _ Emp calls group Emp.",
      [(GROUP_SPEC, "> {-@ group :: (Ord k) => NEList (k, v) -> M.Map k (NEList v) @-}\n")]),
    V("mapreduce-mapreduce-missing-pre-03", "mapReduce", "missing-pre", "concrete",
      "expand demands a mapper that emits at least one pair per input, mapReduce's fm may emit "
      "none: mapReduce (\\_ -> Emp) _ (x ::: Emp) breaks expand's function argument.",
      [(EXPAND_SPEC, "> {-@ expand :: (a -> NEList (k, v)) -> xs:List a -> List (k, v) @-}\n")]),
    V("mapreduce-mapreduce-weak-helper-spec-01", "mapReduce", "weak-helper-spec", "abstract",
      "group's result type lost NEList (values are plain lists), so collapse's precondition cannot "
      "be shown at the call in mapReduce although group never builds an empty group.",
      [(GROUP_SPEC, "> {-@ group :: (Ord k) => List (k, v) -> M.Map k (List v) @-}\n")],
      blame="group"),
    V("mapreduce-mapreduce-weak-helper-spec-02", "mapReduce", "weak-helper-spec", "abstract",
      "group's result values are only known to have size >= 0; collapse needs size > 0, which the "
      "code guarantees but group's type does not say.",
      [(GROUP_SPEC, "> {-@ group :: (Ord k) => List (k, v) -> M.Map k {vs:List v | 0 <= size vs} @-}\n")],
      blame="group"),
    V("mapreduce-mapreduce-wrong-code-01", "mapReduce", "wrong-code", "concrete",
      "group inlined as a fold that forgets to add the value: every key maps to Emp and collapse "
      "gets an empty group (mapReduce with fm x = (k, v) ::: Emp and xs = x ::: Emp).",
      [(MAPREDUCE_GROUP,
        ">     kvsm = foldr (\\(k, v) m -> M.insert k (M.findWithDefault empty k m) m) M.empty kvs\n")]),
    V("mapreduce-mapreduce-missing-case-01", "mapReduce", "missing-case", "concrete",
      "To satisfy expand's non-empty precondition the student matched xs@(_ ::: _) but forgot the "
      "Emp equation: mapReduce _ _ Emp falls through the patterns.",
      [(EXPAND_SPEC, EXPAND_SPEC_NE_PRE),
       (MAPREDUCE_EQ, "> mapReduce fm fr xs@(_ ::: _) = kvm\n")],
      good_edits=[(EXPAND_SPEC, EXPAND_SPEC_NE_PRE),
                  (MAPREDUCE_EQ, "> mapReduce _  _  Emp          = M.empty\n"
                                 "> mapReduce fm fr xs@(_ ::: _) = kvm\n")]),

    V("mapreduce-mapreduce-wrong-measure-01", "mapReduce", "wrong-measure", "abstract",
      "NEList defined as size v >= 0 while collapse spells out size vs > 0: group's NEList result "
      "no longer gives collapse's precondition, though group never builds an empty group.",
      [(NELIST, NELIST_GE0),
       (COLLAPSE_SPEC, COLLAPSE_SPEC_INLINE)],
      good_edits=[(COLLAPSE_SPEC, COLLAPSE_SPEC_INLINE)],
      blame="group"),

    # ------------------------------------------------------------------ expand
    V("mapreduce-expand-too-strong-post-01", "expand", "too-strong-post", "concrete",
      "Claims at least one pair per input; a mapper may emit none: expand (\\_ -> Emp) (x ::: Emp) = Emp.",
      [(EXPAND_SPEC, "> {-@ expand :: (a -> List (k, v)) -> xs:List a -> {r:List (k, v) | size r >= size xs} @-}\n")]),
    V("mapreduce-expand-too-strong-post-02", "expand", "too-strong-post", "concrete",
      "Claims exactly one pair per input (ListX); a mapper emitting zero or two pairs breaks it.",
      [(EXPAND_SPEC, "> {-@ expand :: (a -> List (k, v)) -> xs:List a -> ListX (k, v) xs @-}\n")]),
    V("mapreduce-expand-too-strong-post-03", "expand", "too-strong-post", "concrete",
      "Claims a non-empty result for any input: expand _ Emp = Emp.",
      [(EXPAND_SPEC, "> {-@ expand :: (a -> List (k, v)) -> xs:List a -> NEList (k, v) @-}\n")]),
    V("mapreduce-expand-too-strong-post-04", "expand", "too-strong-post", "concrete",
      "The draft's expand type: non-empty input to non-empty output; a mapper may emit no pairs: "
      "expand (\\_ -> Emp) (x ::: Emp) = Emp.",
      [(EXPAND_SPEC, "> {-@ expand :: (a -> List (k, v)) -> {xs:List a | size xs > 0} -> {r:List (k, v) | size r > 0} @-}\n")]),
    V("mapreduce-expand-wrong-code-01", "expand", "wrong-code", "concrete",
      "Concatenates with foldr1 append instead of concat; foldr1 needs a non-empty list: "
      "expand _ Emp calls foldr1 _ Emp.",
      [(EXPAND_DEF, "> expand f xs = foldr1 append (map f xs)\n")]),
    V("mapreduce-expand-missing-case-01", "expand", "missing-case", "concrete",
      "expand by explicit recursion without the Emp equation: expand _ Emp falls through.",
      [(EXPAND_DEF, "> expand f (x ::: xs) = append (f x) (expand f xs)\n")],
      good_edits=[(EXPAND_DEF, EXPAND_REC_GOOD)]),
    V("mapreduce-expand-missing-pre-01", "expand", "missing-pre", "concrete",
      "concat was given a non-empty precondition; expand passes map f xs, empty when xs is: "
      "expand _ Emp calls concat Emp.",
      [(CONCAT_SPEC, "> {-@ concat :: {xss:List (List a) | size xss > 0} -> ListN a {nestSize xss} @-}\n")]),

    # ------------------------------------------------------------------ group / addKV
    V("mapreduce-group-weak-helper-spec-01", "group", "weak-helper-spec", "abstract",
      "addKV's result lost NEList, so the fold cannot show group's NEList values although addKV "
      "always adds the value.",
      [(ADDKV_SPEC, "> {-@ addKV :: (Ord k) => (k, v) -> M.Map k (NEList v) -> M.Map k (List v) @-}\n")],
      blame="addKV"),
    V("mapreduce-group-too-strong-post-01", "group", "too-strong-post", "concrete",
      "Claims one value per key; two pairs with the same key give a group of two: "
      "group ((k, 1) ::: (k, 2) ::: Emp).",
      [(GROUP_SPEC, "> {-@ group :: (Ord k) => List (k, v) -> M.Map k (ListN v 1) @-}\n")]),
    V("mapreduce-group-wrong-code-01", "group", "wrong-code", "concrete",
      "group by explicit recursion forgets to add the value: group ((k, v) ::: Emp) maps k to Emp.",
      [(GROUP_DEF, GROUP_REC_GOOD),
       (GROUP_REC_CONS, "> group ((k, v) ::: kvs) = M.insert k (M.findWithDefault empty k m) m\n")],
      good_edits=[(GROUP_DEF, GROUP_REC_GOOD)]),
    V("mapreduce-group-missing-case-01", "group", "missing-case", "concrete",
      "group by explicit recursion without the Emp equation: group Emp falls through.",
      [(GROUP_DEF, GROUP_REC_GOOD),
       ("> group Emp              = M.empty\n", "")],
      good_edits=[(GROUP_DEF, GROUP_REC_GOOD)]),
    V("mapreduce-addkv-wrong-code-01", "addKV", "wrong-code", "concrete",
      "Forgets to add the new value: addKV (k, v) M.empty maps k to Emp.",
      [(ADDKV_VS, ">     vs = M.findWithDefault empty k m\n")]),
    V("mapreduce-addkv-wrong-code-02", "addKV", "wrong-code", "concrete",
      "Written with M.alter; a new key starts with Just empty instead of the singleton of v: "
      "addKV (k, v) M.empty maps k to Emp.",
      [(ADDKV_DEF, "> addKV (k, v) m = M.alter ins k m\n"
                   ">   where\n"
                   ">     ins Nothing   = Just empty\n"
                   ">     ins (Just vs) = Just (add v vs)\n")]),
    V("mapreduce-addkv-missing-case-01", "addKV", "missing-case", "concrete",
      "Written with M.alter, handling only a key already present: a new key calls ins Nothing, "
      "which falls through (addKV (k, v) M.empty).",
      [(ADDKV_DEF, "> addKV (k, v) m = M.alter ins k m\n"
                   ">   where\n"
                   ">     ins (Just vs) = Just (add v vs)\n")],
      good_edits=[(ADDKV_DEF, "> addKV (k, v) m = M.alter ins k m\n"
                              ">   where\n"
                              ">     ins Nothing   = Just (singleton v)\n"
                              ">     ins (Just vs) = Just (add v vs)\n")]),
    V("mapreduce-addkv-too-strong-post-01", "addKV", "too-strong-post", "concrete",
      "Claims every group has exactly one value; adding to an existing group makes two: "
      "addKV (k, v) (M.singleton k (w ::: Emp)).",
      [(ADDKV_SPEC, "> {-@ addKV :: (Ord k) => (k, v) -> M.Map k (NEList v) -> M.Map k (ListN v 1) @-}\n")]),
    V("mapreduce-addkv-weak-helper-spec-01", "addKV", "weak-helper-spec", "abstract",
      "add has no size in its type (List a -> List a), so addKV cannot show the new group is "
      "non-empty although add always conses.",
      [(ADD_SPEC, "> {-@ add :: a -> List a -> List a @-}\n")],
      blame="add"),
    V("mapreduce-addkv-weak-helper-spec-02", "addKV", "weak-helper-spec", "abstract",
      "add only promises size v >= size xs; addKV needs size > 0, which the real add gives.",
      [(ADD_SPEC, "> {-@ add :: a -> xs:List a -> {v:List a | size v >= size xs} @-}\n")],
      blame="add"),
    V("mapreduce-addkv-wrong-measure-01", "addKV", "wrong-measure", "concrete",
      "NEList defined as size v > 1 (more than one element); a fresh group has one value: "
      "addKV (k, v) M.empty.",
      [(NELIST, "> {-@ type NEList a   = {v:List a | size v > 1} @-}\n")]),

    # ------------------------------------------------------------------ collapse
    V("mapreduce-collapse-missing-pre-01", "collapse", "missing-pre", "concrete",
      "collapse's input values are plain lists (NEList forgotten); foldr1 needs non-empty ones: "
      "collapse f (M.singleton k Emp).",
      [(COLLAPSE_SPEC, "> {-@ collapse :: (v -> v -> v) -> M.Map k (List v) -> M.Map k v @-}\n")]),
    V("mapreduce-collapse-missing-pre-02", "collapse", "missing-pre", "concrete",
      "foldr1 was specified to need two or more elements; collapse only knows its groups are "
      "non-empty: collapse f (M.singleton k (x ::: Emp)).",
      [(FOLDR1_SPEC, "> {-@ foldr1 :: (a -> a -> a) -> {xs:List a | size xs > 1} -> a @-}\n")]),
    V("mapreduce-collapse-wrong-code-01", "collapse", "wrong-code", "concrete",
      "Meant foldr f v vs but wrote foldr1 f vs on the tail, which may be empty: "
      "collapse f (M.singleton k (x ::: Emp)).",
      [(COLLAPSE_DEF, "> collapse f = M.map (\\(v ::: vs) -> foldr1 f vs)\n")]),
    V("mapreduce-collapse-wrong-code-02", "collapse", "wrong-code", "concrete",
      "Combines the head with foldr1 of the tail, forgetting the tail may be empty: "
      "collapse f (M.singleton k (x ::: Emp)).",
      [(COLLAPSE_DEF, "> collapse f = M.map (\\(v ::: vs) -> f v (foldr1 f vs))\n")]),
    V("mapreduce-collapse-weak-helper-spec-01", "collapse", "weak-helper-spec", "abstract",
      "collapse reduces the reversed group; the student's reverseL has type List a -> List a, so "
      "foldr1's precondition cannot be shown although reversing keeps the size.",
      [(FROMLIST_CONS, reverse_block("List a -> List a")),
       (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      good_edits=[(FROMLIST_CONS, REVERSE_STRONG), (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      blame="reverseL"),
    V("mapreduce-collapse-weak-helper-spec-02", "collapse", "weak-helper-spec", "abstract",
      "reverseL only promises size v <= size xs; foldr1 needs the reversed group non-empty, "
      "which the real reverseL gives.",
      [(FROMLIST_CONS, reverse_block("xs:List a -> {v:List a | size v <= size xs}")),
       (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      good_edits=[(FROMLIST_CONS, REVERSE_STRONG), (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      blame="reverseL"),

    V("mapreduce-collapse-wrong-measure-01", "collapse", "wrong-measure", "concrete",
      "NEList defined as size v >= 0 while foldr1 spells out size xs > 0: collapse's input admits "
      "an empty group: collapse f (M.singleton k Emp) calls foldr1 f Emp.",
      [(NELIST, NELIST_GE0),
       (FOLDR1_SPEC, FOLDR1_SPEC_INLINE)],
      good_edits=[(FOLDR1_SPEC, FOLDR1_SPEC_INLINE)]),

    # ------------------------------------------------------------------ clients
    V("mapreduce-totals-too-strong-post-01", "totals", "too-strong-post", "concrete",
      "Claims positive totals, but amounts may be 0: totals ((\"a\", 0) ::: Emp).",
      [(TOTALS_SPEC, "> {-@ totals :: List (String, Nat) -> M.Map String Pos @-}\n")]),
    V("mapreduce-totals-missing-pre-01", "totals", "missing-pre", "concrete",
      "Amounts not required to be Nat, yet the totals are promised Nat: totals ((\"a\", -1) ::: Emp).",
      [(TOTALS_SPEC, "> {-@ totals :: List (String, Int) -> M.Map String Nat @-}\n")]),
    V("mapreduce-totals-wrong-code-01", "totals", "wrong-code", "concrete",
      "Reduces with (-) instead of (+): totals ((\"a\", 1) ::: (\"a\", 0) ::: Emp) has total 0 - 1 = -1.",
      [(TOTALS_DEF, "> totals = mapReduce singleton (-)\n")]),
    V("mapreduce-wordcount-too-strong-post-01", "wordCount", "too-strong-post", "concrete",
      "Claims every count is above 1; a word seen once counts 1: wordCount (\"a\" ::: Emp).",
      [(WORDCOUNT_SPEC, "> {-@ wordCount :: List String -> M.Map String {v:Int | v > 1} @-}\n")]),
    V("mapreduce-wordcount-weak-helper-spec-01", "wordCount", "weak-helper-spec", "abstract",
      "wordCount promises positive counts (right), but countWords's type says its counts are any "
      "Int; the student's fix gives countWords List (String, Pos).",
      [(WORDCOUNT_SPEC, "> {-@ wordCount :: List String -> M.Map String Pos @-}\n")],
      good_edits=[(WORDCOUNT_SPEC, "> {-@ wordCount :: List String -> M.Map String Pos @-}\n"),
                  (COUNTWORDS_SPEC, "> {-@ countWords :: String -> List (String, Pos) @-}\n")],
      blame="countWords"),
    V("mapreduce-wordcount-missing-pre-01", "wordCount", "missing-pre", "concrete",
      "countWords was given a non-empty-document precondition that wordCount cannot promise "
      "for mapReduce's mapper: wordCount (\"\" ::: Emp) calls countWords \"\".",
      [(COUNTWORDS_SPEC, "> {-@ countWords :: {doc:String | len doc > 0} -> List (String, Int) @-}\n")]),
    V("mapreduce-countwords-too-strong-post-01", "countWords", "too-strong-post", "concrete",
      "Claims every document has a word: countWords \"\" = Emp.",
      [(COUNTWORDS_SPEC, "> {-@ countWords :: String -> NEList (String, Int) @-}\n")]),
    V("mapreduce-countwords-wrong-code-01", "countWords", "wrong-code", "concrete",
      "With positive counts in the type, the initial count was written 0: countWords \"a\".",
      [(COUNTWORDS_SPEC, "> {-@ countWords :: String -> List (String, Pos) @-}\n"),
       (COUNTWORDS_DEF, "> countWords doc = map (\\w -> (w, 0)) (fromList (words doc))\n")],
      good_edits=[(COUNTWORDS_SPEC, "> {-@ countWords :: String -> List (String, Pos) @-}\n")]),

    # ------------------------------------------------------------------ list helpers
    V("mapreduce-add-wrong-code-01", "add", "wrong-code", "concrete",
      "Returns the list unchanged: add x Emp = Emp has size 0, not 1.",
      [(ADD_DEF, "> add x xs = xs\n")]),
    V("mapreduce-map-wrong-code-01", "map", "wrong-code", "concrete",
      "Drops the mapped head: map f (x ::: Emp) = Emp.",
      [(MAP_CONS, "> map f (x ::: xs) = map f xs\n")]),
    V("mapreduce-map-missing-case-01", "map", "missing-case", "concrete",
      "No Emp equation: map f Emp falls through.",
      [(MAP_EMP, "")]),
    V("mapreduce-map-non-termination-01", "map", "non-termination", "abstract",
      "Recurses on the whole list instead of the tail; never terminates, and the recursive call's "
      "size makes the result one too long.",
      [(MAP_CONS, "> map f (x ::: xs) = f x ::: map f (x ::: xs)\n")],
      blame="map"),
    V("mapreduce-append-wrong-code-01", "append", "wrong-code", "concrete",
      "Wrong base case: append Emp ys = Emp; append Emp (y ::: Emp) has size 0, not 1.",
      [(APPEND_EMP, "> append Emp        ys = Emp\n")]),
    V("mapreduce-append-missing-case-01", "append", "missing-case", "concrete",
      "No Emp equation: append Emp ys falls through.",
      [(APPEND_EMP, "")]),
    V("mapreduce-append-non-termination-01", "append", "non-termination", "abstract",
      "Recurses on x ::: xs instead of xs: never terminates.",
      [(APPEND_CONS, "> append (x ::: xs) ys = x ::: append (x ::: xs) ys\n")],
      blame="append"),
    V("mapreduce-concat-weak-helper-spec-01", "concat", "weak-helper-spec", "abstract",
      "append only promises size v >= size xs, so concat cannot show its size although append is "
      "exact: concat (Emp ::: Emp) with append Emp _ returning a non-empty list.",
      [(APPEND_SPEC, "> {-@ append :: xs:List a -> ys:List a -> {v:List a | size v >= size xs} @-}\n")],
      blame="append"),
    V("mapreduce-concat-missing-case-01", "concat", "missing-case", "concrete",
      "No Emp equation: concat Emp falls through.",
      [(CONCAT_EMP, "")]),
    V("mapreduce-concat-non-termination-01", "concat", "non-termination", "abstract",
      "Recurses on the whole list of lists instead of the tail: never terminates.",
      [(CONCAT_CONS, "> concat (xs ::: xss) = append xs (concat (xs ::: xss))\n")],
      blame="concat"),
    V("mapreduce-concat-too-strong-post-01", "concat", "too-strong-post", "concrete",
      "Claims the result is at least as long as the number of lists: concat (Emp ::: Emp) = Emp.",
      [(CONCAT_SPEC, "> {-@ concat :: xss:List (List a) -> {v:List a | size v >= size xss} @-}\n")]),
    V("mapreduce-concat-wrong-measure-01", "concat", "wrong-measure", "concrete",
      "nestSize counts the inner lists instead of their elements: concat (Emp ::: Emp) = Emp, "
      "nestSize 1.",
      [(NEST_CONS, ">     nestSize ((:::) xs xss) = 1 + nestSize xss\n")]),
    V("mapreduce-concat-wrong-measure-02", "concat", "wrong-measure", "concrete",
      "nestSize forgets to recurse: concat ((x ::: Emp) ::: (y ::: Emp) ::: Emp) has 2 elements, "
      "nestSize 1.",
      [(NEST_CONS, ">     nestSize ((:::) xs xss) = size xs\n")]),
    V("mapreduce-concat-wrong-measure-03", "concat", "wrong-measure", "concrete",
      "nestSize Emp = 1: concat Emp = Emp has size 0.",
      [(NEST_EMP, ">     nestSize Emp            = 1\n")]),
    V("mapreduce-concat-wrong-measure-04", "concat", "wrong-measure", "concrete",
      "nestSize adds the outer size of the tail instead of its nestSize: "
      "concat ((x ::: Emp) ::: (y ::: z ::: Emp) ::: Emp) has 3 elements, nestSize 2.",
      [(NEST_CONS, ">     nestSize ((:::) xs xss) = size xs + size xss\n")]),
    V("mapreduce-fromlist-missing-case-01", "fromList", "missing-case", "concrete",
      "No [] equation: fromList [] falls through.",
      [(FROMLIST_NIL, "")]),
    V("mapreduce-fromlist-non-termination-01", "fromList", "non-termination", "abstract",
      "Recurses on x : xs instead of xs: never terminates.",
      [(FROMLIST_CONS, "> fromList (x : xs) = x ::: fromList (x : xs)\n")],
      blame="fromList"),
    V("mapreduce-foldr-missing-case-01", "foldr", "missing-case", "concrete",
      "No Emp equation (the seed is never returned): foldr _ _ Emp falls through.",
      [(FOLDR_EMP, "")]),
    V("mapreduce-foldr1-missing-pre-01", "foldr1", "missing-pre", "concrete",
      "foldr1's type lost NEList, so its Emp equation calls die: foldr1 _ Emp.",
      [(FOLDR1_SPEC, "> {-@ foldr1 :: (a -> a -> a) -> List a -> a @-}\n")]),
    V("mapreduce-foldr1-missing-case-01", "foldr1", "missing-case", "concrete",
      "The textbook recursion x `op` foldr1 op xs without the one-element equation: "
      "foldr1 op (x ::: Emp) calls foldr1 op Emp.",
      [(FOLDR1_CONS, "> foldr1 op (x ::: xs) = x `op` foldr1 op xs\n")]),
    V("mapreduce-foldr1-wrong-measure-01", "foldr1", "wrong-measure", "concrete",
      "NEList defined as size v >= 0, which admits Emp: foldr1 _ Emp calls die.",
      [(NELIST, NELIST_GE0)]),
    V("mapreduce-empty-wrong-measure-01", "empty", "wrong-measure", "concrete",
      "size counts the terminator (size Emp = 1): empty = Emp has size 1, not 0.",
      [(SIZE_EMP, "> size Emp        = 1\n")]),
    V("mapreduce-singleton-weak-helper-spec-01", "singleton", "weak-helper-spec", "abstract",
      "empty's type says nothing about its size (List a), so singleton x = add x empty cannot be "
      "shown to have size 1.",
      [(EMPTY_SPEC, "> {-@ empty :: List a @-}\n")],
      blame="empty"),
    V("mapreduce-singleton-non-termination-01", "singleton", "non-termination", "abstract",
      "Calls itself instead of empty: singleton x = add x (singleton x) never terminates.",
      [(SINGLETON_DEF, "> singleton x = add x (singleton x)\n")],
      blame="singleton"),
    V("mapreduce-reversel-non-termination-01", "reverseL", "non-termination", "abstract",
      "The student's reverseL (used by collapse) recurses on x ::: xs instead of xs: never terminates.",
      [(FROMLIST_CONS, REVERSE_STRONG),
       ("> reverseL (x ::: xs) = append (reverseL xs) (singleton x)\n",
        "> reverseL (x ::: xs) = append (reverseL (x ::: xs)) (singleton x)\n"),
       (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      good_edits=[(FROMLIST_CONS, REVERSE_STRONG), (COLLAPSE_DEF, COLLAPSE_REVERSE)],
      blame="reverseL"),
]


def die(msg):
    sys.stderr.write("make_mapreduce_variants: error: " + msg + "\n")
    sys.exit(1)


def apply_edits(text, edits, what):
    for i, (search, replace) in enumerate(edits):
        n = text.count(search)
        if n != 1:
            die("%s: edit %d: search text occurs %d times (must be exactly once): %r"
                % (what, i + 1, n, search))
        text = text.replace(search, replace, 1)
    return text


def check_variant(v, seen):
    vid = v["id"]
    if vid in seen:
        die("duplicate id " + vid)
    seen.add(vid)
    if not vid.replace("-", "").replace("_", "").replace(".", "").isalnum():
        die(vid + ": bad id")
    if v["mistake"] not in MISTAKES:
        die(vid + ": unknown mistake " + v["mistake"])
    if v["expected"] not in ("concrete", "abstract"):
        die(vid + ": expected must be concrete or abstract")
    if (v["expected"] == "abstract") != (v["blame"] is not None):
        die(vid + ": blame is required exactly when expected is abstract")
    if v["mistake"] in ("weak-helper-spec", "non-termination") and v["expected"] != "abstract":
        die(vid + ": " + v["mistake"] + " variants are expected abstract")
    if v["mistake"] == "non-termination" and v["blame"] != v["function"]:
        die(vid + ": a non-termination variant blames the function itself")
    if not v["edits"]:
        die(vid + ": no edits")


def yaml_entry(v):
    good = good_rel(v)
    lines = [
        "  - id: " + v["id"],
        "    assignment: MapReduce",
        "    bad: MapReduce/bad/%s.lhs" % v["id"],
        "    good: " + good,
        "    function: " + v["function"],
        "    mistake: " + v["mistake"],
        "    expected: " + v["expected"],
    ]
    if v["blame"] is not None:
        lines.append("    blame: " + v["blame"])
    # A JSON string is a valid YAML double-quoted scalar (\\ and \" escapes).
    lines.append("    note: " + json.dumps(v["note"], ensure_ascii=True))
    return "\n".join(lines) + "\n"


def main():
    with open(REFERENCE, encoding="utf-8") as f:
        reference = f.read()
    seen = set()
    outputs = {}
    for v in VARIANTS:
        check_variant(v, seen)
        bad = apply_edits(reference, v["edits"], v["id"] + " (bad)")
        if bad == reference:
            die(v["id"] + ": the bad file equals the reference")
        outputs[os.path.join(BAD_DIR, v["id"] + ".lhs")] = bad
        if v["good_edits"]:
            good = apply_edits(reference, v["good_edits"], v["id"] + " (good)")
            if good == bad:
                die(v["id"] + ": the good file equals the bad file")
            outputs[os.path.join(GOOD_DIR, v["id"] + ".lhs")] = good

    for d in (BAD_DIR, GOOD_DIR, os.path.dirname(MANIFEST)):
        os.makedirs(d, exist_ok=True)
    # Remove files of variants that no longer exist (only generated .lhs files).
    for d in (BAD_DIR, GOOD_DIR):
        for name in os.listdir(d):
            path = os.path.join(d, name)
            if name.endswith(".lhs") and path not in outputs:
                os.remove(path)
    for path, text in sorted(outputs.items()):
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    # The file holds only the list items (it is spliced under the manifest's entries:).
    with open(MANIFEST, "w", encoding="utf-8") as f:
        for v in VARIANTS:
            f.write(yaml_entry(v))

    counts = Counter(v["mistake"] for v in VARIANTS)
    missing = [m for m in MISTAKES if counts[m] < 4]
    if missing:
        die("fewer than 4 variants of: " + ", ".join(missing))
    summary()
    if "--check" in sys.argv[1:]:
        jobs = 2
        if "-j" in sys.argv[1:]:
            jobs = int(sys.argv[sys.argv.index("-j") + 1])
        check(jobs)


def summary():
    fns = list(OrderedDict.fromkeys(v["function"] for v in VARIANTS))
    cnt = Counter((v["function"], v["mistake"]) for v in VARIANTS)
    short = {"wrong-code": "wc", "too-strong-post": "tsp", "missing-pre": "mpre",
             "weak-helper-spec": "whs", "wrong-measure": "wm", "missing-case": "mcase",
             "non-termination": "nt"}
    print("%-12s" % "function" + "".join("%7s" % short[m] for m in MISTAKES) + "  total")
    for fn in fns:
        row = [cnt[(fn, m)] for m in MISTAKES]
        print("%-12s" % fn + "".join("%7s" % (c or ".") for c in row) + "%7d" % sum(row))
    tot = [sum(cnt[(fn, m)] for fn in fns) for m in MISTAKES]
    print("%-12s" % "total" + "".join("%7d" % c for c in tot) + "%7d" % sum(tot))
    print("good files differing from the reference: %d"
          % sum(1 for v in VARIANTS if v["good_edits"]))


LHX = os.environ.get("LHX", os.path.join(ROOT, "build", "lhx"))


def run(args):
    """Run lhx from the repository root; retry while the binary is being rebuilt."""
    for attempt in range(20):
        try:
            p = subprocess.run([LHX] + args, cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, universal_newlines=True)
            return p.returncode, p.stdout, p.stderr
        except OSError:
            if attempt == 19:
                raise
            time.sleep(3)


def check_one(path, fn):
    rc, _, err = run(["core", path])
    if rc != 0:
        return dict(verdict="compile-error", blame=None, detail=err.strip()[-300:])
    rc, out, err = run(["check", path, "--function", fn, "--json",
                        "--max-depth", "2000", "--timeout", "30"])
    try:
        j = json.loads(out)
    except ValueError:
        return dict(verdict="bad-json", blame=None, detail=err.strip()[-300:])
    if j.get("error"):
        return dict(verdict="error", blame=None, detail=j["error"].get("message"))
    res = [r for r in j["results"] if r["function"] == fn]
    if not res:
        return dict(verdict="no-result", blame=None, detail="")
    r = res[0]
    blame, viol = None, None
    ce = r.get("counterexample")
    if ce:
        blame = ",".join(OrderedDict.fromkeys(a["function"] for a in ce.get("abstracted") or [])) or None
        vi = ce.get("violation") or {}
        viol = "%s:%s" % (vi.get("kind"), vi.get("function"))
        if "lhx replay:" in (ce.get("text") or ""):
            # Not a witness: lhx could not replay the path it found.
            viol += " (" + ce["text"].split("lhx replay:", 1)[1].strip().split("\n")[0] + ")"
    return dict(verdict=r["verdict"], blame=blame, violation=viol,
                detail=r.get("message") or "", seconds=r.get("seconds"))


def good_rel(v):
    return ("MapReduce/good/%s.lhs" % v["id"]) if v["good_edits"] else "MapReduce/MapReduce.lhs"


def check(jobs):
    tasks = [(v, "bad", os.path.join("corpus", "MapReduce", "bad", v["id"] + ".lhs"))
             for v in VARIANTS]
    seen = set()
    for v in VARIANTS:
        g = os.path.join("corpus", good_rel(v))
        if (g, v["function"]) not in seen:
            seen.add((g, v["function"]))
            tasks.append((v, "good", g))
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        results = list(ex.map(lambda t: check_one(t[2], t[0]["function"]), tasks))
    rows = [dict(id=v["id"], function=v["function"], kind=kind, path=path, **r)
            for (v, kind, path), r in zip(tasks, results)]
    with open("/tmp/lhx_mapreduce_check.json", "w") as f:
        json.dump(rows, f, indent=1)
    byid = {v["id"]: v for v in VARIANTS}
    print("\nDisagreements (bad files; a verdict that comes from a failed replay counts as one):")
    print("| id | function | mistake | expected | blame | lhx verdict | lhx blame | lhx violation / message |")
    print("|---|---|---|---|---|---|---|---|")
    agree = 0
    for r in rows:
        if r["kind"] != "bad":
            continue
        v = byid[r["id"]]
        if (r["verdict"] == v["expected"] and "(" not in (r.get("violation") or "")
                and (v["expected"] != "abstract" or r["blame"] == v["blame"])):
            agree += 1
            continue
        print("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["id"], r["function"], v["mistake"], v["expected"], v["blame"] or "",
            r["verdict"], r["blame"] or "", r.get("violation") or r.get("detail") or ""))
    print("agree: %d / %d" % (agree, len(VARIANTS)))
    print("\nGood files with a counterexample or a failure (expected: none):")
    for r in rows:
        if r["kind"] == "good" and r["verdict"] != "none":
            print("  %s --function %s: %s %s %s" % (r["path"], r["function"], r["verdict"],
                                                   r["blame"] or "", r.get("detail") or ""))
    bad_compile = [r for r in rows if r["verdict"] == "compile-error"]
    print("compile failures: %d" % len(bad_compile))
    for r in bad_compile:
        print("  %s: %s" % (r["path"], r["detail"]))


if __name__ == "__main__":
    main()
