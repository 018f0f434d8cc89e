//! `ludus::player-without-pieces`: a player that gets no piece in the
//! setup.

use crate::diag::Diagnostic;
use crate::ir::Game;
use crate::syntax::Ast;

/// A warning for each player none of `codes` (the pieces in play at the
/// start) belongs to.
pub(super) fn check(ast: &Ast, game: &Game, codes: &[u8], out: &mut Vec<Diagnostic>) {
    let np = game.players.len();
    let code_owner = |code: u8| (usize::from(code) - 1) % np.max(1);
    if let Some(block) = ast.players.first() {
        for (pi, pd) in block.players.iter().enumerate() {
            if !codes.iter().any(|&c| code_owner(c) == pi) {
                out.push(
                    Diagnostic::warning(
                        "ludus::player-without-pieces",
                        format!("player `{}` gets no piece in the setup", pd.name.text),
                    )
                    .label(pd.name.span, "no piece is placed for this player")
                    .help(format!("add `{} PIECE: CELLS` to `setup`", pd.name.text)),
                );
            }
        }
    }
}
