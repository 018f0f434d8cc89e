#!/usr/bin/env bash
# Checks the VS Code extension (run by .ci/run; by hand: bash editors/vscode/check.sh):
# 1. its npm packages, from the lockfile (npm ci);
# 2. the TextMate grammar's keywords are the keywords of grammar/ludus.pest (every `kw_X`);
# 3. vscode-tmgrammar-test: the scopes written under each line of test/*.game;
# 4. vsce package: the extension packaged as editors/vscode/ludus-VERSION.vsix (not committed),
#    with the grammar, the client and its runtime packages in it.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund --loglevel=error

node -e '
const fs = require("fs");
const pest = fs.readFileSync("../../grammar/ludus.pest", "utf8");
const want = [...pest.matchAll(/^kw_\w+\s*=\s*@\{\s*"([a-z-]+)"/gm)].map((m) => m[1]).sort();
const g = JSON.parse(fs.readFileSync("syntaxes/ludus.tmLanguage.json", "utf8"));
const p = g.patterns.find((p) => p.name === "keyword.other.ludus");
const have = p.match.match(/\(([a-z|-]+)\)/)[1].split("|").sort();
const missing = want.filter((w) => !have.includes(w));
const extra = have.filter((w) => !want.includes(w));
if (missing.length || extra.length) {
  console.error("error: syntaxes/ludus.tmLanguage.json keywords differ from grammar/ludus.pest:",
    "missing", missing, "extra", extra);
  process.exit(1);
}
console.log(`TextMate grammar: the ${want.length} keywords of grammar/ludus.pest`);
'

npx vscode-tmgrammar-test 'test/*.game'

version=$(node -p 'require("./package.json").version')
vsix="ludus-$version.vsix"
npx vsce package --allow-missing-repository --skip-license -o "$vsix" < /dev/null > vsce.log 2>&1 \
    || { cat vsce.log; exit 1; }
rm -f vsce.log
listing=$(python3 -c 'import sys, zipfile; print("\n".join(" " + n for n in zipfile.ZipFile(sys.argv[1]).namelist()))' "$vsix")
for f in extension/package.json extension/extension.js extension/syntaxes/ludus.tmLanguage.json \
    extension/node_modules/vscode-languageclient/package.json; do
    grep -q " $f\$" <<< "$listing" || { echo "error: $vsix lacks $f" >&2; exit 1; }
done
echo "VS Code extension: grammar tests pass; packaged as editors/vscode/$vsix ($(du -k "$vsix" | cut -f1) KiB)"
