//! `promote KIND [| KIND …] on ZONE optional`: a move of the piece that
//! starts or ends in the zone may promote or not, each a move of its own.
//! The walk gives the move unpromoted (or promoted by a forced `promote`);
//! this adds a promoted copy per kind. Out of line: only games with the
//! feature (`Features::OPTIONAL_PROMOTION`) come here.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::Game;

impl State {
    /// Adds, after each piece move that may promote by the mover's choice
    /// and was not promoted already, the same move promoted to each kind.
    #[cold]
    #[inline(never)]
    pub(in crate::engine) fn add_optional_promotions(&self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        for i in 0..out.len() {
            let m = out[i];
            if m.kind != MoveKind::Piece || m.placed != m.piece {
                continue;
            }
            let Some(Some((kinds, zone))) = t.optional_promotion.get(m.piece as usize) else {
                continue;
            };
            let inside = |c: u8| zone.get(c as usize).copied().unwrap_or(false);
            if !(inside(m.from) || inside(m.to)) {
                continue;
            }
            for &k in kinds {
                out.push(Move { placed: k, ..m });
            }
        }
    }
}
