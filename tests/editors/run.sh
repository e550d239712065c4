#!/usr/bin/env bash
# Real editors talking to `lhx lsp`:
#
# - Neovim (0.7+), headless, with its built-in LSP client (nvim_explain.lua):
#   the code action "Explain this LiquidHaskell error" on Average.hs, then what
#   Neovim received (the code action menu, the reply, the message, the
#   diagnostic on divide's signature, the hover window) is checked by
#   check_session.py. The same script in a real terminal (tmux) gives a
#   captured screen, checked and kept in BUILD/editors/neovim-screen.txt
#   (with --update-docs, also copied to docs/neovim-screen.txt and into the
#   README's "In your editor", which must show it).
# - Emacs with eglot (emacs_explain.el), in batch mode: the same session.
# - VS Code: the extension package that `make vscode` built (compiled,
#   tested with node --test, packaged by vsce) holds what VS Code loads.
#   VS Code itself is not installed here (docs/editors.md).
#
# Usage: tests/editors/run.sh BUILD/lhx [--update-docs]
#   (run by `make editor-tests`, after `make vscode`)
# Ends with "N passed, N failed"; exits 1 if any test failed.
set -u
if [ $# -lt 1 ]; then
  echo "usage: $0 PATH/TO/lhx [--update-docs]" >&2
  exit 2
fi
lhx=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
build=$(dirname "$lhx")
update_docs=0
[ "${2:-}" = --update-docs ] && update_docs=1
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lhx-editors.XXXXXX") || exit 2
tmux_socket=lhx-editors-$$
cleanup() {
  tmux -L "$tmux_socket" kill-session -t screen 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
unset LHX_SHARE

passed=0
failed=0
ok() { passed=$((passed + 1)); }
bad() { echo "FAIL $1"; failed=$((failed + 1)); }

# The session: Average.hs in a directory of its own, the error at 11:14
# (`divide (total xs) (count xs)`), the hover on average's equation.
mkdir -p "$tmp/work"
cp "$here/Average.hs" "$tmp/work/Average.hs"
export LHX=$lhx LHX_EDITOR_FILE=Average.hs LHX_EDITOR_LINE=11 LHX_EDITOR_COL=14 LHX_EDITOR_HOVER_LINE=11

# need COMMAND: the command is installed, or a failure saying how to get it.
need() {
  command -v "$1" >/dev/null && return 0
  bad "$1 is not installed (make deps installs it)"
  return 1
}

# ---- Neovim ---------------------------------------------------------------------------

if need nvim; then
  version=$(nvim --version | sed -n '1s/^NVIM v\([0-9]*\)\.\([0-9]*\).*/\1 \2/p')
  read -r major minor <<<"$version"
  if [ "${major:-0}" -eq 0 ] && [ "${minor:-0}" -lt 7 ]; then
    bad "Neovim $(nvim --version | head -n 1) is older than 0.7"
  else
    ok
    (cd "$tmp/work" && LHX_EDITOR_OUT=$tmp/nvim.json timeout 900 \
      nvim --headless --clean -u NONE -c "luafile $here/nvim_explain.lua" >"$tmp/nvim.log" 2>&1)
    status=$?
    if [ $status != 0 ] || [ ! -s "$tmp/nvim.json" ]; then
      bad "headless Neovim exited with status $status"
      sed 's/^/    | /' "$tmp/nvim.log" | head -10
    fi
    [ -s "$tmp/nvim.json" ] && python3 "$here/check_session.py" neovim "$tmp/nvim.json" && ok || bad "Neovim's session"
  fi
fi

# The captured screen: Neovim in tmux, 100x30, after the same session.
if need nvim && need tmux; then
  rm -f "$tmp/screen.json"
  tmux -L "$tmux_socket" -f /dev/null new-session -d -s screen -x 100 -y 30 -c "$tmp/work" \
    "env LHX_EDITOR_OUT=$tmp/screen.json LHX_EDITOR_SCREEN=1 nvim --clean -u NONE -c 'luafile $here/nvim_explain.lua'"
  for _ in $(seq 1 3000); do [ -s "$tmp/screen.json" ] && break; sleep 0.2; done
  sleep 1 # the last redraw
  tmux -L "$tmux_socket" capture-pane -p -t screen >"$tmp/screen.txt"
  tmux -L "$tmux_socket" kill-session -t screen
  mkdir -p "$build/editors"
  sed -e 's/[[:space:]]*$//' "$tmp/screen.txt" >"$build/editors/neovim-screen.txt"
  shows() { # shows FILE: the screen has the explanation in the hover window and the diagnostic
    local line
    for line in "average [] = error" "divide _ 0 = error" "violating divide's refinement type" \
      "divide :: Int -> {d:Int | d /= 0} -> Int    -- Average.hs:5:5" \
      "{-@ divide :: Int -> {d:Int | d /= 0} -> Int @-}     ■ average: a concrete counterexample"; do
      grep -qF -- "$line" "$1" || { echo "    the screen lacks: $line"; return 1; }
    done
  }
  if shows "$build/editors/neovim-screen.txt"; then ok; else
    bad "Neovim's screen in tmux ($build/editors/neovim-screen.txt)"
    sed 's/^/    | /' "$build/editors/neovim-screen.txt" | head -30
  fi
  # docs/neovim-screen.txt, which README's "In your editor" shows, is one such screen.
  if [ $update_docs = 1 ]; then cp "$build/editors/neovim-screen.txt" docs/neovim-screen.txt; fi
  if [ -s docs/neovim-screen.txt ] && shows docs/neovim-screen.txt; then ok; else
    bad "docs/neovim-screen.txt is not a screen of this session (tests/editors/run.sh BUILD/lhx --update-docs)"
  fi
  if python3 - docs/neovim-screen.txt README.md $update_docs <<'PY'; then ok; else bad "README's screen is not docs/neovim-screen.txt"; fi
import sys
screen = open(sys.argv[1]).read().rstrip("\n")
readme = open(sys.argv[2]).read()
at = readme.index("```text\n", readme.index("(docs/neovim-screen.txt)")) + len("```text\n")
end = readme.index("\n```", at)
if sys.argv[3] == "1":
    open(sys.argv[2], "w").write(readme[:at] + screen + readme[end:])
    sys.exit(0)
sys.exit(0 if readme[at:end] == screen else 1)
PY
fi

# ---- Emacs with eglot -------------------------------------------------------------------

if need emacs; then
  (cd "$tmp/work" && LHX_EDITOR_OUT=$tmp/emacs.json timeout 900 \
    emacs --batch -Q -l "$here/emacs_explain.el" >"$tmp/emacs.log" 2>&1)
  status=$?
  if [ $status != 0 ] || [ ! -s "$tmp/emacs.json" ]; then
    bad "Emacs exited with status $status"
    sed 's/^/    | /' "$tmp/emacs.log" | tail -10
  fi
  [ -s "$tmp/emacs.json" ] && python3 "$here/check_session.py" emacs "$tmp/emacs.json" && ok || bad "Emacs's session"
fi

# ---- VS Code: the extension package -------------------------------------------------------

vsix=$build/lhx-vscode.vsix
if [ -s "$vsix" ]; then
  python3 - "$vsix" <<'PY' && ok || bad "the VS Code extension package $vsix"
import json, sys, zipfile
names = set(zipfile.ZipFile(sys.argv[1]).namelist())
z = zipfile.ZipFile(sys.argv[1])
manifest = json.loads(z.read("extension/package.json"))
need = ["extension/package.json", "extension/README.md", manifest["main"].replace("./", "extension/"),
        "extension/out/src/findLhx.js", "extension/out/src/settings.js",
        "extension/out/src/explainCommand.js", "extension/out/src/clientConfig.js",
        "extension/node_modules/vscode-languageclient/package.json"]
missing = [n for n in need if n not in names]
stray = [n for n in names if n.startswith(("extension/src/", "extension/test/", "extension/out/test/")) or n.endswith(".ts")]
for n in missing: print("    missing:", n)
for n in stray: print("    not for VS Code:", n)
sys.exit(1 if missing or stray else 0)
PY
else
  bad "no VS Code extension package $vsix (make vscode)"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
