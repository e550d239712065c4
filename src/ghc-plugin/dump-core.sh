#!/usr/bin/env bash
# Dump the Core of FILE (and of the home modules it imports) as JSON, the way
# lhx runs GHC. Builds the plugin package into OUTDIR first if needed.
# Usage: dump-core.sh FILE OUTDIR JSONDIR [STOPFILE]
set -euo pipefail
if [ $# -lt 3 ] || [ $# -gt 4 ]; then
  echo "usage: $0 FILE OUTDIR JSONDIR [STOPFILE]" >&2; exit 2
fi
file=$1 out=$2 json=$3 stop=${4:-}
here=$(cd "$(dirname "$0")" && pwd)
[ -f "$out/pkgdb/package.cache" ] || "$here/build-package.sh" "$out"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stopopt=()
[ -z "$stop" ] || stopopt=(-fplugin-opt=Lhx.Plugin:stop="$stop")
mkdir -p "$json"
# The bare -i clears the search path (default: the current directory), so
# that GHC never finds Lhx/Plugin.hs as a home module and compiles the
# plugin itself instead of loading it from the package.
"${GHC:-ghc}" --make -no-link -O0 -fno-ignore-interface-pragmas -dno-typeable-binds \
  -package-db "$out/pkgdb" -plugin-package lhx-support -package lhx-support \
  -fplugin=Lhx.Plugin -fplugin-opt=Lhx.Plugin:out="$json" "${stopopt[@]}" \
  -outputdir "$tmp" -i -i"$(dirname "$file")" "$file"
