//! A race's decisions (`race`): before the roll, one decision per distinct
//! roll of the dice (a chance decision: 21 for two dice of six, each once,
//! unweighted); after it, one decision per whole play of the roll. A play
//! uses as many dice as can be used, in any order (equal dice four times
//! with `doubles twice`); if only one of two unequal dice can be used, the
//! larger one if it can. Plays that reach the same position are one
//! decision (the first found is kept). Each die moves one checker that many
//! cells along the player's path: from the bar first, onto no cell held by
//! two or more enemy checkers, hitting a lone one; off the end once all the
//! player's checkers are home, with a larger die only from the farthest.

use crate::engine::State;
use crate::engine::make::race::RACE_DICE;
use crate::engine::moves::{Move, MoveKind};
use crate::ir::NO_CELL;

impl State {
    /// The rolls, or the plays of the roll made.
    pub(in crate::engine) fn race_moves(&mut self, game: &crate::ir::Game, out: &mut Vec<Move>) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let d = r.dice_at();
        let (a, b) = (self.race[d], self.race[d + 1]);
        if a == 0 {
            for (x, y) in r.rolls() {
                let mut m = Move {
                    kind: MoveKind::Roll,
                    from: NO_CELL,
                    to: NO_CELL,
                    ..Move::NONE
                };
                m.path[0] = x;
                m.path[1] = y;
                out.push(m);
            }
            return;
        }
        let mut m = crate::engine::make::race::race_play(a, b);
        let base = out.len();
        let orders = r.die_orders(a, b);
        let best = self.race_plays(r, &orders, &mut m, out);
        // As many dice as can be used; the larger of two if only one.
        let larger = a.max(b);
        let one_larger = best == 1
            && b != 0
            && a != b
            && out[base..]
                .iter()
                .any(|m| m.npath == 1 && m.path[RACE_DICE + 2] == larger);
        let mut i = base;
        for j in base..out.len() {
            let m = out[j];
            if m.npath == best && (!one_larger || m.path[RACE_DICE + 2] == larger) {
                out[i] = m;
                i += 1;
            }
        }
        out.truncate(i);
    }
}
