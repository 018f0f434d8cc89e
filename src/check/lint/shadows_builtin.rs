//! `ludus::shadows-builtin`: a definition named like a built-in word of
//! the language (`to enemy` would then be read as the word, never as the
//! definition).

use indexmap::IndexMap;

use crate::diag::{Diagnostic, Span};

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
pub(super) fn check(defs: &IndexMap<String, (Def, Span)>, out: &mut Vec<Diagnostic>) {
    for (name, (def, span)) in defs {
        if BUILTIN_WORDS.contains(&name.as_str()) {
            out.push(
                Diagnostic::warning(
                    "ludus::shadows-builtin",
                    format!("{} is named `{name}`, a word the language already uses", def.what()),
                )
                .label(*span, "hides a built-in word")
                .help(format!("wherever `{name}` could be the built-in word, it is read as that word, so this name is easily misread; rename it")),
            );
        }
    }
}
