//! `ludus::empty-zone`: a zone entry that names no cell of the board
//! (squares of the grid the board does not use).

use super::LintWarning;
use crate::ir::{Game, Zone};
use crate::syntax::ZoneDef;

/// A warning for each entry of zone `z` (compiled as `zone`) with no cell.
pub(super) fn check(z: &ZoneDef, zone: &Zone, game: &Game, out: &mut Vec<LintWarning>) {
    let ncells = game.board.cells();
    for (player, region) in &z.entries {
        let (p, whose) = match player {
            None => (0, String::new()),
            Some(pn) => match game.players.iter().position(|x| *x == pn.text) {
                Some(p) => (p, format!(" for `{}`", pn.text)),
                None => continue,
            },
        };
        let cells = zone.member.get(p * ncells..(p + 1) * ncells).unwrap_or(&[]);
        if !cells.iter().any(|&m| m) {
            out.push(LintWarning::EmptyZone {
                zone: z.name.text.clone(),
                whose,
                span: region.span,
            });
        }
    }
}
