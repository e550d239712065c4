#!/usr/bin/env bash
# Installs, with apt-get, every Debian package lhx needs to build and test,
# skipping what is already present. With --tests, also what only the tests
# need (real editors, the manual page's tools, Node.js) and the VS Code
# extension's npm packages (`npm ci`, from editors/vscode/package-lock.json)
# unless they are in place. With --bench, what `make bench-peers` needs
# beyond the build: QuickCheck and SmallCheck for GHC (--tests installs them
# too). Run as root (or with sudo available).
set -euo pipefail
tests=0 bench=0
[ "${1:-}" = --tests ] && tests=1
[ "${1:-}" = --bench ] && bench=1

packages=(
  ghc              # compiles the user's Haskell and lhx's plugin (GHC 9.0.2 on Debian 12)
  libghc-vector-dev libghc-primitive-dev  # Data.Vector, Control.Monad.Primitive for the programs lhx checks
  gcc make pkg-config
  libz3-dev        # the SMT solver
  libcjson-dev     # reads the plugin's JSON
  libyaml-dev      # reads the evaluation manifest
  check            # C unit-test framework
  clang libclang-rt-14-dev  # libFuzzer and sanitizer runtimes for `make fuzz`
  python3          # small test helpers
)
if [ $tests = 1 ]; then
  packages+=(
    man-db groff-base bsdextrautils  # tests/install: the manual page (man -l, groff, col)
    neovim           # tests/editors: Neovim's built-in LSP client (0.7 on Debian 12)
    tmux             # a terminal for Neovim's captured screen
    emacs-nox elpa-eglot  # eglot (built into Emacs 29; a package for Debian 12's Emacs 28)
  )
  # Node.js and npm build and test the VS Code extension; a Node.js from
  # elsewhere (NodeSource bundles npm) is kept.
  command -v node >/dev/null || packages+=(nodejs)
  command -v npm >/dev/null || packages+=(npm)
fi
if [ $tests = 1 ] || [ $bench = 1 ]; then
  packages+=(
    # bench/peers.sh (make bench-peers) measures lhx against QuickCheck and
    # SmallCheck; tests/peers checks the drivers it generates
    libghc-quickcheck2-dev libghc-smallcheck-dev
    python3-yaml     # bench/peers.py reads the corpus manifest
  )
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "lhx: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ $tests = 1 ] || exit 0
# The extension's packages, exactly as locked; again only when the lock changed.
vscode=$(cd "$(dirname "$0")/../editors/vscode" && pwd)
lock_sum=$(sha256sum "$vscode/package-lock.json" | cut -d' ' -f1)
stamp=$vscode/node_modules/.lhx-lock-sha256
if [ "$(cat "$stamp" 2>/dev/null)" != "$lock_sum" ]; then
  echo "lhx: npm ci in editors/vscode"
  (cd "$vscode" && npm ci --no-audit --no-fund --loglevel=error)
  echo "$lock_sum" >"$stamp"
fi
