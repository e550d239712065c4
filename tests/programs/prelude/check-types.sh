#!/bin/sh
# Checks that every prelude model binding has exactly the type of the
# original it replaces (same text after renaming type variables in order of
# appearance, so the order of type variables and of constraints counts), by
# comparing `ghc --show-iface -fprint-explicit-foralls` of the compiled model
# modules with base's / containers' interface files.
# Run from anywhere; prints one line per model and "N passed, N failed".
set -e
here=$(cd "$(dirname "$0")" && pwd)
exec python3 "$here/../../../prelude/tools/ifacetool.py" check
