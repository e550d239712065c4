#!/usr/bin/env bash
# Installs, with apt-get, every Debian package lhx needs to build and test,
# skipping what is already present. Run as root (or with sudo available).
set -euo pipefail

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

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "lhx: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
