#!/usr/bin/env bash
# Checks the tree-sitter grammar (run by .ci/run; by hand: bash editors/tree-sitter-ludus/check.sh):
# 1. `tree-sitter generate` gives the committed src/ (the parser editors build), and the editors'
#    copies of queries/highlights.scm (editors/nvim, editors/zed; editors/helix in Helix's capture
#    names) are current: after changing grammar.js or the queries, run this script and commit;
# 2. `tree-sitter test`: the parse trees of test/corpus/ and the highlights of test/highlight/;
# 3. every .game file of games/ and tests/games/ (all folders down) parses with no ERROR or
#    MISSING node.
#
# The CLI: tree-sitter-cli 0.22.6, the last that generates the parser ABI 14 that older editors
# load (Neovim 0.7-0.9 and Debian's libtree-sitter 0.20). Its npm package fetches its binary from
# outside the npm registry at install time, so it is built from crates.io with
# `cargo install --locked` (about 3 minutes of two cores, once per machine) into $LUDUS_TOOLS
# (default ~/.cache/ludus-tools); a `tree-sitter` 0.22.6 already on PATH is used as it is.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
version=0.22.6
tools="${LUDUS_TOOLS:-$HOME/.cache/ludus-tools}"
export PATH="$tools/bin:$PATH"

if ! tree-sitter --version 2>/dev/null | grep -q " $version\$"; then
    echo "tree-sitter $version not found: cargo install tree-sitter-cli@$version into $tools"
    cargo install tree-sitter-cli --version "$version" --locked --root "$tools" --quiet
fi
tree-sitter --version

cd "$here"
# The CLI's notice that no parser directories are configured is no error: the grammar is the
# current folder.
quiet() { grep -v -e 'parser directories' -e 'init-config' -e 'configuration file' -e 'language grammars' || true; }

tree-sitter generate --no-bindings
q=queries/highlights.scm
cp "$q" ../nvim/queries/ludus/highlights.scm
cp "$q" ../zed/languages/ludus/highlights.scm
sed -e 's/@number/@constant.numeric/' -e 's/@keyword\.return/@keyword.control.return/g' \
    -e "1s/.*/; Highlighting for ludus .game files, in Helix's capture names: made from/" \
    -e "2s|.*|; editors/tree-sitter-ludus/queries/highlights.scm by editors/tree-sitter-ludus/check.sh.|" \
    "$q" > ../helix/queries/ludus/highlights.scm
made=(src ../nvim/queries ../zed/languages ../helix/queries)
if ! git -C "$here" diff --quiet -- "${made[@]}" || [ -n "$(git -C "$here" ls-files --others -- "${made[@]}")" ]; then
    git -C "$here" status --short -- "${made[@]}"
    echo "error: src/ or a copy of the queries is not what grammar.js and queries/ make: run editors/tree-sitter-ludus/check.sh and commit them" >&2
    exit 1
fi

tree-sitter test 2> >(quiet >&2)

list="$(mktemp)"
trap 'rm -f "$list"' EXIT
find "$root/games" "$root/tests/games" -name '*.game' | sort > "$list"
n=$(wc -l < "$list")
if ! tree-sitter parse --quiet --stat --paths "$list" 2> >(quiet >&2); then
    echo "error: some .game files do not parse with the tree-sitter grammar (above)" >&2
    exit 1
fi
echo "tree-sitter grammar: corpus and highlight tests pass; $n .game files parse with no error"
