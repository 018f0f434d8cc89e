//! `ludus::unused-directions`: a direction group no move uses.

use super::LintWarning;
use crate::syntax::Ast;

use super::Uses;

/// Direction groups: used by a move, or by a used group defined after them
/// (a group is defined before the groups that use it).
pub(super) fn check(ast: &Ast, uses: &Uses, out: &mut Vec<LintWarning>) {
    let move_dirs = &uses.move_dirs;
    let mut used = vec![false; ast.directions.len()];
    for gi in (0..ast.directions.len()).rev() {
        let name = ast.directions[gi].name.text.as_str();
        used[gi] = move_dirs.contains(&name)
            || ast.directions[gi + 1..]
                .iter()
                .zip(&used[gi + 1..])
                .any(|(g, &u)| u && g.members.iter().any(|m| m.text == name));
    }
    for (g, u) in ast.directions.iter().zip(&used) {
        if !u {
            out.push(LintWarning::UnusedDirections {
                group: g.name.text.clone(),
                span: g.name.span,
            });
        }
    }
}
