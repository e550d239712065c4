#!/usr/bin/env python3
"""Generate the KMeans part of the student-error corpus (issue 6).

Every variant is the reference solution corpus/KMeans/KMeans.lhs with ONE
realistic student mistake, written declaratively below as (search, replace)
edits on the reference.  When the student's final (accepted) version differs
from the reference (a recursive formulation, a helper with a stronger spec),
the variant also has good_edits, which produce corpus/KMeans/good/<id>.lhs;
otherwise its good file is KMeans/KMeans.lhs.

Usage (from anywhere):
    python3 corpus/tools/make_kmeans_variants.py           # write the files
    python3 corpus/tools/make_kmeans_variants.py --check   # also compile every
        file with `lhx core` and run `lhx check BAD --function F --json` on every
        bad file; prints the disagreements with the expected verdicts
        (LHX=/path/to/lhx overrides build/lhx; JOBS=N, default 6)

Writes
    corpus/KMeans/bad/<id>.lhs, corpus/KMeans/good/<id>.lhs (only when needed),
    corpus/manifest.d/KMeans.yaml (the list items only).

Expected verdicts come from LiquidHaskell's semantics, never from lhx:
  concrete  real inputs that satisfy the function's precondition make the real
            code break its postcondition or a callee's precondition (die, an
            incomplete pattern, zipWith's equal sizes, divide's nonzero count,
            the recursive call's Nat argument, ...);
  abstract  the function's code is right but a callee's specification is too
            weak: a result the callee's spec allows breaks the function
            (blame = that callee).  A non-terminating recursion is abstract
            with blame = the function itself: its real code never returns, but
            the recursive call's spec allows a result that breaks the
            postcondition (the paper's `replicate`).
Every search text must occur exactly once in the text it is applied to; the
script stops with a message otherwise.
"""

import json
import os
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.dirname(HERE)
ROOT = os.path.dirname(CORPUS)
REFERENCE = os.path.join(CORPUS, "KMeans", "KMeans.lhs")
REFERENCE_REL = "KMeans/KMeans.lhs"
BAD_DIR = os.path.join(CORPUS, "KMeans", "bad")
GOOD_DIR = os.path.join(CORPUS, "KMeans", "good")
MANIFEST = os.path.join(CORPUS, "manifest.d", "KMeans.yaml")

FUNCTIONS = ("distance", "nearest", "centroid", "mergeCluster", "kmeans1", "kmeans")
MISTAKES = ("wrong-code", "too-strong-post", "missing-pre", "weak-helper-spec",
            "wrong-measure", "missing-case", "non-termination")

# --------------------------------------------------------------------------
# Snippets of the reference that the edits refer to (each occurs once).

MAP_SIG = "{-@ map :: (a -> b) -> xs:List a -> ListX b xs @-}"
ZIP_SIG = "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> ListX c xs @-}"

DIST_SIG = "{-@ distance :: n:Nat -> PointN n -> PointN n -> Double @-}"
DIST_DEF = r"distance _ px py = sqrt (foldr (+) 0 (zipWith (\x y -> (x - y) * (x - y)) px py))"

MINKEY_TY = "minKey :: c -> Double -> [(c, Double)] -> c"
NEAR_SIG = "{-@ nearest :: k:Pos -> n:Nat -> CenteringKN k n -> PointN n -> CenterK k @-}"
NEAR_HEAD = "nearest _ n centers p = case M.toList (M.map (distance n p) centers) of"
NEAR_NIL = "  []            -> 0\n"
NEAR_CONS = "  (c, d) : rest -> minKey c d rest"
NEAR_DEF = NEAR_HEAD + "\n" + NEAR_NIL + NEAR_CONS

CENT_SIG = "{-@ centroid :: n:Nat -> PointN n -> Pos -> PointN n @-}"
CENT_DEF = r"centroid _ p sz = map (\x -> x `divide` sz) p"

MERGE_SIG = "{-@ mergeCluster :: n:Nat -> ClusterN n -> ClusterN n -> ClusterN n @-}"
MERGE_DEF = "mergeCluster _ (n1, p1) (n2, p2) = (n1 + n2, zipWith (+) p1 p2)"

ASSIGN_SIG = ("{-@ assign :: k:Pos -> n:Nat -> CenteringKN k n -> PointN n\n"
              "           -> ListN (CenterK k, ClusterN n) 1 @-}")
NORM_SIG = "{-@ normalize :: n:Nat -> M.Map c (ClusterN n) -> M.Map c (PointN n) @-}"

K1_SIG = "{-@ kmeans1 :: k:Pos -> n:Nat -> List (PointN n) -> CenteringKN k n -> CenteringKN k n @-}"
K1_BODY = "kmeans1 k n ps cs = normalize n clusters"
K1_CLUSTERS = "    clusters = mapReduce (assign k n cs) (mergeCluster n) ps"

KM_SIG = ("{-@ kmeans :: Nat -> k:Pos -> n:Nat -> List (PointN n) -> CenteringKN k n"
          " -> CenteringKN k n @-}")
KM_DEF = "kmeans steps k n ps = repeatN steps (kmeans1 k n ps)"

REP_SIG = "{-@ repeatN :: Nat -> (a -> a) -> a -> a @-}"
REP_TY = "repeatN :: Int -> (a -> a) -> a -> a"

# --------------------------------------------------------------------------
# Code the variants share.

# A measure for the dimension of a point, written by the student next to the
# function that uses it (inserted before that function's signature).
def dim_measure(kind):
    eqs = {
        # forgot the `1 +`: every list has dim 0
        "no-succ": ("    dim Emp          = 0\n"
                    "    dim ((:::) x xs) = dim xs\n"),
        # off by one: dim = size + 1
        "base-one": ("    dim Emp          = 1\n"
                     "    dim ((:::) x xs) = 1 + dim xs\n"),
        # not recursive: 0 for the empty point, 1 for any other
        "no-rec": ("    dim Emp          = 0\n"
                   "    dim ((:::) x xs) = 1\n"),
    }[kind]
    return "{-@ measure dim :: List a -> Int\n" + eqs + "  @-}\n\n"


DIST_REC_GOOD = (
    "distance _ Emp        Emp        = 0\n"
    "distance n (x ::: xs) (y ::: ys) = sqrt ((x - y) * (x - y) + d * d)\n"
    "  where d = distance (n - 1) xs ys\n"
    "distance _ _          _          = die \"distance: points of different dimensions\"")

CENT_REC_GOOD = (
    "centroid _ Emp        _  = Emp\n"
    "centroid n (x ::: xs) sz = (x `divide` sz) ::: centroid (n - 1) xs sz")

MERGE_REC_GOOD = (
    "mergeCluster _ (n1, Emp)      (n2, Emp)      = (n1 + n2, Emp)\n"
    "mergeCluster n (n1, x ::: xs) (n2, y ::: ys) =\n"
    "  case mergeCluster (n - 1) (n1, xs) (n2, ys) of\n"
    "    (m, p) -> (m, (x + y) ::: p)\n"
    "mergeCluster _ _              _              = die \"mergeCluster: points of different dimensions\"")

KM_REC_GOOD = (
    "kmeans 0     _ _ _  cs = cs\n"
    "kmeans steps k n ps cs = kmeans (steps - 1) k n ps (kmeans1 k n ps cs)")

VARIANTS = []


def V(fn, mistake, expected, note, edits, blame=None, good_edits=None):
    assert fn in FUNCTIONS, fn
    assert mistake in MISTAKES, mistake
    assert expected in ("concrete", "abstract"), expected
    assert (blame is not None) == (expected == "abstract"), (fn, mistake, blame)
    n = 1 + sum(1 for v in VARIANTS if v["function"] == fn and v["mistake"] == mistake)
    vid = "kmeans-%s-%s-%02d" % (fn.lower(), mistake, n)
    VARIANTS.append(dict(id=vid, function=fn, mistake=mistake, expected=expected,
                         blame=blame, note=note, edits=edits, good_edits=good_edits))


# ==========================================================================
# (a) distance

V("distance", "wrong-code", "concrete",
  "recursive distance passes n instead of n - 1 to the recursive call: distance 1 [x] [y] "
  "calls distance 1 Emp Emp, whose points are not of dimension 1",
  [(DIST_DEF, DIST_REC_GOOD.replace("distance (n - 1) xs ys", "distance n xs ys"))],
  good_edits=[(DIST_DEF, DIST_REC_GOOD)])

V("distance", "wrong-code", "concrete",
  "sums the squares with foldr1 (no seed 0): the points of dimension 0 make foldr1 "
  "run on an empty list",
  [(DIST_DEF, r"distance _ px py = sqrt (foldr1 (+) (zipWith (\x y -> (x - y) * (x - y)) px py))")])

V("distance", "wrong-code", "concrete",
  "root-mean-square distance: divides the sum of squares by the dimension n, "
  "which is 0 for points of dimension 0 (divide needs a nonzero count)",
  [(DIST_DEF, "distance n px py = sqrt (foldr (+) 0 (zipWith (\\x y -> (x - y) * (x - y)) px py)"
              " `divide` n)")])

V("distance", "missing-pre", "concrete",
  "the second point is not required to have dimension n: zipWith gets points of "
  "different sizes (distance 0 Emp [x])",
  [(DIST_SIG, "{-@ distance :: n:Nat -> PointN n -> Point -> Double @-}")])

V("distance", "missing-pre", "concrete",
  "neither point is required to have dimension n: zipWith gets points of different sizes",
  [(DIST_SIG, "{-@ distance :: n:Nat -> Point -> Point -> Double @-}")])

V("distance", "too-strong-post", "concrete",
  "claims distances are positive: the distance of a point to itself (or of two points "
  "of dimension 0) is 0",
  [(DIST_SIG, "{-@ distance :: n:Nat -> PointN n -> PointN n -> {v:Double | v > 0} @-}")])

V("distance", "weak-helper-spec", "abstract",
  "distance = sqrt (abs (dot n d d)) with d = diffs n px py (abs: LiquidHaskell's sqrt needs a "
  "non-negative argument, and dot promises no sign); the helper diffs only promises "
  "a List Double, so dot's dimension-n precondition cannot be shown; fix: diffs returns PointN n",
  [(DIST_SIG,
    "{-@ dot :: n:Nat -> PointN n -> PointN n -> Double @-}\n"
    "dot :: Int -> Point -> Point -> Double\n"
    "dot _ xs ys = foldr (+) 0 (zipWith (*) xs ys)\n\n"
    "{-@ diffs :: n:Nat -> PointN n -> PointN n -> List Double @-}\n"
    "diffs :: Int -> Point -> Point -> Point\n"
    "diffs _ xs ys = zipWith (-) xs ys\n\n" + DIST_SIG),
   (DIST_DEF, "distance n px py = sqrt (abs (dot n d d))\n  where d = diffs n px py")],
  blame="diffs",
  good_edits=[(DIST_SIG,
               "{-@ dot :: n:Nat -> PointN n -> PointN n -> Double @-}\n"
               "dot :: Int -> Point -> Point -> Double\n"
               "dot _ xs ys = foldr (+) 0 (zipWith (*) xs ys)\n\n"
               "{-@ diffs :: n:Nat -> PointN n -> PointN n -> PointN n @-}\n"
               "diffs :: Int -> Point -> Point -> Point\n"
               "diffs _ xs ys = zipWith (-) xs ys\n\n" + DIST_SIG),
              (DIST_DEF, "distance n px py = sqrt (abs (dot n d d))\n  where d = diffs n px py")])

NEG_BAD = ("{-@ neg :: n:Nat -> PointN n -> Point @-}\n"
           "neg :: Int -> Point -> Point\n"
           "neg _ p = map negate p\n\n")
NEG_DIST = r"distance n px py = sqrt (foldr (+) 0 (zipWith (\x y -> (x + y) * (x + y)) px (neg n py)))"
V("distance", "weak-helper-spec", "abstract",
  "distance adds px to neg n py; the helper neg only promises a Point, so zipWith's "
  "equal-size precondition cannot be shown; fix: neg returns PointN n",
  [(DIST_SIG, NEG_BAD + DIST_SIG), (DIST_DEF, NEG_DIST)],
  blame="neg",
  good_edits=[(DIST_SIG, NEG_BAD.replace("PointN n -> Point @-}", "PointN n -> PointN n @-}")
               + DIST_SIG), (DIST_DEF, NEG_DIST)])

V("distance", "wrong-measure", "concrete",
  "the student's measure dim forgets the 1 + (dim is always 0), so dim px = dim py = n "
  "only says n = 0 and zipWith gets points of different sizes (LH also rejects the call "
  "in nearest)",
  [(DIST_SIG, dim_measure("no-succ") +
    "{-@ distance :: n:Nat -> {v:Point | dim v = n} -> {v:Point | dim v = n} -> Double @-}")])

V("distance", "wrong-measure", "concrete",
  "the student's measure dim is not recursive (1 for every non-empty list), so two points "
  "with dim 1 may have different sizes and zipWith fails (LH also rejects the call in nearest)",
  [(DIST_SIG, dim_measure("no-rec") +
    "{-@ distance :: n:Nat -> {v:Point | dim v = n} -> {v:Point | dim v = n} -> Double @-}")])

V("distance", "missing-case", "concrete",
  "recursive distance without the case for two empty points: every call ends in the "
  "catch-all die (distance 0 Emp Emp)",
  [(DIST_DEF, DIST_REC_GOOD.replace("distance _ Emp        Emp        = 0\n", ""))],
  good_edits=[(DIST_DEF, DIST_REC_GOOD)])

# ==========================================================================
# (b) nearest

V("nearest", "wrong-code", "concrete",
  "returns k when there is no center: k is not a center in 0 .. k-1 (nearest 1 0 empty p)",
  [(NEAR_HEAD, NEAR_HEAD.replace("nearest _ n", "nearest k n")),
   (NEAR_NIL, "  []            -> k\n")])

V("nearest", "wrong-code", "concrete",
  "confuses k and n: measures distances with dimension k, so with two centers the "
  "comparison calls distance k p c on points of dimension n /= k",
  [(NEAR_HEAD, "nearest k n centers p = case M.toList (M.map (distance k p) centers) of")])

V("nearest", "wrong-code", "concrete",
  "starts minKey from the sentinel center k at distance 1e308 instead of the first center: "
  "with no center the sentinel k is returned",
  [(NEAR_DEF, "nearest k n centers p = minKey k 1e308 (M.toList (M.map (distance n p) centers))")])

V("nearest", "missing-pre", "concrete",
  "the centering's keys are not required to be centers (M.Map Center ...): the key "
  "returned may be any Int",
  [(NEAR_SIG, "{-@ nearest :: k:Pos -> n:Nat -> M.Map Center (PointN n) -> PointN n"
              " -> CenterK k @-}")])

V("nearest", "missing-pre", "concrete",
  "the centers' positions are not required to have dimension n (M.Map (CenterK k) Point): "
  "with two centers, distance n p gets a center of another dimension",
  [(NEAR_SIG, "{-@ nearest :: k:Pos -> n:Nat -> M.Map (CenterK k) Point -> PointN n"
              " -> CenterK k @-}")])

V("nearest", "missing-pre", "concrete",
  "k:Nat instead of k:Pos: with k = 0 there is no center and the default 0 is not in 0 .. k-1",
  [(NEAR_SIG, NEAR_SIG.replace("k:Pos", "k:Nat"))])

V("nearest", "missing-pre", "concrete",
  "the point is not required to have dimension n: with two centers, distance n p gets a "
  "point of another dimension",
  [(NEAR_SIG, NEAR_SIG.replace("-> PointN n -> CenterK k", "-> Point -> CenterK k"))])

V("nearest", "too-strong-post", "concrete",
  "the result is bounded by the dimension n instead of k (CenterK n): nearest 1 0 empty Emp = 0 "
  "(LH also rejects assign, which needs CenterK k)",
  [(NEAR_SIG, NEAR_SIG.replace("-> CenterK k @-}", "-> CenterK n @-}"))])

V("nearest", "too-strong-post", "concrete",
  "the student believes center 0 is reserved and promises 0 < v: the default 0 "
  "(and center 0 of the centering) breaks it",
  [(NEAR_SIG, NEAR_SIG.replace("-> CenterK k @-}", "-> {v:CenterK k | 0 < v} @-}"))])

V("nearest", "weak-helper-spec", "abstract",
  "the student gave minKey the monomorphic type Center -> Double -> [(Center, Double)] -> Center "
  "with a trivial spec: nearest cannot show its result is in 0 .. k-1; fix: the polymorphic "
  "signature c -> Double -> [(c, Double)] -> c (instantiated with CenterK k)",
  [(MINKEY_TY, "{-@ minKey :: Center -> Double -> [(Center, Double)] -> Center @-}\n"
               "minKey :: Center -> Double -> [(Center, Double)] -> Center")],
  blame="minKey",
  good_edits=[(MINKEY_TY, "{-@ minKey :: c -> Double -> [(c, Double)] -> c @-}\n" + MINKEY_TY)])

DISTS = ("{-@ dists :: k:Pos -> n:Nat -> CenteringKN k n -> PointN n -> [(Center, Double)] @-}\n"
         "dists :: Int -> Int -> Centering -> Point -> [(Center, Double)]\n"
         "dists _ n centers p = M.toList (M.map (distance n p) centers)\n\n")
V("nearest", "weak-helper-spec", "abstract",
  "the helper dists (the list of center/distance pairs) only promises Center keys, so "
  "nearest cannot show the key it picks is in 0 .. k-1; fix: dists returns [(CenterK k, Double)]",
  [(NEAR_SIG, DISTS + NEAR_SIG),
   (NEAR_HEAD, "nearest k n centers p = case dists k n centers p of")],
  blame="dists",
  good_edits=[(NEAR_SIG, DISTS.replace("PointN n -> [(Center, Double)] @-}",
                                       "PointN n -> [(CenterK k, Double)] @-}") + NEAR_SIG),
              (NEAR_HEAD, "nearest k n centers p = case dists k n centers p of")])

V("nearest", "wrong-measure", "concrete",
  "the point's dimension is stated with the student's measure dim, which is off by one "
  "(dim Emp = 1): with two centers of dimension 1 and p = Emp, distance 1 p gets a point "
  "of dimension 0 (LH also rejects the call in assign)",
  [(NEAR_SIG, dim_measure("base-one") +
    "{-@ nearest :: k:Pos -> n:Nat -> CenteringKN k n -> {v:Point | dim v = n}"
    " -> CenterK k @-}")])

V("nearest", "missing-case", "concrete",
  "no alternative for an empty list of centers: the case is incomplete "
  "(nearest 1 0 empty Emp fails; LiquidHaskell's totality check)",
  [(NEAR_NIL, "")])

V("nearest", "missing-case", "concrete",
  "assumes there is always a center and calls die when there is none; the centering may "
  "be empty (nearest 1 0 empty Emp)",
  [(NEAR_NIL, "  []            -> die \"nearest: no centers\"\n")])

# ==========================================================================
# (c) centroid

V("centroid", "missing-pre", "concrete",
  "the cluster size is an Int: centroid 1 [x] 0 divides by zero",
  [(CENT_SIG, CENT_SIG.replace("-> Pos ->", "-> Int ->"))])

V("centroid", "missing-pre", "concrete",
  "the cluster size is a Nat (the centroid of an empty cluster): centroid 1 [x] 0 "
  "divides by zero",
  [(CENT_SIG, CENT_SIG.replace("-> Pos ->", "-> Nat ->"))])

V("centroid", "wrong-code", "concrete",
  "divides by sz - 1 (the sample-variance habit): a cluster of size 1 divides by zero",
  [(CENT_DEF, r"centroid _ p sz = map (\x -> x `divide` (sz - 1)) p")])

V("centroid", "wrong-code", "concrete",
  "recursive centroid passes n instead of n - 1 with the tail: centroid 1 [x] 1 calls "
  "centroid 1 Emp 1",
  [(CENT_DEF, CENT_REC_GOOD.replace("centroid (n - 1) xs sz", "centroid n xs sz"))],
  good_edits=[(CENT_DEF, CENT_REC_GOOD)])

V("centroid", "too-strong-post", "concrete",
  "promises a non-empty centroid (size v > 0): the centroid of points of dimension 0 is Emp",
  [(CENT_SIG, "{-@ centroid :: n:Nat -> PointN n -> Pos -> {v:PointN n | size v > 0} @-}")])

V("centroid", "too-strong-post", "concrete",
  "confuses the count with the dimension: promises PointN sz (LH also rejects normalize)",
  [(CENT_SIG, "{-@ centroid :: n:Nat -> PointN n -> sz:Pos -> PointN sz @-}")])

V("centroid", "weak-helper-spec", "abstract",
  "the student's map spec forgets the size ((a -> b) -> List a -> List b), so centroid "
  "cannot show its result has dimension n; fix: map returns ListX b xs",
  [(MAP_SIG, "{-@ map :: (a -> b) -> List a -> List b @-}")],
  blame="map")

DIVALL = ("{-@ divideAll :: {v:Int | v /= 0} -> Point -> Point @-}\n"
          "divideAll :: Int -> Point -> Point\n"
          "divideAll sz p = map (\\x -> x `divide` sz) p\n\n")
V("centroid", "weak-helper-spec", "abstract",
  "centroid calls the helper divideAll sz p, whose spec only promises a Point; fix: "
  "divideAll returns ListX Double p",
  [(CENT_SIG, DIVALL + CENT_SIG), (CENT_DEF, "centroid _ p sz = divideAll sz p")],
  blame="divideAll",
  good_edits=[(CENT_SIG, DIVALL.replace("-> Point -> Point @-}", "-> p:Point -> ListX Double p @-}")
               + CENT_SIG), (CENT_DEF, "centroid _ p sz = divideAll sz p")])

V("centroid", "wrong-measure", "concrete",
  "the point's dimension is stated with the student's measure dim, off by one (dim Emp = 1): "
  "centroid 1 Emp 1 = Emp is not of dimension 1 (LH also rejects the call in normalize)",
  [(CENT_SIG, dim_measure("base-one") +
    "{-@ centroid :: n:Nat -> {v:Point | dim v = n} -> Pos -> PointN n @-}")])

V("centroid", "missing-case", "concrete",
  "recursive centroid without the Emp equation: every call ends in an incomplete pattern "
  "(centroid 0 Emp 1; LiquidHaskell's totality check)",
  [(CENT_DEF, CENT_REC_GOOD.replace("centroid _ Emp        _  = Emp\n", ""))],
  good_edits=[(CENT_DEF, CENT_REC_GOOD)])

V("centroid", "non-termination", "abstract",
  "recursive centroid recurses on the whole point p (as-pattern) with the same n: it never "
  "terminates, and with the recursive call's spec the result would have n + 1 coordinates",
  [(CENT_DEF, "centroid _ Emp          _  = Emp\n"
              "centroid n p@(x ::: _) sz = (x `divide` sz) ::: centroid n p sz")],
  blame="centroid",
  good_edits=[(CENT_DEF, CENT_REC_GOOD)])

V("centroid", "non-termination", "abstract",
  "recursive centroid (a case on p) recurses on p instead of its tail: never terminates; "
  "with the recursive call's spec the result has n + 1 coordinates",
  [(CENT_DEF, "centroid n p sz = case p of\n"
              "  Emp      -> Emp\n"
              "  x ::: xs -> (x `divide` sz) ::: centroid n p sz")],
  blame="centroid",
  good_edits=[(CENT_DEF, "centroid n p sz = case p of\n"
                         "  Emp      -> Emp\n"
                         "  x ::: xs -> (x `divide` sz) ::: centroid (n - 1) xs sz")])

# ==========================================================================
# (d) mergeCluster

V("mergeCluster", "wrong-code", "concrete",
  "subtracts the counts (n1 - n2): merging two clusters of size 1 gives count 0",
  [(MERGE_DEF, MERGE_DEF.replace("n1 + n2", "n1 - n2"))])

V("mergeCluster", "wrong-code", "concrete",
  "concatenates the coordinates (append) instead of adding them: the merged point has "
  "dimension 2n",
  [(MERGE_DEF, MERGE_DEF.replace("zipWith (+) p1 p2", "append p1 p2"))])

V("mergeCluster", "wrong-code", "concrete",
  "recursive mergeCluster passes n instead of n - 1 with the tails: mergeCluster 1 "
  "(1, [x]) (1, [y]) calls mergeCluster 1 (1, Emp) (1, Emp)",
  [(MERGE_DEF, MERGE_REC_GOOD.replace("mergeCluster (n - 1) (n1, xs)", "mergeCluster n (n1, xs)"))],
  good_edits=[(MERGE_DEF, MERGE_REC_GOOD)])

V("mergeCluster", "missing-pre", "concrete",
  "the second cluster's point is not required to have dimension n: zipWith gets points "
  "of different sizes",
  [(MERGE_SIG, "{-@ mergeCluster :: n:Nat -> ClusterN n -> (Pos, Point) -> ClusterN n @-}")])

V("mergeCluster", "missing-pre", "concrete",
  "the clusters' counts are Nat instead of Pos: merging two empty clusters gives count 0",
  [(MERGE_SIG, "{-@ mergeCluster :: n:Nat -> (Nat, PointN n) -> (Nat, PointN n)"
               " -> ClusterN n @-}")])

V("mergeCluster", "too-strong-post", "concrete",
  "thinks the merged point doubles its dimension (PointN {n + n}): for n > 0 the sum of "
  "two points still has n coordinates (LH also rejects kmeans1)",
  [(MERGE_SIG, "{-@ mergeCluster :: n:Nat -> ClusterN n -> ClusterN n"
               " -> (Pos, PointN {n + n}) @-}")])

V("mergeCluster", "weak-helper-spec", "abstract",
  "the student's zipWith spec forgets the size of its result (List c), so mergeCluster "
  "cannot show the merged point has dimension n; fix: zipWith returns ListX c xs",
  [(ZIP_SIG, "{-@ zipWith :: (a -> b -> c) -> xs:List a -> ListX b xs -> List c @-}")],
  blame="zipWith")

ADDP = ("{-@ addPoints :: n:Nat -> PointN n -> PointN n -> Point @-}\n"
        "addPoints :: Int -> Point -> Point -> Point\n"
        "addPoints _ p1 p2 = zipWith (+) p1 p2\n\n")
V("mergeCluster", "weak-helper-spec", "abstract",
  "mergeCluster adds the points with the helper addPoints, whose spec only promises a "
  "Point; fix: addPoints returns PointN n",
  [(MERGE_SIG, ADDP + MERGE_SIG),
   (MERGE_DEF, "mergeCluster n (n1, p1) (n2, p2) = (n1 + n2, addPoints n p1 p2)")],
  blame="addPoints",
  good_edits=[(MERGE_SIG, ADDP.replace("PointN n -> Point @-}", "PointN n -> PointN n @-}")
               + MERGE_SIG),
              (MERGE_DEF, "mergeCluster n (n1, p1) (n2, p2) = (n1 + n2, addPoints n p1 p2)")])

V("mergeCluster", "wrong-measure", "concrete",
  "the clusters' dimension is stated with the student's measure dim, which forgets the 1 + "
  "(always 0): zipWith gets points of different sizes (LH also rejects kmeans1)",
  [(MERGE_SIG, dim_measure("no-succ") +
    "{-@ mergeCluster :: n:Nat -> (Pos, {v:Point | dim v = n}) -> (Pos, {v:Point | dim v = n})"
    " -> ClusterN n @-}")])

V("mergeCluster", "missing-case", "concrete",
  "recursive mergeCluster without the equation for two empty points: every call ends in "
  "the catch-all die",
  [(MERGE_DEF, MERGE_REC_GOOD.replace(
      "mergeCluster _ (n1, Emp)      (n2, Emp)      = (n1 + n2, Emp)\n", ""))],
  good_edits=[(MERGE_DEF, MERGE_REC_GOOD)])

V("mergeCluster", "non-termination", "abstract",
  "recursive mergeCluster recurses on the same clusters instead of their tails: never "
  "terminates; with the recursive call's spec the merged point has n + 1 coordinates",
  [(MERGE_DEF, MERGE_REC_GOOD.replace("mergeCluster (n - 1) (n1, xs) (n2, ys)",
                                      "mergeCluster n (n1, x ::: xs) (n2, y ::: ys)"))],
  blame="mergeCluster",
  good_edits=[(MERGE_DEF, MERGE_REC_GOOD)])

MERGE_AS = (
    "mergeCluster _ (n1, Emp) (n2, Emp) = (n1 + n2, Emp)\n"
    "mergeCluster n c1@(_, x ::: _) c2@(_, y ::: _) =\n"
    "  case mergeCluster n c1 c2 of\n"
    "    (m, p) -> (m, (x + y) ::: p)\n"
    "mergeCluster _ _ _ = die \"mergeCluster: points of different dimensions\"")
V("mergeCluster", "non-termination", "abstract",
  "recursive mergeCluster with as-patterns recurses on c1 c2 themselves: never terminates; "
  "with the recursive call's spec the merged point has n + 1 coordinates",
  [(MERGE_DEF, MERGE_AS)],
  blame="mergeCluster",
  good_edits=[(MERGE_DEF, MERGE_AS.replace(
      "mergeCluster n c1@(_, x ::: _) c2@(_, y ::: _) =\n  case mergeCluster n c1 c2 of",
      "mergeCluster n (n1, x ::: xs) (n2, y ::: ys) =\n"
      "  case mergeCluster (n - 1) (n1, xs) (n2, ys) of"))])

# ==========================================================================
# (e) kmeans1

V("kmeans1", "wrong-code", "concrete",
  "normalizes with k instead of n: with a point of dimension 0 and k = 1, normalize 1 gets "
  "a cluster of dimension 0",
  [(K1_BODY, "kmeans1 k n ps cs = normalize k clusters")])

V("kmeans1", "wrong-code", "concrete",
  "merges with mergeCluster k instead of n: two points nearest to the same center make "
  "mergeCluster k run on clusters of dimension n /= k",
  [(K1_CLUSTERS, "    clusters = mapReduce (assign k n cs) (mergeCluster k) ps")])

V("kmeans1", "wrong-code", "concrete",
  "swaps k and n in the call of assign (assign n k cs): with n = 0, assign's k:Pos is 0",
  [(K1_CLUSTERS, "    clusters = mapReduce (assign n k cs) (mergeCluster n) ps")])

V("kmeans1", "wrong-code", "concrete",
  "computes the centroids inline and divides by sz - 1: a cluster of one point makes "
  "centroid's count 0",
  [(K1_BODY, "kmeans1 k n ps cs = M.map (\\(sz, p) -> centroid n p (sz - 1)) clusters")])

V("kmeans1", "wrong-code", "concrete",
  "computes the centroids inline and divides by the dimension n instead of the cluster "
  "size: with n = 0 centroid's count is 0",
  [(K1_BODY, "kmeans1 k n ps cs = M.map (\\(sz, p) -> centroid n p n) clusters")])

V("kmeans1", "missing-pre", "concrete",
  "the points are not required to have dimension n (List Point): assign gets a point of "
  "another dimension",
  [(K1_SIG, K1_SIG.replace("List (PointN n)", "List Point"))])

V("kmeans1", "missing-pre", "concrete",
  "k:Nat instead of k:Pos: with k = 0 and one point, assign's k:Pos is 0",
  [(K1_SIG, K1_SIG.replace("k:Pos", "k:Nat"))])

V("kmeans1", "missing-pre", "concrete",
  "the centering's keys are not required to be centers (M.Map Center (PointN n)): assign "
  "gets a centering with a key >= k",
  [(K1_SIG, "{-@ kmeans1 :: k:Pos -> n:Nat -> List (PointN n) -> M.Map Center (PointN n)"
            " -> CenteringKN k n @-}")])

V("kmeans1", "too-strong-post", "concrete",
  "writes the result type as CenteringKN n k (arguments swapped): with k = 1, n = 0 and one "
  "point the new center 0 is not below n = 0 (LH also rejects kmeans)",
  [(K1_SIG, "{-@ kmeans1 :: k:Pos -> n:Nat -> List (PointN n) -> CenteringKN k n"
            " -> CenteringKN n k @-}")])

V("kmeans1", "weak-helper-spec", "abstract",
  "normalize's spec forgets the dimension of the centroids (M.Map c Point), so kmeans1 "
  "cannot show the new centers have dimension n; fix: M.Map c (PointN n)",
  [(NORM_SIG, "{-@ normalize :: n:Nat -> M.Map c (ClusterN n) -> M.Map c Point @-}")],
  blame="normalize")

V("kmeans1", "weak-helper-spec", "abstract",
  "assign's spec forgets that the key is a center (Center instead of CenterK k), so kmeans1 "
  "cannot show the keys of the result are in 0 .. k-1; fix: CenterK k",
  [(ASSIGN_SIG, ASSIGN_SIG.replace("ListN (CenterK k, ClusterN n) 1", "ListN (Center, ClusterN n) 1"))],
  blame="assign")

V("kmeans1", "weak-helper-spec", "abstract",
  "mergeCluster's spec forgets that the merged count is positive ((Int, PointN n)), so "
  "kmeans1 cannot pass the merged clusters to normalize; fix: ClusterN n",
  [(MERGE_SIG, "{-@ mergeCluster :: n:Nat -> ClusterN n -> ClusterN n -> (Int, PointN n) @-}")],
  blame="mergeCluster")

V("kmeans1", "wrong-measure", "concrete",
  "the points' dimension is stated with the student's measure dim, off by one (dim Emp = 1): "
  "kmeans1 1 1 [Emp] gives assign a point of dimension 0 (LH also rejects kmeans)",
  [(K1_SIG, dim_measure("base-one") +
    "{-@ kmeans1 :: k:Pos -> n:Nat -> List {v:Point | dim v = n} -> CenteringKN k n"
    " -> CenteringKN k n @-}")])

V("kmeans1", "wrong-measure", "concrete",
  "measures the wrong thing: requires size ps = n (the number of points) instead of every "
  "point having dimension n, so assign gets points of any dimension (LH also rejects kmeans)",
  [(K1_SIG, "{-@ kmeans1 :: k:Pos -> n:Nat -> {ps:List Point | size ps = n} -> CenteringKN k n"
            " -> CenteringKN k n @-}")])

V("kmeans1", "missing-case", "concrete",
  "does not handle an empty list of points (calls die): kmeans1 1 0 Emp empty",
  [(K1_BODY, "kmeans1 _ _ Emp _  = die \"kmeans1: no points\"\n" + K1_BODY)])

# ==========================================================================
# (f) kmeans

V("kmeans", "wrong-code", "concrete",
  "swaps k and n in the call of kmeans1 (kmeans1 n k ps): with n = 0 and one step, "
  "kmeans1's k:Pos is 0",
  [(KM_DEF, "kmeans steps k n ps = repeatN steps (kmeans1 n k ps)")])

V("kmeans", "wrong-code", "concrete",
  "repeats steps - 1 times (off by one): with steps = 0, repeatN gets -1",
  [(KM_DEF, "kmeans steps k n ps = repeatN (steps - 1) (kmeans1 k n ps)")])

V("kmeans", "wrong-code", "concrete",
  "recursive kmeans with the base case at 1 instead of 0: kmeans 0 recurses with steps = -1",
  [(KM_DEF, "kmeans 1     k n ps cs = kmeans1 k n ps cs\n"
            "kmeans steps k n ps cs = kmeans (steps - 1) k n ps (kmeans1 k n ps cs)")],
  good_edits=[(KM_DEF, KM_REC_GOOD)])

V("kmeans", "missing-pre", "concrete",
  "the number of steps is an Int: repeatN gets a negative count",
  [(KM_SIG, KM_SIG.replace("{-@ kmeans :: Nat ->", "{-@ kmeans :: Int ->"))])

V("kmeans", "missing-pre", "concrete",
  "the points are not required to have dimension n (List Point): kmeans1 gets a point of "
  "another dimension",
  [(KM_SIG, KM_SIG.replace("List (PointN n)", "List Point"))])

V("kmeans", "missing-pre", "concrete",
  "k:Nat instead of k:Pos: with k = 0 and one step, kmeans1's k:Pos is 0",
  [(KM_SIG, KM_SIG.replace("k:Pos", "k:Nat"))])

V("kmeans", "too-strong-post", "concrete",
  "writes the result type as CenteringKN n k (arguments swapped): with 0 steps the "
  "centering {0 -> Emp} for k = 1, n = 0 is returned, and 0 is not below n = 0",
  [(KM_SIG, KM_SIG.replace("-> CenteringKN k n -> CenteringKN k n @-}",
                           "-> CenteringKN k n -> CenteringKN n k @-}"))])

V("kmeans", "weak-helper-spec", "abstract",
  "the student's repeatN is monomorphic (Nat -> (Centering -> Centering) -> Centering -> "
  "Centering), so kmeans cannot show the result is a CenteringKN k n; fix: the polymorphic "
  "repeatN :: Nat -> (a -> a) -> a -> a",
  [(REP_SIG, "{-@ repeatN :: Nat -> (Centering -> Centering) -> Centering -> Centering @-}"),
   (REP_TY, "repeatN :: Int -> (Centering -> Centering) -> Centering -> Centering")],
  blame="repeatN")

V("kmeans", "weak-helper-spec", "abstract",
  "kmeans1's spec forgets the dimension of the new centers (M.Map (CenterK k) Point), so "
  "kmeans cannot show its result is a CenteringKN k n; fix: CenteringKN k n",
  [(K1_SIG, K1_SIG.replace("-> CenteringKN k n -> CenteringKN k n @-}",
                           "-> CenteringKN k n -> M.Map (CenterK k) Point @-}"))],
  blame="kmeans1")

V("kmeans", "weak-helper-spec", "abstract",
  "kmeans1's spec forgets that the new keys are centers (M.Map Center (PointN n)), so "
  "kmeans cannot show its result is a CenteringKN k n; fix: CenteringKN k n",
  [(K1_SIG, K1_SIG.replace("-> CenteringKN k n -> CenteringKN k n @-}",
                           "-> CenteringKN k n -> M.Map Center (PointN n) @-}"))],
  blame="kmeans1")

V("kmeans", "wrong-measure", "concrete",
  "the points' dimension is stated with the student's measure dim, which forgets the 1 + "
  "(always 0): with n = 0, kmeans1 gets a point [x] of dimension 1",
  [(KM_SIG, dim_measure("no-succ") +
    "{-@ kmeans :: Nat -> k:Pos -> n:Nat -> List {v:Point | dim v = n} -> CenteringKN k n"
    " -> CenteringKN k n @-}")])

V("kmeans", "wrong-measure", "concrete",
  "measures the wrong thing: requires size ps = n (the number of points) instead of every "
  "point having dimension n, so kmeans1 gets points of any dimension",
  [(KM_SIG, "{-@ kmeans :: Nat -> k:Pos -> n:Nat -> {ps:List Point | size ps = n}"
            " -> CenteringKN k n -> CenteringKN k n @-}")])

V("kmeans", "missing-case", "concrete",
  "recursive kmeans without the base case: kmeans 0 recurses with steps = -1",
  [(KM_DEF, "kmeans steps k n ps cs = kmeans (steps - 1) k n ps (kmeans1 k n ps cs)")],
  good_edits=[(KM_DEF, KM_REC_GOOD)])


# --------------------------------------------------------------------------

def die(msg):
    sys.stderr.write("make_kmeans_variants: error: %s\n" % msg)
    sys.exit(1)


def apply_edits(text, edits, what):
    for search, replace in edits:
        count = text.count(search)
        if count != 1:
            die("%s: the search text occurs %d times (must be exactly once):\n%s"
                % (what, count, search))
        text = text.replace(search, replace)
    return text


def build():
    with open(REFERENCE) as f:
        ref = f.read()
    seen = set()
    out = []
    for v in VARIANTS:
        if v["id"] in seen:
            die("duplicate id %s" % v["id"])
        seen.add(v["id"])
        bad = apply_edits(ref, v["edits"], v["id"] + " (bad)")
        if bad == ref:
            die("%s: the bad file equals the reference" % v["id"])
        good = None
        if v["good_edits"]:
            good = apply_edits(ref, v["good_edits"], v["id"] + " (good)")
            if good == ref:
                die("%s: the good file equals the reference (drop good_edits)" % v["id"])
            if good == bad:
                die("%s: the good file equals the bad file" % v["id"])
        out.append((v, bad, good))
    return out


def yaml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write(built):
    for d in (BAD_DIR, GOOD_DIR, os.path.dirname(MANIFEST)):
        os.makedirs(d, exist_ok=True)
    wanted_bad = {v["id"] + ".lhs" for v, _, _ in built}
    wanted_good = {v["id"] + ".lhs" for v, _, g in built if g is not None}
    for d, wanted in ((BAD_DIR, wanted_bad), (GOOD_DIR, wanted_good)):
        for name in os.listdir(d):
            if name.endswith(".lhs") and name not in wanted:
                os.remove(os.path.join(d, name))
    lines = []
    for v, bad, good in built:
        with open(os.path.join(BAD_DIR, v["id"] + ".lhs"), "w") as f:
            f.write(bad)
        good_rel = REFERENCE_REL
        if good is not None:
            with open(os.path.join(GOOD_DIR, v["id"] + ".lhs"), "w") as f:
                f.write(good)
            good_rel = "KMeans/good/%s.lhs" % v["id"]
        lines.append("  - id: %s" % v["id"])
        lines.append("    assignment: KMeans")
        lines.append("    bad: KMeans/bad/%s.lhs" % v["id"])
        lines.append("    good: %s" % good_rel)
        lines.append("    function: %s" % v["function"])
        lines.append("    mistake: %s" % v["mistake"])
        lines.append("    expected: %s" % v["expected"])
        if v["blame"]:
            lines.append("    blame: %s" % v["blame"])
        lines.append("    note: %s" % yaml_str(v["note"]))
    with open(MANIFEST, "w") as f:
        f.write("\n".join(lines) + "\n")


def summary(built):
    counts = Counter((v["function"], v["mistake"]) for v, _, _ in built)
    width = max(len(m) for m in MISTAKES)
    head = "%-13s" % "function" + "".join(" %*s" % (len(m), m) for m in MISTAKES) + "  total"
    rows = [head]
    for fn in FUNCTIONS:
        cells = "".join(" %*d" % (len(m), counts[(fn, m)]) for m in MISTAKES)
        rows.append("%-13s%s  %5d" % (fn, cells, sum(counts[(fn, m)] for m in MISTAKES)))
    cells = "".join(" %*d" % (len(m), sum(counts[(f, m)] for f in FUNCTIONS)) for m in MISTAKES)
    rows.append("%-13s%s  %5d" % ("total", cells, len(built)))
    exp = Counter(v["expected"] for v, _, _ in built)
    rows.append("expected: concrete %d, abstract %d" % (exp["concrete"], exp["abstract"]))
    del width
    return "\n".join(rows)


# --------------------------------------------------------------------------
# --check: compile every file, run lhx on every bad file.

def lhx_path():
    return os.environ.get("LHX", os.path.join(ROOT, "build", "lhx"))


def run(cmd, timeout=600):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           cwd=ROOT, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return None, "", "killed after %d s" % timeout


def check_one(v):
    bad = os.path.join(BAD_DIR, v["id"] + ".lhs")
    rc, out, err = run([lhx_path(), "check", bad, "--function", v["function"], "--json",
                        "--max-depth", "2000", "--timeout", "30"], timeout=300)
    verdict, blamed, text = "error", [], err.strip().splitlines()[-1:] if err.strip() else []
    try:
        obj = json.loads(out)
        res = [r for r in obj.get("results", []) if r.get("function") == v["function"]]
        if res:
            r = res[0]
            verdict = r["verdict"]
            ce = r.get("counterexample") or {}
            for a in ce.get("abstracted", []):
                if a["function"] not in blamed:
                    blamed.append(a["function"])
            text = [ce.get("text", "").strip() or (r.get("message") or "")]
        elif obj.get("error"):
            text = [obj["error"].get("message", "")]
    except ValueError:
        pass
    return v, verdict, blamed, text


def check(built):
    lhx = lhx_path()
    failures = 0
    files = []
    for v, _, good in built:
        files.append(os.path.join(BAD_DIR, v["id"] + ".lhs"))
        if good is not None:
            files.append(os.path.join(GOOD_DIR, v["id"] + ".lhs"))
    jobs = int(os.environ.get("JOBS", "6"))
    with ThreadPoolExecutor(jobs) as ex:
        for path, (rc, _, err) in zip(files, ex.map(lambda p: run([lhx, "core", p]), files)):
            if rc != 0:
                failures += 1
                print("does not compile: %s\n%s" % (os.path.relpath(path, ROOT), err))
    print("compiled %d files, %d failures" % (len(files), failures))
    results = []
    with ThreadPoolExecutor(jobs) as ex:
        for v, verdict, blamed, text in ex.map(check_one, [v for v, _, _ in built]):
            results.append((v, verdict, blamed, text))
            agree = verdict == v["expected"] and (v["expected"] != "abstract" or
                                                  v["blame"] in blamed)
            print("%-45s %-9s %-9s %-14s %s" % (v["id"], v["expected"], verdict,
                                                 ",".join(blamed), "" if agree else "DISAGREE"))
            sys.stdout.flush()
    print()
    print("| id | expected | lhx | lhx blames |")
    print("|---|---|---|---|")
    for v, verdict, blamed, text in results:
        agree = verdict == v["expected"] and (v["expected"] != "abstract" or v["blame"] in blamed)
        if not agree:
            exp = v["expected"] + (" (%s)" % v["blame"] if v["blame"] else "")
            print("| %s | %s | %s | %s |" % (v["id"], exp, verdict, ", ".join(blamed) or "-"))
    return failures


def main():
    built = build()
    write(built)
    print(summary(built))
    if "--check" in sys.argv[1:]:
        if check(built):
            sys.exit(1)


if __name__ == "__main__":
    main()
