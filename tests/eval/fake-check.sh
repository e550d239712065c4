#!/usr/bin/env bash
# A stand-in for `lhx check FILE --function F --json --timeout S --ghc-timeout G --memory MB`, for the
# tests of `lhx eval` (tests/eval/run.sh runs lhx eval with
# LHX_EVAL_CHECK=this script). What it answers for F is written in FILE, on
# a line `-- FAKE F: KIND [ARG]`; without one it answers `none`. Kinds:
#
#   concrete | abstract FUNCTION [suggested] | none | lhx-timeout   a result, JSON schema 1
#                        (suggested: with a suggested type that passed both checks,
#                        which the good file implies when the file says `implied`)
#   none big             the same, after a child held 50 MB or more (the largest peak memory)
#   unsupported          the `error` member (status 3): stopped before checking
#   no-result            a result for another function only
#   malformed            half a JSON object
#   crash                some output, then SIGSEGV
#   oom                  allocates more than any sane --mem-limit allows
#   sleep                never ends by itself (nor does the child it starts);
#                        writes the child's pid to $FAKE_PIDS if that is set
set -u

# (bad files: then --implied-by GOOD)
# (GHC's limit is eval's --grace; with FAKE_ARGS set, the arguments are written there)
if { [ $# -ne 11 ] && { [ $# -ne 13 ] || [ "${12}" != --implied-by ]; }; } || [ "$1" != check ] ||
   [ "$3" != --function ] || [ "$5" != --json ] || [ "$6" != --timeout ] || [ "$8" != --ghc-timeout ] ||
   [ "${10}" != --memory ]; then
  echo "fake-check: unexpected arguments: $*" >&2
  exit 2
fi
[ -z "${FAKE_ARGS:-}" ] || echo "$*" >>"$FAKE_ARGS"
file=$2
fun=$4
line=$(grep -m1 -e "^-- FAKE $fun: " "$file" | sed -e "s/^-- FAKE $fun: //")
read -r kind arg extra implied <<<"${line:-none}"

result() { # VERDICT MESSAGE_JSON COUNTEREXAMPLE_JSON [FUNCTION]
  printf '{"lhx": 1, "command": "check", "file": "%s", "error": null, "results": [\n' "$file"
  printf '  {"function": "%s", "span": null, "verdict": "%s", "message": %s, "seconds": 0.25, "ghc_seconds": 0.125, "counterexample": %s}\n' \
    "${4:-$fun}" "$1" "$2" "$3"
  printf ']}\n'
}

violation='{"kind": "postcondition", "function": "'$fun'", "call": "'$fun' Emp", "result": "1", "spec": null, "spec_span": null, "message": null}'

case $kind in
concrete)
  result concrete null '{"call": "'$fun' Emp", "inputs": [], "result": "1", "violation": '"$violation"', "abstracted": [], "text": "…"}'
  exit 1 ;;
abstract)
  abstracted='[{"function": "'$arg'", "call": "'$arg' Emp", "result": "0", "spec": null, "spec_span": null}, {"function": "'$arg'", "call": "'$arg' x", "result": "1", "spec": null, "spec_span": null}]'
  suggestion=null
  [ "${extra:-}" = suggested ] && suggestion='{"function": "'$arg'", "signature": "'$arg' :: {v:Int | v > 0}", "text": "{-@ '$arg' :: {v:Int | v > 0} @-}", "action": "replace", "span": null, "holds": true, "verifies": true, "implied_by": '"$([ "${implied:-}" = implied ] && echo true || echo false)"'}'
  result abstract null '{"call": "'$fun' Emp", "inputs": [], "result": "1", "violation": '"$violation"', "abstracted": '"$abstracted"', "suggestion": '"$suggestion"', "text": "…"}'
  exit 1 ;;
none)
  [ "$arg" = big ] && perl -e '$x = "a" x 50000000; print length($x)' >/dev/null
  result none '"every path explored"' null ;;
lhx-timeout) result timeout '"timed out"' null ;;
unsupported)
  echo "$file:3:1: error: unsupported: type class Foo" >&2
  printf '{"lhx": 1, "command": "check", "file": "%s", "error": {"status": 3, "message": "unsupported: type class Foo", "span": null}, "results": []}\n' "$file"
  exit 3 ;;
no-result) result none '"every path explored"' null someOtherFunction ;;
malformed)
  printf '{"lhx": 1, "results": [\n'
  exit 1 ;;
crash)
  echo "half a line"
  echo "fake-check: about to crash" >&2
  kill -SEGV $$ ;;
oom) exec perl -e '$x = "a" x 400000000; print length($x)' ;;
sleep)
  sleep 600 &
  [ -n "${FAKE_PIDS:-}" ] && echo $! >>"$FAKE_PIDS"
  wait ;;
*)
  echo "fake-check: unknown kind '$kind' in $file" >&2
  exit 2 ;;
esac
