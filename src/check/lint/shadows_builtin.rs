//! `ludus::shadows-builtin`: a definition named like a built-in word of
//! the language (`to enemy` would then be read as the word, never as the
//! definition).

use super::LintWarning;
use indexmap::IndexMap;

use crate::diag::Span;

use crate::check::Def;

/// The words a name could be misread as.
const BUILTIN_WORDS: &[&str] = &[
    "empty",
    "enemy",
    "friend",
    "piece",
    "not-friend",
    "any",
    "en-passant",
    "own",
    "loses",
    "wins",
    "draw",
    "capture",
    "showing",
    "pieces",
    "off",
    "pieces-on-line",
    "moves",
    "all",
    "dark",
    "light",
];

/// A warning for each definition named like a built-in word.
pub(super) fn check(defs: &IndexMap<String, (Def, Span)>, out: &mut Vec<LintWarning>) {
    for (name, (def, span)) in defs {
        if BUILTIN_WORDS.contains(&name.as_str()) {
            out.push(LintWarning::ShadowsBuiltin {
                what: def.what(),
                name: name.clone(),
                span: *span,
            });
        }
    }
}
