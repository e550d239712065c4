#!/usr/bin/env bash
# Tests of `lhx explain` and `lhx after-liquid`.
#
# explain: a position inside a body, on the signatures above it, in .lhs
# files of both styles, outside every binder, malformed, in a missing file;
# the text and JSON must be those of `lhx check --function` (the JSON's span
# the binder's whole range). after-liquid: hand-written liquid outputs
# (liquid/*.txt, in the old, GHC and --json formats, one with GHC's colours)
# pointing into real test programs; expected/NAME.out is the whole stdout,
# where a line `@check FILE FUNCTION` stands for what `lhx check FILE
# --function FUNCTION` prints, so the explanations are compared with check's
# own. Most use --only-explanations; colour.out is the pipe's output, liquid's
# text byte for byte with the blocks inserted.
#
# Usage: tests/explain/run.sh BUILD/lhx   (run by `make integration-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-explain.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
# Same search bound everywhere: the counterexamples depend on it.
opts=(--max-depth 1000 --timeout 60)
demo=tests/programs/demo.hs

# ---- explain: the binder at a position ----------------------------------------

# explain_as POSITION FILE FUNCTION: the same stdout and status as check --function.
explain_as() {
  "$lhx" check "$2" --function "$3" "${opts[@]}" >"$tmp/want" 2>/dev/null
  local want=$?
  "$lhx" explain "$1" "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" != "$want" ]; then bad "explain $1: exit status $status, expected $want"; sed 's/^/    | /' "$tmp/err" | head -5
  elif ! grep -q "^[^ ]*: $3: " "$tmp/out"; then bad "explain $1: not $3"; sed 's/^/    | /' "$tmp/out" | head -3
  elif ! cmp -s "$tmp/want" "$tmp/out"; then bad "explain $1: differs from check --function $3"; diff "$tmp/want" "$tmp/out" | head -10 | sed 's/^/    /'
  else ok; fi
}
explain_as $demo:19:5 $demo zip            # inside the body
explain_as $demo:20:45 $demo zip           # its last character
explain_as $demo:16:5 $demo zip            # the refinement signature
explain_as $demo:17 $demo zip              # the Haskell signature, no column
explain_as $demo:13:1 $demo die
explain_as tests/check/cf/concat.hs:25:21 tests/check/cf/concat.hs concat
explain_as tests/check/Homework.lhs:40:10 tests/check/Homework.lhs safeHead   # Bird style
explain_as tests/check/Homework.lhs:38:5 tests/check/Homework.lhs safeHead
explain_as tests/check/Homework.lhs:47:1 tests/check/Homework.lhs prop_add    # the `>` column
explain_as tests/explain/Latex.lhs:17:20 tests/explain/Latex.lhs safeHead     # \begin{code}
explain_as tests/explain/Latex.lhs:8:1 tests/explain/Latex.lhs die
explain_as tests/explain/Ops.hs:22:5 tests/explain/Ops.hs minus               # a where clause
explain_as tests/explain/Ops.hs:20:1 tests/explain/Ops.hs minus               # x `minus` y = …
explain_as tests/explain/Ops.hs:16:3 tests/explain/Ops.hs +++                 # (x : xs) +++ ys = …
explain_as tests/explain/Ops.hs:13:9 tests/explain/Ops.hs +++                 # {-@ (+++) :: … @-}
c=corpus/List/bad/list-length-wrong-code-01.lhs                               # the corpus
explain_as $c:72:20 $c length
explain_as $c:92:10 $c prop_size

# explain_fails ARGUMENTS… -- STATUS STDERR-LINE: the exact message and status.
explain_fails() {
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  "$lhx" explain "${args[@]}" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" != "$2" ]; then bad "explain ${args[*]}: exit status $status, expected $2"
  elif ! grep -qxF -- "$3" "$tmp/err"; then bad "explain ${args[*]}: stderr lacks '$3'"; sed 's/^/    | /' "$tmp/err" | head -5
  elif [ -s "$tmp/out" ]; then bad "explain ${args[*]}: printed on stdout"
  else ok; fi
}
nobinder() { explain_fails "$1" -- 2 "$1: error: no top-level binder at this position"; }
nobinder $demo:1:1                     # a comment
nobinder $demo:3:1                     # the module header
nobinder $demo:5:8                     # an import
nobinder $demo:15:1                    # a blank line between binders
nobinder $demo:99:1                    # past the end
nobinder tests/explain/Ops.hs:10:1     # a fixity declaration
nobinder tests/explain/Ops.hs:12:4     # a comment above a signature
nobinder tests/explain/Latex.lhs:12:1  # literate prose
nobinder tests/explain/Latex.lhs:19:1  # \end{code}
nobinder tests/check/Homework.lhs:22:3 # a data declaration
for p in "$demo" "$demo:x" "$demo:0:1" "$demo:18:0" "$demo:18:" "$demo:12:5-20" ":3:1"; do
  explain_fails "$p" -- 2 "lhx: error: malformed position '$p' (expected FILE:LINE[:COL], from 1)"
done
explain_fails tests/explain/Nosuch.hs:3:1 -- 2 "lhx: error: cannot open tests/explain/Nosuch.hs: No such file or directory"
explain_fails -- 2 "lhx: error: no position to explain"
explain_fails $demo:18:1 --function zip -- 2 "lhx: error: unexpected argument '--function'"
explain_fails $demo:18:1 $demo:19:1 -- 2 "lhx: error: unexpected argument '$demo:19:1'"
explain_fails $demo:18:1 --timeout x -- 2 "lhx: error: --timeout needs a number from 0.001 to 1000000, not 'x'"
"$lhx" explain >/dev/null 2>"$tmp/err"
grep -qF "usage: lhx explain FILE:LINE[:COL]" "$tmp/err" && ok || bad "explain usage"

# ---- explain --json ------------------------------------------------------------------

# json_explain POSITION FUNCTION PYTHON (d: explain's document, c: check's, r: the result)
json_explain() {
  "$lhx" explain "$1" --json "${opts[@]}" >"$tmp/json" 2>/dev/null
  "$lhx" check "${1%%:*}" --function "$2" --json "${opts[@]}" >"$tmp/check.json" 2>/dev/null
  if python3 - "$tmp/json" "$tmp/check.json" "$3" <<'PY'
import json, sys
d, c = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
assert d["lhx"] == 2 and d["command"] == "explain" and d["error"] is None, d
assert d["file"] == c["file"] and len(d["results"]) == 1, d
r = d["results"][0]
for x in (r, c["results"][0]):
    del x["seconds"]
assert r == c["results"][0], (r, c["results"][0])  # check --function's result, exactly
exec(sys.argv[3])
PY
  then ok; else bad "json explain $1"; fi
}
json_explain $demo:19:5 zip '
assert r["function"] == "zip" and r["verdict"] == "concrete"
assert r["span"] == {"file": "tests/programs/demo.hs", "line": 16, "col": 1, "end_line": 20, "end_col": 45}, r["span"]
assert r["counterexample"]["violation"]["function"] == "die"'
json_explain tests/check/Homework.lhs:40:10 safeHead '
assert r["span"] == {"file": "tests/check/Homework.lhs", "line": 38, "col": 3, "end_line": 41, "end_col": 24}, r["span"]'
json_explain tests/explain/Latex.lhs:16:1 safeHead '
assert r["span"] == {"file": "tests/explain/Latex.lhs", "line": 15, "col": 1, "end_line": 18, "end_col": 20}, r["span"]'
json_explain tests/explain/Ops.hs:21:3 minus '
assert r["span"] == {"file": "tests/explain/Ops.hs", "line": 18, "col": 1, "end_line": 22, "end_col": 13}, r["span"]'
# errors: the document with an error member, results empty
json_error() { # POSITION PYTHON (e: the error member)
  "$lhx" explain "$1" --json >"$tmp/json" 2>/dev/null
  python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
assert d["lhx"] == 2 and d["command"] == "explain" and d["results"] == [], d
e = d["error"]
exec(sys.argv[2])' "$tmp/json" "$2" && ok || bad "json explain error $1"
}
json_error $demo:15:3 '
assert e["status"] == 2 and e["message"] == "no top-level binder at this position"
assert e["span"] == {"file": "tests/programs/demo.hs", "line": 15, "col": 3, "end_line": 15, "end_col": 3}, e["span"]'
json_error tests/explain/Nosuch.hs:3:1 '
assert e["status"] == 2 and e["span"] is None and e["message"].startswith("cannot open")'

# ---- after-liquid ---------------------------------------------------------------------

# expand EXPECTED: the file with each `@check FILE FUNCTION` line replaced by
# what lhx check prints for it.
expand() {
  while IFS= read -r line; do
    case $line in
      "@check "*) read -r _ file fn <<<"$line"; "$lhx" check "$file" --function "$fn" "${opts[@]}" 2>/dev/null ;;
      *) printf '%s\n' "$line" ;;
    esac
  done <"$1"
}

# after NAME STATUS [ARGS…]: liquid/NAME.txt as a file argument; stdout must be expected/NAME.out
after() {
  local name=$1 want=$2
  shift 2
  expand tests/explain/expected/"$name".out >"$tmp/want"
  "$lhx" after-liquid tests/explain/liquid/"$name".txt "${opts[@]}" "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" != "$want" ]; then bad "after-liquid $name: exit status $status, expected $want"; sed 's/^/    | /' "$tmp/err" | head -5
  elif ! cmp -s "$tmp/want" "$tmp/out"; then bad "after-liquid $name: output differs (- expected, + actual)"; diff "$tmp/want" "$tmp/out" | head -20 | sed 's/^/    /'
  else ok; fi
}
after old_format 1 --only-explanations       # old format; zip explained once (its termination error refers to it)
after ghc_format 1 --only-explanations       # GHC's format, two files, a position outside every binder
after termination 1 --only-explanations      # a termination error: its binder explained (here a safety counterexample)
after termination_cex 1 --only-explanations  # a termination error explained by a termination counterexample
after lhs 1 --only-explanations              # both literate styles
after missing 2 --only-explanations          # a file that is not there
grep -qxF "lhx: error: cannot open tests/explain/Nosuch.hs: No such file or directory" "$tmp/err" && ok || bad "after-liquid missing: stderr"
after safe 0 --only-explanations
# --json output on stdin: the checked file is named by its Targets line only
expand tests/explain/expected/json.out >"$tmp/want"
"$lhx" after-liquid - "${opts[@]}" <tests/explain/liquid/json.txt >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status = 1 ] && cmp -s "$tmp/want" "$tmp/out" && ok || { bad "after-liquid json.txt on stdin (status $status)"; diff "$tmp/want" "$tmp/out" | head -20; }
"$lhx" after-liquid --only-explanations "${opts[@]}" <tests/liquid/safe.txt >"$tmp/out" 2>&1
[ $? = 0 ] && [ "$(cat "$tmp/out")" = "liquid reported no errors" ] && ok || bad "after-liquid tests/liquid/safe.txt"

# As a pipe (no --only-explanations): liquid's text as it came, colours (ANSI
# escapes) and all, each error's block inserted under the error.
after colour 1                      # GHC's format with colours: explained, passed through, explained above
expand tests/explain/expected/colour.out >"$tmp/want"
"$lhx" after-liquid "${opts[@]}" <tests/explain/liquid/colour.txt >"$tmp/out" 2>"$tmp/err"   # liquid ... | lhx after-liquid
status=$?
[ $status = 1 ] && cmp -s "$tmp/want" "$tmp/out" && ok || { bad "after-liquid colour.txt on stdin (status $status)"; diff "$tmp/want" "$tmp/out" | head -20; }
expand tests/explain/expected/colour_only.out >"$tmp/want"
"$lhx" after-liquid tests/explain/liquid/colour.txt --only-explanations "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
[ $? = 1 ] && cmp -s "$tmp/want" "$tmp/out" && ok || { bad "after-liquid colour.txt --only-explanations"; diff "$tmp/want" "$tmp/out" | head -20; }
# every byte of liquid's text is kept: CRLF line ends too
sed -e 's/$/\r/' tests/explain/liquid/old_format.txt >"$tmp/crlf.txt"
"$lhx" after-liquid "$tmp/crlf.txt" "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
status=$?
grep -v $'\r$' "$tmp/out" >"$tmp/added"     # what lhx added
grep $'\r$' "$tmp/out" >"$tmp/kept"         # what it kept of liquid's text
[ $status = 1 ] && cmp -s "$tmp/crlf.txt" "$tmp/kept" && grep -qx 'tests/programs/demo.hs:18:1: zip: concrete counterexample' "$tmp/added" \
  && grep -qx 'tests/programs/demo.hs:18:1: zip: explained above' "$tmp/added" && ok || bad "after-liquid with CRLF line ends (status $status)"
# SAFE: liquid's text, then the verdict
"$lhx" after-liquid tests/explain/liquid/safe.txt "${opts[@]}" >"$tmp/out" 2>"$tmp/err"
status=$?
{ cat tests/explain/liquid/safe.txt; echo "liquid reported no errors"; } >"$tmp/want"
[ $status = 0 ] && cmp -s "$tmp/want" "$tmp/out" && ok || { bad "after-liquid safe.txt as a pipe"; diff "$tmp/want" "$tmp/out" | head; }
# text that is not liquid's still passes through, then the error (a pipe never swallows it)
"$lhx" after-liquid "${opts[@]}" <tests/explain/liquid/malformed.txt >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && cmp -s tests/explain/liquid/malformed.txt "$tmp/out" \
  && grep -qx '<liquid output>: error: not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found' "$tmp/err" \
  && ok || { bad "after-liquid malformed input as a pipe"; cat "$tmp/err"; }

# after_fails ARGUMENTS… -- STATUS STDERR-LINE
after_fails() {
  local args=()
  while [ "$1" != -- ]; do args+=("$1"); shift; done
  "$lhx" after-liquid "${args[@]}" >"$tmp/out" 2>"$tmp/err" </dev/null
  local status=$?
  if [ "$status" != "$2" ]; then bad "after-liquid ${args[*]}: exit status $status, expected $2"
  elif ! grep -qxF -- "$3" "$tmp/err"; then bad "after-liquid ${args[*]}: stderr lacks '$3'"; sed 's/^/    | /' "$tmp/err" | head -5
  else ok; fi
}
after_fails tests/explain/liquid/malformed.txt -- 2 \
  "tests/explain/liquid/malformed.txt: error: not LiquidHaskell output: no error, no RESULT line and no LiquidHaskell banner found"
printf 'RESULT\n[{"start": 3}]\n' >"$tmp/bad.json"
"$lhx" after-liquid "$tmp/bad.json" >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -q "^$tmp/bad.json:[0-9]*:[0-9]*: error: " "$tmp/err" && ok || { bad "after-liquid malformed JSON"; cat "$tmp/err"; }
after_fails tests/explain/liquid/nosuch.txt -- 2 "lhx: error: cannot open tests/explain/liquid/nosuch.txt: No such file or directory"
after_fails a.txt b.txt -- 2 "lhx: error: unexpected argument 'b.txt'"
after_fails --function zip -- 2 "lhx: error: unexpected argument '--function'"
after_fails -- 2 "<liquid output>: error: empty input: no LiquidHaskell output"   # stdin

# ---- after-liquid: every format, whole or pasted in part (tests/liquid/) ------------------

# located NAME STATUS HEADING VERDICT-LINE [ARGS…]: tests/liquid/NAME.txt's error is
# placed (HEADING, the block's first line) and explained (VERDICT-LINE, a whole line).
located() {
  local name=$1 want=$2 heading=$3 verdict=$4
  shift 4
  "$lhx" after-liquid tests/liquid/"$name".txt --only-explanations "${opts[@]}" "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  if [ "$status" != "$want" ]; then bad "after-liquid $name: exit status $status, expected $want"; sed 's/^/    | /' "$tmp/err" "$tmp/out" | head -8
  elif [ "$(head -1 "$tmp/out")" != "$heading" ]; then bad "after-liquid $name: heading"; head -3 "$tmp/out" | sed 's/^/    | /'
  elif ! grep -qxF -- "$verdict" "$tmp/out"; then bad "after-liquid $name: lacks '$verdict'"; sed 's/^/    | /' "$tmp/out" | head -8
  else ok; fi
}
pred="tests/explain/Pred.hs:5:1: pred': concrete counterexample"
located snippet_only 1 "tests/explain/Pred.hs:5:11: Error: Liquid Type Mismatch" "$pred"      # title + snippet, no position
located plugin_body 1 "tests/explain/Pred.hs:5:11: • Liquid Type Mismatch" "$pred"          # GHC-plugin body without its first line
located plugin_constraint 1 "tests/explain/Pred.hs:5:11-15: error: Liquid Type Mismatch" "$pred"  # `.` sections, Constraint id
located required_actual 1 "tests/explain/Pred.hs:5:11-15: Error: Liquid Type Mismatch" "$pred"    # Required Type / Actual Type
located foreign_path 1 "tests/explain/Pred.hs:5:11: /home/ana/lh-homework/src/Pred.hs:5:11-15: error: Liquid Type Mismatch" "$pred"  # another machine's path; blanks spread differently
located no_snippet 1 "tests/explain/Pred.hs:5:11-15: Error: Liquid Type Mismatch" "$pred"         # without the source snippet
located refinement_error 0 "tests/explain/Pred.hs:9:10-18: error: Refinement type error" \
  "tests/explain/Pred.hs:9:1: half: no counterexample (every path explored, 3 paths)"
located totality 0 "tests/explain/Pred.hs:13:1-7: Error: Totality Error" \
  "tests/explain/Pred.hs:13:1: firstOf: no counterexample (inputs up to size 8, lists up to length 8; 9 paths)"
located plugin_totality 0 "tests/explain/Pred.hs:13:1-7: error: Totality Error" \
  "tests/explain/Pred.hs:13:1: firstOf: no counterexample (inputs up to size 8, lists up to length 8; 9 paths)"
# the online demo's totality error: no position and no snippet
located demo_totality 2 "Error: Totality Error" \
  "lhx: not explained: liquid printed no source position and no source snippet for this error: explain its function with \`lhx explain FILE:LINE\`"
# a snippet found in two files under the current directory: ambiguous, asks for --file;
# hidden and dist-newstyle directories are not searched
mkdir -p "$tmp/amb/sub" "$tmp/amb/.hidden" "$tmp/amb/dist-newstyle"
for f in A.hs sub/B.hs .hidden/C.hs dist-newstyle/D.hs; do cp tests/explain/Pred.hs "$tmp/amb/$f"; done
(cd "$tmp/amb" && "$lhx" after-liquid "$root/tests/liquid/snippet_only.txt" --only-explanations "${opts[@]}") >"$tmp/out" 2>&1
[ $? = 2 ] && grep -qxF "lhx: not explained: liquid printed no source position for this error, and its snippet \`5 | pred' n = n - 2\` is line 5 of both A.hs and sub/B.hs (and maybe more): name the file with --file FILE" "$tmp/out" \
  && ok || { bad "after-liquid: an ambiguous snippet"; cat "$tmp/out"; }
(cd "$tmp/amb" && "$lhx" after-liquid "$root/tests/liquid/plugin_body.txt" --file sub/B.hs --only-explanations "${opts[@]}") >"$tmp/out" 2>&1
[ $? = 1 ] && grep -qx "sub/B.hs:5:1: pred': concrete counterexample" "$tmp/out" && ok || { bad "after-liquid --file"; cat "$tmp/out"; }
rm "$tmp/amb/sub/B.hs"
(cd "$tmp/amb" && "$lhx" after-liquid "$root/tests/liquid/plugin_body.txt" --only-explanations "${opts[@]}") >"$tmp/out" 2>&1
[ $? = 1 ] && grep -qx "A.hs:5:1: pred': concrete counterexample" "$tmp/out" && ok || { bad "after-liquid: the one file under ."; cat "$tmp/out"; }
(cd "$tmp/amb" && "$lhx" after-liquid "$root/tests/liquid/plugin_body.txt" --file "$root/tests/explain/Ops.hs" --only-explanations) >"$tmp/out" 2>&1
[ $? = 2 ] && grep -q "is line 5 of none of the files given with --file$" "$tmp/out" && ok || { bad "after-liquid --file: no match"; cat "$tmp/out"; }
after_fails --file -- 2 "lhx: error: --file needs a Haskell file"

# ---- after-liquid: why liquid rejects code lhx finds no bug in (reasons/) ---------------------

# reason NAME VERDICT KIND: reasons/NAME.txt (liquid's output on one function of
# reasons/*.hs) gives that verdict and reason kind ("-": no reason), the same text
# in the text output and in --json's "reason"; never a concrete counterexample
# unless the code has a bug.
reason() {
  "$lhx" after-liquid tests/explain/reasons/"$1".txt --json "${opts[@]}" >"$tmp/json" 2>/dev/null
  "$lhx" after-liquid tests/explain/reasons/"$1".txt --only-explanations "${opts[@]}" >"$tmp/out" 2>/dev/null
  if python3 - "$tmp/json" "$tmp/out" "$2" "$3" <<'PY'
import json, sys
rs = json.load(open(sys.argv[1]))["results"]
text = open(sys.argv[2]).read().splitlines()
assert len(rs) == 1, rs
r, verdict, kind = rs[0], sys.argv[3], sys.argv[4]
assert r["verdict"] == verdict, r["verdict"]
if kind == "-":
    assert "reason" not in r, r["reason"]
else:
    assert r["reason"]["kind"] == kind, r["reason"]
    assert text[-1] == r["reason"]["text"], (text[-1], r["reason"]["text"])
    if kind != "not-inductive":
        assert r["reason"]["text"].startswith("lhx found no counterexample (%s)" % r["message"]), r["reason"]
PY
  then ok; else bad "after-liquid reasons/$1.txt: $2, $3"; fi
}
reason weak abstract not-inductive          # (a) pow2's recursive call's type is too weak
reason strong none limit                    #     an inductive spec: no such reason
reason square none nonlinear                # (b) x * x
reason double none limit                    #     2 * x is linear
reason reflect none reflect-without-ple     # (c) fib reflected, no PLE
reason reflect_ple none limit               #     with --ple
reason measured none uninterpreted          # (d) `measure isPos` on a function that matches no constructor
reason declared none uninterpreted          #     `measure isPos :: Int -> Bool`: by its type alone
reason inlined none limit                   #     `inline isPos`
reason total none unreachable-case          # (e) [] cannot reach firstOf
reason partial concrete -                   #     headOf [] crashes: a real bug
reason upto termination -                   # (f) no metric liquid finds: the termination check shows the call and a metric
reason spin termination -                   #     spin never terminates: a termination counterexample
"$lhx" after-liquid tests/explain/reasons/weak.txt --only-explanations "${opts[@]}" >"$tmp/out" 2>/dev/null
grep -qxF "the type of pow2's recursive call is too weak to prove its own result: strengthen pow2's signature (the spec is not inductive)" "$tmp/out" \
  && ok || bad "after-liquid reasons/weak.txt: the not-inductive wording"

# explain --liquid-error (what the editor passes on liquid's diagnostic): the same reason
"$lhx" explain tests/explain/reasons/Square.hs:6:12 --liquid-error "$(cat tests/explain/reasons/square.txt)" "${opts[@]}" >"$tmp/out" 2>&1
"$lhx" after-liquid tests/explain/reasons/square.txt --only-explanations "${opts[@]}" 2>&1 | tail -n +2 >"$tmp/want"
[ $? = 0 ] && cmp -s "$tmp/want" "$tmp/out" && grep -q "non-linear arithmetic" "$tmp/out" && ok || { bad "explain --liquid-error"; diff "$tmp/want" "$tmp/out"; }
"$lhx" explain tests/explain/reasons/Square.hs:6:12 --json --liquid-error "$(cat tests/explain/reasons/square.txt)" "${opts[@]}" >"$tmp/json" 2>&1
python3 -c 'import json,sys; r = json.load(open(sys.argv[1]))["results"][0]; assert r["reason"]["kind"] == "nonlinear", r' "$tmp/json" \
  && ok || bad "explain --liquid-error --json"
explain_fails $demo:18:1 --liquid-error -- 2 "lhx: error: --liquid-error needs liquid's message"

# ---- after-liquid --json ----------------------------------------------------------------

# json_after NAME STATUS PYTHON (d: the document, rs: its results; check(FILE, FN): check's result)
json_after() {
  "$lhx" after-liquid tests/explain/liquid/"$1".txt --json "${opts[@]}" >"$tmp/json" 2>/dev/null
  local status=$?
  [ "$status" = "$2" ] || { bad "json after-liquid $1: exit status $status, expected $2"; return; }
  if python3 - "$tmp/json" "$lhx" "$3" "${opts[@]}" <<'PY'
import json, subprocess, sys
d = json.load(open(sys.argv[1]))
assert d["lhx"] == 2 and d["command"] == "after-liquid", d
rs = d["results"]
for r in rs:
    for key in ("function", "span", "verdict", "message", "seconds", "counterexample", "liquid_error"):
        assert key in r, key
    assert set(r["liquid_error"]) == {"span", "message", "kind"}, r["liquid_error"]
def check(file, fn):  # check --function's result, without the seconds (its own and GHC's)
    out = subprocess.run([sys.argv[2], "check", file, "--function", fn, "--json"] + sys.argv[4:],
                         capture_output=True, text=True).stdout
    r = json.loads(out)["results"][0]
    del r["seconds"], r["ghc_seconds"]
    return r
def same(r, file, fn):  # r explains fn exactly as check does
    r = {k: v for k, v in r.items() if k not in ("seconds", "ghc_seconds", "liquid_error")}
    return r == check(file, fn)
exec(sys.argv[3])
PY
  then ok; else bad "json after-liquid $1"; fi
}
json_after ghc_format 1 '
assert d["file"] is None and d["error"] is None and len(rs) == 3, d
assert same(rs[0], "tests/check/cf/concat.hs", "concat") and rs[0]["verdict"] == "abstract"
e = rs[0]["liquid_error"]
assert e["kind"] == "mismatch" and e["span"] == {"file": "tests/check/cf/concat.hs", "line": 25, "col": 21, "end_line": 25, "end_col": 42}, e
assert e["message"].startswith("tests/check/cf/concat.hs:25:21-42: error:\n    Liquid Type Mismatch\n"), e["message"]
assert same(rs[1], "tests/programs/demo.hs", "zip")
assert rs[1]["span"] == {"file": "tests/programs/demo.hs", "line": 16, "col": 1, "end_line": 20, "end_col": 45}
assert rs[2]["function"] is None and rs[2]["verdict"] == "error" and rs[2]["message"] == "no top-level binder at this position"
assert rs[2]["liquid_error"]["span"]["line"] == 3'
json_after old_format 1 '
assert d["file"] == "tests/programs/demo.hs" and len(rs) == 3, d  # the termination error is explained too
assert all(same(r, "tests/programs/demo.hs", "zip") for r in rs)
assert [r["liquid_error"]["span"]["line"] for r in rs] == [20, 18, 16]
assert rs[1]["liquid_error"]["kind"] == "termination"'
json_after json 1 '
assert d["file"] is None and len(rs) == 3, d
assert same(rs[0], "tests/check/length.hs", "myLength") and same(rs[1], "tests/check/Homework.lhs", "safeHead")
assert same(rs[2], "tests/check/length.hs", "myLength") and rs[2]["liquid_error"]["kind"] == "termination"
assert rs[0]["liquid_error"]["span"] == {"file": "tests/check/length.hs", "line": 13, "col": 21, "end_line": 13, "end_col": 21}'
json_after termination 1 '
assert d["file"] == "tests/check/length.hs" and len(rs) == 1 and d["error"] is None, d
assert same(rs[0], "tests/check/length.hs", "myLength") and rs[0]["liquid_error"]["kind"] == "termination"'
json_after termination_cex 1 '
r = rs[0]; t = r["termination"]
assert d["file"] == "tests/check/term/diverge.hs" and len(rs) == 1 and r["verdict"] == "termination", d
assert r["liquid_error"]["kind"] == "termination" and t["diverges"] and t["call"] == "spin (-1)"'
json_after safe 0 '
assert d["file"] is None and rs == [] and d["error"] is None, d'
json_after missing 2 '
assert len(rs) == 1 and rs[0]["verdict"] == "error" and rs[0]["message"].startswith("cannot open"), rs'
json_after malformed 2 '
assert rs == [] and d["error"]["status"] == 2 and d["error"]["span"] is None, d'

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
