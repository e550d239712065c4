#!/usr/bin/env bash
# Tests of `lhx eval`: manifest validation (exact messages and positions),
# running a small corpus with a fake `lhx check` (tests/eval/fake-check.sh:
# canned concrete / abstract / none answers, a run that never ends, a crash,
# malformed output, running out of memory), the reports' counts, the blame
# split, jobs for GNU parallel and Slurm merged into the same reports, and
# interruption. Does not need GHC or a working `lhx check`.
#
# Usage: tests/eval/run.sh PATH/TO/lhx
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

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-eval.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

export LHX_EVAL_CHECK="$root/tests/eval/fake-check.sh"
manifest=tests/eval/manifest.yaml
# The fake's never-ending run is killed at 1 + 0.5 s; 200 MB stops its
# memory hog quickly.
limits=(--timeout 1 --grace 0.5 --mem-limit 200)

passed=0
failed=0
name=""
ok=1

# ---- The harness ----------------------------------------------------------

# test_run NAME ARGS...: runs lhx ARGS, keeping its status, stdout and stderr.
test_run() {
  finish
  name=$1
  shift
  ok=1
  "$lhx" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  status=$?
}

# test_named NAME: starts a test whose commands the caller runs itself.
test_named() {
  finish
  name=$1
  ok=1
}

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

show() { sed -e 's/^/    | /' "$1" | head -20; }

expect_status() {
  [ "$status" = "$1" ] || { fail "exit status $status, expected $1"; show "$tmp/err"; }
}

# The whole of stderr is exactly the given lines.
expect_err() {
  printf '%s\n' "$@" >"$tmp/want"
  if ! cmp -s "$tmp/want" "$tmp/err"; then
    fail "stderr differs (- expected, + actual):"
    diff "$tmp/want" "$tmp/err" | sed -e 's/^/    /' | head -20
  fi
}

expect_err_first() {
  local first
  first=$(head -n 1 "$tmp/err")
  [ "$first" = "$1" ] || fail "first line of stderr is '$first', expected '$1'"
}

expect_err_has() { grep -qF -- "$1" "$tmp/err" || { fail "stderr lacks '$1'"; show "$tmp/err"; }; }
expect_out_line() { grep -qxF -- "$1" "$tmp/out" || { fail "stdout has no line '$1'"; show "$tmp/out"; }; }

# expect_file_line FILE LINE: FILE has LINE as a whole line.
expect_file_line() {
  grep -qxF -- "$2" "$1" || { fail "$(basename "$1") has no line '$2'"; show "$1"; }
}

# expect_same A B WHAT: files A and B are identical.
expect_same() {
  if ! cmp -s "$1" "$2"; then
    fail "$3 differ (- $1, + $2):"
    diff "$1" "$2" | sed -e 's/^/    /' | head -20
  fi
}

# running PID: the process exists and is not a zombie (a killed run's
# children are reparented to PID 1, which need not reap them at once).
running() {
  local state
  state=$(ps -o stat= -p "$1" 2>/dev/null)
  [ -n "$state" ] && [ "${state#Z}" = "$state" ]
}

# The reports of DIR without what depends on the clock and the machine,
# into DIR/norm/: the time and memory columns and lines of table.md, the
# seconds and peak memory of results.csv (GHC's seconds are the fake's, fixed).
normalise() {
  mkdir -p "$1/norm"
  sed -E -e 's/\| [0-9]+\.[0-9] \| ([0-9]+|-) \|$/| T | M |/' -e 's/^(- Time per run \(s\)):.*/\1: T/' \
    -e 's/^(- Time per run without GHC) .*/\1: T/' \
    -e 's/^(- Peak memory per run) .*/\1: M/' "$1/table.md" >"$1/norm/table.md"
  cut -d, -f1-8,10,12- "$1/results.csv" >"$1/norm/results.csv"
  cp "$1/blame.md" "$1/norm/blame.md"
}

# ---- Usage ----------------------------------------------------------------------

test_run "unknown option" eval --bogus
expect_status 2
expect_err_first "lhx: error: eval: unexpected argument '--bogus'"
expect_err_has "usage: lhx eval [MANIFEST]"

test_run "two manifests" eval "$manifest" other.yaml
expect_status 2
expect_err_first "lhx: error: eval: unexpected argument 'other.yaml'"

test_run "bad timeout" eval "$manifest" --timeout soon
expect_status 2
expect_err_first "lhx: error: eval: --timeout needs a number from 0.001 to 1000000, not 'soon'"

test_run "bad -j" eval "$manifest" -j 0
expect_status 2
expect_err_first "lhx: error: eval: -j needs a whole number from 1 to 4096, not '0'"

test_run "--out without a value" eval "$manifest" --out
expect_status 2
expect_err_first "lhx: error: eval: --out needs a value"

test_run "bad --emit-jobs" eval "$manifest" --emit-jobs make
expect_status 2
expect_err_first "lhx: error: eval: --emit-jobs takes parallel or slurm"

test_run "--merge with --only" eval "$manifest" --merge "$tmp" --only length-none
expect_status 2
expect_err_first "lhx: error: eval: --merge takes no --only or --check-good"

test_named "--timeout is the search's, GHC's limit the grace"
FAKE_ARGS="$tmp/args" "$lhx" eval "$manifest" "${limits[@]}" --only length-none --out "$tmp/args-run" >"$tmp/out" 2>"$tmp/err" </dev/null
grep -q -- "--timeout 1 --ghc-timeout 0.5 --memory 200 " "$tmp/args" || { fail "lhx check's arguments:"; show "$tmp/args"; }

test_run "--only an unknown entry" eval "$manifest" --only length-none,nope --out "$tmp/x"
expect_status 2
expect_err "lhx: error: eval: the manifest $manifest has no entry 'nope'"

test_run "--only a good unit that is named otherwise" eval "$manifest" --only length-none+good --out "$tmp/x"
expect_status 2
expect_err "lhx: error: eval: the manifest $manifest has no entry 'length-none+good'"

mkdir -p "$tmp/empty"
test_named "the default manifest"
(cd "$tmp/empty" && "$lhx" eval >"$tmp/out" 2>"$tmp/err")
status=$?
expect_status 2
expect_err "lhx: error: cannot open corpus/manifest.yaml: No such file or directory"

test_run "usage lists eval" --help
expect_status 0
grep -qE '^  eval +evaluate' "$tmp/out" || fail "lhx --help does not list lhx eval"

test_run "eval --help" eval --help
expect_status 0
grep -qF 'usage: lhx eval [MANIFEST]' "$tmp/out" || fail "lhx eval --help does not describe lhx eval"

# ---- Manifest validation ----------------------------------------------------------

# Manifests in $tmp/m/ reach the test corpus through a link.
mkdir -p "$tmp/m"
ln -s "$root/tests/eval/corpus" "$tmp/m/corpus"
m="$tmp/m/manifest.yaml"

# manifest_test NAME: runs lhx eval on $m, which the caller has written.
manifest_test() {
  test_run "$1" eval "$m" --out "$tmp/m/out"
  expect_status 2
}

cat >"$m" <<'EOF'
version: 1
entries:
  - id: a
    assignment: Lists
    bad: corpus/List/bad/length-none.lhs
    good: corpus/List/List.lhs
    fucntion: length
    mistake: wrong-code
    expected: concrete
EOF
manifest_test "unknown key, bad enum, missing key"
expect_err "$m:3:5: error: missing key 'function'" \
  "$m:4:17: error: 'assignment' must be List, MapReduce or KMeans, not 'Lists'" \
  "$m:7:5: error: unknown key 'fucntion' (expected id, assignment, bad, good, function, mistake, expected, blame or note)"

cat >"$m" <<'EOF'
version: 1
entries:
  - {id: a, assignment: List, bad: corpus/List/bad/length-none.lhs, good: corpus/List/List.lhs, function: length, mistake: wrong-code, expected: concrete}
  - {id: b, assignment: List, bad: corpus/List/bad/nope.lhs, good: corpus/List, function: length, mistake: typo, expected: abstract}
  - {id: a, assignment: List, bad: corpus/List/bad/length-none.lhs, good: corpus/List/List.lhs, function: length, mistake: wrong-code, expected: concrete, blame: size}
EOF
manifest_test "files, mistake, blame, duplicate ids"
expect_err "$m:4:5: error: missing key 'blame' (required when expected is abstract)" \
  "$m:4:36: error: bad file 'corpus/List/bad/nope.lhs' not found (looked for $tmp/m/corpus/List/bad/nope.lhs: No such file or directory)" \
  "$m:4:68: error: good file 'corpus/List' is not a regular file ($tmp/m/corpus/List)" \
  "$m:4:108: error: 'mistake' must be wrong-code, too-strong-post, missing-pre, weak-helper-spec, wrong-measure, missing-case or non-termination, not 'typo'" \
  "$m:5:10: error: duplicate id 'a' (first at line 3)" \
  "$m:5:163: error: 'blame' is only for entries expected abstract"

cat >"$m" <<'EOF'
version: 2
entries: []
extra: true
EOF
manifest_test "version and top-level keys"
expect_err "$m:1:10: error: unsupported manifest version '2' (expected 1)" \
  "$m:3:1: error: unknown key 'extra' (expected version or entries)"

cat >"$m" <<'EOF'
version: 1
entries:
  - id: a b
    id: c
    assignment: [List]
    bad:
    good: corpus/List/List.lhs
    function: length
    mistake: wrong-code
    expected: concrete
  - just a string
EOF
manifest_test "ids, repeated keys, values"
expect_err "$m:3:9: error: 'id' may hold only letters, digits, '.', '_' and '-' (not first '.'): 'a b'" \
  "$m:4:5: error: duplicate key 'id'" \
  "$m:5:17: error: 'assignment' must be a single value" \
  "$m:6:9: error: 'bad' has no value" \
  "$m:11:5: error: an entry must be a mapping of keys to values"

printf 'version: 1\nentries:\n  - id: a\n   bad: x\n' >"$m"
manifest_test "YAML syntax"
expect_err "$m:4:4: error: invalid YAML: did not find expected '-' indicator (while parsing a block collection at line 3)"

printf 'version: 1\nentries: {}\n' >"$m"
manifest_test "entries not a list"
expect_err "$m:2:10: error: 'entries' must be a list"

printf '# nothing\n' >"$m"
manifest_test "empty manifest"
expect_err "$m:1:1: error: the manifest is empty"

printf -- '- 1\n' >"$m"
manifest_test "not a mapping"
expect_err "$m:1:1: error: the manifest must be a mapping with 'version' and 'entries'"

printf 'version: 1\nentries: []\n---\nversion: 1\n' >"$m"
manifest_test "two documents"
expect_err "$m:4:1: error: the manifest must be a single YAML document"

printf 'entries: []\n' >"$m"
manifest_test "no version"
expect_err "$m:1:1: error: missing key 'version'"

test_run "the test manifest is valid" eval "$manifest" --emit-jobs parallel --out "$tmp/valid"
expect_status 0

# ---- A run of the test corpus -------------------------------------------------------

full="$tmp/full"
test_named "full run"
FAKE_PIDS="$tmp/pids" "$lhx" eval "$manifest" "${limits[@]}" -j 4 --check-good --out "$full" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0
expect_out_line "17 errors: 9 found (52.9 %), 3 concrete, 6 abstract, 0 termination, 1 none, 2 timeout, 5 error; 6 good files checked, 1 false alarms"
expect_out_line "reports: $full/table.md, blame.md, results.csv, times.svg"
grep -qxE 'lhx: eval: 23/23 done, 9 found, 0:0[0-9] elapsed' "$tmp/err" || { fail "no final progress line"; show "$tmp/err"; }
for f in table.md blame.md results.csv times.svg; do [ -s "$full/$f" ] || fail "no $f"; done
[ "$(ls "$full/parts" | wc -l)" = 23 ] || fail "$(ls "$full/parts" | wc -l) parts, expected 23"

test_named "a run past its time is killed with its children"
sleep 0.2
while read -r pid; do
  if running "$pid"; then
    fail "the fake's child $pid still runs"
    kill "$pid"
  fi
done <"$tmp/pids"
[ -s "$tmp/pids" ] || fail "the sleeping run never started"

test_named "table.md"
t="$full/table.md"
# (the last columns, the average time and the largest peak memory, are checked by the merge tests below)
row() { grep -qE "^$(printf '%s' "$1" | sed -e 's/[|*]/\\&/g') [0-9]+\.[0-9] \| [0-9]+ \|\$" "$t" || fail "no row '$1 T | M |'"; }
row "| List | concat | 2 | 0 | 2 | 0 | 0 | 0 | 0 | 1 | 1 |"
row "| List | length | 11 | 1 | 2 | 0 | 1 | 2 | 5 | 0 | 0 |"
row "| MapReduce | expand | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |"
row "| MapReduce | mapReduce | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |"
row "| KMeans | centroid | 1 | 0 | 1 | 0 | 0 | 0 | 0 | 1 | 0 |"
row "| KMeans | nearest | 1 | 0 | 1 | 0 | 0 | 0 | 0 | 0 | 0 |"
row "| **Total** | | 17 | 3 | 6 | 0 | 1 | 2 | 5 | 2 | 1 |"
expect_file_line "$t" "- Found: 9 of 17 (52.9 %); concrete 3 (17.6 %), abstract 6 (35.3 %), termination 0 (0.0 %)"
expect_file_line "$t" "- Suggestion: 2 of 6 abstract counterexamples (33.3 %) come with a suggested refinement type that passed both checks; the good file's type implies 1 of them (50.0 %)"
expect_file_line "$t" "- Not found: none 1, timeout 2, error 5 (of which unsupported 1)"
grep -qE '^- Time per run \(s\): average [0-9]+\.[0-9], median [0-9]+\.[0-9], 95th percentile [0-9]+\.[0-9]$' "$t" || fail "no time line"
grep -qE '^- Time per run without GHC \(s; .*Core cached.*\): average [0-9]+\.[0-9], median [0-9]+\.[0-9], 95th percentile [0-9]+\.[0-9]$' "$t" ||
  fail "no time line without GHC"
grep -qE '^- Peak memory per run \(MB, the largest process: lhx or the GHC it ran\): maximum (49|[5-9][0-9]|1[0-9][0-9]) \(length-none\)$' "$t" ||
  fail "no memory line naming the run that held 50 MB: $(grep '^- Peak memory' "$t")"
expect_file_line "$t" "6 (good file, function) pairs checked: none 5, false alarms 1 (concrete 1, abstract 0, termination 0), timeout 0, error 0."
expect_file_line "$t" "| corpus/KMeans/KMeans.hs | nearest | concrete |  |"
# rows in order: assignments as in the manifest format, then functions
grep -E '^\| (List|MapReduce|KMeans) ' "$t" | cut -d'|' -f2,3 >"$tmp/order"
printf '%s\n' ' List | concat ' ' List | length ' ' MapReduce | expand ' ' MapReduce | mapReduce ' ' KMeans | centroid ' \
  ' KMeans | nearest ' >"$tmp/want"
expect_same "$tmp/want" "$tmp/order" "the table's rows"

test_named "results.csv"
c="$full/results.csv"
expect_file_line "$c" "id,assignment,function,mistake,expected,verdict,blamed,expected_blame,seconds,ghc_seconds,peak_mb,status,note"
cut -d, -f1-8,12- "$c" | tail -n +2 >"$tmp/csv"
# every run's peak memory is measured (a number of MB), the memory hog's the largest
cut -d, -f11 "$c" | tail -n +2 | grep -vqE '^[0-9]+\.[0-9]$' && fail "a run without its peak memory: $(cut -d, -f1,11 "$c" | head -5)"
# GHC's part of a run is the result's ghc_seconds (the fake's 0.125), none without a result
expect_file_line <(cut -d, -f1,10 "$c") "expand-too-strong-post-01,0.125"
expect_file_line <(cut -d, -f1,10 "$c") "length-crash,"
cat >"$tmp/want" <<'EOF'
centroid-weak-helper-spec-01,KMeans,centroid,weak-helper-spec,abstract,abstract,<+>,<+>,ok,
concat-weak-helper-spec-01,List,concat,weak-helper-spec,abstract,abstract,append,append,ok,
concat-weak-helper-spec-02,List,concat,weak-helper-spec,abstract,abstract,List.glue,glue,ok,
expand-too-strong-post-01,MapReduce,expand,too-strong-post,concrete,concrete,,,ok,
length-crash,List,length,wrong-code,concrete,error,,,crash,killed by signal 11 (Segmentation fault): fake-check: about to crash
length-lhx-timeout,List,length,non-termination,concrete,timeout,,,ok,timed out
length-malformed,List,length,wrong-code,concrete,error,,,malformed,stdout is not one JSON object (stops at byte 24)
length-no-result,List,length,missing-case,concrete,error,,,no-result,lhx check gave no result for this function
length-none,List,length,wrong-code,concrete,none,,,ok,every path explored
length-timeout,List,length,wrong-code,concrete,timeout,,,timeout,killed after 1.5 s
length-unsupported,List,length,wrong-code,concrete,unsupported,,,check-error,unsupported: type class Foo
length-wrong-code-01,List,length,wrong-code,concrete,concrete,,,ok,
length-wrong-measure-01,List,length,wrong-measure,abstract,abstract,size,size,ok,
length-wrong-measure-02,List,length,wrong-measure,abstract,abstract,length,size,ok,
mapreduce-missing-pre-01,MapReduce,mapReduce,missing-pre,concrete,concrete,,,ok,
nearest-missing-pre-01,KMeans,nearest,missing-pre,concrete,abstract,minimum,,ok,
EOF
grep -v '^length-oom,' "$tmp/csv" >"$tmp/csv2"
expect_same "$tmp/want" "$tmp/csv2" "the CSV rows"
grep -qxF 'length-oom,List,length,wrong-code,concrete,error,,,memory,memory limit of 200 MB exceeded: Out of memory!' "$tmp/csv" ||
  { fail "the memory hog is not an error for the memory limit"; grep '^length-oom' "$c"; }
grep -qE '^length-timeout,([^,]*,){7}1\.[5-9][0-9]{2},' "$c" || fail "the timed-out run was not killed at 1.5 s: $(grep '^length-timeout' "$c")"

test_named "blame.md: the split"
b="$full/blame.md"
expect_file_line "$b" "Of 17 errors, 6 got an abstract counterexample. Each is classified by comparing its bad file with its good file (PLDI'19 §6.2; the rules are in docs/eval.md)."
expect_file_line "$b" "| (a) the blamed function's specification changed | 2 | 33.3 % |"
expect_file_line "$b" "| (b) the code of a function calling it changed | 1 | 16.7 % |"
expect_file_line "$b" "| (c) other: the manifest expects this blame | 1 | 16.7 % |"
expect_file_line "$b" "| spurious | 2 | 33.3 % |"
expect_file_line "$b" "| **correct (a + b + c)** | 4 | 66.7 % |"
expect_file_line "$b" "| centroid-weak-helper-spec-01 | centroid | <+> | a | spec of <+> changed |"
expect_file_line "$b" "| concat-weak-helper-spec-01 | concat | append | a | spec of append changed |"
expect_file_line "$b" "| concat-weak-helper-spec-02 | concat | List.glue | b | code of concat (calls glue) changed |"
expect_file_line "$b" "| length-wrong-measure-01 | length | size | c | the manifest expects blame on size |"
expect_file_line "$b" "| length-wrong-measure-02 | length | length | spurious | neither its spec nor a use changed |"
expect_file_line "$b" "| nearest-missing-pre-01 | nearest | minimum | spurious | neither its spec nor a use changed |"
grep -q 'unknown (a file' "$b" && fail "an unknown class row with no unknowns"

test_named "blame.md: agreement"
expect_file_line "$b" "| concrete | 3 | 1 | 1 | 2 | 5 | 0 |"
expect_file_line "$b" "| abstract | 0 | 5 | 0 | 0 | 0 | 0 |"
expect_file_line "$b" "Verdicts as expected: 8 of 17 (47.1 %)."
expect_file_line "$b" "Blame, of the 5 entries expected and found abstract: 4 blame the expected function (80.0 %)."
expect_file_line "$b" "| length-wrong-measure-02 | abstract | abstract | size | length |"
expect_file_line "$b" "| nearest-missing-pre-01 | concrete | abstract |  | minimum |"
[ "$(grep -c '^| length-' "$b")" = 11 ] || fail "expected 11 rows for length entries in blame.md"

test_named "times.svg"
s="$full/times.svg"
if command -v xmllint >/dev/null; then xmllint --noout "$s" 2>"$tmp/xml" || { fail "not well-formed XML"; show "$tmp/xml"; }; fi
[ "$(grep -c '<circle cx=.*<title>' "$s")" = 34 ] || fail "expected 34 dots (17 runs, each on its row and on all)"
grep -qF '>all (17)</text>' "$s" || fail "no row for all runs"
grep -qF '>List / length (11)</text>' "$s" || fail "no row for List / length"
grep -qF '>timeout 1 s</text>' "$s" || fail "no timeout line"

test_named "parts"
p="$full/parts/length-wrong-measure-01.json"
grep -qF '"verdict":	"abstract"' "$p" || fail "the part has no verdict abstract"
grep -qF '"blamed":	["size"]' "$p" || fail "the part does not blame size"
[ -f "$full/parts/length-crash+good.json" ] || fail "no part for the good unit named after length-crash"
[ -z "$(ls -A "$full/parts" | grep '^\.')" ] || fail "temporary files left in parts"

test_named "same corpus, same counts"
"$lhx" eval "$manifest" "${limits[@]}" -j 1 --check-good --out "$tmp/again" >/dev/null 2>&1 || fail "the second run failed"
normalise "$full"
normalise "$tmp/again"
for f in table.md blame.md results.csv; do expect_same "$full/norm/$f" "$tmp/again/norm/$f" "$f of -j 4 and -j 1"; done

# ---- One unit ------------------------------------------------------------------------

test_run "--only" eval "$manifest" "${limits[@]}" --only length-wrong-measure-01,nearest-missing-pre-01+good --out "$tmp/only"
expect_status 0
grep -qxE 'length-wrong-measure-01: abstract, blames size \(ok\) in [0-9.]+ s' "$tmp/out" || { fail "no line for the entry"; show "$tmp/out"; }
grep -qxE 'nearest-missing-pre-01\+good: concrete \(ok\) in [0-9.]+ s' "$tmp/out" || { fail "no line for the good unit"; show "$tmp/out"; }
[ -f "$tmp/only/parts/length-wrong-measure-01.json" ] || fail "no part"
[ -f "$tmp/only/parts/nearest-missing-pre-01+good.json" ] || fail "no good part"
[ -e "$tmp/only/table.md" ] && fail "--only wrote reports"

# ---- Jobs for other machines ----------------------------------------------------------

test_run "emit jobs for GNU parallel" eval "$manifest" "${limits[@]}" --check-good --emit-jobs parallel --out "$tmp/par"
expect_status 0
cp "$tmp/out" "$tmp/jobs.txt"
[ "$(grep -vc '^#' "$tmp/jobs.txt")" = 23 ] || fail "expected 23 jobs"
q() { printf "'%s'" "$1"; }
abs_manifest=$root/$manifest
expect_out_line "$(q "$lhx") eval $(q "$abs_manifest") --only 'length-none' --timeout 1 --grace 0.5 --mem-limit 200 --out $(q "$tmp/par")"
expect_out_line "$(q "$lhx") eval $(q "$abs_manifest") --only 'length-crash+good' --timeout 1 --grace 0.5 --mem-limit 200 --out $(q "$tmp/par")"
expect_out_line "# Then merge:      $(q "$lhx") eval $(q "$abs_manifest") --merge $(q "$tmp/par")/parts --out $(q "$tmp/par")"
grep -qF 'parallel --sshloginfile HOSTS_FILE < THIS_FILE' "$tmp/jobs.txt" || fail "no parallel usage"

test_named "the parallel jobs, merged, give the same reports"
# what GNU parallel does: each line through the shell (comments are no-ops)
(cd "$tmp/empty" && while IFS= read -r job; do bash -c "$job" >/dev/null 2>&1; done <"$tmp/jobs.txt")
[ "$(ls "$tmp/par/parts" | wc -l)" = 23 ] || fail "$(ls "$tmp/par/parts" | wc -l) parts, expected 23"
"$lhx" eval "$manifest" --merge "$tmp/par/parts" --out "$tmp/par" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0
expect_out_line "17 errors: 9 found (52.9 %), 3 concrete, 6 abstract, 0 termination, 1 none, 2 timeout, 5 error; 6 good files checked, 1 false alarms"
normalise "$tmp/par"
for f in table.md blame.md results.csv; do expect_same "$full/norm/$f" "$tmp/par/norm/$f" "$f of the run and of the merge"; done

test_named "merging the run's own parts gives its reports exactly"
"$lhx" eval "$manifest" --merge "$full" --out "$tmp/remerge" >/dev/null 2>"$tmp/err" || { fail "merge failed"; show "$tmp/err"; }
for f in table.md blame.md results.csv times.svg; do expect_same "$full/$f" "$tmp/remerge/$f" "$f"; done

test_run "emit a Slurm array" eval "$manifest" "${limits[@]}" --emit-jobs slurm --out "$tmp/slurm"
expect_status 0
cp "$tmp/out" "$tmp/jobs.sbatch"
expect_out_line "#SBATCH --array=0-16"
expect_out_line "#SBATCH --time=2"
expect_out_line "#SBATCH --mem=456M"
expect_out_line "#SBATCH --output=$tmp/slurm/logs/%A_%a.log"
expect_out_line "exec $(q "$lhx") eval $(q "$abs_manifest") --only \"\${units[\$SLURM_ARRAY_TASK_ID]}\" --timeout 1 --grace 0.5 --mem-limit 200 --out $(q "$tmp/slurm")"
[ -d "$tmp/slurm/logs" ] || fail "no logs directory for Slurm's output"

test_named "the Slurm tasks, merged, give the same reports"
for i in $(seq 0 16); do SLURM_ARRAY_TASK_ID=$i bash "$tmp/jobs.sbatch" >/dev/null 2>&1; done
"$lhx" eval "$manifest" --merge "$tmp/slurm" --out "$tmp/slurm" >"$tmp/out" 2>"$tmp/err" || { fail "merge failed"; show "$tmp/err"; }
"$lhx" eval "$manifest" "${limits[@]}" --out "$tmp/nogood" >/dev/null 2>&1
normalise "$tmp/slurm"
normalise "$tmp/nogood"
for f in table.md blame.md results.csv; do expect_same "$tmp/nogood/norm/$f" "$tmp/slurm/norm/$f" "$f of the run and of the Slurm merge"; done

test_named "a merge with a missing part"
cp -r "$tmp/par/parts" "$tmp/partial"
rm "$tmp/partial/length-none.json" "$tmp/partial/mapreduce-missing-pre-01.json"
"$lhx" eval "$manifest" --merge "$tmp/partial" --out "$tmp/partial-out" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 2
expect_err "lhx: error: eval: 2 of 17 entries have no part in $tmp/partial (length-none, mapreduce-missing-pre-01); the reports leave them out"
expect_out_line "15 errors: 8 found (53.3 %), 2 concrete, 6 abstract, 0 termination, 0 none, 2 timeout, 5 error; 6 good files checked, 1 false alarms"

test_named "a stale or foreign part"
cp -r "$tmp/par/parts" "$tmp/stale"
sed -i -e 's/"function":	"length"/"function":	"lengthOld"/' "$tmp/stale/length-none.json"
cp "$tmp/stale/length-crash.json" "$tmp/stale/copy.json"
sed -e 's/"id":	"length-crash"/"id":	"gone"/' "$tmp/stale/length-crash.json" >"$tmp/stale/gone.json"
"$lhx" eval "$manifest" --merge "$tmp/stale" --out "$tmp/stale-out" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 2
expect_err_has "$tmp/stale/length-none.json: error: stale part: it checked lengthOld in corpus/List/bad/length-none.lhs, the manifest now says length in corpus/List/bad/length-none.lhs"
expect_err_has "$tmp/stale/copy.json: error: the part of unit 'length-crash' must be named length-crash.json"
expect_err_has "lhx: warning: $tmp/stale/gone.json: the manifest has no unit 'gone'; skipped"
[ -e "$tmp/stale-out/table.md" ] && fail "reports written from bad parts"

# ---- External suites (lhx eval --suite) -----------------------------------------------------
# tests/eval/suite is laid out like LiquidHaskell's tests (pos/, neg/, neg.txt);
# tests/eval/fake-suite-check.sh answers what each file's `-- SUITE:` lines say.

suite_check="$root/tests/eval/fake-suite-check.sh"
test_named "suite: the table's counts"
LHX_EVAL_CHECK=$suite_check "$lhx" eval --suite tests/eval/suite --listed -j 2 --out "$tmp/suite" \
  >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
expect_status 0
for line in \
  '| pos: loaded (GHC and specs) | 3 of 4 | 75.0 % |' \
  '| pos: at least one function checked | 3 of 4 | 75.0 % |' \
  '| pos: signed binders checked (none, concrete, abstract, termination) | 4 of 6 | 66.7 % |' \
  '| pos: files with a false alarm | 1 of 4 | 25.0 % |' \
  '| neg: loaded | 2 of 3 | 66.7 % |' \
  '| neg: at least one function checked | 2 of 3 | 66.7 % |' \
  '| neg: a counterexample | 1 of 3 | 33.3 % |' \
  '| none | 2 | 1 |' '| concrete | 2 | 0 |' '| abstract | 0 | 1 |' '| unsupported | 0 | 1 |' \
  '- Alarm.hs: ok'; do
  expect_file_line "$tmp/suite/table.md" "$line"
done
test_named "suite: time per function, the slowest named"
expect_file_line "$tmp/suite/table.md" \
  "Time per function (lhx's translation and search, GHC excluded; 7 functions): median 0.10 s, p95 0.10 s, max 25.50 s (Clean.hs, g); past the limit of 20 s by more than 1 s: 1."
expect_same "$tmp/suite/table.md" <(sed -n '1,/^(written to/p' "$tmp/out" | sed '$d' | sed '$d') "the printed table and table.md"

test_named "suite: messages grouped, positions and names made general"
expect_file_line "$tmp/suite/table.md" \
  "| 1 | 1 | 0 | unsupported LiquidHaskell construct: '…' declarations are not supported | Stopped.hs |"
expect_file_line "$tmp/suite/table.md" "| 1 | 0 | 1 | stdout is not a JSON document | Broken.hs |"

test_named "suite: one CSV row per file"
expect_file_line "$tmp/suite/results.csv" \
  'file,kind,loaded,functions,checked,found,signed,signed_checked,false_alarms,seconds,max_rss_mb,killed,slowest_function_seconds,error'
cut -d, -f1-9 "$tmp/suite/results.csv" >"$tmp/suite-cols"
for line in '"Clean.hs",pos,1,2,2,0,3,2,0' '"Expected.hs",pos,1,1,1,1,1,1,0' '"Alarm.hs",pos,1,1,1,1,1,1,1' \
  '"Stopped.hs",pos,0,0,0,0,1,0,0' '"Found.hs",neg,1,2,1,1,0,0,0' '"Quiet.hs",neg,1,1,1,0,0,0,0'; do
  expect_file_line "$tmp/suite-cols" "$line"
done
grep -q Unlisted "$tmp/suite/results.csv" && fail "--listed ran a file neg.txt does not name"
[ "$(wc -l <"$tmp/suite/results.csv")" -eq 8 ] || fail "results.csv has $(wc -l <"$tmp/suite/results.csv") lines, expected 8"

test_named "suite: without --listed, every file"
LHX_EVAL_CHECK=$suite_check "$lhx" eval --suite tests/eval/suite -j 2 --out "$tmp/suite-all" >/dev/null 2>&1 </dev/null
grep -q '^"Unlisted.hs",neg,1,1,1,1' "$tmp/suite-all/results.csv" || fail "Unlisted.hs was not run"

test_run "suite: a directory without pos/ and neg/" eval --suite tests/eval --out "$tmp/nosuite"
expect_status 2
expect_err_has "lhx: error: eval: tests/eval/pos: no such directory (a suite has pos/ and neg/)"

test_run "suite: --suite takes no manifest options" eval --suite tests/eval/suite --check-good
expect_status 2
expect_err_first "lhx: error: eval: --suite takes no --emit-jobs, --merge, --only or --check-good"

test_run "suite: --listed needs --suite" eval --listed
expect_status 2
expect_err_first "lhx: error: eval: --listed goes with --suite"

# ---- Failures of the harness itself ------------------------------------------------------

test_named "a check program that does not exist"
LHX_EVAL_CHECK=/nonexistent/lhx "$lhx" eval "$manifest" --only length-none --out "$tmp/noexec" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 0
grep -qxE 'length-none: error \(exec: cannot run lhx check: No such file or directory\) in [0-9.]+ s' "$tmp/out" ||
  { fail "no exec error line"; show "$tmp/out"; }
expect_err_has "lhx: warning: eval: no run gave a result; the first, length-none: exec: cannot run lhx check: No such file or directory"

test_named "an unwritable output directory"
printf 'x' >"$tmp/file"
"$lhx" eval "$manifest" --only length-none --out "$tmp/file/sub" >"$tmp/out" 2>"$tmp/err"
status=$?
expect_status 2
expect_err_has "lhx: error: cannot create directory $tmp/file/sub/parts: Not a directory"

test_named "interrupted: children killed, status 130"
: >"$tmp/pids2"
FAKE_PIDS="$tmp/pids2" "$lhx" eval "$manifest" --timeout 100 --only length-timeout,length-none --out "$tmp/int" >"$tmp/out" 2>"$tmp/err" &
evalpid=$!
for _ in $(seq 50); do [ -s "$tmp/pids2" ] && break; sleep 0.1; done
kill -INT "$evalpid"
wait "$evalpid"
status=$?
expect_status 130
expect_err_has "lhx: error: eval: interrupted after"
sleep 0.2
while read -r pid; do
  if running "$pid"; then
    fail "the fake's child $pid survived the interrupt"
    kill "$pid"
  fi
done <"$tmp/pids2"
[ -s "$tmp/pids2" ] || fail "the sleeping run never started"

finish
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
