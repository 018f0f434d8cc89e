//! The royal filter of the games whose captures explode (`captures explode
//! DIRS [except KINDS]`, Atomic chess) or that forbid check (`no check`,
//! Racing Kings): each move is made and judged. A move that blows up one
//! of the mover's royal pieces is illegal; one that blows up every royal
//! piece of an enemy is legal whatever else it leaves; otherwise no reply
//! may capture a royal piece of the mover's, where a capture that would
//! blow up a royal piece of the capturer's own is no threat (so kings
//! side by side never give check). With `no check`, a move that leaves an
//! enemy royal piece attacked is illegal too.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::get_bit;
use crate::ir::{Features, Game, MAX_PLAYERS, NO_CELL};

impl State {
    /// [`State::drop_exposing`] in a game with explosions or `no check`
    /// (and facing rules, if any).
    #[inline(never)]
    pub(in crate::engine) fn drop_exposing_judged(&mut self, game: &Game, out: &mut Vec<Move>) {
        let me = self.to_move;
        let mine = self.royals(game, me);
        // The enemies that have a royal piece now, one bit each.
        let foes = (0..self.players)
            .filter(|&p| p != me && self.royals(game, p) > 0)
            .fold(0u32, |bits, p| bits | 1 << p);
        let mut replies = self.take_buffer();
        out.retain(|m| {
            self.apply(game, m);
            let legal = self.judged_legal(game, (me, mine, foes), &mut replies);
            self.undo(game, m);
            legal
        });
        self.give_buffer(replies);
    }

    /// Whether the move just made by `me` (who had `mine` royal pieces,
    /// the enemies `foes` theirs) is legal.
    fn judged_legal(
        &mut self,
        game: &Game,
        (me, mine, foes): (u8, usize, u32),
        replies: &mut Vec<Move>,
    ) -> bool {
        let f = game.tables.features;
        if f.has(Features::EXPLODE) {
            if self.royals(game, me) < mine {
                return false;
            }
            let blown = (0..self.players).any(|p| foes & 1 << p != 0 && self.royals(game, p) == 0);
            if blown {
                return true;
            }
        }
        if f.has(Features::FACING) && self.faces(game, me) {
            return false;
        }
        let t = &game.tables;
        self.capture_moves(game, replies);
        let exposed = replies.iter().any(|r| {
            r.captures().iter().any(|&c| {
                let code = self.board[c as usize];
                code != 0 && t.royal[code as usize] && t.owner[code as usize] == me
            }) && !self.blasts_own_royal(game, r)
        });
        !(exposed || (f.has(Features::NO_CHECK) && self.in_check(game)))
    }

    /// How many royal pieces player `p` has on the board.
    pub(in crate::engine) fn royals(&self, game: &Game, p: u8) -> usize {
        let t = &game.tables;
        let occ = &self.occ[p as usize % MAX_PLAYERS];
        (0..=u8::MAX)
            .take(t.cells)
            .filter(|&c| {
                get_bit(occ, c) && {
                    let code = self.board[c as usize];
                    t.royal[code as usize] && t.owner[code as usize] == p
                }
            })
            .count()
    }

    /// Whether the capture `r` (not made) would blow up one of its own
    /// player's royal pieces: the capturer itself, or one beside its
    /// landing that the blast does not spare. Never in a game without
    /// explosions.
    pub(in crate::engine) fn blasts_own_royal(&self, game: &Game, r: &Move) -> bool {
        let Some(ex) = game.explode.as_ref() else {
            return false;
        };
        let t = &game.tables;
        if t.royal[r.piece as usize] {
            return true;
        }
        let p = t.owner[r.piece as usize];
        let nd = game.opposite.len();
        ex.dirs_of(p).iter().any(|&d| {
            let c = game.nbr[r.to as usize * nd + d as usize];
            c != NO_CELL && c != r.from && {
                let code = self.board[c as usize];
                code != 0
                    && t.royal[code as usize]
                    && t.owner[code as usize] == p
                    && !ex.spares(game.code_kind[code as usize])
            }
        })
    }
}
