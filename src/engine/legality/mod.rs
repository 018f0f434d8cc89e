//! Legality: whether a move leaves its player's royal piece attacked, and
//! whether a cell or piece is attacked. The reference answers by generating
//! the replies (`replies.rs`); the fast paths (`fast/`) answer by the attack
//! tables, the ray masks and the attack map.

mod explode;
mod facing;
mod mate_entry;
mod replies;
/// The fast paths of legality: each answers as the replies do.
mod fast {
    mod attack_map;
    mod filter;
    mod pins;
    mod screens;
    mod tables;
}

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Features, Game};

/// The rules that judge each move made: facing, explosions, `no check`.
const JUDGED: Features = Features::of(&[
    Features::FACING,
    Features::EXPLODE,
    Features::NO_CHECK,
    Features::NO_MATE_ENTER,
]);

impl State {
    /// [`State::drop_exposing`] in a game with rules that judge each move
    /// made (out of line).
    #[cold]
    #[inline(never)]
    fn drop_exposing_ruled(&mut self, game: &Game, out: &mut Vec<Move>) {
        let f = game.tables.features;
        if f.has(Features::EXPLODE) || f.has(Features::NO_CHECK) {
            self.drop_exposing_judged(game, out)
        } else if f.has(Features::FACING) {
            self.drop_exposing_or_facing(game, out)
        } else {
            self.drop_exposing_plain(game, out)
        }
        if f.has(Features::NO_MATE_ENTER) {
            self.drop_mating_entries(game, out);
        }
    }

    /// Whether the only rules that judge each move made are facing rules
    /// that the attack tables judge (`AttackTables::faces`).
    fn facing_tabled(game: &Game) -> bool {
        game.tables.attacks.exact && game.tables.features.0 & JUDGED.0 == Features::FACING.0
    }

    /// Removes the moves after which an enemy move could capture one of the
    /// mover's royal pieces.
    #[inline(never)]
    pub(in crate::engine) fn drop_exposing(&mut self, game: &Game, out: &mut Vec<Move>) {
        if game.tables.features.0 & JUDGED.0 != 0 && !Self::facing_tabled(game) {
            return self.drop_exposing_ruled(game, out);
        }
        self.drop_exposing_plain(game, out);
    }

    /// [`State::drop_exposing`] without the rules judging each move.
    #[inline(always)]
    fn drop_exposing_plain(&mut self, game: &Game, out: &mut Vec<Move>) {
        if game.tables.attacks.exact {
            return self.drop_exposing_by_tables(game, out);
        }
        let me = self.to_move;
        let t = &game.tables;
        let mut replies = self.take_buffer();
        out.retain(|m| {
            self.apply(game, m);
            self.capture_moves(game, &mut replies);
            let exposed = replies.iter().any(|r| {
                r.captures().iter().any(|&c| {
                    let code = self.board[c as usize];
                    code != 0 && t.royal[code as usize] && t.owner[code as usize] == me
                })
            });
            self.undo(game, m);
            !exposed
        });
        self.give_buffer(replies);
    }

    /// Whether one of `p`'s royal pieces could be captured by a move of the
    /// player to move (check, in chess terms, when `p` is not to move).
    pub fn royal_attacked(&mut self, game: &Game, p: u8) -> bool {
        let t = &game.tables;
        if t.attacks.exact {
            return self.royal_attacked_by(game, p, self.to_move);
        }
        let mut replies = self.take_buffer();
        self.capture_moves(game, &mut replies);
        let hit = replies.iter().any(|r| {
            r.captures().iter().any(|&c| {
                let code = self.board[c as usize];
                code != 0 && t.royal[code as usize] && t.owner[code as usize] == p
            }) && !self.blasts_own_royal(game, r)
        });
        self.give_buffer(replies);
        hit
    }
}
