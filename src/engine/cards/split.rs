//! `split N { ... }` (LIGA's 7): the card's use is N single steps, each an
//! action of the turn by the same player; pieces for which the `stay`
//! condition held when the card was played do not move. A step is offered
//! only if the rest of the steps can then be made. Undo restores the split
//! state from the turn saved.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, clear_bit, for_each_bit, get_bit, set_bit};
use crate::engine::state::cards::DeadSet;
use crate::ir::{Game, MAX_PLAYERS, Narrow, Split};

/// How many dead positions the search for the rest of a split records
/// before it gives up and takes the steps to be possible (LIGA's 7 needs a
/// few dozen at most).
const SPLIT_SEARCH_LIMIT: usize = 100_000;

impl State {
    /// The first steps of split card `c` (`sp`), if all its steps can be
    /// made.
    pub(super) fn gen_split_first(
        &mut self,
        game: &Game,
        c: usize,
        sp: &Split,
        movers: u16,
        out: &mut Vec<Move>,
    ) {
        // The steps move pieces on the board only: without a piece of the
        // movers there, there is no first step (and no search for the rest).
        let words = game.tables.words;
        let np = game.players.len().min(MAX_PLAYERS);
        if (0..np).all(|q| movers & 1 << q == 0 || self.occ[q][..words].iter().all(|&w| w == 0)) {
            return;
        }
        let saved = (self.split_left, self.split_card, self.split_stay);
        self.start_split(game, c.narrow(), sp);
        self.gen_split_steps(game, c, movers, out);
        (self.split_left, self.split_card, self.split_stay) = saved;
    }

    /// The single steps of split card `c` that leave the rest of its steps
    /// usable (`split_left` counts this one), by the pieces of `movers`
    /// that do not stay.
    pub(super) fn gen_split_steps(
        &mut self,
        game: &Game,
        c: usize,
        movers: u16,
        out: &mut Vec<Move>,
    ) {
        let from = out.len();
        self.raw_split_steps(game, c, movers, out);
        if self.split_left <= 1 {
            return;
        }
        let mut steps = self.take_buffer();
        steps.extend(out.drain(from..));
        // Positions (with the steps left) from which the rest cannot be
        // made: the same position is often reached by steps in another
        // order. The set is the state's, kept with its room.
        let mut dead = std::mem::take(&mut self.split_dead);
        dead.clear();
        for m in &steps {
            self.apply(game, m);
            let ok = self.split_can_finish(game, &mut dead);
            self.undo(game, m);
            if ok {
                out.push(*m);
            }
        }
        self.split_dead = dead;
        self.give_buffer(steps);
    }

    /// Whether the steps left of the split being played can all be made.
    pub(super) fn split_can_finish(&mut self, game: &Game, dead: &mut DeadSet) -> bool {
        if self.split_left == 0 {
            return true;
        }
        if dead.contains(&self.hash) {
            return false;
        }
        // A bound on the search, so that no rule file can make it run for
        // ever: past it, the rest of the split is taken to be possible.
        if dead.len() >= SPLIT_SEARCH_LIMIT {
            return true;
        }
        let c = self.split_card as usize;
        let movers = self.movers(game);
        let mut steps = self.take_buffer();
        self.raw_split_steps(game, c, movers, &mut steps);
        let mut ok = false;
        if self.split_left == 1 {
            ok = !steps.is_empty();
        } else {
            for m in &steps {
                self.apply(game, m);
                ok = self.split_can_finish(game, dead);
                self.undo(game, m);
                if ok {
                    break;
                }
            }
            if !ok {
                dead.insert(self.hash);
            }
        }
        self.give_buffer(steps);
        ok
    }

    /// Every single step of split card `c` by the pieces of `movers` that
    /// do not stay.
    pub(super) fn raw_split_steps(&self, game: &Game, c: usize, movers: u16, out: &mut Vec<Move>) {
        let t = &game.tables;
        let np: u8 = game.players.len().narrow();
        for q in (0..np).filter(|&q| movers & 1 << q != 0) {
            let own = self.occ[q as usize % MAX_PLAYERS];
            for_each_bit(&own[..t.words], |cell| {
                if get_bit(&self.split_stay, cell) {
                    return;
                }
                let code = self.board[cell as usize];
                let list = &t.split_extra[c][code as usize];
                if !list.is_empty() {
                    self.gen_extra_list(game, cell, code, 1, list, out);
                }
            });
        }
    }

    /// A card with a `split` is played: its steps begin (the first is the
    /// card's move); the pieces its `stay` condition holds for, judged now
    /// for each piece's owner, stay where they are.
    pub(super) fn start_split(&mut self, game: &Game, c: u8, sp: &Split) {
        self.split_card = c;
        self.split_left = sp.steps;
        self.split_stay = [0; BITS_WORDS];
        if sp.stay != 0 {
            let cond = &game.conds[sp.stay as usize];
            for p in 0..game.players.len() {
                let own = self.occ[p % MAX_PLAYERS];
                for_each_bit(&own[..game.tables.words], |cell| {
                    if self.holds(game, cond, p.narrow(), cell) {
                        set_bit(&mut self.split_stay, cell);
                    }
                });
            }
        }
    }

    /// A step of the split being played was made (to `m.to`): returns
    /// whether the split goes on (the same player steps again).
    pub(in crate::engine) fn split_step_done(&mut self, game: &Game, m: &Move, me: u8) -> bool {
        self.split_left -= 1;
        clear_bit(&mut self.split_stay, m.to);
        if self.split_left > 0 {
            self.to_move = me;
            self.rehash_turn(game);
            return true;
        }
        false
    }
}
