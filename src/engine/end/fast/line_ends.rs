//! The end rules of a line game by the line through the last landing on
//! cell sets (`ir/plans/line_ends.rs`); the reference is the rules judged
//! one by one (`end/rules.rs`, `end/lines.rs`).

use crate::engine::State;
use crate::ir::{EndRule, Game, LineEnd, MAX_PLAYERS};

impl State {
    /// [`State::end_rule`] of a game with a [`LineEnd`]: its line rule
    /// (the first), then the `no moves` rules, judged only without a move.
    #[inline(always)]
    pub(in crate::engine) fn end_rule_line<'g>(
        &mut self,
        game: &'g Game,
        le: &LineEnd,
        no_moves: impl FnOnce() -> bool,
    ) -> Option<(&'g EndRule, u8)> {
        let mover = self.mover(game);
        if self.plies > 0 && self.line_of(le, mover) {
            return game.ends.first().map(|r| (r, mover));
        }
        if !no_moves() {
            return None;
        }
        self.end_rule_all(game, || true)
    }

    /// Whether the last landing holds a piece of `p` in a run of `le.n`
    /// (at least, or exactly) of `p`'s pieces along one line: one of the
    /// cell's windows whole, with neither cell past its ends `p`'s where
    /// the run must be exact (`ir/plans/line_ends.rs`). A line with none
    /// of `p`'s pieces next to the cell has no such window.
    #[inline(always)]
    pub(in crate::engine) fn line_of(&self, le: &LineEnd, p: u8) -> bool {
        let cell = usize::from(self.last_to);
        let occ = self.occ[p as usize % MAX_PLAYERS][0];
        // The lines of a cell are in one array: one look-up, unrolled.
        let Some(lines) = le.lines_of(cell) else {
            return false;
        };
        if occ & (1 << (cell & 63)) == 0 {
            return false;
        }
        for line in lines {
            if occ & line.near == 0 {
                continue;
            }
            let Some(windows) = le.windows_of(line) else {
                continue;
            };
            for &(w, past) in windows {
                if occ & w == w && occ & past == 0 {
                    return true;
                }
            }
        }
        false
    }
}
