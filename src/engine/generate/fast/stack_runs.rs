//! Move generation of games whose moves are steps onto stacks and
//! bear-offs ([`Tables::stack_steps`](crate::ir::Tables), Liger): each
//! piece of the mover walks its step entries run by run
//! ([`StepRun`](crate::ir::StepRun)), a run whose lift is higher than the
//! piece's stack skipped at once and the destinations of a run onto
//! anything written without looking at them; each move is written once,
//! straight into the list. The same moves, in the same order, as the
//! general generation.

use crate::engine::State;
use crate::engine::conds::CondCache;
use crate::engine::moves::Move;
use crate::ir::{Code, Game, MAX_PLAYERS, Narrow, StackSteps};

impl State {
    /// The moves the movement rules allow in a game with
    /// [`Tables::stack_steps`](crate::ir::Tables): the steps and bear-offs
    /// of each piece on top of a stack of the mover, cell by cell.
    #[inline(never)]
    pub(in crate::engine) fn pseudo_moves_stack_steps(
        &self,
        game: &Game,
        ss: &StackSteps,
        out: &mut Vec<Move>,
    ) {
        out.clear();
        let t = &game.tables;
        let own = self.occ[self.to_move as usize % MAX_PLAYERS];
        for (w, &word) in own.iter().take(t.words).enumerate() {
            let mut bits = word;
            while bits != 0 {
                let cell: u8 = (w * 64 + bits.trailing_zeros() as usize).narrow();
                bits &= bits - 1;
                let code = self.board[cell as usize];
                self.stack_steps_of(game, ss, cell, code, out);
                if t.rare[code as usize] && t.rare_at(code, cell) {
                    self.gen_rare(game, cell, code, out);
                }
            }
        }
    }

    /// The steps of the piece `code` on top of `cell`'s stack.
    #[inline(always)]
    fn stack_steps_of(
        &self,
        game: &Game,
        ss: &StackSteps,
        cell: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) {
        let t = &game.tables;
        let me = self.to_move;
        let height = 1 + self.under.len(cell as usize);
        let mut conds = CondCache::default();
        for r in ss.runs(code, cell) {
            if r.lift as usize > height {
                continue;
            }
            let start = r.start as usize;
            let steps = t.steps.get(start..start + r.len as usize).unwrap_or(&[]);
            if r.any {
                for s in steps {
                    out.push(Move::step((cell, s.to), code, t.placed(code, s.to), r.lift));
                }
                continue;
            }
            for s in steps {
                let rel = Self::relation(game, self.board[s.to as usize], me);
                if r.target & rel == 0
                    || (r.slow && !self.step_allowed_cached(game, s, cell, &mut conds))
                {
                    continue;
                }
                out.push(Move::step((cell, s.to), code, t.placed(code, s.to), r.lift));
            }
        }
    }
}
