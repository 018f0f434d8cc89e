//! One decision picked without listing them all (random playouts): a
//! random pick needs only how many decisions there are and the one chosen.
//! In a game with the lean set-wise tables (`SetWise::lean`), where no
//! piece of the mover can jump and all its pieces are set-wise, the steps
//! are counted by popcount and only the chosen one is written out, found
//! in the order [`State::decisions`] lists them; otherwise the decisions
//! are listed and one is taken from the list.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::ir::{Game, SW_CODES, SW_DIRS, SetWise};

impl State {
    /// The decision number `pick(n)` of the `n` decisions that
    /// [`State::decisions`] would list now (`pick` is called only if there
    /// is one); `None` if there is none (the game is over, or no move) or
    /// the number picked is not below `n`. `buf` is a move buffer for the
    /// positions where the decisions are listed.
    pub fn pick_decision(
        &mut self,
        game: &Game,
        buf: &mut Vec<Move>,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<Move> {
        if let Some(sw) = Self::lean_tables(game)
            && self.sw_all_whole(sw)
        {
            let s = self.sw_sets(sw);
            if self.sw_jumpers(game, sw, s) == 0 {
                let n = self.sw_steps_counted(sw, s);
                if n == 0 || self.end_rule(game, || n == 0).is_some() {
                    return None;
                }
                let k = pick(usize::try_from(n).unwrap_or(usize::MAX));
                return self.sw_nth_step(game, sw, s.empty, k);
            }
        }
        let mut pick = Some(pick);
        if let Some(pl) = game.tables.placements.as_deref()
            && let Some(cell) = self.place_pick(game, pl, &mut pick)
        {
            // With a placement to make, the decisions are the placements
            // (a pass is offered only without one). The move is written
            // here, once, from the cell picked.
            return cell.and_then(|c| self.place_move(game, pl, c));
        }
        self.decisions(game, buf);
        if buf.is_empty() {
            return None;
        }
        let pick = pick?;
        buf.get(pick(buf.len())).copied()
    }

    /// The step number `k` in the order of the listing (by cell, then by
    /// the piece's step directions), when no piece of the mover can jump
    /// and all are set-wise; `empty` the empty cells.
    fn sw_nth_step(&self, game: &Game, sw: &SetWise, empty: u64, mut k: usize) -> Option<Move> {
        let (mut movers, of) = self.sw_movers(sw, empty);
        let lone = Self::sw_lone_code(sw, of);
        while movers != 0 {
            let b = movers & movers.wrapping_neg();
            movers ^= b;
            let cell = sw.first(b);
            let c = match lone {
                Some(c) => c,
                None => self.board[cell as usize] as usize & (SW_CODES - 1),
            };
            let n = (sw.nsteps[c] as usize).min(SW_DIRS);
            for sh in &sw.steps[c][..n] {
                let to = sh.fwd(b) & empty;
                if to == 0 {
                    continue;
                }
                if k == 0 {
                    let code = self.board[cell as usize];
                    return Some(Self::sw_step_move(&game.tables, cell, code, sw.first(to)));
                }
                k -= 1;
            }
        }
        None
    }
}
