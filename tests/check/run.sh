#!/usr/bin/env bash
# Tests of `lhx check`: each tests/check/*.hs|lhs with an expected/NAME.out
# (cf/X.hs: expected/cf-X.out; libs/X.hs, programs using the libraries lhx
# models: expected/libs-X.out; term/X.hs, termination: expected/term-X.out) is checked and its whole stdout and exit
# status compared (verdicts, counterexample values, blamed functions); JSON output is validated
# against docs/json.md; bad specs give their exact message and status.
#
# Usage: tests/check/run.sh BUILD/lhx   (run by `make integration-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-check.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
# Same search bounds everywhere: the outputs below depend on them (small
# enough that every search ends at its bounds, long before the time limit).
opts=(--max-depth 1000 --max-size 3 --timeout 60)

# ---- Golden outputs ------------------------------------------------------
for want in tests/check/expected/*.out; do
  name=$(basename "$want" .out)
  src=$(ls tests/check/"$name".hs tests/check/"$name".lhs tests/check/cf/"${name#cf-}".hs \
           tests/check/libs/"${name#libs-}".hs tests/check/term/"${name#term-}".hs 2>/dev/null | head -1)
  extra=()  # expected/NAME.args: more arguments (e.g. --function to leave out a slow target)
  [ -f tests/check/expected/"$name".args ] && read -r -a extra <tests/check/expected/"$name".args
  "$lhx" check "$src" "${opts[@]}" "${extra[@]}" >"$tmp/out" 2>"$tmp/err"
  status=$?
  if [ "$status" != "$(cat tests/check/expected/"$name".status)" ]; then
    bad "$name: exit status $status, expected $(cat tests/check/expected/"$name".status)"; sed 's/^/    | /' "$tmp/err" | head -5
  elif ! cmp -s "$want" "$tmp/out"; then
    bad "$name: output differs (- expected, + actual)"; diff "$want" "$tmp/out" | head -20 | sed 's/^/    /'
  else
    ok
  fi
done

# ---- Errors: exact message, position and status ---------------------------
expect_error() { # FILE STATUS MESSAGE
  "$lhx" check "$1" "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" != "$2" ]; then bad "$1: exit status $status, expected $2"
  elif ! grep -qxF -- "$3" "$tmp/err"; then bad "$1: stderr lacks '$3'"; sed 's/^/    | /' "$tmp/err" | head -5
  else ok; fi
}
expect_error tests/check/bad/parse.hs 2 "tests/check/bad/parse.hs:3:32: error: unexpected '}' in predicate, expected an expression"
expect_error tests/check/bad/unbound.hs 2 "tests/check/bad/unbound.hs:3:32: error: unbound name nosuch in a refinement: not a binder in scope, a measure, or a function of the module"
expect_error tests/check/bad/nobinder.hs 2 "tests/check/bad/nobinder.hs:3:5: error: the signature names g, but the module has no binder of that name"
expect_error tests/check/bad/arity.hs 2 "tests/check/bad/arity.hs:3:10: error: the refinement type of f has 2 arguments, but its Haskell type has 1"
expect_error tests/check/bad/gadt.hs 3 "tests/check/bad/gadt.hs:8:7: error: unsupported: a GADT-style refined constructor whose result type is not the declared type (A)"
expect_error tests/check/bad/classmethod.hs 2 "tests/check/bad/classmethod.hs:7:7: error: the class Sized has no method sizes"
expect_error tests/check/bad/consig.hs 3 "tests/check/bad/consig.hs:5:5: error: unsupported: a signature of the data constructor Box whose fields or result do not match its Haskell type Box"
"$lhx" check tests/check/local.hs "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
grep -qxF "tests/check/local.hs:27:9: warning: step is not a top-level binder, and GHC inlined the local binder of that name (or there is none): its signature is not checked" "$tmp/err" && ok || { bad "local signature warning"; cat "$tmp/err"; }
expect_error tests/check/nosuch.hs 2 "lhx: error: cannot open tests/check/nosuch.hs: No such file or directory"
"$lhx" check tests/programs/demo.hs --function nosuch >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qxF "lhx: error: tests/programs/demo.hs has no top-level binder named nosuch" "$tmp/err" && ok || bad "unknown --function"
"$lhx" check >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qF "usage: lhx check FILE" "$tmp/err" && ok || bad "usage"
# An unexported unsigned function is no default target, but --function checks it.
"$lhx" check tests/check/exports.hs --function smallest "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
[ $? = 1 ] && grep -qxF "smallest [] = error" "$tmp/out" && ok || bad "--function on an unexported unsigned binder"
# Nothing to check: a module exporting nothing, its one function unsigned.
printf 'module Nothing () where\n\nhelper :: [Int] -> Int\nhelper xs = head xs\n' >"$tmp/Nothing.hs"
"$lhx" check "$tmp/Nothing.hs" "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
[ $? = 0 ] && grep -qxF "$tmp/Nothing.hs: no function to check (no refinement signature, no exported function, no constant; unexported functions are checked through their callers)" "$tmp/out" && ok || { bad "nothing to check"; cat "$tmp/out" "$tmp/err"; }
# An IO main is a constant: it is run, and the helper's call in it checked.
printf 'helper :: [Int] -> Int\nhelper xs = head xs\n\nmain :: IO ()\nmain = print (helper [])\n' >"$tmp/OnlyMain.hs"
"$lhx" check "$tmp/OnlyMain.hs" "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
[ $? = 1 ] && grep -qxF "$tmp/OnlyMain.hs:5:1: main: concrete counterexample" "$tmp/out" && ok || { bad "an IO main checked"; cat "$tmp/out" "$tmp/err"; }
# -fplugin-opt=LiquidHaskell:FLAG in OPTIONS_GHC means what {-@ LIQUID "FLAG" @-} means:
# the incomplete pattern gets the same verdict either way.
body='module Partial where\n\nhd :: [Int] -> Int\nhd (x : _) = x\n'
printf "{-# OPTIONS_GHC -fplugin=LiquidHaskell -fplugin-opt=LiquidHaskell:--no-totality #-}\n$body" >"$tmp/ViaPlugin.hs"
printf "{-@ LIQUID \"--no-totality\" @-}\n$body" >"$tmp/ViaPragma.hs"
"$lhx" check "$tmp/ViaPlugin.hs" "${opts[@]}" >"$tmp/plugin.out" 2>"$tmp/err"; s1=$?
"$lhx" check "$tmp/ViaPragma.hs" "${opts[@]}" >"$tmp/pragma.out" 2>>"$tmp/err"; s2=$?
sed -i -e 's/ViaPlugin/FILE/; s/ViaPragma/FILE/' -e 's/hs:[0-9]*:/hs:L:/' "$tmp/plugin.out" "$tmp/pragma.out"
[ "$s1" = "$s2" ] && grep -q "hd: " "$tmp/plugin.out" && cmp -s "$tmp/plugin.out" "$tmp/pragma.out" && ok ||
  { bad "--no-totality through -fplugin-opt ($s1) and LIQUID ($s2)"; cat "$tmp/plugin.out" "$tmp/pragma.out" "$tmp/err"; }
# GHC sees each [lq| |] signature and alias with its refinements erased.
"$lhx" core tests/check/quote.hs >"$tmp/out" 2>"$tmp/err"
grep -qxF "nats :: MyList MyNat" "$tmp/out" && grep -qxF "shift :: Int -> MyNat" "$tmp/out" &&
  grep -qxF "same :: forall a. a -> a" "$tmp/out" && ok || { bad "[lq| |] declarations for GHC"; head -5 "$tmp/err"; }
"$lhx" check tests/programs/demo.hs --timeout x >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -qxF "lhx: error: --timeout needs a number from 0.001 to 1000000, not 'x'" "$tmp/err" && ok || bad "bad --timeout"

# ---- JSON ------------------------------------------------------------------
json_check() { # FILE FUNCTION PYTHON-ASSERTIONS (d: the document, r: the result)
  "$lhx" check "$1" --function "$2" --json "${opts[@]}" >"$tmp/json" 2>"$tmp/err"
  if python3 - "$tmp/json" "$3" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
assert d["lhx"] == 2 and d["command"] == "check" and d["error"] is None, d
r = d["results"][0]
for key in ("function", "span", "verdict", "message", "seconds", "counterexample", "termination"):
    assert key in r, key
exec(sys.argv[2])
PY
  then ok; else bad "json $1 $2"; fi
}
json_check tests/programs/demo.hs zip '
c = r["counterexample"]; v = c["violation"]
assert r["verdict"] == "concrete" and r["function"] == "zip"
assert c["call"] == "zip [] [0]", c["call"]
assert [i["name"] for i in c["inputs"]] == ["xs", "ys"]
assert v["kind"] == "precondition" and v["function"] == "die" and v["call"] == "die \"Bad call to zip\""
assert v["spec"] == "die :: {v:String | false} -> a" and v["spec_span"]["line"] == 12
assert c["abstracted"] == [] and c["text"].startswith("zip [] [0] = error\nmakes a call to\n")'
json_check tests/check/length.hs myLength '
v = r["counterexample"]["violation"]
assert v["kind"] == "postcondition" and v["function"] == "myLength" and v["result"] == "1"'
json_check tests/check/cf/concat.hs concat '
c = r["counterexample"]
assert r["verdict"] == "abstract", r["verdict"]
assert [a["function"] for a in c["abstracted"]] == ["append"], c["abstracted"]
a = c["abstracted"][0]
assert a["call"].startswith("append ") and a["result"] and a["spec"].startswith("append ::") and a["spec_span"]["line"] == 17
assert a["inferred"] is False
assert "Strengthen the refinement type of append" in c["text"]
g = c["suggestion"]
assert g["action"] == "replace" and g["span"]["line"] == 17 and g["span"]["col"] == 5 and g["holds"] and g["verifies"], g
assert g["signature"].startswith("append :: xs:[a] -> ys:[a] -> {v:[a] | size v >= size xs && "), g'
json_check tests/check/cf/unsigned.hs twice '
c = r["counterexample"]
assert r["verdict"] == "abstract", r["verdict"]
a = c["abstracted"][0]
assert a["function"] == "next" and a["inferred"] is True and a["spec_span"] is None, a
assert a["spec"] == "next :: x:Int -> {v:Int | v > x}", a["spec"]
assert "next has no refinement type; LiquidHaskell can only infer  next :: x:Int -> {v:Int | v > x}" in c["text"]
g = c["suggestion"]
assert g["function"] == "next" and g["action"] == "insert" and g["holds"] and g["verifies"], g
assert g["text"] == "{-@ next :: x:Int -> {v:Int | v = x + 1} @-}" and g["span"]["line"] == 9 and g["span"]["col"] == 1, g'
json_check tests/check/cf/minimal.hs both '
assert r["verdict"] == "concrete" and r["counterexample"]["abstracted"] == [] and r["counterexample"]["suggestion"] is None'
json_check tests/check/failing.hs bump '
assert r["verdict"] == "concrete" and r["expected_failure"] is True'
json_check tests/check/semantics.hs viaError '
v = r["counterexample"]["violation"]
assert r["expected_failure"] is False and v["function"] == "error" and v["call"] == "error \"empty\"", v
assert v["at"] == {"file": "tests/check/semantics.hs", "line": 27, "col": 28, "function": "viaError"}, v["at"]'
json_check tests/check/semantics.hs second '
v = r["counterexample"]["violation"]
assert v["kind"] == "crash" and v["at"]["line"] == 36 and v["at"]["function"] == "second", v'
json_check tests/check/correct.hs maxOf '
assert r["verdict"] == "none" and r["counterexample"] is None and r["message"] == "every path explored, 2 paths", r
assert r["coverage"] == {"complete": True, "size": None, "steps": None, "branch_points": None, "paths": 2,
                         "undecided": 0, "stopped_by": None}, r["coverage"]'
json_check tests/check/correct.hs safeHead '
assert r["verdict"] == "none" and r["message"] == "inputs up to size 3, lists up to length 3; 4 paths", r
assert r["coverage"] == {"complete": False, "size": 3, "steps": None, "branch_points": None, "paths": 4,
                         "undecided": 0, "stopped_by": "bounds"}, r["coverage"]'
json_check tests/programs/demo.hs zip '
assert r["verdict"] == "concrete" and r["coverage"] is None'
json_check tests/check/term/diverge.hs spin '
t = r["termination"]; c = r["counterexample"]
assert r["verdict"] == "termination" and c["violation"]["kind"] == "termination" and c["call"] == "spin (-1)"
assert t["diverges"] and t["metric"] == ["x"] and t["from"] == t["to"] == ["-1"] and not t["written"]
assert t["caller"] == "spin (-1)" and t["call"] == "spin (-1)" and "state repeats" in t["text"]'
json_check tests/check/term/held.hs boxes '
t = r["termination"]
assert r["verdict"] == "termination" and t["held"] and not t["diverges"] and t["call"] == "boxes 0", t'
json_check tests/check/term/held.hs tower '
assert r["verdict"] == "none" and r["termination"] is None'
json_check tests/check/term/diverge.hs spin '
assert not r["termination"]["held"]'
json_check tests/check/term/countdown.hs countDown '
t = r["termination"]
assert r["verdict"] == "concrete" and t["from"] == ["1"] and t["to"] == ["-2"][:0] + ["-1"] and not t["diverges"]'
json_check tests/check/term/metrics.hs upTo '
t = r["termination"]
assert r["verdict"] == "termination" and t["written"] and t["metric"] == ["lo"]'
json_check tests/check/term/metrics.hs merge '
assert r["verdict"] == "none" and r["termination"] is None'
json_check tests/check/term/nometric.hs merge '
t = r["termination"]
assert r["verdict"] == "termination" and t["suggested_metric"] == "[len xs + len ys]" and not t["written"]
f = t["fix"]
assert f["action"] == "replace" and f["text"] == "{-@ merge :: xs:[Int] -> ys:[Int] -> [Int] / [len xs + len ys] @-}", f
assert f["span"]["line"] == 10 and f["span"]["col"] == 5, f["span"]'
json_check tests/check/term/vacuous.hs useSpin '
n = r["callee_termination"]
assert r["verdict"] == "concrete" and n["function"] == "spin" and "state repeats" in n["text"], r'
json_check tests/check/term/vacuous.hs plain '
assert r["verdict"] == "concrete" and r["callee_termination"] is None, r'
"$lhx" check tests/check/bad/parse.hs --json >"$tmp/json" 2>/dev/null
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["results"] == [] and d["error"]["status"] == 2 and d["error"]["span"]["line"] == 3' "$tmp/json" && ok || bad "json error document"

# ---- Limits: true verdicts, time, memory, progress ---------------------------
# A query the solver cannot decide in time: timeout (or the true inputs),
# never "none"; the whole run, compiling with GHC included, keeps to the
# limit. Verdicts are asserted strictly; times (the run's wall clock, which
# is printed) with a margin for a loaded machine, which a limit not honoured
# (each query taking the whole budget, as before) still exceeds.
limit_check() { # NAME MIN-SECONDS MAX-SECONDS LHX-ARGS... -- PYTHON-ASSERTIONS on r (the result)
  local name=$1 min=$2 max=$3; shift 3
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  shift
  local t0 t1
  t0=$(date +%s.%N)
  "$lhx" check "${args[@]}" --json >"$tmp/json" 2>"$tmp/err"
  t1=$(date +%s.%N)
  if python3 - "$tmp/json" "$min" "$max" "$name" "$1" "$t0" "$t1" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
r = d["results"][0]
wall = float(sys.argv[7]) - float(sys.argv[6])
print("    %s: %s in %.2f s, the run %.2f s (%s)" % (sys.argv[4], r["verdict"], r["seconds"], wall, r["message"]))
exec(sys.argv[5])
assert float(sys.argv[2]) <= wall <= float(sys.argv[3]), "the run took %.2f s" % wall
PY
  then ok; else bad "$name"; fi
}
factor_ok='
if r["verdict"] == "concrete":
    assert r["counterexample"]["call"] in ("h 1000000007 1000000009", "h 1000000009 1000000007"), r
else:
    assert r["verdict"] == "timeout" and r["coverage"] is None, r
    assert "time limit" in r["message"], r["message"]'
# (the run: the search's limit plus loading the Core from the cache, which
# this first run fills; GHC has its own limit, --ghc-timeout)
"$lhx" check tests/check/limits/factor.hs --timeout 0.001 >/dev/null 2>&1
limit_check "factoring: --timeout 3" 0 5 tests/check/limits/factor.hs --timeout 3 -- "$factor_ok"
# the default time limit is 10 s per function
limit_check "factoring: the default time limit" 9.5 13 tests/check/limits/factor.hs -- "$factor_ok"
"$lhx" check tests/check/limits/factor.hs --timeout 3 >"$tmp/out" 2>"$tmp/err"
[ $? = 3 ] && grep -qE "^tests/check/limits/factor.hs:[0-9]+:1: h: timeout: no counterexample found in [0-3] s \\(the time limit" "$tmp/out" && ok || bad "factoring: text verdict and status 3"

# The memory limit of a path (128 MB): a clear verdict, the process well
# under 256 MB (GHC included: the largest child's peak).
python3 - "$lhx" <<'PY' && ok || bad "memory limit: verdict and peak memory"
import json, resource, subprocess, sys
p = subprocess.run([sys.argv[1], "check", "tests/check/limits/hungry.hs", "--max-depth", "1000000000", "--json"],
                   capture_output=True, text=True)
r = json.loads(p.stdout)["results"][0]
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print("    memory limit: %s (%s), peak %.0f MB" % (r["verdict"], r["message"], peak))
assert p.returncode == 0 and r["verdict"] == "none", r
assert r["message"].endswith("; the memory limit stopped the search"), r["message"]
assert r["coverage"]["stopped_by"] == "memory", r["coverage"]
assert peak < 256, peak
PY

# A progress line on a terminal (stderr a tty), erased when the search ends;
# nothing of it on a pipe.
python3 - "$lhx" <<'PY' && ok || bad "progress line on a terminal only"
import os, pty, subprocess, sys
args = [sys.argv[1], "check", "tests/check/limits/slow.hs", "--timeout", "6"]
master, slave = pty.openpty()
p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=slave)
os.close(slave)
err = b""
while True:
    try:
        chunk = os.read(master, 4096)
    except OSError:
        break
    if not chunk:
        break
    err += chunk
out = p.communicate()[0].decode()
os.close(master)
text = err.decode()
assert "\r\x1b[Klhx: total: size " in text and " paths, " in text, repr(text)
assert text.endswith("\r\x1b[K"), repr(text[-80:])  # erased at the end
assert "total: no counterexample" in out, out
q = subprocess.run(args, capture_output=True, text=True)
assert q.stderr == "", repr(q.stderr)
PY

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
