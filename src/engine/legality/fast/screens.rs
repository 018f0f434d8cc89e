//! The attack tables' queries of Xiangqi's constructs, in games where the
//! tables are exact: leaps through a cell (the horse's leg), slides over a
//! screen (the cannon) and facing rules of royal kinds (the generals), and
//! what the royal filter must judge because of them (`filter.rs`).

use crate::engine::State;
use crate::engine::state::bits::{Bits, set_bit};
use crate::ir::{Cell, Game, NO_CELL};

impl State {
    /// Whether a leap through a cell or a slide over a screen of `p`
    /// could capture the piece on `x` (`AttackTables::beyond`).
    #[inline(never)]
    pub(in crate::engine) fn beyond_attacked(&self, game: &Game, x: Cell, p: u8) -> bool {
        let a = &game.tables.attacks;
        let b = &self.board;
        let leaps = a.leaps_at(p, x).iter().any(|l| {
            b[usize::from(l.from)] == l.code
                && l.through & Self::relation(game, b[usize::from(l.via)], p) != 0
        });
        leaps || self.screened(game, x, p)
    }

    /// Whether a slide over a screen of `p` could capture the piece on `x`.
    fn screened(&self, game: &Game, x: Cell, p: u8) -> bool {
        let nd = game.opposite.len();
        let nbr = |c: Cell, d: u8| game.nbr[usize::from(c) * nd + d as usize];
        let b = &self.board;
        game.tables.attacks.screens[p as usize].iter().any(|s| {
            let mut c = nbr(x, s.back);
            while c != NO_CELL && b[usize::from(c)] == 0 {
                c = nbr(c, s.back);
            }
            if c == NO_CELL || s.over & Self::relation(game, b[usize::from(c)], p) == 0 {
                return false;
            }
            c = nbr(c, s.back);
            while c != NO_CELL && b[usize::from(c)] == 0 {
                c = nbr(c, s.back);
            }
            c != NO_CELL && b[usize::from(c)] == s.code
        })
    }

    /// Whether the royal piece on `x` faces a piece of `foe` as a facing
    /// rule forbids (`AttackTables::faces`).
    #[inline(never)]
    pub(in crate::engine) fn faced(&self, game: &Game, x: Cell, foe: u8) -> bool {
        let nd = game.opposite.len();
        let b = &self.board;
        let here = b[usize::from(x)];
        game.tables.attacks.faces[foe as usize].iter().any(|f| {
            if f.mine != here {
                return false;
            }
            let mut c = game.nbr[usize::from(x) * nd + f.dir as usize];
            while c != NO_CELL && b[usize::from(c)] == 0 {
                c = game.nbr[usize::from(c) * nd + f.dir as usize];
            }
            c != NO_CELL && b[usize::from(c)] == f.other
        })
    }

    /// Whether the royal piece on `x` is attacked by `foe` or faces one of
    /// its pieces: what a move may not leave.
    #[inline(always)]
    pub(in crate::engine) fn royal_hit(&self, game: &Game, x: Cell, foe: u8) -> bool {
        self.attacked_by(game, x, foe)
            || (!game.tables.attacks.faces[foe as usize].is_empty() && self.faced(game, x, foe))
    }

    /// Adds what a move must not touch unjudged, for the royal piece on
    /// `x` and `foe`'s leaps through a cell, slides over a screen and
    /// facing rules: the leg of each leap of a piece standing where it
    /// takes `x` (to `danger`); each line from `x` on which a slide over a
    /// screen of `foe` stands, up to the farthest such piece (to `danger`:
    /// a piece landing there may become a screen, one leaving it may leave
    /// a lone screen); the piece alone between `x` and a piece it must not
    /// face (to `pins`).
    #[inline(never)]
    pub(in crate::engine) fn add_beyond(
        &self,
        game: &Game,
        x: Cell,
        foe: u8,
        (danger, pins): (&mut Bits, &mut Bits),
    ) {
        let a = &game.tables.attacks;
        let b = &self.board;
        for l in a.leaps_at(foe, x) {
            if b[usize::from(l.from)] == l.code {
                set_bit(danger, l.via);
            }
        }
        let nd = game.opposite.len();
        let nbr = |c: Cell, d: u8| game.nbr[usize::from(c) * nd + d as usize];
        for s in &a.screens[foe as usize] {
            let mut far = NO_CELL;
            let mut c = nbr(x, s.back);
            while c != NO_CELL {
                if b[usize::from(c)] == s.code {
                    far = c;
                }
                c = nbr(c, s.back);
            }
            c = x;
            while far != NO_CELL && c != far {
                c = nbr(c, s.back);
                set_bit(danger, c);
            }
        }
        for f in &a.faces[foe as usize] {
            if f.mine != b[usize::from(x)] {
                continue;
            }
            let mut c = nbr(x, f.dir);
            let mut blocker = NO_CELL;
            while c != NO_CELL {
                let there = b[usize::from(c)];
                if there != 0 {
                    if blocker != NO_CELL {
                        if there == f.other {
                            set_bit(pins, blocker);
                        }
                        break;
                    }
                    blocker = c;
                }
                c = nbr(c, f.dir);
            }
        }
    }
}
