#!/usr/bin/env bash
# Shows Neovim (Debian 12's 0.7.2 or later) in tmux on editors/nvim/sample.game: the diagnostic of
# `ludus lsp` and the tree-sitter highlighting, and prints the pane with its colours
# (tmux capture-pane -p -e). docs/editors-nvim07.txt is its output. Needs nvim, tmux, cc and a
# built ludus (LUDUS_BIN, default target/debug/ludus).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ludus="${LUDUS_BIN:-$root/target/debug/ludus}"
tmp="$(mktemp -d)"
session="ludus-nvim-demo-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$tmp"' EXIT
cc -shared -fPIC -O1 -I "$root/editors/tree-sitter-ludus/src" \
    "$root/editors/tree-sitter-ludus/src/parser.c" -o "$tmp/ludus.so"
cp "$here/sample.game" "$tmp/sample.game"
cat > "$tmp/init.lua" <<LUA
vim.opt.runtimepath:prepend('$here')
vim.opt.number = true
vim.opt.signcolumn = 'yes'
require('ludus').setup({ cmd = { '$ludus', 'lsp' }, parser = '$tmp/ludus.so' })
LUA
tmux new-session -d -s "$session" -x 100 -y 32 \
    "TERM=xterm-256color nvim --clean -u $tmp/init.lua +22 $tmp/sample.game"
# Wait for the diagnostic's sign (E) in the pane.
for _ in $(seq 1 100); do
    sleep 0.2
    if tmux capture-pane -p -t "$session" | grep -q "unknown piece"; then break; fi
done
sleep 0.5
tmux capture-pane -p -e -t "$session"
