//! Steals (a neutral piece taken from an enemy holder) and events (the
//! effects a move into a zone sets off, then the `when` rules).

use crate::engine::state::bits::{BITS_WORDS, meet, set_bit};
use crate::engine::{Move, State};
use crate::ir::{Effect, Game, MAX_PLAYERS, NO_CELL, Narrow, Steal, Whom};

impl State {
    /// The steal after the move `m`, where the game has a steal rule for
    /// the mover's kind (a bear-off steals nothing).
    #[inline(always)]
    pub(in crate::engine) fn steal_after(&mut self, game: &Game, m: &Move, h: &mut u64) {
        if !m.is_bear_off()
            && let Some(st) = &game.steal
            && st.by[game.code_kind[m.piece as usize] as usize]
        {
            self.steal(game, st, m.to, h);
        }
    }

    /// A neutral piece of the steal rule's kind held by an enemy piece next
    /// to `to` moves onto the piece on `to` (the first found, in the rule's
    /// order of directions); the turn record keeps the cell it came from.
    #[inline(always)]
    pub(in crate::engine) fn steal(&mut self, game: &Game, st: &Steal, to: u8, h: &mut u64) {
        let from = self.steal_from(game, st, to, h);
        if from != NO_CELL
            && let Some(ts) = self.turn_saved.last_mut()
        {
            ts.stolen_from = from;
        }
    }

    /// The steal of [`State::steal`] without the turn record: the cell the
    /// piece was stolen from, or `NO_CELL`.
    #[inline(always)]
    pub(in crate::engine) fn steal_from(
        &mut self,
        game: &Game,
        st: &Steal,
        to: u8,
        h: &mut u64,
    ) -> u8 {
        let t = &game.tables;
        let neutral = game.neutral_owner();
        // A neutral kind is stolen only from a cell next to `to` that holds
        // a neutral piece on top: most moves have none, and skip the search.
        if game.kinds[st.kind as usize].neutral
            && let Some(near) = t.steal_near.get(to as usize)
            && !meet(near, &self.occ[neutral as usize % MAX_PLAYERS])
        {
            return NO_CELL;
        }
        self.steal_search(game, st, to, h)
    }

    /// The search of [`State::steal`]: the first holder next to `to` in the
    /// rule's order of directions.
    #[inline(never)]
    pub(in crate::engine) fn steal_search(
        &mut self,
        game: &Game,
        st: &Steal,
        to: u8,
        h: &mut u64,
    ) -> u8 {
        let t = &game.tables;
        let me = self.to_move;
        let neutral = game.neutral_owner();
        let nd = game.dirs.len();
        for &d in &st.dirs {
            let c = game.nbr[to as usize * nd + d as usize];
            if c == NO_CELL {
                continue;
            }
            let top = self.board[c as usize];
            if top == 0 || game.code_kind[top as usize] != st.kind {
                continue;
            }
            let holder = self
                .under
                .get(c as usize)
                .iter()
                .rev()
                .copied()
                .find(|&x| t.owner[x as usize] != neutral);
            if holder.is_some_and(|x| t.owner[x as usize] != me) {
                self.carry_keyed::<true>(game, c, to, 1, h);
                return c;
            }
        }
        NO_CELL
    }

    /// The pieces of the setup back on the board (`reset`), as in
    /// [`State::new`], into the buffers already there (no allocation once
    /// they have grown).
    fn reset_to_setup(&mut self, game: &Game) {
        self.board = [0; 256];
        self.counts = [0; MAX_PLAYERS];
        self.occ = [[0; BITS_WORDS]; MAX_PLAYERS];
        for (cell, &c) in game.setup.iter().enumerate().take(game.board.cells()) {
            if c != 0 && (c as usize) < game.code_owner.len() {
                let p = game.code_owner[c as usize] as usize;
                self.counts[p] += 1;
                set_bit(&mut self.occ[p], cell.narrow());
                self.board[cell] = c;
            }
        }
        self.showing = self.counts;
        self.under.clear_all();
        for (cell, below) in &game.setup_stacks {
            if game.stacks && self.board[*cell as usize] != 0 {
                for &c in below {
                    self.counts[game.tables.owner[c as usize] as usize % MAX_PLAYERS] += 1;
                }
                self.under.set(*cell as usize, below);
            }
        }
        self.off = [0; MAX_PLAYERS];
        if game.setup_store.len() == self.store.len() {
            self.store.copy_from_slice(&game.setup_store);
        } else {
            self.store.fill(0);
        }
    }

    /// Runs an event's effects for `mover`, then the `when` rules.
    #[cold]
    pub(in crate::engine) fn run_event(&mut self, game: &Game, effects: &[Effect], mover: u8) {
        // A snapshot from the pool (made only the first time at each depth).
        let mut before = self
            .spare_snapshots
            .pop()
            .unwrap_or_else(|| self.position());
        self.save_position(game, &mut before);
        self.snapshots.push(before);
        if let Some(ts) = self.turn_saved.last_mut() {
            ts.event = true;
        }
        self.run_effects(game, effects, mover);
        let n = game.counters.len();
        for w in &game.whens {
            if self.counters[mover as usize * n + w.counter as usize] as i64 == w.value {
                self.run_effects(game, &w.effects, mover);
            }
        }
        self.rehash_full(game);
    }

    pub(in crate::engine) fn run_effects(&mut self, game: &Game, effects: &[Effect], mover: u8) {
        let t = &game.tables;
        let n = game.counters.len();
        let whom = |w: Whom| match w {
            Whom::Mover => mover,
            Whom::Next => t.next_player[mover as usize],
        };
        for e in effects {
            match *e {
                Effect::Add(c, v) => {
                    let x = &mut self.counters[mover as usize * n + c as usize];
                    *x = x.saturating_add(i32::try_from(v).unwrap_or(if v < 0 {
                        i32::MIN
                    } else {
                        i32::MAX
                    }));
                }
                Effect::Clear(c) => {
                    for p in 0..game.players.len() {
                        self.counters[p * n + c as usize] = 0;
                    }
                }
                Effect::Reset => self.reset_to_setup(game),
                Effect::Place(kind, zone, w) => {
                    let p = whom(w);
                    let np: u8 = game.players.len().narrow();
                    let cells: u8 = game.board.cells().narrow();
                    let code = 1 + kind * np;
                    // Off the board wherever it is (neutral pieces are on top).
                    for c in 0..cells {
                        while self.board[c as usize] != 0
                            && game.code_kind[self.board[c as usize] as usize] == kind
                        {
                            let below = self.under.pop(c as usize);
                            let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                            self.counts[owner] -= 1;
                            self.set_top(game, c, below);
                        }
                    }
                    let target = (0..cells).find(|&c| game.in_zone(zone, p, c));
                    if let Some(c) = target {
                        let old = self.board[c as usize];
                        if old != 0 {
                            self.under.push(c as usize, old);
                        }
                        self.counts[t.owner[code as usize] as usize % MAX_PLAYERS] += 1;
                        self.set_top(game, c, code);
                    }
                }
                Effect::TurnTo(w) => {
                    self.to_move = whom(w);
                    self.used = 0;
                    self.acted = false;
                }
            }
        }
    }
}
