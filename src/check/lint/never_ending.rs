//! `ludus::never-ending`: an `end` block with no rule.

use super::LintWarning;
use crate::syntax::Ast;

/// The warning, if the game has an `end` block and no end rule.
pub(super) fn check(ast: &Ast) -> Option<LintWarning> {
    let &block = ast.end_blocks.first()?;
    if !ast.ends.is_empty() {
        return None;
    }
    Some(LintWarning::NeverEnding { span: block })
}
