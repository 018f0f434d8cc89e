//! Jump chains by the general walker, for games with long jumps or with
//! promotion at once: ordinary jumps from the tables and long jumps walked
//! along their lines, mixed in one chain, the piece changing kind mid-chain
//! when its promotion says `at once`.

use crate::engine::State;
use crate::engine::generate::jumps::of_kind;
use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, Bits, clear_bit, get_bit, set_bit};
use crate::ir::{Code, Game, MAX_CHAIN, MAX_CHAIN_MOVES, NO_CELL, REL_ENEMY};

/// No direction: the chain has not made a long jump yet.
const NO_DIR: u8 = u8::MAX;

/// Where a chain is: the cell, the piece's code there, the direction of
/// the long jump that brought it (or `NO_DIR`), and whether it may go on
/// straight in that direction (only from the first landing behind a
/// piece: from the cells further on, it would take the same pieces again
/// by another path).
#[derive(Clone, Copy)]
struct At {
    cell: u8,
    code: Code,
    came: u8,
    straight: bool,
}

/// One jump of a chain: the piece jumped, the landing, whether it captures
/// and chains, and the direction of a long jump (`NO_DIR` otherwise).
#[derive(Clone, Copy)]
struct Hop {
    over: u8,
    land: u8,
    enemy: bool,
    chained: bool,
    dir: u8,
    /// The neighbour table of a long jump (`LongJump::step`).
    step: u8,
    straight: bool,
    /// Only a chain that goes on from the landing is kept (the first pass
    /// of `long captures continue`).
    only_on: bool,
}

impl State {
    /// All jump chains of the piece on `from` (lifted while it jumps: its
    /// origin counts as empty).
    #[inline(never)]
    pub(in crate::engine) fn gen_chains(
        &mut self,
        game: &Game,
        from: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) {
        self.board[from as usize] = 0;
        let mut m = Move::jump_start(from, code);
        let at = At {
            cell: from,
            code,
            came: NO_DIR,
            straight: true,
        };
        self.chain_from(game, at, (&mut m, &mut [0; BITS_WORDS]), out);
        self.board[from as usize] = code;
        self.chains_cut |= out.len() >= MAX_CHAIN_MOVES;
    }

    /// Every jump the chain `m` (its friends jumped so far in `friends`)
    /// can make from `at`, each followed to the ends of its chains; returns
    /// whether there was one.
    fn chain_from(
        &mut self,
        game: &Game,
        at: At,
        (m, friends): (&mut Move, &mut Bits),
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        if m.npath as usize >= MAX_CHAIN {
            return false;
        }
        let first = m.npath == 0;
        let mut any = false;
        for j in t.jumps_from(t.entries(at.code, at.cell)) {
            if !first && !j.chained {
                continue;
            }
            if let Some(enemy) = self.can_take(game, j, (m, friends)) {
                any = true;
                let hop = Hop {
                    over: j.over,
                    land: j.land,
                    enemy,
                    chained: j.chained,
                    dir: NO_DIR,
                    step: 0,
                    straight: true,
                    only_on: false,
                };
                self.hop(game, at.code, hop, (m, friends), out);
            }
        }
        let nd = game.dirs.len();
        for lj in &t.long[at.code as usize] {
            if (!first && !lj.chained)
                || (at.came != NO_DIR
                    && ((lj.dir == at.came && !at.straight)
                        || (lj.dir == game.opposite[at.came as usize] && !lj.reversing)))
            {
                continue;
            }
            let line = line_table(game, lj.step);
            let nbr = |c: u8| line[c as usize * nd + lj.dir as usize];
            let mut x = nbr(at.cell);
            while x != NO_CELL && self.board[x as usize] == 0 {
                x = nbr(x);
            }
            if x == NO_CELL || m.captures().contains(&x) || get_bit(friends, x) {
                continue;
            }
            let rel = Self::relation(game, self.board[x as usize], self.to_move);
            if lj.target & rel == 0 || !of_kind(game, self.board[x as usize], lj.kind) {
                continue;
            }
            let hop = Hop {
                over: x,
                land: nbr(x),
                enemy: rel == REL_ENEMY,
                chained: lj.chained,
                dir: lj.dir,
                step: lj.step,
                straight: true,
                only_on: game.capture.long_continue,
            };
            any |= self.long_landings(game, at.code, hop, (m, friends), out);
        }
        any
    }

    /// The landings of a long jump beyond the piece `h.over`, from
    /// `h.land` on while the cells are empty, each taken by [`State::hop`];
    /// whether there was one. With `h.only_on` (`long captures continue`),
    /// the landings a chain goes on from are taken first, and the others
    /// only if there is none.
    fn long_landings(
        &mut self,
        game: &Game,
        code: Code,
        h: Hop,
        (m, friends): (&mut Move, &mut Bits),
        out: &mut Vec<Move>,
    ) -> bool {
        let (any, went_on) = self.landings(game, code, h, (&mut *m, &mut *friends), out);
        if h.only_on && !went_on {
            let every = Hop {
                only_on: false,
                ..h
            };
            self.landings(game, code, every, (m, friends), out);
        }
        any
    }

    /// One pass of [`State::long_landings`]: whether there was a landing,
    /// and whether a chain went on from one.
    #[inline(always)]
    fn landings(
        &mut self,
        game: &Game,
        code: Code,
        mut hop: Hop,
        (m, friends): (&mut Move, &mut Bits),
        out: &mut Vec<Move>,
    ) -> (bool, bool) {
        let nd = game.dirs.len();
        let line = line_table(game, hop.step);
        let (mut any, mut went_on) = (false, false);
        while hop.land != NO_CELL && self.board[hop.land as usize] == 0 {
            any = true;
            went_on |= self.hop(game, code, hop, (&mut *m, &mut *friends), out);
            hop.straight = false;
            hop.land = line[hop.land as usize * nd + hop.dir as usize];
        }
        (any, went_on)
    }

    /// Takes one jump of the chain `m` by a piece now `code`, goes on from
    /// its landing, and ends the move there if it cannot go on (unless
    /// `h.only_on`); whether it went on.
    fn hop(
        &mut self,
        game: &Game,
        code: Code,
        h: Hop,
        (m, friends): (&mut Move, &mut Bits),
        out: &mut Vec<Move>,
    ) -> bool {
        let t = &game.tables;
        let (np, nc) = (m.npath, m.ncap);
        m.path[np as usize] = h.land;
        m.npath += 1;
        if h.enemy {
            m.caps[nc as usize] = h.over;
            m.ncap += 1;
        } else {
            set_bit(friends, h.over);
        }
        let placed = t.placed(code, h.land);
        let promoted = placed != code;
        let stop = !h.chained || (promoted && t.promotion_ends[code as usize]);
        let next = if promoted && t.at_once[code as usize] {
            placed
        } else {
            code
        };
        let at = At {
            cell: h.land,
            code: next,
            came: h.dir,
            straight: h.straight,
        };
        // Removed as taken: the cell is empty for the rest of the chain.
        let taken = self.board[h.over as usize];
        if game.capture.remove_at_once && h.enemy {
            self.board[h.over as usize] = 0;
        }
        // Chains that branch without end are cut (`MAX_CHAIN_MOVES`): once
        // the moves are that many, each chain ends where it is.
        let went_on =
            !stop && out.len() < MAX_CHAIN_MOVES && self.chain_from(game, at, (m, friends), out);
        self.board[h.over as usize] = taken;
        if !h.enemy {
            clear_bit(friends, h.over);
        }
        if !went_on && !h.only_on {
            let mut done = *m;
            done.to = h.land;
            done.placed = t.placed(next, h.land);
            Self::push_promoted(t, out, done);
        }
        m.npath = np;
        m.ncap = nc;
        went_on
    }
}

/// The neighbour table a long jump walks: the board's, or that of its
/// stride (`long at N`).
#[inline(always)]
fn line_table(game: &Game, step: u8) -> &[u8] {
    if step == 0 {
        &game.nbr
    } else {
        &game.tables.strided[step as usize - 1].1
    }
}
