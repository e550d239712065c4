#!/usr/bin/env bash
# Benchmarks of lhx's engine (a benchmark, not a test: it never fails on
# numbers). Runs `lhx run --stats` on each program below and prints one
# row per program:
#
#   steps     reduction steps, all paths and iterations
#   paths     paths finished (states explored to the end of a path)
#   smt       SMT queries (solver checks)
#   solver    seconds inside Z3_solver_check
#   engine    search seconds minus solver seconds (includes Z3 context
#             creation, model extraction and replay)
#   total     search seconds (lhx's own clock: GHC's compile time excluded)
#   wall      seconds for the whole command, GHC included
#   rss       peak resident memory of the lhx process itself (VmHWM; GHC
#             runs as a child and is not counted)
#   steps/s   steps / engine seconds
#   result    counterexample found or not
#
# Usage: bench/run.sh BUILD/lhx   (run by `make bench`)
set -u

if [ $# -ne 1 ]; then
  echo "usage: $0 PATH/TO/lhx" >&2
  exit 2
fi
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# name  file  entry  extra options  kind
programs=(
  "sum-200000|bench/sum.hs|total||concrete"
  "fib-22|bench/fib.hs|fib22||concrete"
  "fig2|tests/engine/fig2.hs|prop||symbolic"
  "intersect|tests/engine/intersect.hs|commutes||symbolic"
  "sort-5|bench/sort.hs|sortedAndSameLength||symbolic"
  "sort-bug|bench/sort.hs|buggySortKeepsLength||symbolic"
)

# Runs lhx in the background and samples its VmHWM (a high-water mark, so
# the last sample is the peak up to the last 10 ms).
run_one() { # file entry extra... ; sets status, hwm_kb, wall
  local start end pid
  start=$(date +%s.%N)
  "$lhx" run "$@" --stats --timeout 600 >"$tmp/out" 2>"$tmp/err" </dev/null &
  pid=$!
  hwm_kb=0
  while kill -0 "$pid" 2>/dev/null; do
    local h
    h=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null)
    [ -n "$h" ] && [ "$h" -gt "$hwm_kb" ] && hwm_kb=$h
    sleep 0.01
  done
  wait "$pid"
  status=$?
  end=$(date +%s.%N)
  wall=$(echo "$end - $start" | bc -l)
}

printf '%-10s %-8s %11s %7s %6s %8s %8s %8s %7s %8s %11s  %s\n' \
  program kind steps paths smt solver engine total wall rss steps/s result
for p in "${programs[@]}"; do
  IFS='|' read -r name file entry extra kind <<<"$p"
  # shellcheck disable=SC2086
  run_one "$file" --entry "$entry" $extra
  stats=$(grep '^lhx: stats:' "$tmp/err" | tail -n 1)
  if [ -z "$stats" ]; then
    printf '%-10s %-8s failed (exit %s): %s\n' "$name" "$kind" "$status" "$(head -n 1 "$tmp/err")"
    continue
  fi
  read -r steps paths smt solver total <<<"$(echo "$stats" | sed -E \
    's/^lhx: stats: ([0-9]+) steps, ([0-9]+) paths, [0-9]+ branches, ([0-9]+) SMT queries( \([^)]*\))?, ([0-9.]+) s solver, ([0-9.]+) s total.*/\1 \2 \3 \5 \6/')"
  engine=$(echo "$total - $solver" | bc -l)
  rate=$(echo "if ($engine > 0) $steps / $engine else 0" | bc -l)
  case $status in
    1) verdict="counterexample" ;;
    0) verdict="none ($(sed -n 's/^no counterexample found (\(.*\))$/\1/p' "$tmp/out"))" ;;
    *) verdict="exit $status" ;;
  esac
  printf '%-10s %-8s %11d %7d %6d %7.3fs %7.3fs %7.3fs %6.2fs %6.0fMB %11.0f  %s\n' \
    "$name" "$kind" "$steps" "$paths" "$smt" "$solver" "$engine" "$total" "$wall" "$(echo "$hwm_kb / 1024" | bc -l)" \
    "$rate" "$verdict"
done
