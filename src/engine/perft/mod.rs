//! What only perft calls: every move of a list applied, the position after
//! it looked at, and the move taken back (`sum_applied`,
//! `apply_undo_each`), with the path of `apply` and `undo` chosen once for
//! the list (a simple game's lean ones inlined into the loop) rather than
//! once per move; the decisions counted without listing them where the
//! position allows (`count_decisions`). The fast leaf loops and the compact
//! perft are in `fast/`.

/// The fast paths of perft's counts and leaves: each gives the counts of the general path.
pub(in crate::engine) mod fast {
    mod card_leaves;
    pub(super) mod compact;
    pub(in crate::engine) mod compact_moves;
    mod stack_leaves;
    mod turn_leaves;
}

pub use fast::compact::{CompactMoves, Leaf};

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, LeafPath};

impl State {
    /// The sum of `f` over the positions after each of `moves`: each move
    /// applied, `f` called on the position after it (which it must leave
    /// as it found it), the move taken back. The state is unchanged
    /// afterwards.
    #[inline(always)]
    pub fn sum_applied(
        &mut self,
        game: &Game,
        moves: &[Move],
        mut f: impl FnMut(&mut State) -> u64,
    ) -> u64 {
        let mut n = 0;
        match (game.tables.paths.leaf, game.tables.setwise.as_deref()) {
            (LeafPath::Sets, Some(sw)) => {
                let t = &game.tables;
                let l = self.lean_list(t);
                for m in moves {
                    self.lean_apply_in(t, sw, &l, m);
                    n += f(self);
                    self.lean_undo_in(t, sw, &l, m);
                }
            }
            (LeafPath::Simple, _) => {
                for m in moves {
                    self.apply_plain::<true, false>(game, m);
                    n += f(self);
                    self.undo_plain::<true, false>(game, m);
                }
            }
            _ => {
                for m in moves {
                    self.apply(game, m);
                    n += f(self);
                    self.undo(game, m);
                }
            }
        }
        n
    }

    /// Applies and takes back each of `moves` in turn (the last ply of a
    /// perft that makes every leaf); the path of `apply` is chosen once.
    #[inline]
    pub fn apply_undo_each(&mut self, game: &Game, moves: &[Move]) {
        match (game.tables.paths.leaf, game.tables.setwise.as_deref()) {
            (LeafPath::Sets, Some(sw)) => self.apply_undo_each_lean(game, sw, moves),
            (LeafPath::Simple, _) => self.apply_undo_each_simple(game, moves),
            (LeafPath::Stacks, _) => self.apply_undo_each_stacks(game, moves),
            (LeafPath::Turns, _) => self.apply_undo_each_turns(game, moves),
            (LeafPath::CardPlays, _) => self.apply_undo_each_lean_play(game, moves),
            _ => {
                for m in moves {
                    self.apply(game, m);
                    std::hint::black_box(&*self);
                    self.undo(game, m);
                }
            }
        }
    }

    /// Applies each of `moves` in turn, calls `look` with the position
    /// after it, and takes it back: the leaf loop of
    /// [`State::apply_undo_each`] where the game takes it (in a game of
    /// [`Tables::stacks_turns`](crate::ir::Tables)), otherwise `apply` and
    /// `undo`. For tests of the leaf loop: each position looked at is the
    /// one `apply` makes.
    pub fn apply_look_undo_each(
        &mut self,
        game: &Game,
        moves: &[Move],
        mut look: impl FnMut(&State, &Move),
    ) {
        if game.tables.paths.leaf == LeafPath::Turns {
            let mut i = 0;
            self.apply_look_undo_turns(game, moves, |s| {
                if let Some(m) = moves.get(i) {
                    look(s, m);
                }
                i += 1;
            });
        } else {
            for m in moves {
                self.apply(game, m);
                look(self, m);
                self.undo(game, m);
            }
        }
    }

    /// [`State::apply_undo_each`] of a simple game, the lean `apply` and
    /// `undo` inlined.
    #[inline(never)]
    fn apply_undo_each_simple(&mut self, game: &Game, moves: &[Move]) {
        for m in moves {
            self.apply_plain::<true, false>(game, m);
            std::hint::black_box(&*self);
            self.undo_plain::<true, false>(game, m);
        }
    }

    /// How many decisions [`State::decisions`] would list, counted without
    /// listing them where the position allows (no capture, every piece of
    /// the mover set-wise); `buf` is a move buffer for the other cases.
    pub fn count_decisions(&mut self, game: &Game, buf: &mut Vec<Move>) -> u64 {
        if let Some(sw) = &game.tables.setwise
            && let Some(n) = self.sw_count(game, sw)
        {
            return if self.end_rule(game, || n == 0).is_some() {
                0
            } else {
                n
            };
        }
        if let Some(pl) = game.tables.placements.as_deref() {
            let n = self.place_count(game, pl);
            // Without a placement the decisions may be a pass: listed.
            if n > 0 {
                return if self.end_rule(game, || false).is_some() {
                    0
                } else {
                    n
                };
            }
        }
        self.decisions(game, buf);
        buf.len() as u64
    }
}
