//! `ludus::immobile-piece`: a piece kind with no move of its own that no
//! card moves either, and that is not shot (`then shoot KIND`: a blocker
//! placed for good, as Amazons' arrow).

use super::LintWarning;
use crate::syntax::PieceDef;

use super::Uses;

/// The warning for kind `p`, if nothing can move it.
pub(super) fn check(p: &PieceDef, uses: &Uses) -> Option<LintWarning> {
    let name = p.name.text.as_str();
    if !p.moves.is_empty() || uses.card_moved.contains(&name) || uses.shot.contains(&name) {
        return None;
    }
    Some(LintWarning::ImmobilePiece {
        piece: p.name.text.clone(),
        span: p.name.span,
    })
}
