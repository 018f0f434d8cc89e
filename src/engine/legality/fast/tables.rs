//! Whether a piece could be captured, by the attack tables compiled from
//! the capture rules ([`AttackTables`](crate::ir::AttackTables)): a few
//! table walks over the board, no move generated, nothing allocated. Used
//! only where the tables are exact (`AttackTables::exact`); elsewhere the
//! captures are generated (`legality/replies.rs`).

use crate::engine::State;
use crate::engine::state::bits::for_each_bit;
use crate::ir::{Code, Game, LineAttack, MAX_PLAYERS, NO_CELL, REL_ENEMY, Whose};

impl State {
    /// Whether a move of player `p` could capture the piece on `x` (false
    /// for an empty cell or a piece of `p`'s own).
    #[inline]
    pub(in crate::engine) fn attacked_by(&self, game: &Game, x: u8, p: u8) -> bool {
        let t = &game.tables;
        let a = &t.attacks;
        let victim = self.board[x as usize];
        if victim == 0 || t.owner[victim as usize] == p {
            return false;
        }
        let b = &self.board;
        if a.steps_possible(p, x, self.occ[p as usize % MAX_PLAYERS][0])
            && a.steps_at(p, x)
                .iter()
                .any(|s| b[s.from as usize] == s.code)
        {
            return true;
        }
        if a.jumps_at(p, x)
            .iter()
            .any(|j| b[j.from as usize] == j.code && b[j.land as usize] == 0)
        {
            return true;
        }
        let groups = &a.rays[p as usize];
        if !groups.is_empty() {
            let hit = match &t.rays {
                Some(r) => self.ray_attacked(r, groups, x, p),
                None => self.walk_attacked(game, x, p),
            };
            if hit {
                return true;
            }
        }
        let lines = &a.line_leaps[p as usize];
        if !lines.is_empty() && lines.iter().any(|l| self.line_leap_hits(game, x, l)) {
            return true;
        }
        let flying = &a.flying[p as usize];
        if !flying.is_empty() && flying.iter().any(|l| self.fly_jump_hits(game, x, p, l)) {
            return true;
        }
        a.beyond && self.beyond_attacked(game, x, p)
    }

    /// Whether a slide of `p` captures the piece on `x`, walking the lines
    /// cell by cell (boards without ray masks).
    fn walk_attacked(&self, game: &Game, x: u8, p: u8) -> bool {
        let b = &self.board;
        let nd = game.opposite.len();
        for g in &game.tables.attacks.rays[p as usize] {
            let (mut c, mut k) = (x, 0u32);
            loop {
                c = game.nbr[c as usize * nd + g.back as usize];
                if c == NO_CELL {
                    break;
                }
                k += 1;
                let there = b[c as usize];
                if there != 0 {
                    if g.slides.iter().any(|r| {
                        r.code == there
                            && k >= u32::from(r.min)
                            && (r.max == 0 || k <= u32::from(r.max))
                    }) {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// A leap by the pieces on the line onto `x`: as many cells back from
    /// `x` as there are pieces on the whole line through it (the leaper is
    /// on that line too) stands the leaper.
    fn line_leap_hits(&self, game: &Game, x: u8, l: &LineAttack) -> bool {
        let nd = game.opposite.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let back = game.opposite[l.dir as usize];
        let count = self.pieces_on_line(game, x, l.dir);
        let mut from = x;
        for _ in 0..count {
            from = nbr(from, back);
            if from == NO_CELL {
                return false;
            }
        }
        self.board[from as usize] == l.code
    }

    /// A flying jump onto `x` in direction `l.dir`: the cell behind `x` is
    /// empty, and walking back from `x` over empty cells and over pieces it
    /// may jump (each with an empty landing after it) reaches a piece of
    /// `l.code` that has captured fewer than `l.max` pieces before `x`.
    fn fly_jump_hits(&self, game: &Game, x: u8, p: u8, l: &LineAttack) -> bool {
        let nd = game.opposite.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let land = nbr(x, l.dir);
        if land == NO_CELL || self.board[land as usize] != 0 {
            return false;
        }
        let back = game.opposite[l.dir as usize];
        let mut before = 0u8;
        let mut c = nbr(x, back);
        let mut gap = false;
        while c != NO_CELL {
            let there = self.board[c as usize];
            if there == 0 {
                gap = true;
                c = nbr(c, back);
                continue;
            }
            if there == l.code && before < l.max {
                return true;
            }
            // Jumped on the way: a piece it may jump, landing on the empty
            // cell after it.
            let rel = Self::relation(game, there, p);
            if !gap || l.over & rel == 0 {
                return false;
            }
            before += u8::from(rel == REL_ENEMY);
            if before >= l.max {
                return false;
            }
            gap = false;
            c = nbr(c, back);
        }
        false
    }
}

impl State {
    /// Whether a royal piece of `victim` could be captured by a move of
    /// `attacker`, by the attack tables.
    pub(in crate::engine) fn royal_attacked_by(
        &self,
        game: &Game,
        victim: u8,
        attacker: u8,
    ) -> bool {
        self.any_attacked_by(game, (victim, attacker), |code| {
            game.tables.royal[code as usize]
        })
    }

    /// Whether a piece of `kind` of `victim` could be captured by a move of
    /// `attacker`, by the attack tables.
    pub(in crate::engine) fn kind_attacked_by(
        &self,
        game: &Game,
        kind: u8,
        victim: u8,
        attacker: u8,
    ) -> bool {
        self.any_attacked_by(game, (victim, attacker), |code| {
            game.code_kind[code as usize] == kind
        })
    }

    /// Whether a piece of `victim` whose code passes `pick` could be
    /// captured by a move of `attacker`.
    #[inline(always)]
    fn any_attacked_by(
        &self,
        game: &Game,
        (victim, attacker): (u8, u8),
        pick: impl Fn(Code) -> bool,
    ) -> bool {
        let t = &game.tables;
        let mut hit = false;
        for_each_bit(&self.occ[victim as usize % MAX_PLAYERS][..t.words], |c| {
            hit = hit || (pick(self.board[c as usize]) && self.attacked_by(game, c, attacker));
        });
        hit
    }
}

impl State {
    /// `attacked(KIND WHOSE)` for player `me`, by the attack tables: a
    /// piece of `kind` of the side could be captured by a move of the
    /// player after its owner.
    pub(in crate::engine) fn kind_attacked_tabled(
        &self,
        game: &Game,
        kind: u8,
        whose: Whose,
        me: u8,
    ) -> bool {
        let next = &game.tables.next_player;
        (0..self.players).any(|p| {
            Self::counted(game, whose, me, p)
                && next[p as usize] != p
                && self.kind_attacked_by(game, kind, p, next[p as usize])
        })
    }
}
