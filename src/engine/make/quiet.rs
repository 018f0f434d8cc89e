//! `quiet moves max N in a row`: each player's count of quiet moves in a
//! row, kept by the general make (the only make of a game with a limit:
//! `Features::QUIET` is in no plan's list). A player's count is the cell
//! of the piece of a limited kind that made its last quiet moves, and how
//! many (capped at the limit: more change nothing); it is `(NO_CELL, 0)`
//! after any other move of the player, and whenever that cell no longer
//! holds such a piece of the player's (taken by the opponent), so that
//! equal positions have equal counts. Every decision saves the counts
//! (`save_quiet`), `undo` puts them back (`restore_quiet`).

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::hash::quiet_key;
use crate::ir::{Cell, Code, Game, NO_CELL, QuietLimit, Tables};

/// The limit on the quiet moves of a piece of `code`, if its kind has one.
#[inline(always)]
pub(in crate::engine) fn quiet_limit(game: &Game, code: Code) -> Option<QuietLimit> {
    usize::from(code)
        .checked_sub(1)
        .and_then(|i| game.programs.get(i))
        .and_then(|p| p.quiet)
}

impl Move {
    /// Whether the move is a move of its piece that takes nothing (a step,
    /// slide, leap or castling without a capture or a removal): what the
    /// limit counts and what it refuses to a tired piece.
    #[inline(always)]
    pub(in crate::engine) fn is_quiet(&self, t: &Tables) -> bool {
        matches!(self.kind, MoveKind::Piece | MoveKind::Castle)
            && self.piece != 0
            && self.ncap == 0
            && self.removed(t) == NO_CELL
    }
}

impl State {
    /// Every player's count saved for `undo` (each decision of the general
    /// make in a game with a limit).
    #[inline(always)]
    pub(in crate::engine) fn save_quiet(&mut self) {
        self.quiet_saved.extend_from_slice(&self.quiet);
    }

    /// The counts saved by the decision being undone put back.
    #[inline(always)]
    pub(in crate::engine) fn restore_quiet(&mut self) {
        let n = self.quiet.len();
        if let Some(at) = self.quiet_saved.len().checked_sub(n) {
            self.quiet.copy_from_slice(&self.quiet_saved[at..]);
            self.quiet_saved.truncate(at);
        }
    }

    /// After `me`'s piece move `m`: its count goes on (the same piece moved
    /// quietly again), starts at 1 (another limited piece's quiet move) or
    /// is cleared (anything else); a player whose counted piece is gone is
    /// cleared. Updates the hash.
    pub(in crate::engine) fn quiet_after(&mut self, game: &Game, m: &Move, me: u8) {
        let Some(&(cell, n)) = self.quiet.get(usize::from(me)) else {
            return;
        };
        let new = match quiet_limit(game, m.piece) {
            Some(q) if m.is_quiet(&game.tables) => {
                let more = if cell == m.from && n > 0 {
                    n.saturating_add(1)
                } else {
                    1
                };
                (m.to, more.min(q.max))
            }
            _ => (NO_CELL, 0),
        };
        self.set_quiet(me, new);
        for p in 0..self.quiet.len() {
            let (c, n) = self.quiet[p];
            let p: u8 = crate::ir::Narrow::narrow(p);
            if n > 0 && !self.holds_limited(game, p, c) {
                self.set_quiet(p, (NO_CELL, 0));
            }
        }
    }

    /// Whether `cell` holds a piece of player `p`'s of a kind with a limit.
    pub(in crate::engine) fn holds_limited(&self, game: &Game, p: u8, cell: Cell) -> bool {
        let code = self.board.get(usize::from(cell)).copied().unwrap_or(0);
        code != 0 && game.tables.owner[usize::from(code)] == p && quiet_limit(game, code).is_some()
    }

    /// Player `p`'s count made `to`, the hash with it.
    #[inline(always)]
    fn set_quiet(&mut self, p: u8, to: (Cell, u8)) {
        let i = usize::from(p);
        let (c, n) = self.quiet[i];
        if (c, n) != to {
            self.hash ^= quiet_key(i, c, n) ^ quiet_key(i, to.0, to.1);
            self.quiet[i] = to;
        }
    }
}
