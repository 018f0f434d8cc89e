//! `ludus::player-without-pieces`: a player that gets no piece in the
//! setup.

use super::LintWarning;
use crate::ir::Game;
use crate::syntax::Ast;

/// A warning for each player none of `codes` (the pieces in play at the
/// start) belongs to.
pub(super) fn check(ast: &Ast, game: &Game, codes: &[u8], out: &mut Vec<LintWarning>) {
    // A sowing game's players have seeds, not pieces.
    if game.sowing.is_some() || game.race.is_some() {
        return;
    }
    let np = game.players.len();
    let code_owner = |code: u8| (usize::from(code) - 1) % np.max(1);
    if let Some(block) = ast.players.first() {
        for (pi, pd) in block.players.iter().enumerate() {
            if !codes.iter().any(|&c| code_owner(c) == pi) {
                out.push(LintWarning::PlayerWithoutPieces {
                    player: pd.name.text.clone(),
                    span: pd.name.span,
                });
            }
        }
    }
}
