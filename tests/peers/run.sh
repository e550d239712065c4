#!/usr/bin/env bash
# Tests of `lhx peer-driver` (src/peer: the QuickCheck/SmallCheck drivers of
# bench/peers.py):
#   - golden: the generated part of the driver of each function of
#     tests/peers/Forms.hs (imports, instances, measures, walkers, wrappers,
#     the copied function, the property) is tests/peers/expected/NAME.hs —
#     the translation of each refinement form the corpus uses;
#   - compiled: drivers built with GHC find, with both QuickCheck and
#     SmallCheck, the counterexamples lhx finds (a postcondition, a callee's
#     precondition that crashes nothing, a refined function input, die, two
#     corpus entries) and nothing in a correct function; the replay runs in
#     GHC and in lhx (`lhx run`);
#   - the command: hidden from --help, usage errors, what it cannot express.
#
# Usage: tests/peers/run.sh BUILD/lhx   (run by `make integration-tests`;
# needs QuickCheck and SmallCheck: make test-deps)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-peers.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
if ! ghc-pkg --simple-output field QuickCheck version >/dev/null 2>&1 ||
   ! ghc-pkg --simple-output field smallcheck version >/dev/null 2>&1; then
  echo "FAIL QuickCheck or SmallCheck is not installed for GHC (make test-deps)"
  echo "0 passed, 1 failed"
  exit 1
fi

# The part of a driver that is generated for its function: the imports but
# the runtime's (the same in all), and what follows the instances (the
# module's, the same for each of its functions: expected/instances.txt) up
# to main (a template; the compiled drivers below run it).
generated_part() {
  grep '^import ' "$1" | grep -v " as \(P'\|Peer'[A-Za-z]*\)$"
  sed -n "/^-- ---- Measures and walkers/,/^main ::/p" "$1" | grep -v '^main ::'
}
instances_part() { sed -n "/^-- ---- The module's data types/,/^-- ---- Measures and walkers/p" "$1"; }

# ---- Golden: the translation of each form ----------------------------------
for want in tests/peers/expected/*.hs; do
  name=$(basename "$want" .hs)
  if ! "$lhx" peer-driver tests/peers/Forms.hs --function "$name" >"$tmp/$name.hs" 2>"$tmp/err"; then
    bad "golden $name: peer-driver failed: $(head -1 "$tmp/err")"
  elif ! generated_part "$tmp/$name.hs" | cmp -s "$want" -; then
    bad "golden $name: the driver differs (- expected, + actual)"
    generated_part "$tmp/$name.hs" | diff "$want" - | head -20 | sed 's/^/    /'
  elif ! instances_part "$tmp/$name.hs" | cmp -s tests/peers/expected/instances.txt -; then
    bad "golden $name: the instances differ (- expected, + actual)"
    instances_part "$tmp/$name.hs" | diff tests/peers/expected/instances.txt - | head -20 | sed 's/^/    /'
  else
    ok
  fi
done

# ---- Compiled: what the peers find ------------------------------------------
# expect_peers FILE FUNCTION yes|no [--input VALUE]…: both peers find a
# counterexample (yes) or neither does (no).
expect_peers() {
  local file=$1 fn=$2 want=$3 dir=$tmp/run-$2
  shift 3
  if ! "$lhx" peer-driver "$file" --function "$fn" --out "$dir" "$@" 2>"$tmp/err"; then
    bad "$fn: peer-driver failed: $(head -1 "$tmp/err")"; return
  fi
  if ! ghc -O1 -i -outputdir "$dir/o" -o "$dir/drv" "$dir/PeerDriver.hs" "$file" >"$tmp/ghc" 2>&1; then
    bad "$fn: the driver does not compile"; grep -A5 error "$tmp/ghc" | head -12 | sed 's/^/    | /'; return
  fi
  local tool
  for tool in "quickcheck 10000" "smallcheck 5"; do
    # shellcheck disable=SC2086
    timeout 300 "$dir/drv" $tool 120 >"$tmp/out" 2>&1
    if grep -q "^peer: ${tool% *} found=$want " "$tmp/out"; then ok
    else bad "$fn: ${tool% *} should say found=$want"; sed 's/^/    | /' "$tmp/out" | head -4; fi
  done
}
expect_peers tests/peers/Forms.hs append yes  # the postcondition
expect_peers tests/peers/Forms.hs halves yes  # a callee's precondition, broken without a crash
expect_peers tests/peers/Forms.hs applyPos yes  # a refined function input called outside its domain
expect_peers tests/peers/Forms.hs lastOf yes  # die
expect_peers tests/peers/Forms.hs size no
expect_peers corpus/List/bad/list-length-wrong-code-01.lhs length yes --input '0 ::: Emp'
expect_peers corpus/MapReduce/bad/mapreduce-collapse-missing-pre-01.lhs collapse yes \
  --input '\_ -> _' --input 'Bin 1 1 Emp Tip Tip'
# a polymorphic constant (`empty :: List a`): the replay's call is at its
# result type, or forcing it leaves the type variable ambiguous
expect_peers corpus/MapReduce/bad/mapreduce-empty-wrong-measure-01.lhs empty yes --replay

# why: the contract the counterexample breaks, as lhx names it
grep -q "^why: precondition of half$" <("$tmp/run-halves/drv" quickcheck 10000 120) && ok || bad "halves: why"

# The replay: lhx's inputs in GHC and in lhx's engine.
grep -q "^peer: replay runs=[0-9]* seconds=[0-9.e-]* result=value$" <("$tmp/run-length/drv" replay) && ok || bad "replay of length"
grep -q "^peer: replay runs=[0-9]* seconds=[0-9.e-]* result=error$" <("$tmp/run-collapse/drv" replay) && ok || bad "replay of collapse"
"$lhx" run "$tmp/run-length/replay/PeerReplay.hs" --entry peerReplay >"$tmp/out" 2>&1
[ $? = 0 ] && ok || { bad "lhx run on the replay of length"; head -3 "$tmp/out"; }
"$lhx" run "$tmp/run-length/replay/PeerReplay.hs" --entry peerReplayLoop --stats >"$tmp/out" 2>&1
grep -qE "^lhx: stats: [0-9]{5,} steps" "$tmp/out" && ok || { bad "lhx run on the repeated replay of length"; head -3 "$tmp/out"; }
grep -q "^peer: replay runs=[0-9]* seconds=[0-9.e-]* result=value$" <("$tmp/run-empty/drv" replay) && ok || bad "replay of empty"
"$lhx" run "$tmp/run-empty/replay/PeerReplay.hs" --entry peerReplayLoop >"$tmp/out" 2>&1
[ $? = 0 ] && ok || { bad "lhx run on the repeated replay of empty"; head -3 "$tmp/out"; }
"$lhx" run "$tmp/run-collapse/replay/PeerReplay.hs" --entry peerReplay >"$tmp/out" 2>&1
[ $? = 1 ] && grep -q "foldr1 of an empty list" "$tmp/out" && ok || { bad "lhx run on the replay of collapse"; head -3 "$tmp/out"; }

# ---- The command ------------------------------------------------------------
"$lhx" --help | grep -q peer-driver && bad "peer-driver is listed by lhx --help" || ok
"$lhx" peer-driver >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qxF "lhx: error: peer-driver needs FILE and --function NAME" "$tmp/err" && grep -q "^usage: lhx peer-driver FILE" "$tmp/err" && ok || bad "usage"
"$lhx" peer-driver tests/peers/Forms.hs --function nosuch >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qxF "lhx: error: tests/peers/Forms.hs has no top-level binder named nosuch" "$tmp/err" && ok || bad "unknown function"
"$lhx" peer-driver tests/peers/Forms.hs --function +++ >"$tmp/out" 2>"$tmp/err"
[ $? = 3 ] && grep -qxF "lhx: error: peer-driver: an operator (+++): its equations cannot be renamed" "$tmp/err" && ok || { bad "operator"; cat "$tmp/err"; }

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
