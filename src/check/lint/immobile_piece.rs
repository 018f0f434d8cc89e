//! `ludus::immobile-piece`: a piece kind with no move of its own that no
//! card moves either.

use crate::diag::Diagnostic;
use crate::syntax::PieceDef;

use super::Uses;

/// The warning for kind `p`, if nothing can move it.
pub(super) fn check(p: &PieceDef, uses: &Uses) -> Option<Diagnostic> {
    if !p.moves.is_empty() || uses.card_moved.contains(&p.name.text.as_str()) {
        return None;
    }
    Some(
        Diagnostic::warning(
            "ludus::immobile-piece",
            format!("piece `{}` can never move", p.name.text),
        )
        .label(p.name.span, "no step, slide, leap, jump or bear-off")
        .help("give it a move, e.g. `step diagonal to empty`"),
    )
}
