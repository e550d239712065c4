#!/usr/bin/env bash
# Reliability tests of lhx (issue 19): numeric options parsed strictly; input
# bounded (a FIFO, /dev/zero, a directory, a file over the cap) at every
# front door; no GHC process and no temporary directory left behind when lhx
# is stopped mid-GHC (signals, its own time limit, lhx eval's per-run limit;
# the LSP's are in tests/lsp); GHC's failures told apart; a file name that
# starts with '-'; --no-th; Core of any depth; the memory limit.
#
# Usage: tests/reliability/run.sh BUILD/lhx
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

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-reliability.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

passed=0
failed=0
name=""
ok=1

# ---- The harness -----------------------------------------------------------------

# test_run NAME ARGS...: runs lhx ARGS (at most 120 s), keeping its status,
# stdout and stderr.
test_run() {
  test_named "$1"
  shift
  timeout 120 "$lhx" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

test_named() {
  finish
  name=$1
  ok=1
}

finish() {
  [ -n "$name" ] || return 0
  if [ "$ok" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  name=""
}

fail() {
  echo "FAIL $name: $*"
  ok=0
}

show() { sed -e 's/^/    | /' "$1" | head -20; }

expect_status() {
  [ "$status" = "$1" ] || { fail "exit status $status, expected $1"; show "$tmp/err"; }
}

# Some line of stderr (or of the file given second) contains the text.
expect_err_has() {
  grep -qF -- "$1" "${2:-$tmp/err}" || { fail "no '$1' in $(basename "${2:-$tmp/err}")"; show "${2:-$tmp/err}"; }
}

expect_err_lacks() {
  ! grep -qF -- "$1" "$tmp/err" || { fail "'$1' in stderr"; show "$tmp/err"; }
}

expect_out_has() { expect_err_has "$1" "$tmp/out"; }

# ---- Fixtures ------------------------------------------------------------------------

demo=tests/programs/demo.hs
mkfifo "$tmp/fifo.hs"
ln -s /dev/zero "$tmp/zero.hs"
truncate -s 17M "$tmp/big.hs"
mkdir "$tmp/dir.hs"
truncate -s 129M "$tmp/huge.txt"

# Template Haskell that keeps GHC busy for a minute.
cat >"$tmp/Slow.hs" <<'EOF'
{-# LANGUAGE TemplateHaskell #-}
module Slow where
import Control.Concurrent (threadDelay)
import Language.Haskell.TH (runIO)

$(runIO (threadDelay 60000000) >> return [])

{-@ f :: Int -> {v:Int | v > 0} @-}
f :: Int -> Int
f x = x
EOF

# The processes whose command line mentions the text, but this script's own.
procs_mentioning() {
  local p
  for p in /proc/[0-9]*; do
    [ "${p#/proc/}" = $$ ] && continue
    { tr '\0' ' ' <"$p/cmdline"; } 2>/dev/null | grep -qF -- "$1" && echo "${p#/proc/}"
  done
}

# Waits (at most 60 s) until a process runs with its files under the
# directory: GHC (lhx's own command line does not name it; TMPDIR does).
wait_for_ghc() {
  local i
  for i in $(seq 600); do
    [ -n "$(procs_mentioning "$1")" ] && return 0
    sleep 0.1
  done
  fail "GHC did not start"
  return 1
}

# Nothing runs any more with files under the directory, and it is empty
# (checked for up to 10 s).
expect_nothing_left() {
  local i
  for i in $(seq 100); do
    [ -z "$(procs_mentioning "$1")" ] && [ -z "$(ls -A "$1")" ] && return 0
    sleep 0.1
  done
  fail "left behind: processes $(procs_mentioning "$1" | tr '\n' ' '), files $(ls -A "$1" | tr '\n' ' ')"
}

# ---- Numeric options ------------------------------------------------------------------

for bad in nan inf -1 1e999 '' 0x10 ' 5' 5s; do
  for cmd in check explain after-liquid run; do
    target=$demo
    [ "$cmd" = explain ] && target=$demo:18
    [ "$cmd" = after-liquid ] && target=tests/explain/liquid/old_format.txt
    [ "$cmd" = run ] && target=tests/engine/fig2.hs
    test_run "$cmd --timeout '$bad'" "$cmd" "$target" --timeout "$bad"
    expect_status 2
    expect_err_has "lhx: error: --timeout needs a number from 0.001 to 1000000, not '$bad'"
  done
done
for opt in --max-depth --memory; do
  for bad in 1.5 nan -5 1e999 ''; do
    test_run "check $opt '$bad'" check "$demo" "$opt" "$bad"
    expect_status 2
    expect_err_has "lhx: error: $opt needs a whole number from"
  done
done
test_run "run --max-results nan" run tests/engine/fig2.hs --max-results nan
expect_status 2
expect_err_has "lhx: error: --max-results needs a whole number from 1 to 1000000, not 'nan'"
test_run "run --memory inf" run tests/engine/fig2.hs --memory inf
expect_status 2
expect_err_has "lhx: error: --memory needs a whole number from 0 to 1048576, not 'inf'"
for opt in -j --timeout --grace --mem-limit; do
  test_run "eval $opt nan" eval tests/eval/manifest.yaml "$opt" nan
  expect_status 2
  expect_err_has "lhx: error: eval: $opt needs a"
  expect_err_has "not 'nan'"
done
test_run "lsp --timeout 1e999" lsp --timeout 1e999
expect_status 2
expect_err_has "lhx: error: lsp: --timeout needs a number from 0.001 to 86400, not '1e999'"

# ---- Bounded input ----------------------------------------------------------------------

# what each kind of path is called in messages
kind_of() {
  case $1 in
  fifo.hs) echo "not a regular file (a FIFO)" ;;
  zero.hs) echo "not a regular file (a character device)" ;;
  big.hs) echo "too large (17.0 MB; lhx reads at most 16 MB)" ;;
  dir.hs) echo "is a directory" ;;
  esac
}

for f in fifo.hs zero.hs big.hs dir.hs; do
  why=$(kind_of "$f")
  test_run "check $f" check "$tmp/$f"
  expect_status 2
  if [ "$f" = dir.hs ]; then # a directory is a package to check (lhx check DIR): here one without modules
    expect_err_has "lhx: error: $tmp/$f holds no Haskell module (.hs or .lhs)"
  else
    expect_err_has "lhx: error: $tmp/$f: $why"
  fi
  test_run "explain $f" explain "$tmp/$f:3"
  expect_status 2
  expect_err_has "lhx: error: $tmp/$f: $why"
  test_run "run $f" run "$tmp/$f"
  expect_status 2
  expect_err_has "lhx: error: $tmp/$f: $why"
  test_run "core $f" core "$tmp/$f"
  expect_status 2
  expect_err_has "lhx: error: $tmp/$f: $why"
  test_run "--spec $f" check "$demo" --function zip --spec "$tmp/$f"
  expect_status 2
  expect_err_has "lhx: error: $tmp/$f: $why"
  test_run "after-liquid reading $f" after-liquid "$tmp/$f"
  expect_status 2
  [ "$f" = big.hs ] || expect_err_has "lhx: error: $tmp/$f: $why"
  # a liquid output that names the file: a note for the error, the others go on
  printf '%s:3:1: Error: Liquid Type Mismatch\n  details\n\n%s:20:25-46: Error: Liquid Type Mismatch\n  details\n' \
    "$tmp/$f" "$demo" >"$tmp/names.txt"
  test_run "after-liquid naming $f" after-liquid "$tmp/names.txt"
  expect_status 1
  expect_out_has "lhx: not explained: $tmp/$f: $why"
  expect_out_has "zip: concrete counterexample"
done
test_run "after-liquid over 128 MB" after-liquid "$tmp/huge.txt"
expect_status 2
expect_err_has "lhx: error: $tmp/huge.txt: too large (129.0 MB; lhx reads at most 128 MB)"
test_named "after-liquid stdin over 128 MB"
head -c 129M /dev/zero | tr '\0' 'x' | timeout 60 "$lhx" after-liquid >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 2
expect_err_has "lhx: error: the standard input: too large (more than 128 MB; lhx reads at most 128 MB)"

# ---- Stopped mid-GHC: signals, lhx's own time limit, eval's ----------------------------------

# kill_mid_ghc SIGNAL ARGS...: lhx ARGS with a private TMPDIR, stopped with
# SIGNAL once GHC runs; nothing may be left.
kill_mid_ghc() {
  local sig=$1
  shift
  test_named "SIG$sig mid-GHC: lhx $1"
  local dir
  dir=$(mktemp -d "$tmp/run.XXXXXX")
  set -m # job control: the background lhx gets SIGINT like a foreground one would
  TMPDIR=$dir "$lhx" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
  local pid=$!
  set +m
  wait_for_ghc "$dir" && kill -"$sig" "$pid"
  wait "$pid" 2>/dev/null # (no "Hangup" note from the shell)
  status=$?
  local want
  want=$((128 + $(kill -l "$sig")))
  [ "$status" = "$want" ] || fail "lhx ended with status $status, expected $want (died of SIG$sig)"
  if [ "$sig" = KILL ]; then
    # nothing runs after SIGKILL: the kernel ends GHC (PR_SET_PDEATHSIG); the directory stays
    local i
    for i in $(seq 100); do [ -z "$(procs_mentioning "$dir")" ] && break; sleep 0.1; done
    [ -z "$(procs_mentioning "$dir")" ] || fail "GHC outlived lhx: $(procs_mentioning "$dir")"
    rm -rf "$dir"
  else
    expect_nothing_left "$dir"
  fi
}

kill_mid_ghc TERM check "$tmp/Slow.hs"
kill_mid_ghc INT check "$tmp/Slow.hs"
kill_mid_ghc HUP check "$tmp/Slow.hs"
kill_mid_ghc TERM explain "$tmp/Slow.hs:10"
kill_mid_ghc INT run "$tmp/Slow.hs" --entry f
printf '%s:10:1: Error: Liquid Type Mismatch\n  details\n' "$tmp/Slow.hs" >"$tmp/slow-liquid.txt"
kill_mid_ghc TERM after-liquid "$tmp/slow-liquid.txt"
kill_mid_ghc KILL check "$tmp/Slow.hs"

test_named "GHC within --ghc-timeout"
dir=$(mktemp -d "$tmp/run.XXXXXX")
start=$(date +%s%N)
TMPDIR=$dir timeout 60 "$lhx" check "$tmp/Slow.hs" --ghc-timeout 3 >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
took_ms=$((($(date +%s%N) - start) / 1000000))
expect_status 3
expect_err_has "lhx: error: GHC did not finish compiling $tmp/Slow.hs within 3 s (the time limit)"
[ "$took_ms" -lt 8000 ] || fail "--ghc-timeout 3 took $took_ms ms"
expect_nothing_left "$dir"

test_named "--timeout bounds the search, not GHC"
dir=$(mktemp -d "$tmp/run.XXXXXX")
start=$(date +%s%N)
TMPDIR=$dir timeout 60 "$lhx" check "$tmp/Slow.hs" --timeout 1 --ghc-timeout 4 >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
took_ms=$((($(date +%s%N) - start) / 1000000))
expect_status 3
expect_err_has "lhx: error: GHC did not finish compiling $tmp/Slow.hs within 4 s (the time limit)"
[ "$took_ms" -ge 3900 ] || fail "GHC was stopped after $took_ms ms, before its own limit of 4 s"
expect_nothing_left "$dir"

test_named "eval's per-run limit mid-GHC"
dir=$(mktemp -d "$tmp/run.XXXXXX")
mkdir -p "$tmp/corpus"
cp "$tmp/Slow.hs" "$tmp/corpus/Slow.hs"
cp "$tmp/Slow.hs" "$tmp/corpus/Good.hs"
cat >"$tmp/corpus/manifest.yaml" <<'EOF'
version: 1
entries:
  - id: slow-wrong-code-01
    assignment: List
    bad: Slow.hs
    good: Good.hs
    function: f
    mistake: wrong-code
    expected: concrete
EOF
# lhx check itself, but with time limits of its own (the search's and GHC's) far beyond eval's;
# eval runs CHECK check FILE --function F --json --timeout T --ghc-timeout G --memory M [...]
cat >"$tmp/check-late.sh" <<EOF
#!/usr/bin/env bash
exec "$lhx" "\$1" "\$2" "\$3" "\$4" "\$5" --timeout 600 --ghc-timeout 600 "\${10}" "\${11}"
EOF
chmod +x "$tmp/check-late.sh"
TMPDIR=$dir LHX_EVAL_CHECK=$tmp/check-late.sh timeout 120 "$lhx" eval "$tmp/corpus/manifest.yaml" --only slow-wrong-code-01 \
  --timeout 2 --grace 1 --out "$tmp/eval-out" >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
expect_status 0
expect_out_has "slow-wrong-code-01: timeout (timeout: killed after 3 s)"
expect_nothing_left "$dir"

# ---- GHC's failures, told apart ------------------------------------------------------------

printf 'module Bad where\nf :: Int ->\n' >"$tmp/Bad.hs"
test_run "a program GHC rejects" check "$tmp/Bad.hs"
expect_status 2
expect_err_has "parse error"
expect_err_has "lhx: error: GHC rejected $tmp/Bad.hs (its messages are above)"

# A stand-in for GHC in PATH, failing as told by FAKE_GHC.
mkdir -p "$tmp/fakebin"
cat >"$tmp/fakebin/ghc" <<'EOF'
#!/usr/bin/env bash
case $FAKE_GHC in
segv) kill -SEGV $$ ;;
panic) echo "ghc: panic! (the 'impossible' happened)"; exit 1 ;;
heap) echo "ghc: Heap exhausted;"; echo "ghc: Current maximum heap size is 1073741824 bytes (1024 MB)."; exit 251 ;;
thread) echo "ghc: failed to create OS thread: Cannot allocate memory"; exit 1 ;;
quiet) exit 7 ;;
esac
EOF
chmod +x "$tmp/fakebin/ghc"
for mode in segv panic heap thread quiet; do
  case $mode in
  segv) want="GHC crashed compiling $demo (killed by signal 11: Segmentation fault)" ;;
  panic) want="GHC crashed compiling $demo (a GHC panic; its messages are above)" ;;
  heap) want="GHC ran out of memory compiling $demo (its heap limit follows --memory; Heap exhausted)" ;;
  thread) want="GHC ran out of memory compiling $demo (its heap limit follows --memory; failed to create OS thread)" ;;
  quiet) want="GHC failed compiling $demo (exit status 7, without a message)" ;;
  esac
  test_named "GHC fails: $mode"
  FAKE_GHC=$mode PATH=$tmp/fakebin:$PATH timeout 60 "$lhx" check "$demo" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
  expect_status 3
  expect_err_has "lhx: error: $want"
done

# ---- A file name that starts with '-' --------------------------------------------------------

mkdir -p "$tmp/dash"
cp "$demo" "$tmp/dash/-demo.hs"
test_named "a file named -demo.hs"
(cd "$tmp/dash" && timeout 120 "$lhx" check --function zip -- -demo.hs >"$tmp/out" 2>"$tmp/err" </dev/null)
status=$?
expect_status 1
expect_out_has "-demo.hs:18:1: zip: concrete counterexample"
test_named "explain -- -demo.hs:20"
(cd "$tmp/dash" && timeout 120 "$lhx" explain --json -- -demo.hs:20 >"$tmp/out" 2>"$tmp/err" </dev/null)
status=$?
expect_status 1
expect_out_has '"verdict":	"concrete"'

# ---- --no-th ---------------------------------------------------------------------------------

mkdir -p "$tmp/th"
body='
{-@ g :: Int -> {v:Int | v > 0} @-}
g :: Int -> Int
g x = x
'
th_file() { # NAME HEADER: a module NAME.hs with the header lines before `module`
  printf '%s\nmodule %s where\n%s' "$2" "$1" "$body" >"$tmp/th/$1.hs"
}
th_file Th '{-# LANGUAGE TemplateHaskell #-}'
th_file Qq '{-# LANGUAGE ScopedTypeVariables, QuasiQuotes #-}'
th_file Xth '{-# OPTIONS_GHC -Wall -XTemplateHaskell #-}'
th_file Pgmf '{-# OPTIONS_GHC -F -pgmF ./evil.sh #-}'
th_file Plugin '{-# OPTIONS_GHC -fplugin=Evil.Plugin #-}'
th_file Cpp '{-# LANGUAGE CPP #-}'
th_file Incl '{-# OPTIONS_GHC -i/elsewhere #-}'
th_file Quiet '-- {-# LANGUAGE TemplateHaskell #-}
{- {-# LANGUAGE TemplateHaskell #-} -}
{-# LANGUAGE TemplateHaskellQuotes #-}'
th_file Lh '{-# OPTIONS_GHC -fplugin=LiquidHaskell #-}'
printf 'module Ann where\n{-# ANN module "hello" #-}\n%s' "$body" >"$tmp/th/Ann.hs"
printf 'module Importer where\nimport qualified Helper as H\n%s' "$body" >"$tmp/th/Importer.hs"
printf '\n\n{-# LANGUAGE TemplateHaskell #-}\nmodule Helper where\nh :: Int\nh = 1\n' >"$tmp/th/Helper.hs"
printf 'Prose.\n\n> {-# LANGUAGE QuasiQuotes #-}\n> module Lit where\n> g :: Int -> Int\n> g x = x\n' >"$tmp/th/Lit.lhs"
# an import split over lines, and a module whose boot file asks for a preprocessor
printf 'module Split where\nimport\n  qualified\n    Helper\n%s' "$body" >"$tmp/th/Split.hs"
printf 'module Booted where\nimport {-# SOURCE #-} Cyc\n%s' "$body" >"$tmp/th/Booted.hs"
printf 'module Cyc where\nc :: Int\nc = 1\n' >"$tmp/th/Cyc.hs"
printf '{-# OPTIONS_GHC -F -pgmF ./evil.sh #-}\nmodule Cyc where\nc :: Int\n' >"$tmp/th/Cyc.hs-boot"

no_th() { # FILE LINE:COL WHAT WORD
  test_run "--no-th refuses $1" check "$tmp/th/$1" --no-th
  expect_status 2
  expect_err_has "$tmp/th/$1:$2: error: --no-th: $3 ($4) would make GHC run code from this file at compile time"
}
no_th Th.hs 1:14 "Template Haskell" TemplateHaskell
no_th Qq.hs 1:35 "quasi-quotation" QuasiQuotes
no_th Xth.hs 1:23 "Template Haskell" TemplateHaskell
no_th Pgmf.hs 1:17 "a source preprocessor" -F
no_th Plugin.hs 1:17 "a compiler plugin" -fplugin=Evil.Plugin
no_th Cpp.hs 1:14 "the C preprocessor, which can assemble or include such requests" CPP
no_th Incl.hs 1:17 "an import path outside the file's directory, whose modules lhx does not check" -i/elsewhere
no_th Ann.hs 2:1 "an annotation, which GHC evaluates" ANN
no_th Lit.lhs 3:16 "quasi-quotation" QuasiQuotes
test_run "--no-th follows local imports" check "$tmp/th/Importer.hs" --no-th
expect_status 2
expect_err_has "$tmp/th/Helper.hs:3:14: error: --no-th: Template Haskell (TemplateHaskell)"
test_run "--no-th follows an import over several lines" check "$tmp/th/Split.hs" --no-th
expect_status 2
expect_err_has "$tmp/th/Helper.hs:3:14: error: --no-th: Template Haskell (TemplateHaskell)"
test_run "--no-th scans boot files" check "$tmp/th/Booted.hs" --no-th
expect_status 2
expect_err_has "$tmp/th/Cyc.hs-boot:1:17: error: --no-th: a source preprocessor (-F)"
test_run "--no-th: commented-out pragmas and quotes only" check "$tmp/th/Quiet.hs" --no-th
expect_status 1
expect_out_has "g: concrete counterexample"
test_run "--no-th leaves LiquidHaskell's plugin to GHC" check "$tmp/th/Lh.hs" --no-th
expect_err_lacks "--no-th"
for cmd in explain run core after-liquid; do
  case $cmd in
  explain) args=(explain "$tmp/th/Th.hs:6" --no-th) ;;
  run) args=(run "$tmp/th/Th.hs" --entry g --no-th) ;;
  core) args=(core "$tmp/th/Th.hs" --no-th) ;;
  after-liquid)
    printf '%s:6:1: Error: Liquid Type Mismatch\n  details\n' "$tmp/th/Th.hs" >"$tmp/th-liquid.txt"
    args=(after-liquid "$tmp/th-liquid.txt" --no-th)
    ;;
  esac
  test_run "$cmd --no-th" "${args[@]}"
  expect_status 2
  expect_err_has "$tmp/th/Th.hs:1:14: error: --no-th: Template Haskell (TemplateHaskell)"
done
# Without --no-th the preprocessor runs: what --no-th is for.
printf '#!/bin/sh\ntouch "%s/th/ran"\ncp "$2" "$3"\n' "$tmp" >"$tmp/th/evil.sh"
chmod +x "$tmp/th/evil.sh"
test_named "without --no-th, -pgmF runs"
(cd "$tmp/th" && timeout 120 "$lhx" check Pgmf.hs >"$tmp/out" 2>"$tmp/err" </dev/null)
[ -e "$tmp/th/ran" ] || { fail "the preprocessor did not run"; show "$tmp/err"; }
rm -f "$tmp/th/ran"
test_named "with --no-th, -pgmF does not run"
(cd "$tmp/th" && timeout 120 "$lhx" check Pgmf.hs --no-th >"$tmp/out" 2>"$tmp/err" </dev/null)
[ ! -e "$tmp/th/ran" ] || fail "the preprocessor ran"

# ---- Core of any depth -------------------------------------------------------------------------

python3 - "$tmp" <<'EOF'
import sys
d = sys.argv[1]
open(d + '/List500.hs', 'w').write(
    "module List500 where\n\n{-@ xs :: {v:[Int] | len v > 0} @-}\nxs :: [Int]\nxs = [" +
    ", ".join(str(i) for i in range(500)) + "]\n")
open(d + '/Sum3000.hs', 'w').write(
    "module Sum3000 where\n\n{-@ total :: Int -> {v:Int | v >= 0} @-}\ntotal :: Int -> Int\ntotal x = " +
    " + ".join(["x"] + [str(i) for i in range(1, 3000)]) + "\n")
open(d + '/Lets1500.hs', 'w').write(
    "module Lets1500 where\n\n{-@ deep :: Int -> {v:Int | v > 0} @-}\ndeep :: Int -> Int\ndeep x0 =\n" +
    "".join("  let x%d = x%d + 1 in\n" % (i, i - 1) for i in range(1, 1501)) + "  x1500\n")
open(d + '/And10000.hs', 'w').write(
    "module And10000 where\n\n{-@ g :: x:Int -> {v:Int | " +
    " && ".join("v > %d" % i for i in range(0, -10000, -1)) + "} @-}\ng :: Int -> Int\ng x = x\n")
EOF
test_run "a list literal of 500 elements" check "$tmp/List500.hs" --max-depth 1000000
expect_status 0
expect_out_has "List500.hs:5:1: xs: no counterexample (every path explored, 1 path)"
test_run "a sum of 3000 terms" check "$tmp/Sum3000.hs" --max-depth 1000000
expect_status 1
expect_out_has "total (-4498501) = -1"
test_run "1500 nested lets" check "$tmp/Lets1500.hs" --max-depth 1000000
expect_status 1
expect_out_has "deep (-1500) = 0"
test_run "a chain of 10000 && in a refinement" check "$tmp/And10000.hs"
expect_status 1
expect_out_has "g: concrete counterexample"
expect_out_has "g 0 = 0"

# ---- The memory limit ---------------------------------------------------------------------------

test_named "--memory too small for lhx itself"
dir=$(mktemp -d "$tmp/run.XXXXXX")
TMPDIR=$dir timeout 120 "$lhx" check "$demo" --function zip --memory 16 >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
expect_status 3
expect_err_has "lhx: error: out of memory: the memory limit of 16 MB (--memory) was reached"
expect_nothing_left "$dir"

# A function whose one path allocates without end (a list grown one cell a step, the step bound
# lifted), and one beside it with a counterexample.
cat >"$tmp/Grow.hs" <<'EOF'
{-@ LIQUID "--no-termination" @-}
module Grow where

{-@ grow :: Int -> {v:Int | v >= 0} @-}
grow :: Int -> Int
grow n = length (go n [])
  where
    go :: Int -> [Int] -> [Int]
    go k acc = go (k + 1) (k : acc)

{-@ dec :: x:Int -> {v:Int | v > x} @-}
dec :: Int -> Int
dec x = x - 1
EOF
# the results of the JSON document in $tmp/out, "function verdict message stopped_by" a line,
# into $tmp/verdicts (false: no document)
verdicts() {
  python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
for r in d["results"]: print(r["function"], r["verdict"], r["message"], (r.get("coverage") or {}).get("stopped_by"))' "$tmp/out" \
    >"$tmp/verdicts" 2>&1
}
test_run "--memory 64 stops a growing function, not lhx" check "$tmp/Grow.hs" --json --memory 64 --timeout 5 --max-depth 100000000
expect_status 1
verdicts || fail "no JSON document"
expect_err_has "the memory limit of 64 MB (--memory)" "$tmp/verdicts"
expect_err_has "dec concrete" "$tmp/verdicts"
# The hard limit itself reached while a function is checked (a data limit below the engine's
# per-path one, --memory 0: no limit of lhx's own; the cache compiled Grow.hs above, so no GHC
# runs under it): the document still ends the output, the function and those after it reported.
test_named "out of memory while checking: --json still prints its document"
(ulimit -d 100000 && timeout 120 "$lhx" check "$tmp/Grow.hs" --json --memory 0 --timeout 5 --max-depth 100000000) \
  >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
expect_status 3
expect_err_has "lhx: error: out of memory (allocating"
verdicts || fail "no JSON document"
expect_err_has "grow unsupported memory ran out (allocating" "$tmp/verdicts"
expect_err_has "dec unsupported not checked: memory ran out (allocating" "$tmp/verdicts"
test_named "--memory too small to load: --json still prints its document"
timeout 120 "$lhx" check "$tmp/Grow.hs" --json --memory 16 >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
expect_status 3
expect_out_has '"message":	"out of memory: the memory limit of 16 MB (--memory) was reached'

test_named "after-liquid --json on 50 MB holds a small multiple of it"
python3 - "$tmp/liquid50.txt" "$root/$demo" <<'EOF'
import sys
out, demo = sys.argv[1], sys.argv[2]
with open(out, 'w') as f:
    size, i = 0, 0
    while size < 50 << 20:
        b = "%s:(20,25)-(%d,%d): Error: Liquid Type Mismatch\n    Inferred type: VV : {v : [a] | len v == %d}\n\n" % (
            demo, 21 + i // 1000, 1 + i % 1000, i)
        f.write(b)
        size += len(b)
        i += 1
EOF
python3 - "$lhx" "$tmp/liquid50.txt" "$tmp/out" <<'EOF' >"$tmp/err" 2>&1
import json, resource, subprocess, sys
lhx, inp, out = sys.argv[1:]
with open(out, 'w') as f:
    r = subprocess.run([lhx, "after-liquid", inp, "--json"], stdout=f, stderr=subprocess.DEVNULL, timeout=600)
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024  # MB: lhx (or the GHC it ran)
results = len(json.load(open(out))["results"])
print("status %d, %d results, peak %d MB" % (r.returncode, results, peak))
sys.exit(0 if r.returncode == 1 and results > 350000 and peak < 400 else 1)
EOF
[ $? = 0 ] || { fail "after-liquid --json on 50 MB"; show "$tmp/err"; }

finish
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
