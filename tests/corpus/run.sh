#!/usr/bin/env bash
# Tests of the student-error corpus (issue 6):
#   - corpus/manifest.yaml is what `lhx eval` accepts (strict validation),
#     lists every bad file under corpus/*/bad exactly once, and covers every
#     kind of mistake and both expected verdicts in each assignment;
#   - every "good" file gets verdict `none` for its entry's function (no
#     false alarm on what LiquidHaskell accepts).
# Usage: tests/corpus/run.sh BUILD/lhx   (run by `make integration-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root/corpus" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-corpus.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }

# ---- The manifest ----------------------------------------------------------
if "$lhx" eval manifest.yaml --emit-jobs parallel --out "$tmp/jobs" >/dev/null 2>"$tmp/err"; then ok
else bad "lhx eval rejects corpus/manifest.yaml"; sed 's/^/    | /' "$tmp/err" | head; fi

python3 - "$tmp/pairs" <<'PY' && ok || bad "manifest completeness"
import glob, re, sys
entries, cur = [], None
for line in open("manifest.yaml"):
    s = line.strip()
    if s.startswith("- "):
        cur = {}; entries.append(cur); s = s[2:]
    m = re.match(r"(\w+):\s*(.*)", s)
    if m and cur is not None:
        cur[m.group(1)] = m.group(2).strip().strip('"')
bads = sorted(e["bad"] for e in entries)
files = sorted(p for p in glob.glob("*/bad/*") if p.endswith((".hs", ".lhs")))
problems = []
if bads != files:
    problems.append("manifest and corpus/*/bad differ: %s" % sorted(set(bads) ^ set(files))[:5])
if len(set(bads)) != len(bads):
    problems.append("a bad file is listed twice")
kinds = {"wrong-code", "too-strong-post", "missing-pre", "weak-helper-spec", "wrong-measure", "missing-case", "non-termination"}
for a in sorted({e["assignment"] for e in entries}):
    mine = [e for e in entries if e["assignment"] == a]
    missing = kinds - {e["mistake"] for e in mine}
    if missing: problems.append("%s lacks mistakes %s" % (a, sorted(missing)))
    if {e["expected"] for e in mine} != {"concrete", "abstract"}: problems.append("%s lacks a verdict kind" % a)
for e in entries:
    if e["expected"] == "abstract" and not e.get("blame"): problems.append("%s: abstract without blame" % e["id"])
for p in problems: print("    " + p)
open(sys.argv[1], "w").write("".join("%s %s\n" % gf for gf in sorted({(e["good"], e["function"]) for e in entries})))
sys.exit(1 if problems else 0)
PY

# ---- Good files: no false alarm -----------------------------------------------
while read -r good fn; do
  "$lhx" check "$good" --function "$fn" --json --max-depth 1000 --timeout 60 >"$tmp/out.json" 2>"$tmp/err"
  verdict=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["results"][0]["verdict"])' "$tmp/out.json" 2>/dev/null)
  if [ "$verdict" = none ]; then ok; else bad "$good $fn: verdict ${verdict:-?}, expected none"; fi
done <"$tmp/pairs"

# ---- A concrete counterexample wins over an abstract one ----------------------
# With k = 0 and no step, repeatN's type lets it call kmeans1 0 (abstract);
# with one step the real code does (concrete, one loop iteration further
# and with more branch points): the search looks one iteration further,
# its branch points grown with its steps, and reports the concrete one.
"$lhx" check KMeans/bad/kmeans-kmeans-missing-pre-03.lhs --function kmeans --json >"$tmp/out.json" 2>"$tmp/err"
python3 - "$tmp/out.json" <<'PY' && ok || bad "kmeans-kmeans-missing-pre-03: a concrete counterexample through kmeans1"
import json, sys
r = json.load(open(sys.argv[1]))["results"][0]
c = r["counterexample"]
assert r["verdict"] == "concrete" and c["abstracted"] == [], r["verdict"]
assert c["violation"]["function"] == "kmeans1" and c["violation"]["call"].startswith("kmeans1 0 "), c["violation"]
PY

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
