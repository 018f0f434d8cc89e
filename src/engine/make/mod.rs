//! Make and unmake: [`State::apply`] and [`State::undo`] choose the path of
//! a move once (one piece per cell, the lean paths of stacks and turns, or
//! the general one). The reference is the general make and unmake
//! (`general.rs`, with `saved.rs`, `castle.rs`, `en_passant.rs`,
//! `flip.rs` and `events.rs`); the fast paths in `fast/` leave the same state.

pub(in crate::engine) mod castle;
mod en_passant;
mod events;
mod explode;
mod flip;
mod general;
mod groups;
pub(in crate::engine) mod quiet;
pub(in crate::engine) mod race;
mod remove;
mod saved;
mod shoot;
mod sow;
/// The fast paths of make and unmake: each leaves the state the general path leaves.
pub(in crate::engine) mod fast {
    pub(in crate::engine) mod card_plays;
    pub(in crate::engine) mod carry;
    mod flat_move;
    mod one_per_cell;
    mod placements;
    pub(in crate::engine) mod sets;
    mod stacks;
    mod turns;
}

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, MakePath};

impl State {
    /// Plays a move produced by [`State::legal_moves`] for this state.
    #[inline(always)]
    pub fn apply(&mut self, game: &Game, m: &Move) {
        match game.tables.paths.make {
            MakePath::Sets => self.apply_sets(game, m),
            MakePath::Simple => self.apply_simple(game, m),
            MakePath::OnePerCell if !m.is_bear_off() => self.apply_one_per_cell(game, m),
            MakePath::Castling if !m.is_bear_off() => self.apply_castling_game(game, m),
            MakePath::Stacks => self.apply_stacks(game, m),
            MakePath::Turns => self.apply_turns(game, m),
            MakePath::Place => self.apply_place(game, m),
            MakePath::General | MakePath::OnePerCell | MakePath::Castling => {
                self.apply_general(game, m)
            }
        }
    }

    /// `apply` by the lean set-wise make.
    #[inline(never)]
    fn apply_sets(&mut self, game: &Game, m: &Move) {
        match game.tables.setwise.as_deref() {
            Some(sw) => self.lean_apply(&game.tables, sw, m),
            None => self.apply_plain::<true, false>(game, m),
        }
    }

    #[inline(never)]
    pub(in crate::engine) fn apply_simple(&mut self, game: &Game, m: &Move) {
        self.apply_plain::<true, false>(game, m)
    }

    #[inline(never)]
    pub(in crate::engine) fn apply_one_per_cell(&mut self, game: &Game, m: &Move) {
        self.apply_plain::<false, false>(game, m)
    }

    /// `apply` in a game with castling: a castling, or a plain move that
    /// also clears unmoved flags.
    #[inline(never)]
    fn apply_castling_game(&mut self, game: &Game, m: &Move) {
        if m.is_castle() {
            self.apply_castle(game, m)
        } else {
            self.apply_plain::<false, true>(game, m)
        }
    }

    /// Takes back `m`, which must be the last move applied.
    #[inline(always)]
    pub fn undo(&mut self, game: &Game, m: &Move) {
        match game.tables.paths.make {
            MakePath::Sets => self.undo_sets(game, m),
            MakePath::Simple => self.undo_simple(game, m),
            MakePath::OnePerCell if !m.is_bear_off() => self.undo_one_per_cell(game, m),
            MakePath::Castling if !m.is_bear_off() => self.undo_castling_game(game, m),
            MakePath::Stacks => self.undo_stacks(game, m),
            MakePath::Turns => self.undo_turns(game, m),
            MakePath::Place => self.undo_place(game, m),
            MakePath::General | MakePath::OnePerCell | MakePath::Castling => {
                self.undo_general(game, m)
            }
        }
    }

    /// `undo` by the lean set-wise make.
    #[inline(never)]
    fn undo_sets(&mut self, game: &Game, m: &Move) {
        match game.tables.setwise.as_deref() {
            Some(sw) => self.lean_undo(&game.tables, sw, m),
            None => self.undo_plain::<true, false>(game, m),
        }
    }

    #[inline(never)]
    pub(in crate::engine) fn undo_simple(&mut self, game: &Game, m: &Move) {
        self.undo_plain::<true, false>(game, m)
    }

    #[inline(never)]
    pub(in crate::engine) fn undo_one_per_cell(&mut self, game: &Game, m: &Move) {
        self.undo_plain::<false, false>(game, m)
    }

    /// `undo` in a game with castling (see `apply_castling_game`).
    #[inline(never)]
    fn undo_castling_game(&mut self, game: &Game, m: &Move) {
        if m.is_castle() {
            self.undo_castle(game, m)
        } else {
            self.undo_plain::<false, true>(game, m)
        }
    }
}
