//! Legal move generation: [`State::legal_moves`] and the choice of the path
//! (`pseudo_moves`): the walk of the move tables (`walk.rs`, the reference,
//! with `jumps`, `chains`, `hops`, `capture_order`, `lines`, `place`, `tracks` and
//! `castle`)
//! or a fast path of `fast/`, which gives the same moves in the same order.

mod adjacent_flips;
mod blocked_leaps;
mod capture_order;
mod castle;
mod chains;
mod custodian;
pub(in crate::engine) mod groups;
mod hops;
mod jumps;
mod ko;
pub(in crate::engine) mod lines;
mod pass;
mod place;
mod promote_optional;
mod quiet;
mod race;
mod race_walk;
mod remove;
mod screens;
mod shoot;
mod sow;
pub(in crate::engine) mod tracks;
mod walk;
/// The fast paths of generation: each gives the decisions of the walk, in the same order.
pub(in crate::engine) mod fast {
    mod drops;
    mod group_pick;
    mod pick;
    mod place_ply;
    mod placements;
    mod race_count;
    mod race_leaves;
    mod race_pick;
    pub(in crate::engine) mod rays;
    pub(in crate::engine) mod rays_wide;
    mod set_jumps;
    mod sets;
    mod slide_plans;
    mod stack_runs;
    mod track_paths;
}

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::{Code, Features, Game, GenPath, Tables};

impl State {
    /// Fills `out` with the legal moves of the player to move (movement
    /// rules only; end conditions are separate, see [`State::outcome`]).
    #[inline]
    pub fn legal_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.pseudo_moves(game, out);
        if game.tables.any_royal {
            self.drop_exposing(game, out);
        }
        if game.turn.pass_allowed {
            // `pass allowed`: always, after the other moves.
            out.push(Move {
                kind: MoveKind::EndTurn,
                ..Move::NONE
            });
        } else if game.turn.pass && out.is_empty() {
            self.push_pass(game, out);
        }
    }

    /// One ply of a random playout: the decision [`State::pick_random`]
    /// picks with the same draws, played; false if there is none (the game
    /// is over, or no move). A placement game whose placements flip nothing
    /// picks and makes it in one go, with no move written
    /// (`fast/place_ply.rs`). `buf` is a move buffer for the positions
    /// where the decisions are listed.
    #[inline(always)]
    pub fn play_random(
        &mut self,
        game: &Game,
        buf: &mut Vec<Move>,
        mut draw: impl FnMut(usize) -> usize,
    ) -> bool {
        if let Some(pp) = game.tables.place_ply.as_deref()
            && let Some(played) = self.place_ply(game, pp, &mut draw)
        {
            return played;
        }
        self.play_random_picked(game, buf, draw)
    }

    /// [`State::play_random`] by [`State::pick_random`] and `apply`.
    #[inline(never)]
    fn play_random_picked(
        &mut self,
        game: &Game,
        buf: &mut Vec<Move>,
        draw: impl FnMut(usize) -> usize,
    ) -> bool {
        match self.pick_random(game, buf, draw) {
            Some(m) => {
                self.apply(game, &m);
                true
            }
            None => false,
        }
    }

    /// Pushes `m`, once per promotion choice if it promotes with a choice.
    #[inline(always)]
    pub(in crate::engine) fn push_promoted(t: &Tables, out: &mut Vec<Move>, m: Move) {
        if m.placed != m.piece {
            let choices = &t.promo_choices[m.piece as usize];
            if !choices.is_empty() {
                push_choices(out, &m, choices);
                return;
            }
        }
        out.push(m);
    }

    /// The moves the movement rules allow, before royal pieces are
    /// considered.
    #[inline]
    pub(in crate::engine) fn pseudo_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        match (
            game.tables.paths.generate,
            game.tables.stack_steps.as_deref(),
        ) {
            (GenPath::Simple, _) => self.pseudo_moves_simple(game, out),
            (GenPath::StackRuns, Some(ss)) => self.pseudo_moves_stack_steps(game, ss, out),
            (GenPath::Placements, _) => match game.tables.placements.as_deref() {
                Some(pl) => self.pseudo_moves_placements(game, pl, out),
                None => self.pseudo_moves_general(game, out),
            },
            _ => {
                self.pseudo_moves_general(game, out);
                if game.tables.features.has(Features::OPTIONAL_PROMOTION) {
                    self.add_optional_promotions(game, out);
                }
                if game.tables.features.has(Features::SHOOT) {
                    self.add_shots(game, out);
                }
                if game.tables.features.has(Features::REMOVE) {
                    self.add_removals(game, out);
                }
                if game.tables.features.has(Features::CUSTODIAN) {
                    self.add_custodian(game, out);
                }
                if game.tables.features.has(Features::ADJACENT) {
                    self.add_adjacent_flips(game, out);
                }
                if game.tables.features.has(Features::SOWING) {
                    self.sow_moves(game, out);
                }
                if game.tables.features.has(Features::RACE) {
                    self.race_moves(game, out);
                }
                if game.tables.features.has(Features::GROUPS) {
                    self.group_moves(game, out);
                }
                if game.tables.features.has(Features::KO) {
                    self.drop_repeats(game, out);
                }
                if game.tables.features.has(Features::QUIET) {
                    self.drop_tired(game, out);
                }
            }
        }
    }

    #[inline(never)]
    pub(in crate::engine) fn pseudo_moves_simple(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.generate::<false, true>(game, out);
    }

    #[inline(never)]
    pub(in crate::engine) fn pseudo_moves_general(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.generate::<false, false>(game, out);
    }

    /// The capturing moves only (what royal pieces must be safe from).
    pub(in crate::engine) fn capture_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        if game.tables.features.has(Features::CUSTODIAN) {
            // Any move may take by custodian capture.
            self.generate::<false, false>(game, out);
            self.add_custodian(game, out);
        } else {
            self.generate::<true, false>(game, out);
        }
        out.retain(Move::is_capture);
    }
}

/// Pushes `m` once per promotion choice: out of line, as few moves promote
/// with a choice.
#[cold]
#[inline(never)]
fn push_choices(out: &mut Vec<Move>, m: &Move, choices: &[Code]) {
    for &c in choices {
        out.push(Move { placed: c, ..*m });
    }
}
