#!/usr/bin/env bash
# A stand-in for `lhx check FILE --json --timeout S --memory MB`, for the
# tests of `lhx eval --suite` (tests/eval/run.sh runs it with
# LHX_EVAL_CHECK=this script). FILE says what to answer, on lines
#   -- SUITE: FUNCTION VERDICT [SECONDS]  a result (none, concrete, abstract, unsupported, …),
#                                         its seconds (default 0.1)
#   -- SUITE: stop STATUS MESSAGE  the document's stopping error
#   -- SUITE: malformed            half a JSON object
set -u
if [ $# -ne 7 ] || [ "$1" != check ] || [ "$3" != --json ] || [ "$4" != --timeout ] || [ "$6" != --memory ]; then
  echo "fake-suite-check: unexpected arguments: $*" >&2
  exit 2
fi
file=$2
if grep -q -e '^-- SUITE: malformed' "$file"; then
  printf '{"lhx": 1, "results": ['
  exit 1
fi
stop=$(grep -m1 -e '^-- SUITE: stop ' "$file" | sed -e 's/^-- SUITE: stop //')
if [ -n "$stop" ]; then
  read -r status message <<<"$stop"
  printf '{"lhx": 1, "command": "check", "file": "%s", "error": {"status": %s, "message": "%s"}, "results": []}\n' \
    "$file" "$status" "$message"
  exit "$status"
fi
printf '{"lhx": 1, "command": "check", "file": "%s", "error": null, "results": [' "$file"
sep=""
while read -r fun verdict secs; do
  printf '%s\n  {"function": "%s", "verdict": "%s", "message": null, "seconds": %s, "counterexample": null}' \
    "$sep" "$fun" "$verdict" "${secs:-0.1}"
  sep=","
done < <(grep -e '^-- SUITE: ' "$file" | sed -e 's/^-- SUITE: //')
printf '\n]}\n'
