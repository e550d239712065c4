#!/usr/bin/env bash
# CLI tests of lhx: exit statuses and exact messages for bad input and
# usage errors, and the output of `lhx core` on a few programs.
#
# Usage: tests/cli/run.sh BUILD/lhx   (run by `make integration-tests`)
# Prints one line per failed check and, last, "N passed, N failed"; exits 1
# if any test failed.
set -u

if [ $# -ne 1 ]; then
  echo "usage: $0 PATH/TO/lhx" >&2
  exit 2
fi
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
if [ ! -x "$lhx" ]; then
  echo "$0: $1 is not an executable" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-cli.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
name=""
ok=1

# ---- The harness --------------------------------------------------------

# test NAME ARGS...: runs lhx ARGS, keeping its status, stdout and stderr.
test_run() {
  finish
  name=$1
  shift
  ok=1
  "$lhx" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

# Records the result of the current test (called by the next test_run and
# at the end).
finish() {
  [ -n "$name" ] || return 0
  if [ "$ok" = 1 ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
  fi
  name=""
}

fail() {
  echo "FAIL $name: $*"
  ok=0
}

show() { # the captured stream, indented, for a failure message
  sed -e 's/^/    | /' "$1" | head -20
}

expect_status() {
  [ "$status" = "$1" ] || { fail "exit status $status, expected $1"; show "$tmp/err"; }
}

# The whole of stderr is exactly the given text (one line per argument).
expect_err() {
  printf '%s\n' "$@" >"$tmp/want"
  if ! cmp -s "$tmp/want" "$tmp/err"; then
    fail "stderr differs (- expected, + actual):"
    diff "$tmp/want" "$tmp/err" | sed -e 's/^/    /' | head -20
  fi
}

# The last line of stderr is exactly the text.
expect_err_last() {
  local last
  last=$(tail -n 1 "$tmp/err")
  [ "$last" = "$1" ] || fail "last line of stderr is '$last', expected '$1'"
}

# The first line of stderr is exactly the text.
expect_err_first() {
  local first
  first=$(head -n 1 "$tmp/err")
  [ "$first" = "$1" ] || fail "first line of stderr is '$first', expected '$1'"
}

expect_err_match() { # the whole of stderr is one line matching the extended regular expression
  if [ "$(wc -l <"$tmp/err")" -ne 1 ] || ! grep -qxE -- "$1" "$tmp/err"; then
    fail "stderr is not one line matching '$1'"
    show "$tmp/err"
  fi
}

expect_err_has() { # a fixed string somewhere in stderr
  grep -qF -- "$1" "$tmp/err" || { fail "stderr lacks '$1'"; show "$tmp/err"; }
}

expect_out_line() { # a whole line of stdout, exactly
  grep -qxF -- "$1" "$tmp/out" || { fail "stdout has no line '$1'"; show "$tmp/out"; }
}

expect_out_match() { # an extended regular expression matching a whole line of stdout
  grep -qxE -- "$1" "$tmp/out" || { fail "stdout has no line matching '$1'"; show "$tmp/out"; }
}

expect_out_lacks() { # a fixed string nowhere in stdout
  ! grep -qF -- "$1" "$tmp/out" || fail "stdout has '$1': $(grep -F -- "$1" "$tmp/out" | head -1)"
}

expect_out_empty() {
  [ ! -s "$tmp/out" ] || { fail "stdout is not empty"; show "$tmp/out"; }
}

expect_err_empty() {
  [ ! -s "$tmp/err" ] || { fail "stderr is not empty"; show "$tmp/err"; }
}

# `lhx --help`: the commands and the exit statuses, in the given file.
expect_main_help_in() {
  grep -qx 'lhx - counterexamples for LiquidHaskell errors' "$1" || fail "no title line in $(basename "$1")"
  for c in check explain after-liquid run core lsp eval; do
    grep -qE "^  $c +[a-z]" "$1" || fail "the help does not list the command $c"
  done
  grep -qx 'exit status:' "$1" || fail "the help does not describe the exit statuses"
  for st in 0 1 2 3; do grep -qE "^  $st  [a-z]" "$1" || fail "the exit status table lacks $st"; done
  grep -qE '^  3  .*time-out' "$1" || fail "status 3 does not mention a time-out"
  grep -qE '^  3  .*unsupported' "$1" || fail "status 3 does not mention unsupported constructs"
}

# ---- Fixtures -------------------------------------------------------------

inc=tests/unit/data/inc.json
cp "$inc" "$tmp/inc.json"
head -c 300 "$inc" >"$tmp/truncated.json"
: >"$tmp/empty.json"
sed -e 's/"version": 3/"version": 4/' "$inc" >"$tmp/version4.json"
sed -e 's/"format": "lhx-core"/"format": "ghc-core"/' "$inc" >"$tmp/format.json"
printf '[1, 2]' >"$tmp/array.json"
sed -e 's/"k": "lam"/"k": "lambda"/' "$inc" >"$tmp/badkind.json"
printf 'Not Haskell.\n' >"$tmp/notes.txt"
printf 'module Bad where\n\nf :: Int -> Bool\nf x = x + 1\n' >"$tmp/Bad.hs"
printf 'module Syntax where\n\nf = = 1\n' >"$tmp/Syntax.hs"
printf 'module Main where\n\nf :: Int\nf = 1\n' >"$tmp/NoMain.hs"
printf '> module Lit where\n> g :: Int -> Int\n> g = undefinedName\n' >"$tmp/Lit.lhs"
for f in "$tmp/version4.json" "$tmp/format.json" "$tmp/badkind.json"; do
  if cmp -s "$inc" "$f"; then
    echo "$0: the fixture $f equals $inc: update the sed patterns" >&2
    exit 2
  fi
done

# ---- Usage, help and version ----------------------------------------------------

test_run "no arguments"
expect_status 2
expect_out_empty
expect_err_first "lhx: error: no command given"
expect_main_help_in "$tmp/err"

test_run "--help" --help
expect_status 0
expect_err_empty
expect_main_help_in "$tmp/out"
grep -qF 'build-prelude' "$tmp/out" && fail "the help shows the hidden build-prelude command"
cp "$tmp/out" "$tmp/main-help"

finish
name="README's exit status table is lhx --help's"
ok=1
python3 - "$tmp/main-help" README.md >"$tmp/diff" <<'PY' || { fail "they differ:"; show "$tmp/diff"; }
import re, sys
text = open(sys.argv[1]).read().split("exit status:\n")[1]
help_rows, cur = {}, None
for line in text.splitlines():
    m = re.match(r"  (\d)  (.*)", line)
    if m:
        cur = m.group(1)
        help_rows[cur] = m.group(2)
    elif cur and line.startswith("     "):
        help_rows[cur] += " " + line.strip()
readme_rows = dict(re.findall(r"^\| (\d) \| (.*) \|$", open(sys.argv[2]).read(), re.M))
for st in sorted(set(help_rows) | set(readme_rows)):
    if help_rows.get(st) != readme_rows.get(st):
        print(f"{st}: help: {help_rows.get(st)!r}; README: {readme_rows.get(st)!r}")
sys.exit(1 if help_rows != readme_rows or len(help_rows) != 4 else 0)
PY

for args in "-h" "help"; do
  test_run "$args" $args
  expect_status 0
  cmp -s "$tmp/out" "$tmp/main-help" || fail "'lhx $args' differs from 'lhx --help'"
done

test_run "--version" --version
expect_status 0
expect_err_empty
head -n 1 "$tmp/out" | grep -qxE 'lhx [0-9]+\.[0-9]+\.[0-9]+' || fail "the first line is not 'lhx VERSION': $(head -n 1 "$tmp/out")"
expect_out_line "support files: $(dirname "$lhx")/share"

test_run "unknown command" frob
expect_status 2
expect_out_empty
expect_err "lhx: error: unknown command 'frob' (the commands: lhx --help)"

test_run "unknown global option" --frob
expect_status 2
expect_err "lhx: error: unknown option '--frob' (the commands: lhx --help)"

test_run "help for an unknown command" help frob
expect_status 2
expect_out_empty
expect_err "lhx: error: help: unknown command 'frob' (the commands: lhx --help)"

# `lhx COMMAND --help` for every command: its usage, a paragraph, each option
# on one line, the exit statuses; the same for -h and `lhx help COMMAND`, and
# wherever --help stands among the arguments. Every option it lists must be
# one the command's parser accepts: each is tried on a missing file, so that
# the command stops at once with a message that is not about the option.
declare -A operand=([check]=/nonexistent/x.hs [explain]=/nonexistent/x.hs:1 [after-liquid]=/nonexistent/out.txt
  [run]=/nonexistent/x.hs [core]=/nonexistent/x.hs [lsp]="" [eval]=/nonexistent/manifest.yaml)
for c in check explain after-liquid run core lsp eval; do
  test_run "$c --help" "$c" --help
  expect_status 0
  expect_err_empty
  head -n 1 "$tmp/out" | grep -q "^usage: lhx $c" || fail "the first line is not 'usage: lhx $c ...'"
  grep -qx 'options:' "$tmp/out" || fail "no options section"
  expect_out_match '  -h, --help +print this help and exit'
  expect_out_line 'exit status:'
  [ "$(grep -c . "$tmp/out")" -gt 8 ] || fail "the help is too short to describe the command"
  cp "$tmp/out" "$tmp/help-$c"
  test_run "$c -h" "$c" -h
  cmp -s "$tmp/out" "$tmp/help-$c" || fail "'lhx $c -h' differs from 'lhx $c --help'"
  test_run "help $c" help "$c"
  cmp -s "$tmp/out" "$tmp/help-$c" || fail "'lhx help $c' differs from 'lhx $c --help'"
  test_run "$c FILE --help" "$c" tests/programs/demo.hs --help
  cmp -s "$tmp/out" "$tmp/help-$c" || fail "'lhx $c FILE --help' differs from 'lhx $c --help'"
  # the options: lines between "options:" and the blank line after them
  sed -n '/^options:$/,/^$/s/^  \(-.*\)/\1/p' "$tmp/help-$c" | sed -e 's/  .*//' -e 's/, /\n/g' >"$tmp/opts"
  [ -s "$tmp/opts" ] || fail "no option lines found in the help of $c"
  while read -r flag value; do
    case $flag in -h | --help) continue ;; esac
    args=("$c")
    [ -n "${operand[$c]}" ] && args+=("${operand[$c]}")
    case $value in
      "") args+=("$flag") ;;
      KIND) args+=("$flag" parallel) ;;
      S | N | MB) args+=("$flag" 1) ;;
      *) args+=("$flag" x) ;;
    esac
    "$lhx" "${args[@]}" >"$tmp/out" 2>"$tmp/err" </dev/null
    if grep -qE "unexpected argument|needs (a|an) (number|value|argument)" "$tmp/err"; then
      fail "'lhx ${args[*]}': the option from the help is refused: $(head -n 1 "$tmp/err")"
    fi
  done <"$tmp/opts"
done

test_run "a usage error names the problem once, then the usage" core --bogus tests/programs/lists.hs
expect_status 2
expect_out_empty
expect_err_first "lhx: error: core: unexpected argument '--bogus'"
expect_err_has "usage: lhx core FILE"
[ "$(grep -c "lhx: error" "$tmp/err")" -eq 1 ] || fail "more than one error line"

test_run "core without FILE" core
expect_status 2
expect_out_empty
expect_err_first "lhx: error: core: missing FILE"

test_run "core with --externals only" core --externals
expect_status 2
expect_err_first "lhx: error: core: missing FILE"

test_run "core with two files" core tests/programs/lists.hs tests/programs/records.hs
expect_status 2
expect_out_empty
expect_err_first "lhx: error: core: unexpected argument 'tests/programs/records.hs'"

# ---- Bad input ----------------------------------------------------------------

test_run "missing file" core nope.hs
expect_status 2
expect_out_empty
expect_err "lhx: error: cannot open nope.hs: No such file or directory"

test_run "missing .lhs file" core "$tmp/nope.lhs"
expect_status 2
expect_err "lhx: error: cannot open $tmp/nope.lhs: No such file or directory"

test_run "missing JSON file" core "$tmp/nope.json"
expect_status 2
expect_out_empty
expect_err "lhx: error: cannot open $tmp/nope.json: No such file or directory"

test_run "not a Haskell file" core "$tmp/notes.txt"
expect_status 2
expect_out_empty
expect_err "lhx: error: $tmp/notes.txt: expected a Haskell file (.hs or .lhs)"

test_run "a directory" core tests/programs
expect_status 2
expect_out_empty
expect_err_match "lhx: error: (cannot open )?tests/programs: .*"

test_run "type error" core "$tmp/Bad.hs"
expect_status 2
expect_out_empty
expect_err_has "$tmp/Bad.hs:4:7: error:"
expect_err_has "Couldn't match expected type"
expect_err_last "lhx: error: GHC rejected $tmp/Bad.hs (its messages are above)"

test_run "parse error" core "$tmp/Syntax.hs"
expect_status 2
expect_out_empty
expect_err_has "$tmp/Syntax.hs:3:5: error: parse error on input"
expect_err_last "lhx: error: GHC rejected $tmp/Syntax.hs (its messages are above)"

test_run "module Main without main" core "$tmp/NoMain.hs"
expect_status 2
expect_err_has "is not defined in module"
expect_err_last "lhx: error: GHC rejected $tmp/NoMain.hs (its messages are above)"

test_run "scope error in a .lhs file" core "$tmp/Lit.lhs"
expect_status 2
expect_err_has "$tmp/Lit.lhs:3:7: error:"
expect_err_has "Variable not in scope: undefinedName"
expect_err_last "lhx: error: GHC rejected $tmp/Lit.lhs (its messages are above)"

test_run "truncated JSON" core "$tmp/truncated.json"
expect_status 2
expect_out_empty
expect_err "lhx: error: $tmp/truncated.json: malformed core JSON: syntax error, truncated input or nesting deeper than 1000, near byte 300"

test_run "empty JSON file" core "$tmp/empty.json"
expect_status 2
expect_out_empty
expect_err_has "lhx: error: $tmp/empty.json: malformed core JSON"

test_run "JSON of another format version" core "$tmp/version4.json"
expect_status 2
expect_out_empty
expect_err "lhx: error: $tmp/version4.json: malformed core JSON (top level): format version 4, expected 3 (rebuild with \`make\`)"

test_run "JSON of another format" core "$tmp/format.json"
expect_status 2
expect_out_empty
expect_err "lhx: error: $tmp/format.json: malformed core JSON (top level): not an lhx core file (no \"format\": \"lhx-core\")"

test_run "JSON that is not an object" core "$tmp/array.json"
expect_status 2
expect_out_empty
expect_err_first "lhx: error: $tmp/array.json: malformed core JSON (top level): not an lhx core file (no \"format\": \"lhx-core\")"

test_run "JSON with an unknown expression kind" core "$tmp/badkind.json"
expect_status 2
expect_out_empty
expect_err_has "lhx: error: $tmp/badkind.json: malformed core JSON"
expect_err_has "unknown expression kind 'lambda'"

# ---- Loading programs -------------------------------------------------------

test_run "core JSON file" core "$tmp/inc.json"
expect_status 0
expect_err_empty
expect_out_line "module M  -- m.hs"
expect_out_line "inc :: Int -> Int"
expect_out_match "-- note: M\.bad cannot be executed: no definition for Lib\.Hidden\.mystery \(module Lib\.Hidden\), needed by M\.bad: .*"

test_run "core lists.hs" core tests/programs/lists.hs
expect_status 0
expect_err_empty
expect_out_line "module Lists  -- tests/programs/lists.hs"
expect_out_line "-- tests/programs/lists.hs:18:1"
expect_out_line "safeHead :: forall a. [a] -> Maybe a"
expect_out_line "classify :: Int -> Either String Int"
expect_out_line "swap :: forall a b. (a, b) -> (b, a)"
expect_out_lacks "-- note:"
expect_out_lacks "-- externals reached"

test_run "core --externals" core tests/programs/lists.hs --externals
expect_status 0
expect_err_empty
expect_out_line "safeHead :: forall a. [a] -> Maybe a"
expect_out_match "-- externals reached: [0-9]+"
expect_out_match "-- GHC\.Base\.map +model Lhx\.Model\.GHC\.Base\.map"
expect_out_match "-- GHC\.List\.filter +model Lhx\.Model\.GHC\.List\.filter"
expect_out_match "-- GHC\.CString\.unpackCString# +primitive"
expect_out_match "-- GHC\.Classes\.< +selector"
expect_out_lacks "-- note:"

test_run "--externals before FILE" core --externals tests/programs/datamap.hs
expect_status 0
expect_out_line "module DataMap  -- tests/programs/datamap.hs"
expect_out_match "-- Data\.Map\.Internal\.insert +model Lhx\.Model\.Data\.Map\.Internal\.insert"
expect_out_lacks "-- note:"

test_run "core of a program with main" core tests/programs/with_main.hs
expect_status 0
expect_err_empty
expect_out_line "square :: Int -> Int"
expect_out_line "main :: IO ()"
expect_out_lacks "-- note:"

test_run "literate Haskell, bird tracks" core tests/programs/lhs_bird.lhs
expect_status 0
expect_err_empty
expect_out_line "module LhsBird  -- tests/programs/lhs_bird.lhs"
expect_out_line "-- tests/programs/lhs_bird.lhs:8:3"
expect_out_line "len :: forall a. [a] -> Int"

test_run "literate Haskell, LaTeX" core tests/programs/lhs_latex.lhs
expect_status 0
expect_out_line "-- tests/programs/lhs_latex.lhs:16:1"
expect_out_line "answer :: Int"

test_run "two modules" core tests/programs/multi/Main.hs
expect_status 0
expect_err_empty
expect_out_line "module Multi  -- tests/programs/multi/Main.hs"
expect_out_line "module Helper  -- tests/programs/multi/Helper.hs"
expect_out_line "sortedSize :: [Int] -> ([Int], Int)"
expect_out_lacks "-- note:"

test_run "LiquidHaskell Prelude" core tests/programs/liquid.hs --externals
expect_status 0
expect_err_empty
expect_out_match "-- Language\.Haskell\.Liquid\.Prelude\.liquidAssert +(unfolding|module)"
expect_out_lacks "-- note:"

test_run "--keep-temp" core tests/programs/lhs_latex.lhs --keep-temp
expect_status 0
kept=$(sed -n 's/^lhx: kept //p' "$tmp/err")
if [ -n "$kept" ] && [ -d "$kept" ]; then
  ls "$kept"/json/*.json >/dev/null 2>&1 || fail "the kept directory $kept has no json/*.json"
  case $kept in /tmp/* | "${TMPDIR:-/tmp}"/*) rm -rf "$kept" ;; esac
else
  fail "no 'lhx: kept DIR' line naming a directory"
  show "$tmp/err"
fi

# ---- lhx run ----------------------------------------------------------------
# Exit statuses: 1 counterexample found, 0 none, 2 bad usage or input,
# 3 unsupported. Counterexamples print as `f in1 in2 = error`, the crash,
# then one line per input.

test_run "run: Fig. 2 fails at k = 1" run tests/engine/fig2.hs --entry prop
expect_status 1
expect_err_empty
expect_out_match 'prop (-?[0-9]+|\(-[0-9]+\)) 1 = error'
expect_out_line "  crashes: assertion"
expect_out_match '  i = -?[0-9]+'
expect_out_line "  k = 1"

test_run "run: lazyFailure" run tests/engine/lazy.hs --entry lazyFailure
expect_status 1
expect_out_line "lazyFailure 3 = error"
expect_out_line "  crashes: assertion"
expect_out_line "  n = 3"

test_run "run: no counterexample" run tests/engine/lazy.hs --entry noFailure
expect_status 0
expect_err_empty
expect_out_line "no counterexample found (every path explored)"
[ "$(wc -l <"$tmp/out")" -eq 1 ] || fail "more than one line on stdout"

test_run "run: an error call and its message" run tests/engine/rules.hs --entry errorRule
expect_status 1
expect_out_line "errorRule 3 = error"
expect_out_line "  crashes: error: three"
expect_out_line "  x = 3"

test_run "run: divide by zero" run tests/engine/prims.hs --entry quotZero
expect_status 1
expect_out_line "  crashes: divide by zero"
expect_out_line "  y = 0"

test_run "run: IO, IORefs updated in order" run tests/engine/io.hs --entry refs
expect_status 0
expect_out_line "no counterexample found (every path explored)"

test_run "run: IO, two lines read are two inputs" run tests/engine/io.hs --entry twoLines
expect_status 1
expect_out_line "twoLines = error"
expect_out_line "  crashes: assertion"

test_run "run: IO, an IORef write undone on backtracking" run tests/engine/io.hs --entry branches
expect_status 0
expect_out_line "no counterexample found (every path explored)"

test_run "run: IO, output forces its string" run tests/engine/io.hs --entry printed
expect_status 1
expect_out_line "printed 7 = error"
expect_out_line "  x = 7"

test_run "run: a list input" run tests/engine/rules.hs --entry lazyList
expect_status 1
expect_out_line "lazyList [1, 2] = error"
expect_out_line "  xs = [1, 2]"

test_run "run: a string input" run tests/engine/prims.hs --entry strEq
expect_status 1
expect_out_line 'strEq "abc" = error'
expect_out_line '  xs = "abc"'

test_run "run: a symbolic function input" run tests/engine/symfun.hs --entry answers3
expect_status 1
expect_out_match '  f = \(\\x -> case x of \{ (-?[0-9]+|\(-[0-9]+\)) -> 3; _ -> _ \}\)'
expect_out_match '  x = -?[0-9]+'

test_run "run: a user data type" run tests/engine/rules.hs --entry shapeTag --values
expect_status 0
expect_out_line "shapeTag Empty = 3"
expect_out_match 'shapeTag \(Rect s[0-9]+ s[0-9]+\) = 2'

test_run "run: --values (Fig. 8 b)" run tests/engine/fig8.hs --entry programB --values
expect_status 0
expect_out_line "programB = 4"
expect_out_match 'programB = s([0-9]+) \* s\1'
[ "$(wc -l <"$tmp/out")" -eq 2 ] || fail "expected 2 lines on stdout"

test_run "run: --max-results" run tests/engine/limits.hs --entry three --max-results 3
expect_status 1
expect_out_line "three 1 = error"
expect_out_line "three 2 = error"
expect_out_line "three 3 = error"
expect_out_line "  crashes: error: two"

test_run "run: one result by default" run tests/engine/limits.hs --entry three
expect_status 1
[ "$(grep -c ' = error$' "$tmp/out")" -eq 1 ] || fail "more than one counterexample printed"

test_run "run: --timeout" run tests/engine/limits.hs --entry endless --timeout 8 # GHC compiles within the limit too
expect_status 0
expect_out_line "no counterexample found (timed out)"

test_run "run: --max-depth" run tests/engine/limits.hs --entry endless --max-depth 2000
expect_status 0
expect_out_line "no counterexample found (search bound reached)"

test_run "run: --stats" run tests/engine/lazy.hs --entry lazyFailure --stats
expect_status 1
expect_out_line "  n = 3"
expect_err_match 'lhx: stats: [0-9]+ steps, [0-9]+ paths, [0-9]+ branches, [0-9]+ SMT queries( \([0-9]+ answered from earlier iterations\))?, [0-9.]+ s solver, [0-9.]+ s total, bound [0-9]+ after [0-9]+ iterations, peak heap [0-9]+ cells, 0 rejected, peak RSS [0-9]+ MB \(lhx so far\)'

test_run "run: bitwise and of a symbolic Int (a mask: its remainder)" run tests/engine/prims.hs --entry bitsAnd
expect_status 0
expect_out_line "no counterexample found (every path explored)"

test_run "run: unsupported" run tests/engine/prims.hs --entry ptrNull
expect_status 3
expect_out_empty
expect_err "lhx: error: the engine does not implement GHC.Prim.eqAddr#"

test_run "run: sin of a symbolic Double, bounded, checked by replay" run tests/engine/prims.hs --entry dblSin
expect_status 0

test_run "run: without --entry, several functions" run tests/engine/rules.hs
expect_status 2
expect_out_empty
expect_err "lhx: error: tests/engine/rules.hs: say which function to run with --entry NAME"

test_run "run: unknown binder" run tests/engine/fig2.hs --entry nope
expect_status 2
expect_out_empty
expect_err "lhx: error: tests/engine/fig2.hs has no top-level binder named nope"

test_run "run: --entry without a name" run tests/engine/fig2.hs --entry
expect_status 2
expect_out_empty
expect_err_first "lhx: error: run: unexpected argument '--entry'"
expect_err_has "usage: lhx run FILE"

test_run "run: bad --timeout" run tests/engine/fig2.hs --entry prop --timeout soon
expect_status 2
expect_out_empty
expect_err_first "lhx: error: --timeout needs a number from 0.001 to 1000000, not 'soon'"

test_run "check: bad --ghc-timeout" check tests/engine/fig2.hs --ghc-timeout -1
expect_status 2
expect_out_empty
expect_err_first "lhx: error: --ghc-timeout needs a number from 0 to 1000000, not '-1'"

test_run "check: --ghc-timeout in the help" check --help
expect_status 0
expect_out_match "  --ghc-timeout S +seconds GHC may take to compile the file, 0 for no limit \(default 120\)"

test_run "run: bad --max-results" run tests/engine/fig2.hs --entry prop --max-results 0
expect_status 2
expect_err_first "lhx: error: --max-results needs a whole number from 1 to 1000000, not '0'"

test_run "run: bad --max-depth" run tests/engine/fig2.hs --entry prop --max-depth -5
expect_status 2
expect_err_first "lhx: error: --max-depth needs a whole number from 1 to 1000000000000, not '-5'"

test_run "run: unknown option" run tests/engine/fig2.hs --frob
expect_status 2
expect_out_empty
expect_err_first "lhx: error: run: unexpected argument '--frob'"

test_run "run: without FILE" run
expect_status 2
expect_err_first "lhx: error: run: missing FILE"

test_run "run: missing file" run nope.hs --entry f
expect_status 2
expect_out_empty
expect_err "lhx: error: cannot open nope.hs: No such file or directory"

test_run "run: type error" run "$tmp/Bad.hs" --entry f
expect_status 2
expect_out_empty
expect_err_last "lhx: error: GHC rejected $tmp/Bad.hs (its messages are above)"

# GHC that fails without a word (a crash, a kill): the message does not point
# at messages that are not there.
mkdir -p "$tmp/fakeghc"
printf '#!/bin/sh\nexit 1\n' >"$tmp/fakeghc/ghc"
chmod +x "$tmp/fakeghc/ghc"
finish
name="GHC fails silently"
ok=1
PATH="$tmp/fakeghc:$PATH" "$lhx" core tests/programs/lists.hs >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 3
expect_err "lhx: error: GHC failed compiling tests/programs/lists.hs (exit status 1, without a message)"

# ---- Every message once ------------------------------------------------------------
# A function whose check stops with an error is reported on stderr
# (file:line:col: error: ...) and in the report on stdout. Apart, each stream
# is complete; when they are one (a terminal, 2>&1) the message comes once.

arity_msg="the refinement type of f has 2 arguments, but its Haskell type has 1"
test_run "an error, stdout and stderr apart" check tests/check/bad/arity.hs
expect_status 2
expect_err "tests/check/bad/arity.hs:3:10: error: $arity_msg"
expect_out_line "tests/check/bad/arity.hs:5:1: f: error: tests/check/bad/arity.hs:3:10: $arity_msg"

once() { # once NAME FILE TEXT: TEXT is on exactly one line of FILE
  local n
  n=$(grep -cF -- "$3" "$2")
  [ "$n" -eq 1 ] || fail "$1: '$3' is on $n lines, expected 1"
}
finish
name="an error, stdout and stderr together (2>&1)"
ok=1
"$lhx" check tests/check/bad/arity.hs >"$tmp/both" 2>&1
[ $? = 2 ] || fail "exit status $?, expected 2"
once "$name" "$tmp/both" "$arity_msg"
if command -v script >/dev/null; then
  finish
  name="an error on a terminal"
  ok=1
  script -qec "$lhx check tests/check/bad/arity.hs" /dev/null </dev/null >"$tmp/tty" 2>&1
  [ $? = 2 ] || fail "exit status $?, expected 2"
  sed -e 's/\x1b\[[0-9;]*m//g' "$tmp/tty" >"$tmp/tty.plain"
  once "$name" "$tmp/tty.plain" "$arity_msg"
fi

# ---- --color: highlighting on a terminal, none in a pipe -------------------

esc=$(printf '\033')
has_esc() { grep -q "$esc" "$1"; }
test_run "--color=always: the position bold, the verdict red, the broken signature cyan" \
  check tests/programs/demo.hs --function zip --color=always
expect_status 1
grep -qF "${esc}[1mtests/programs/demo.hs:18:1: zip${esc}[0m: ${esc}[1;31mconcrete counterexample${esc}[0m" "$tmp/out" ||
  { fail "no highlighted first line"; show "$tmp/out"; }
grep -qF "  ${esc}[1;36mdie :: {v:String | false} -> a${esc}[0m    -- tests/programs/demo.hs:" "$tmp/out" ||
  { fail "no highlighted signature"; show "$tmp/out"; }
test_run "--color always (two words), in front of the command's arguments" --color always check tests/programs/demo.hs --function zip
expect_status 1
has_esc "$tmp/out" || fail "no colour with --color always"
test_run "--color=never, and auto in a pipe: no escape sequence" check tests/programs/demo.hs --function zip --color=never
expect_status 1
! has_esc "$tmp/out" || fail "colour with --color=never"
test_run "auto (the default) in a pipe: plain text" check tests/programs/demo.hs --function zip
expect_status 1
! has_esc "$tmp/out" || fail "colour in a pipe"
expect_out_line "tests/programs/demo.hs:18:1: zip: concrete counterexample"
test_run "--color=always: an error's position bold, error: red" check tests/check/bad/arity.hs --color=always
expect_status 2
grep -qF "${esc}[1mtests/check/bad/arity.hs:3:10: ${esc}[0m${esc}[1;31merror:${esc}[0m $arity_msg" "$tmp/err" ||
  { fail "no highlighted error line"; show "$tmp/err"; }
test_run "--color with an unknown WHEN" check tests/programs/demo.hs --colour=sometimes
expect_status 2
expect_err "lhx: error: --colour: expected auto, always or never, not 'sometimes'"
test_run "--color without WHEN" check tests/programs/demo.hs --color
expect_status 2
expect_err "lhx: error: --color: expected auto, always or never, not ''"
test_run "--color after -- is an argument, not the option" check -- --color=always
expect_status 2
! has_esc "$tmp/err" || fail "-- did not stop option reading"
if command -v script >/dev/null; then
  finish
  name="a terminal: colours by default, none with NO_COLOR or --color=never"
  ok=1
  script -qec "$lhx check tests/programs/demo.hs --function zip" /dev/null </dev/null >"$tmp/tty" 2>&1
  grep -qF "${esc}[1;31mconcrete counterexample" "$tmp/tty" || { fail "no colour on a terminal"; show "$tmp/tty"; }
  NO_COLOR=1 script -qec "$lhx check tests/programs/demo.hs --function zip" /dev/null </dev/null >"$tmp/tty" 2>&1
  ! has_esc "$tmp/tty" || fail "colour on a terminal with NO_COLOR"
  script -qec "$lhx check tests/programs/demo.hs --function zip --color=never" /dev/null </dev/null >"$tmp/tty" 2>&1
  ! has_esc "$tmp/tty" || fail "colour on a terminal with --color=never"
  TERM=dumb script -qec "$lhx check tests/programs/demo.hs --function zip" /dev/null </dev/null >"$tmp/tty" 2>&1
  ! has_esc "$tmp/tty" || fail "colour on a TERM=dumb terminal"
fi
finish
name="after-liquid: a file that cannot be loaded, 2>&1"
ok=1
"$lhx" after-liquid tests/explain/liquid/missing.txt >"$tmp/both" 2>&1
[ $? = 2 ] || fail "exit status $?, expected 2"
once "$name" "$tmp/both" "cannot open tests/explain/Nosuch.hs"

# ---- malloc on huge pages (src/cli/hugepages.c) ------------------------------
# A command executes lhx again once, with glibc.malloc.hugetlb=1 added to
# GLIBC_TUNABLES, where the kernel has transparent huge pages; not when the
# user's GLIBC_TUNABLES names the tunable, and not for --help or --version.
# The answer is the same either way.
thp=/sys/kernel/mm/transparent_hugepage/enabled
if command -v strace >/dev/null && [ -r "$thp" ] && ! grep -qF '[never]' "$thp"; then
  reexecs() { # how often lhx executed itself (its own path) after strace started it, in the strace log $1
    echo $(($(grep -cF "execve(\"$lhx\"" "$1") - 1))
  }
  finish
  name="a command executes itself once, on huge pages"
  ok=1
  env -u GLIBC_TUNABLES strace -f -qq -v -s 256 -e trace=execve -o "$tmp/strace" "$lhx" check tests/programs/demo.hs --function zip >"$tmp/out" 2>"$tmp/err"
  [ "$(reexecs "$tmp/strace")" = 1 ] || { fail "$(reexecs "$tmp/strace") executions of /proc/self/exe, expected 1"; show "$tmp/strace"; }
  grep -qF 'GLIBC_TUNABLES=glibc.malloc.hugetlb=1' "$tmp/strace" || fail "no GLIBC_TUNABLES=glibc.malloc.hugetlb=1 in the exec's environment"
  cp "$tmp/out" "$tmp/out.huge"
  finish
  name="GLIBC_TUNABLES naming the tunable: no second exec, the same answer"
  ok=1
  GLIBC_TUNABLES=glibc.malloc.hugetlb=0 strace -f -qq -v -s 256 -e trace=execve -o "$tmp/strace" "$lhx" check tests/programs/demo.hs --function zip >"$tmp/out" 2>"$tmp/err"
  [ "$(reexecs "$tmp/strace")" = 0 ] || fail "lhx executed itself again"
  cmp -s "$tmp/out" "$tmp/out.huge" || { fail "the answers differ"; show "$tmp/out"; }
  finish
  name="--version and --help: no second exec"
  ok=1
  env -u GLIBC_TUNABLES strace -f -qq -v -s 256 -e trace=execve -o "$tmp/strace" "$lhx" --version >/dev/null 2>&1
  [ "$(reexecs "$tmp/strace")" = 0 ] || fail "lhx --version executed itself again"
  env -u GLIBC_TUNABLES strace -f -qq -v -s 256 -e trace=execve -o "$tmp/strace" "$lhx" check --help >/dev/null 2>&1
  [ "$(reexecs "$tmp/strace")" = 0 ] || fail "lhx check --help executed itself again"
fi

finish
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
