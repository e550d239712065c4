#!/usr/bin/env bash
# Dump every test program in tests/programs/ with the plugin and check the
# JSON (check-json.py). Prints, per program: compile time, JSON size, the
# checker's summary and the externals with origin `none`.
# Usage: test-plugin.sh [WORKDIR [STOPFILE]]   (default WORKDIR: a temp dir)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=${1:-$(mktemp -d)}
stop=()
[ $# -lt 2 ] || stop=("$2")
"$here/build-package.sh" "$work/build"
cd "$root"
status=0
for prog in tests/programs/*.hs tests/programs/*.lhs tests/programs/multi/Main.hs; do
  [ -f "$prog" ] || continue
  name=${prog#tests/programs/}
  name=${name//[\/.]/_}
  json=$work/json/$name
  rm -rf "$json"
  start=$(date +%s%N)
  if ! "$here/dump-core.sh" "$prog" "$work/build" "$json" "${stop[@]}" > "$work/$name.log" 2>&1; then
    echo "== $prog: GHC FAILED"; cat "$work/$name.log"; status=1; continue
  fi
  end=$(date +%s%N)
  ms=$(( (end - start) / 1000000 ))
  printf '== %s: %d.%03ds, %s\n' "$prog" $((ms / 1000)) $((ms % 1000)) \
    "$(du -ch "$json"/*.json | tail -1 | cut -f1)"
  for f in "$json"/*.json; do
    python3 -m json.tool "$f" > /dev/null || { echo "invalid JSON: $f"; status=1; }
  done
  python3 "$here/check-json.py" "$json"/*.json || status=1
done
exit $status
