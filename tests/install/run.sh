#!/usr/bin/env bash
# Tests of `make install` and `make uninstall`: the installed tree (binary,
# support files, manual page, bash completion), an installed lhx checking a
# program with its support files found from its own location (also after the
# tree is moved), the manual page's content against `lhx COMMAND --help`, the
# completion script's answers, and an uninstall that leaves nothing behind.
#
# Usage: tests/install/run.sh BUILD/lhx   (run by `make install-tests`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
if [ $# -ne 1 ]; then
  echo "usage: $0 PATH/TO/lhx" >&2
  exit 2
fi
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-install.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
unset LHX_SHARE

passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }
check() { # check NAME COMMAND...: passes when the command succeeds
  local name=$1
  shift
  if "$@"; then ok; else bad "$name"; fi
}

dest=$tmp/dest
prefix=/usr/local
inst=$dest$prefix
make_() { ${MAKE:-make} --no-print-directory -s "$@"; }

# ---- make install ------------------------------------------------------------------

if ! make_ install DESTDIR="$dest" PREFIX="$prefix" >"$tmp/log" 2>&1; then
  bad "make install DESTDIR=$dest PREFIX=$prefix"
  sed 's/^/    | /' "$tmp/log" | tail -20
  echo "$passed passed, $failed failed"
  exit 1
fi
ok
check "the binary" test -x "$inst/bin/lhx"
check "the manual page" test -s "$inst/share/man/man1/lhx.1"
check "the bash completion" test -s "$inst/share/bash-completion/completions/lhx"
for d in pkgdb lib prelude specs; do
  check "share/lhx/$d" test -d "$inst/share/lhx/$d"
done
check "no build stamps installed" test -z "$(find "$inst" -name .stamp)"
check "the specs" test -s "$inst/share/lhx/specs/$(ls specs | head -n 1)"
# The package database points into the installed tree, not the build tree.
libdirs=$(ghc-pkg --package-db "$inst/share/lhx/pkgdb" field lhx-support library-dirs --simple-output 2>&1)
check "the package's library-dirs are the installed ones ($libdirs)" test "$libdirs" = "$inst/share/lhx/lib"

# ---- The installed lhx -------------------------------------------------------------

mkdir -p "$tmp/work"
cat >"$tmp/work/Pick.hs" <<'HS'
module Pick where

{-@ pick :: {n:Int | n >= 0} -> {v:Int | v > 0} @-}
pick :: Int -> Int
pick n = if n > 3 then n else n - 1
HS
# run_installed PREFIX_DIR NAME: the installed lhx checks Pick.hs from another directory
run_installed() {
  local dir=$1 name=$2
  "$dir/bin/lhx" --version >"$tmp/version" 2>&1
  grep -qxF "support files: $dir/share/lhx" "$tmp/version" && ok || { bad "$name: --version"; cat "$tmp/version"; }
  (cd "$tmp/work" && "$dir/bin/lhx" check Pick.hs --function pick >"$tmp/out" 2>"$tmp/err")
  local status=$?
  if [ $status = 1 ] && grep -qxF "Pick.hs:5:1: pick: concrete counterexample" "$tmp/out" &&
    grep -qxE "pick (0|1) = (-1|0)" "$tmp/out"; then
    ok
  else
    bad "$name: check Pick.hs (status $status)"
    sed 's/^/    | /' "$tmp/out" "$tmp/err" | head -10
  fi
}
run_installed "$inst" "installed lhx"
# The tree can move: the package database names its directories relative to itself.
mkdir -p "$tmp/moved"
mv "$dest/usr" "$tmp/moved/usr"
run_installed "$tmp/moved$prefix" "moved installation"
mv "$tmp/moved/usr" "$dest/usr"

# ---- The manual page ----------------------------------------------------------------

man=$inst/share/man/man1/lhx.1
groff -man -Tutf8 -ww -z "$man" 2>"$tmp/groff"
check "the manual page formats without warnings" test ! -s "$tmp/groff"
MANWIDTH=200 man -l "$man" 2>/dev/null | col -b >"$tmp/man.txt"
check "man -l shows the page" grep -q '^NAME' "$tmp/man.txt"
check "the manual's NAME line" grep -qF 'lhx - counterexamples for LiquidHaskell errors' "$tmp/man.txt"
for section in SYNOPSIS DESCRIPTION COMMANDS 'EXIT STATUS' ENVIRONMENT FILES EXAMPLES; do
  check "the manual has $section" grep -qx "$section" "$tmp/man.txt"
done
for st in 0 1 2 3; do
  check "the manual's exit status $st" grep -qE "^       $st +[a-z]" "$tmp/man.txt"
done
check "the manual shows the after-liquid pipe" grep -qF 'liquid File.hs 2>&1 | lhx after-liquid' "$tmp/man.txt"
check "the manual describes LHX_SHARE" grep -qx '       LHX_SHARE' "$tmp/man.txt"
# Every command's options, as `lhx COMMAND --help` lists them, are in the manual.
for c in check explain after-liquid run core lsp eval; do
  check "the manual has the command $c" grep -qx "   $c" "$tmp/man.txt"
  "$lhx" "$c" --help | sed -n '/^options:$/,/^$/s/^  \(-[^ ]*\).*/\1/p' | sed 's/,$//' >"$tmp/flags"
  while read -r flag; do
    [ "$flag" = -h ] && continue
    grep -qE -- "^       $flag( |,|$)" "$tmp/man.txt" || bad "the manual lacks $c's option $flag"
  done <"$tmp/flags"
done
ok

# ---- The bash completion ------------------------------------------------------------

# complete WORDS...: the completions of the last word, one per line
complete_words() {
  bash -c '
    source "$1"; shift
    COMP_WORDS=(lhx "$@"); COMP_CWORD=$#
    _lhx
    printf "%s\n" "${COMPREPLY[@]}"' _ "$inst/share/bash-completion/completions/lhx" "$@" | sort
}
[ "$(complete_words ch)" = check ] && ok || bad "completion: lhx ch -> check"
[ "$(complete_words a)" = after-liquid ] && ok || bad "completion: lhx a -> after-liquid"
[ "$(complete_words check --ti)" = --timeout ] && ok || bad "completion: lhx check --ti -> --timeout"
[ "$(complete_words after-liquid --on)" = --only-explanations ] && ok || bad "completion: --only-explanations"
[ "$(complete_words eval --emit-jobs '')" = "$(printf 'parallel\nslurm')" ] && ok || bad "completion: --emit-jobs KIND"
[ "$(complete_words eval --j)" = --jobs ] && ok || bad "completion: lhx eval --j -> --jobs"
[ -z "$(complete_words check --timeout '')" ] && ok || bad "completion: a number is not completed"
mkdir -p "$tmp/c" && touch "$tmp/c/One.hs" "$tmp/c/Two.spec"
[ "$(complete_words check "$tmp/c/O")" = "$tmp/c/One.hs" ] && ok || bad "completion: a file operand"
[ "$(complete_words check --spec "$tmp/c/T")" = "$tmp/c/Two.spec" ] && ok || bad "completion: --spec FILE"
[ "$(complete_words help ex)" = explain ] && ok || bad "completion: lhx help ex -> explain"
complete_words check -- >"$tmp/compl"
grep -qx -- --help "$tmp/compl" && grep -qx -- --function "$tmp/compl" && ok || bad "completion: check's options"

# ---- make uninstall ------------------------------------------------------------------

make_ uninstall DESTDIR="$dest" PREFIX="$prefix" >"$tmp/log" 2>&1 && ok || { bad "make uninstall"; cat "$tmp/log"; }
left=$(find "$dest" -type f -o -type l)
[ -z "$left" ] && ok || { bad "make uninstall left files:"; echo "$left" | head -5; }
[ ! -e "$inst/share/lhx" ] && ok || bad "make uninstall left $inst/share/lhx"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
