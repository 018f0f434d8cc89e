//! `ko simple` and `ko positional`: a move may not bring back the pieces
//! of the position before the opponent's last move (simple), or of any
//! earlier position (positional), whoever was to move then. Positions are
//! compared by their hash without the player to move; a pass is never
//! refused. A placement of `capture groups` gets its hash from the groups
//! it takes; any other move is made and taken back.

use crate::engine::State;
use crate::engine::moves::{Move, SUICIDE, TAKES};
use crate::engine::state::bits::for_each_bit;
use crate::engine::state::hash::key_at;
use crate::ir::{Features, Game, Ko, NO_CELL};

/// Up to this many earlier positions are compared one by one; beyond,
/// the repetition buckets are asked first (`State::pieces_unseen`).
const SCAN_FIRST: usize = 8;

impl State {
    /// Drops from `out` the moves that would bring back a position the
    /// game's `ko` forbids, keeping the order of the others.
    #[inline(never)]
    pub(in crate::engine) fn drop_repeats(&mut self, game: &Game, out: &mut Vec<Move>) {
        let positional = game.capture.groups.ko == Ko::Positional;
        if !positional && self.saved.is_empty() && self.earlier.is_empty() {
            return;
        }
        // Without a capture in the whole history (and no earlier position
        // carried), a placement that takes nothing has more pieces than
        // every position so far: it brings back none (what `repeats` finds
        // by its scan since the last capture), judged without its hash.
        let none_back = positional
            && self.earlier.is_empty()
            && self.since_capture as usize >= self.saved.len()
            && !game.tables.features.has(Features::BEAR_OFF)
            && game.tables.features.has(Features::GROUPS);
        let mut keep = 0;
        for i in 0..out.len() {
            let m = out[i];
            if m.is_end_turn()
                || (none_back && self.grows(&m))
                || !self.repeats(game, &m, positional)
            {
                if keep != i {
                    out[keep] = m;
                }
                keep += 1;
            }
        }
        out.truncate(keep);
    }

    /// The pieces of the position `saved[i]` (its hash without its player
    /// to move).
    #[inline(always)]
    pub(in crate::engine) fn pieces_key(&self, game: &Game, i: usize) -> u64 {
        let who = self.turn_saved.get(i).map_or(self.to_move, |ts| ts.to_move);
        self.saved[i].hash ^ game.tables.zobrist_turn[who as usize]
    }

    /// Whether `m` would bring back a forbidden position.
    pub(in crate::engine) fn repeats(&mut self, game: &Game, m: &Move, positional: bool) -> bool {
        let (key, grows) = self.key_after(game, m);
        let len = self.saved.len();
        if !positional {
            // The position before the opponent's last move (before the
            // history, the one a position text carried).
            let before = match len {
                0 => self.earlier.last().copied(),
                _ => Some(self.pieces_key(game, len - 1)),
            };
            return before == Some(key);
        }
        if key == self.hash ^ game.tables.zobrist_turn[self.to_move as usize] {
            return true;
        }
        if !self.earlier.is_empty() && self.earlier.contains(&key) {
            return true;
        }
        // A placement that takes nothing has more pieces than every
        // position since the last capture (when pieces leave the board
        // only by capture): only the earlier ones can be the same.
        let end = if grows && !game.tables.features.has(Features::BEAR_OFF) {
            len - (self.since_capture as usize).min(len)
        } else {
            len
        };
        // A scan of a few positions costs less than the filter.
        if end > SCAN_FIRST && self.pieces_unseen(game, key) {
            // No earlier position in the buckets of these pieces.
            return false;
        }
        (0..end).any(|i| self.pieces_key(game, i) == key)
    }

    /// Whether `m` is a placement of `capture groups` onto an empty cell
    /// that takes nothing, its own pieces neither: the position after it
    /// has one piece more (the game's features not asked).
    #[inline(always)]
    fn grows(&self, m: &Move) -> bool {
        m.is_enter() && m.path[SUICIDE] == 0 && m.path[TAKES] == 0 && self.board[m.to as usize] == 0
    }

    /// The pieces after `m` (the hash without the player to move), and
    /// whether `m` is a placement that takes nothing.
    fn key_after(&mut self, game: &Game, m: &Move) -> (u64, bool) {
        let t = &game.tables;
        if t.features.has(Features::GROUPS)
            && m.is_enter()
            && m.path[SUICIDE] == 0
            && self.board[m.to as usize] == 0
        {
            let mut h =
                self.hash ^ t.zobrist_turn[self.to_move as usize] ^ key_at(game, m.placed, m.to, 0);
            let takes = m.path[TAKES];
            if takes != 0 {
                let nd = game.dirs.len();
                let mut taken = [0u64; 4];
                for (i, &d) in game.capture.groups.dirs.iter().enumerate().take(8) {
                    let nb = game.nbr[m.to as usize * nd + d as usize];
                    if takes & (1 << i) != 0 && nb != NO_CELL {
                        let g = self.group_of(game, nb);
                        for w in 0..4 {
                            taken[w] |= g[w];
                        }
                    }
                }
                for_each_bit(&taken, |c| h ^= key_at(game, self.board[c as usize], c, 0));
            }
            return (h, takes == 0);
        }
        self.apply(game, m);
        let h = self.hash ^ t.zobrist_turn[self.to_move as usize];
        self.undo(game, m);
        (h, false)
    }
}
