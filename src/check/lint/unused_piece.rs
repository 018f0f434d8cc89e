//! `ludus::unused-piece`: a piece kind that never comes into play.

use super::LintWarning;
use crate::ir::Game;
use crate::syntax::{Ast, PieceDef};

use super::Uses;

/// Per kind, whether it can appear in a game: the kinds placed in the
/// setup (`codes`) or entered as (`enter ... as KIND`), and, from them,
/// their promotions and the kinds they shoot (`then shoot KIND`).
pub(super) fn in_play(ast: &Ast, game: &Game, codes: &[u8], uses: &Uses) -> Vec<bool> {
    let np = game.players.len();
    let code_kind = |code: u8| (usize::from(code) - 1) / np.max(1);
    let mut appears = vec![false; ast.pieces.len()];
    for &c in codes {
        if let Some(a) = appears.get_mut(code_kind(c)) {
            *a = true;
        }
    }
    for k in &uses.entered_as {
        if let Some(t) = ast.pieces.iter().position(|q| q.name.text == *k) {
            appears[t] = true;
        }
    }
    loop {
        let mut changed = false;
        for (ki, p) in ast.pieces.iter().enumerate() {
            if !appears[ki] {
                continue;
            }
            let shot = p.shoot.iter().map(|s| &s.1);
            for to in p.promotions.iter().flat_map(|pr| pr.to.iter()).chain(shot) {
                if let Some(t) = ast.pieces.iter().position(|q| q.name.text == to.text)
                    && !appears[t]
                {
                    appears[t] = true;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    appears
}

/// The warning for kind `p`, if it never comes into play.
pub(super) fn check(p: &PieceDef, appears: bool) -> Option<LintWarning> {
    if appears {
        return None;
    }
    Some(LintWarning::UnusedPiece {
        piece: p.name.text.clone(),
        span: p.name.span,
    })
}
