#!/usr/bin/env bash
# Neovim without plugins (0.7, Debian 12's package, and later): `ludus lsp` gives a diagnostic, and
# the tree-sitter grammar highlights the file. Builds the grammar's parser with cc; needs nvim
# (apt-get install neovim) and a built `ludus` (LUDUS_BIN, default target/debug/ludus).
# Run by .ci/run (a few seconds); by hand: bash editors/nvim/test.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ludus="${LUDUS_BIN:-$root/target/debug/ludus}"
command -v nvim >/dev/null || { echo "error: nvim not found (apt-get install neovim)" >&2; exit 1; }
[ -x "$ludus" ] || { echo "error: no ludus binary at $ludus (cargo build)" >&2; exit 1; }
nvim --version | head -1

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cc -shared -fPIC -O1 -I "$root/editors/tree-sitter-ludus/src" \
    "$root/editors/tree-sitter-ludus/src/parser.c" -o "$tmp/ludus.so"
cp "$here/sample.game" "$tmp/sample.game"

LUDUS_BIN="$ludus" LUDUS_PARSER="$tmp/ludus.so" LUDUS_FILE="$tmp/sample.game" \
    nvim --headless --clean --cmd "set rtp^=$here" -c "luafile $here/test.lua" 2>&1
echo "neovim: 1 passed, 0 failed"
