#!/usr/bin/env bash
# Tests of whole projects (src/project, `lhx check DIR`): the options a
# module is compiled with come from its package (.cabal), its hie.yaml or its
# module header; a package is checked module by module; imported project
# modules are compiled once and kept in lhx's cache.
#
# Usage: tests/projects/run.sh BUILD/lhx   (run by `make integration-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-projects.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
export LHX_CACHE_DIR=off # the cache has tests of its own below
passed=0
failed=0
name=""
ok=1

finish() {
  [ -n "$name" ] || return 0
  if [ "$ok" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  name=""
}
fail() { echo "FAIL $name: $*"; ok=0; }
show() { sed -e 's/^/    | /' "$1" | head -30; }

# run NAME DIR ARGS...: lhx ARGS in DIR, keeping status, stdout and stderr.
run() {
  finish
  name=$1
  ok=1
  local dir=$2
  shift 2
  (cd "$dir" && "$lhx" "$@") >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}
status_is() { [ "$status" = "$1" ] || { fail "exit status $status, expected $1"; show "$tmp/err"; show "$tmp/out"; }; }
out_line() { grep -qxF -- "$1" "$tmp/out" || { fail "stdout has no line '$1'"; show "$tmp/out"; show "$tmp/err"; }; }
out_match() { grep -qE -- "$1" "$tmp/out" || { fail "stdout matches no '$1'"; show "$tmp/out"; }; }
err_line() { grep -qxF -- "$1" "$tmp/err" || { fail "stderr has no line '$1'"; show "$tmp/err"; }; }

shop=$here/shop

# ---- A cabal package: hs-source-dirs, hierarchical modules, extensions ----------

for where in root src; do
  if [ $where = root ]; then dir=$shop; file=src/Data/Shop/Basket.hs; shown=src/Data/Shop; else
    dir=$shop/src; file=Data/Shop/Basket.hs; shown=Data/Shop; fi
  run "a module calling into another, from the package's $where" "$dir" check "$file" --function total
  status_is 1
  out_line "$shown/Basket.hs:8:1: total: concrete counterexample"
  out_line "total [0] = error"
  out_line "discount 0 = -1"
  out_line "violating discount's refinement type (its own code breaks its result type)"
done

run "default-extensions and cpp-options (the else branch of a default flag)" "$shop" check src/Data/Shop/Price.hs --function discount
status_is 1
out_line "discount 0 = -1"

run "an imported signed function too weak: blamed across hierarchical modules" "$shop" check src/Data/Shop/Basket.hs --function withTax
status_is 1
out_line "src/Data/Shop/Basket.hs:14:1: withTax: abstract counterexample"
out_line "Strengthen the refinement type of tax to eliminate this possibility, e.g."
out_line "  {-@ tax :: {p:Int | p >= 0} -> {v:Int | v >= 0} @-}"

run "a test suite compiled with its package's library from source (its unsigned IO main checked once, not GHC's :Main.main wrapper too)" "$shop" check test/Spec.hs
status_is 0
out_line "test/Spec.hs:6:1: main: no counterexample (every path explored, 2 paths)"
[ "$(grep -c ': main: ' "$tmp/out")" = 1 ] || fail "main reported more than once"
run "an executable compiled with its package's library from source" "$shop" check app/Main.hs
status_is 0
out_match "^app/Main.hs:7:1: basket: no counterexample"
run "LiquidHaskell's options in the cabal file's ghc-options: --no-totality" "$shop" check src/Data/Shop/Price.hs --function firstPrice
status_is 0
out_match "^src/Data/Shop/Price.hs:19:1: firstPrice: no counterexample"

# ---- The whole package -------------------------------------------------------------

check_package_output() {
  out_line "src/Data/Shop/Basket.hs:14:1: withTax: abstract counterexample"
  out_line "src/Data/Shop/Price.hs:9:1: discount: concrete counterexample"
  out_match "^  src/Data/Shop/Price.hs +2 +1 +0 +1 "
  out_match "^  src/Data/Shop/Basket.hs +2 +1 +1 +0 "
  # dependency order: Price and Tax before Basket, Basket before Main
  local price basket
  price=$(grep -n "^src/Data/Shop/Price.hs:9:1" "$tmp/out" | cut -d: -f1)
  basket=$(grep -n "^src/Data/Shop/Basket.hs:8:1" "$tmp/out" | cut -d: -f1)
  [ -n "$price" ] && [ -n "$basket" ] && [ "$price" -lt "$basket" ] || fail "Price is not reported before Basket"
}
run "lhx check . — every module of the package, in dependency order, and a summary" "$shop" check .
status_is 1
check_package_output
out_line ".: 5 modules of package shop"
run "lhx check shop.cabal --jobs 2" "$shop" check shop.cabal --jobs 2
status_is 1
check_package_output
run "lhx check DIR --json: one document with every module" "$shop" check . --json -j 2
status_is 1
python3 - "$tmp/out" <<'PY' || fail "the JSON document is not as expected"
import json, sys
d = json.load(open(sys.argv[1]))
assert d["command"] == "check" and d["package"] == "shop", d.keys()
files = [m["file"] for m in d["modules"]]
assert files.index("src/Data/Shop/Price.hs") < files.index("src/Data/Shop/Basket.hs"), files
verdicts = {(r["function"], r["verdict"]) for r in d["results"]}
assert ("withTax", "abstract") in verdicts and ("discount", "concrete") in verdicts, verdicts
assert d["summary"]["modules"] == 5 and d["summary"]["abstract"] >= 1, d["summary"]
PY
run "a directory with no Haskell module" "$here/errors/bios" check . --function nothing
status_is 3

# ---- Other projects ----------------------------------------------------------------

run "a package depending on a Debian library GHC does not ship (vector)" "$here/vec" check src/Sums.hs
status_is 1
out_line "firstOr (-1) (fromList []) = -1"

run "no project file: the source root a hierarchical module header implies" "$here/roots/A" check B.hs
status_is 1
out_line "B.hs:7:1: f: concrete counterexample"
out_line "f = 0"

run "no project file: -iDIR" "$here/plain" check app/Main.hs -ilib --function quarter
status_is 1
out_line "quarter 0 = 0"
run "no project file: --ghc-option -iDIR" "$here/plain" check app/Main.hs --ghc-option -ilib --function quarter
status_is 1
out_line "quarter 0 = 0"
run "no project file, no -i: GHC cannot find the module" "$here/plain" check app/Main.hs --function quarter
status_is 2

run "an hie.yaml direct cradle (-ilib -XLambdaCase)" "$here/hie" check code/Use.hs
status_is 0
out_match "^code/Use.hs:7:1: g: no counterexample"
run "an hie.yaml cabal cradle by path (MultiWayIf from the component)" "$here/hiecabal" check src/Neg.hs
status_is 1
out_line "neg 1 = 0"

# ---- Errors that name the cause ----------------------------------------------------

run "a dependency that is not installed" "$here/errors" check nodep/src/M.hs
status_is 3
err_line "nodep/nodep.cabal:5:1: error: the library nodep of nodep.cabal depends on the package no-such-package-lhx, which is not installed for GHC: \`apt-get install libghc-no-such-package-lhx-dev\` provides it if Debian packages it (or build the package with \`cabal build\` and run lhx from its root)"
run "a file in no component" "$here/errors" check nocomp/other/Stray.hs
status_is 2
err_line "nocomp/nocomp.cabal:1:1: error: nocomp/other/Stray.hs is in no component of package nocomp (no library, executable, test-suite or benchmark has it under its hs-source-dirs)"
run "a cabal file without a name" "$here/errors" check noname/N.hs
status_is 2
err_line "noname/noname.cabal:1:1: error: this .cabal file names no package (no \`name:\` field)"
run "a bios cradle" "$here/errors" check bios/B.hs
status_is 3
err_line "bios/hie.yaml:2:3: error: a bios cradle runs a program to find GHC's options, which lhx does not do: give the options as a direct cradle or a cabal component"

# ---- After a real build --------------------------------------------------------------

run "after-liquid on a cabal build log (paths from the package root)" "$shop" after-liquid build.log
status_is 1
out_line "src/Data/Shop/Price.hs:9:1: discount: concrete counterexample"
out_line "cabal: Failed to build shop-0.1.0 (which is required by exe:shop from shop-0.1.0)."

# ---- The cache: a second check compiles nothing --------------------------------------

finish
name="the cache: unchanged modules are not compiled again; a changed one is"
ok=1
cp -r "$shop" "$tmp/shop"
export LHX_CACHE_DIR=$tmp/cache
(cd "$tmp/shop" && "$lhx" check src/Data/Shop/Basket.hs --function total >"$tmp/out1" 2>&1)
hi=$(find "$tmp/cache" -name Price.o | head -1)
if [ -z "$hi" ]; then fail "no object in the cache"; else
  before=$(stat -c %Y.%y "$hi")
  sleep 1
  (cd "$tmp/shop" && "$lhx" check src/Data/Shop/Basket.hs --function total >"$tmp/out2" 2>&1)
  [ "$(stat -c %Y.%y "$hi")" = "$before" ] || fail "Price was compiled again"
  cmp -s "$tmp/out1" "$tmp/out2" || fail "the second check says something else"
  sed -i 's/| otherwise -> p - 1/| otherwise -> p/' "$tmp/shop/src/Data/Shop/Price.hs"
  (cd "$tmp/shop" && "$lhx" check src/Data/Shop/Basket.hs --function total >"$tmp/out3" 2>&1)
  [ "$(stat -c %Y.%y "$hi")" != "$before" ] || fail "the changed Price was not compiled again"
  grep -q "total: no counterexample" "$tmp/out3" || { fail "the fixed program still fails"; show "$tmp/out3"; }
fi
export LHX_CACHE_DIR=off

finish
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
