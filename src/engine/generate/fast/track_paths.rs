//! Moves along a track by the path tables (`ir/plans/track_paths.rs`): an exact
//! `along` move read off the paths from its start cell, each kept when the
//! cells it passes are empty and none of its cells is in the zone avoided;
//! the same moves, in the same order, as the walk of `tracks.rs`.

use crate::engine::State;
use crate::engine::generate::tracks::Walk;
use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, Bits};
use crate::ir::{AlongPath, Game, MAX_PLAYERS};

impl State {
    /// The cells holding a piece: a player's, or a neutral one (owned by
    /// the player past the last).
    #[inline]
    pub(in crate::engine) fn occupied_cells(&self) -> Bits {
        let np = (self.players as usize + 1).min(MAX_PLAYERS);
        let mut occupied: Bits = [0; BITS_WORDS];
        for occ in &self.occ[..np] {
            occupied = std::array::from_fn(|w| occupied[w] | occ[w]);
        }
        occupied
    }

    /// The destinations of the walk `walk` of the piece of `base` from its
    /// start cell: by the table's paths if it holds them, otherwise by the
    /// walk; whether one captures. Out of line, off the path of the games
    /// without tracks.
    #[inline(never)]
    pub(in crate::engine) fn along(
        &self,
        game: &Game,
        base: &Move,
        walk: &Walk,
        out: &mut Vec<Move>,
    ) -> bool {
        let owner = game.tables.owner[base.piece as usize];
        let paths = game
            .tables
            .along_paths
            .as_deref()
            .filter(|_| walk.min == walk.max && !walk.until)
            .and_then(|a| a.get(walk.dir, walk.max, owner, base.from));
        match paths {
            Some(paths) => {
                let occupied = self.occupied_cells();
                self.push_paths(game, base, paths, &occupied, walk, out)
            }
            None => self.along_walk(game, base, base.from, 1, walk, out),
        }
    }

    /// [`State::along_paths`] with the occupied cells given.
    #[inline]
    pub(in crate::engine) fn push_paths(
        &self,
        game: &Game,
        base: &Move,
        paths: &[AlongPath],
        occupied: &Bits,
        walk: &Walk,
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let owner = t.owner[base.piece as usize];
        let avoid: Bits = if walk.avoid == 0 || owner as usize >= game.players.len() {
            [0; BITS_WORDS]
        } else {
            t.zone_bits
                .get((walk.avoid as usize - 1) * game.players.len() + owner as usize)
                .copied()
                .unwrap_or_default()
        };
        // A path is closed by a piece on a cell it passes, or by a cell of
        // the zone avoided anywhere on it.
        let closed: Bits = std::array::from_fn(|w| occupied[w] | avoid[w]);
        let mut captured = false;
        for p in paths {
            let to = p.to;
            if (0..BITS_WORDS).any(|w| p.over[w] & closed[w] != 0)
                || avoid[to as usize / 64] & (1 << (to % 64)) != 0
            {
                continue;
            }
            let there = self.board[to as usize];
            let rel = Self::relation(game, there, me);
            if walk.target & rel == 0 || (p.in_branch && there != 0) {
                continue;
            }
            captured |= Self::land_along(game, base, (to, there), walk, out);
        }
        captured
    }
}
