#!/usr/bin/env bash
# Tests of the prelude (prelude/README.md, "Tests"): every model is reachable
# and executable (AllModels.hs: no "-- note:" line), the models behave as the
# real functions (ModelCheck.hs), the stubs have their Haskell meaning
# (StubCheck.hs), and every model has its original's type (check-types.sh).
#
# Usage: tests/prelude/run.sh BUILD/lhx   (run by `make integration-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
share=$(dirname "$lhx")/share
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-prelude.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
# A checker's last line is "N passed, M failed": it passed when M is 0.
summary_ok() { tail -1 "$1" | grep -qE '^[0-9]+ passed, 0 failed$'; }

if "$lhx" core tests/programs/prelude/AllModels.hs >"$tmp/core" 2>"$tmp/err" && ! grep -q '^-- note:' "$tmp/core"; then ok
else bad "AllModels.hs: a model cannot be executed"; grep '^-- note:' "$tmp/core" | head -5; head -5 "$tmp/err"; fi

runghc -package-db="$share/pkgdb" -iprelude/models tests/programs/prelude/ModelCheck.hs >"$tmp/models" 2>&1
if summary_ok "$tmp/models"; then ok; else bad "ModelCheck.hs"; grep -A2 '^FAIL' "$tmp/models" | head -20; tail -3 "$tmp/models"; fi

runghc -iprelude/stubs tests/programs/prelude/StubCheck.hs >"$tmp/stubs" 2>&1
if summary_ok "$tmp/stubs"; then ok; else bad "StubCheck.hs"; grep '^FAIL' "$tmp/stubs" | head -10; tail -3 "$tmp/stubs"; fi

tests/programs/prelude/check-types.sh >"$tmp/types" 2>&1
if summary_ok "$tmp/types"; then ok; else bad "check-types.sh"; grep -v '^ok' "$tmp/types" | head -10; fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
