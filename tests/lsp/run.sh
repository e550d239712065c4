#!/usr/bin/env bash
# Tests of `lhx lsp`: a scripted client (client.py, Python 3 standard library
# only) drives the server as an editor does. Most tests stand a fake in for
# `lhx explain` (fake_explain.py); the end-to-end test `real_explain` uses
# the real one and is skipped, with a note, while lhx has no explain command.
#
# Usage: tests/lsp/run.sh PATH/TO/lhx [TEST_NAME...]
# Prints one line per failed test and, last, "N passed, N failed"; exits 1
# if any test failed.
set -u

if [ $# -lt 1 ]; then
  echo "usage: $0 PATH/TO/lhx [TEST_NAME...]" >&2
  exit 2
fi
if [ ! -x "$1" ]; then
  echo "$0: $1 is not an executable" >&2
  exit 2
fi
if ! command -v python3 >/dev/null; then
  echo "$0: python3 is missing" >&2
  exit 2
fi
exec python3 "$(dirname "$0")/client.py" "$@"
