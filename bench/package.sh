#!/usr/bin/env bash
# The package benchmark (`make bench`): a generated package of N modules
# (default 30), each importing the previous one and adding a signed
# function that calls the previous module's, is checked with
# `lhx check . --jobs 2` twice with an empty cache: the first run compiles
# every module's imports, the second (nothing changed) finds them in lhx's
# cache (src/project/cache.h) and compiles nothing. Prints both wall times
# and their ratio (the goal: the second at most a third of the first).
#
# Usage: bench/package.sh BUILD/lhx [N]
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
n=${2:-30}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-bench-package.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
pkg=$tmp/gen
mkdir -p "$pkg/src/Gen"
{
  echo "cabal-version: 2.4"
  echo "name:          gen"
  echo "version:       0.1.0"
  echo
  echo "library"
  echo "  hs-source-dirs:   src"
  echo "  default-language: Haskell2010"
  echo "  build-depends:    base"
  printf '  exposed-modules:  Gen.M1\n'
  for i in $(seq 2 "$n"); do printf '                    Gen.M%d\n' "$i"; done
} >"$pkg/gen.cabal"
for i in $(seq 1 "$n"); do
  {
    echo "module Gen.M$i (f$i) where"
    echo
    if [ "$i" -gt 1 ]; then echo "import Gen.M$((i - 1))"; echo; fi
    echo "{-@ f$i :: {x:Int | x >= 0} -> {v:Int | v >= x} @-}"
    echo "f$i :: Int -> Int"
    if [ "$i" -gt 1 ]; then echo "f$i x = f$((i - 1)) x + 1"; else echo "f$i x = x"; fi
  } >"$pkg/src/Gen/M$i.hs"
done
export LHX_CACHE_DIR=$tmp/cache
run() {
  local start end
  start=$(date +%s.%N)
  (cd "$pkg" && "$lhx" check . --jobs 2 >"$tmp/out.$1" 2>&1)
  echo $? >"$tmp/status.$1"
  end=$(date +%s.%N)
  echo "$end - $start" | bc -l
}
first=$(run 1)
s1=$(cat "$tmp/status.1")
second=$(run 2)
s2=$(cat "$tmp/status.2")
cmp -s "$tmp/out.1" "$tmp/out.2" || echo "package: the two runs differ" >&2
printf 'package-%d  first %.1fs (exit %d)  second %.1fs (exit %d)  second/first %.2f\n' \
  "$n" "$first" "$s1" "$second" "$s2" "$(echo "$second / $first" | bc -l)"
tail -n 3 "$tmp/out.2"
