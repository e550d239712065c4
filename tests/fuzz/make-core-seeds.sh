#!/usr/bin/env bash
# Seeds for the core loader's fuzz target (fuzz_loader.c): the plugin's own
# output, the core JSON of every test program (tests/**/*.hs, *.lhs), one
# file per module, plus the prelude models'. Generated, not committed: `make
# fuzz` runs this once into build/fuzz-core-seeds.
#
# Usage: tests/fuzz/make-core-seeds.sh BUILD/lhx OUTDIR
set -u
[ $# -eq 2 ] || { echo "usage: $0 PATH/TO/lhx OUTDIR" >&2; exit 2; }
lhx=$1
out=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
n=0
while IFS= read -r f; do
  kept=$("$lhx" core --keep-temp "$f" 2>&1 >/dev/null | sed -n 's/^lhx: kept //p')
  [ -n "$kept" ] || continue
  for j in "$kept"/json/*.json; do
    [ -e "$j" ] || continue
    cp "$j" "$out/$(basename "$f" | tr . _)-$(basename "$j")"
    n=$((n + 1))
  done
  rm -rf "$kept"
done < <(find "$root/tests" -name '*.hs' -o -name '*.lhs' | grep -v '/fuzz/' | sort)
cp "$(dirname "$lhx")"/share/prelude/*.json "$out"/ 2>/dev/null
echo "$0: $n module(s) from the test programs, and the prelude's, in $out"
