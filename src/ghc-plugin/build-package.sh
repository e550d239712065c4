#!/usr/bin/env bash
# Build the GHC package lhx-support-0.1 (the Lhx.Plugin modules plus every
# prelude/stubs/**/*.hs module) into the package database OUTDIR/pkgdb.
# The stubs need base, containers, ghc (LiquidHaskell's no-op plugin) and
# template-haskell (its `lq` quasi-quoter).
# Usage: build-package.sh OUTDIR
#   (GHC=..., GHC_PKG=... to use another ghc; LHX_STUBS=DIR for other stubs)
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OUTDIR" >&2; exit 2; }

here=$(cd "$(dirname "$0")" && pwd)
stubs=${LHX_STUBS:-$(cd "$here/../.." && pwd)/prelude/stubs}
mkdir -p "$1"
out=$(cd "$1" && pwd)
lib=$out/lib
db=$out/pkgdb
unit=lhx-support-0.1
ghc=${GHC:-ghc}
ghcpkg=${GHC_PKG:-ghc-pkg}
deps=(base ghc containers bytestring directory filepath template-haskell)

# Module names of the .hs files under a source directory.
modules_in() {
  [ -d "$1" ] || return 0
  (cd "$1" && find . -name '*.hs' | sort | sed -e 's|^\./||' -e 's|\.hs$||' -e 's|/|.|g')
}
# Word lists (module names contain no spaces), split where used.
plugin_mods=$(modules_in "$here")
stub_mods=$(modules_in "$stubs")
pkgflags=()
for p in "${deps[@]}"; do pkgflags+=(-package "$p"); done
common=(-v0 -this-unit-id "$unit" -dynamic-too -fPIC -odir "$lib" -hidir "$lib"
        --make -no-link)

# shellcheck disable=SC2086
"$ghc" "${common[@]}" "${pkgflags[@]}" -O -Wall -i"$here" $plugin_mods
if [ -n "$stub_mods" ]; then
  # -O0 like user code, but with every definition exposed in the interface,
  # so that the plugin can follow the stubs' unfoldings.
  # shellcheck disable=SC2086
  "$ghc" "${common[@]}" -package base -package containers -package ghc -package template-haskell \
    -O0 -fno-omit-interface-pragmas \
    -fexpose-all-unfoldings -i"$stubs" $stub_mods
fi

objs() { for m in $plugin_mods $stub_mods; do echo "$lib/${m//.//}.$1"; done; }
version=$("$ghc" --numeric-version)
# shellcheck disable=SC2046
"$ghc" -v0 -shared -dynamic -o "$lib/libHS$unit-ghc$version.so" $(objs dyn_o) "${pkgflags[@]}"
rm -f "$lib/libHS$unit.a"
# shellcheck disable=SC2046
ar rcs "$lib/libHS$unit.a" $(objs o)

rm -rf "$db"
"$ghcpkg" init "$db"
{
  echo "name: lhx-support"
  echo "version: 0.1"
  echo "id: $unit"
  echo "key: $unit"
  echo "exposed: True"
  # shellcheck disable=SC2086
  echo "exposed-modules:" $plugin_mods $stub_mods
  # ${pkgroot} is the directory that holds the database (OUTDIR): the
  # package moves with it, so `make install` copies OUTDIR as it is.
  echo "import-dirs: \${pkgroot}/lib"
  echo "library-dirs: \${pkgroot}/lib"
  echo "dynamic-library-dirs: \${pkgroot}/lib"
  echo "hs-libraries: HS$unit"
  printf 'depends:'
  for p in "${deps[@]}"; do printf ' %s' "$("$ghcpkg" field "$p" id --simple-output)"; done
  echo
} > "$out/$unit.conf"
"$ghcpkg" --package-db "$db" register --force "$out/$unit.conf" >/dev/null 2>&1 \
  || "$ghcpkg" --package-db "$db" register --force "$out/$unit.conf"
