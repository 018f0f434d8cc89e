//! `ludus::never-ending`: an `end` block with no rule.

use crate::diag::Diagnostic;
use crate::syntax::Ast;

/// The warning, if the game has an `end` block and no end rule.
pub(super) fn check(ast: &Ast) -> Option<Diagnostic> {
    let &block = ast.end_blocks.first()?;
    if !ast.ends.is_empty() {
        return None;
    }
    Some(
        Diagnostic::warning(
            "ludus::never-ending",
            "the game can never end: the `end` block has no rule",
        )
        .label(block, "no end rule")
        .help("add `no moves: loses`, and `repetition 3: draw` or `plies 100: draw` so that a game cannot go on forever"),
    )
}
