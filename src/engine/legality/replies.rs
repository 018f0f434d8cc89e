//! Attacked pieces and cells: what a move of the next player could capture
//! (from its pieces' capture rules, pseudo-legally, as for `royal`), and
//! conditions that ask it (`attacked(KIND own)`). Where the attack tables
//! are exact they answer (`legality/fast/tables.rs`); otherwise the attacker's
//! captures are generated here.

use crate::engine::State;
use crate::engine::state::bits::{clear_bit, set_bit};
use crate::ir::{Code, Cond, Game, MAX_PLAYERS, NO_CELL, Whose};

impl State {
    /// Whether a move of `attacker` could capture a piece standing on
    /// `cell`, with the rest of the position as it is. An empty cell is
    /// asked with a piece of `code` (of the player `victim`) put there for
    /// the question.
    pub(in crate::engine) fn cell_attacked(
        &mut self,
        game: &Game,
        cell: u8,
        victim: u8,
        code: Code,
    ) -> bool {
        let empty = self.board[cell as usize] == 0;
        let v = victim as usize % MAX_PLAYERS;
        if empty {
            self.board[cell as usize] = code;
            set_bit(&mut self.occ[v], cell);
        }
        let attacker = game.tables.next_player[victim as usize];
        let hit = if game.tables.attacks.exact {
            self.attacked_by(game, cell, attacker)
        } else {
            self.captures_by(game, attacker, |_, c| c == cell)
        };
        if empty {
            self.board[cell as usize] = 0;
            clear_bit(&mut self.occ[v], cell);
        }
        hit
    }

    /// Whether some capturing move of player `attacker` (pseudo-legal, no
    /// en passant) takes a piece on a cell for which `hit` holds.
    fn captures_by(&mut self, game: &Game, attacker: u8, hit: impl Fn(&State, u8) -> bool) -> bool {
        let (to_move, ep) = (self.to_move, self.ep);
        self.to_move = attacker;
        self.ep = NO_CELL;
        let mut replies = self.take_buffer();
        self.capture_moves(game, &mut replies);
        // A capture that would blow up the capturer's own royal piece is
        // no threat (`captures explode`).
        let found = replies
            .iter()
            .any(|r| r.captures().iter().any(|&c| hit(self, c)) && !self.blasts_own_royal(game, r));
        self.give_buffer(replies);
        self.to_move = to_move;
        self.ep = ep;
        found
    }

    /// Whether the player to move is in check: one of its royal pieces could
    /// be captured by a move of the next player (false in games without
    /// royal pieces).
    pub fn in_check(&mut self, game: &Game) -> bool {
        let me = self.to_move;
        let t = &game.tables;
        if t.any_royal && t.attacks.exact {
            return self.royal_attacked_by(game, me, t.next_player[me as usize]);
        }
        t.any_royal
            && self.captures_by(game, t.next_player[me as usize], |s, c| {
                let code = s.board[c as usize];
                code != 0 && t.royal[code as usize] && t.owner[code as usize] == me
            })
    }

    /// `attacked(KIND WHOSE)` for player `me`: a piece of `kind` of the
    /// side could be captured by a move of the player after its owner.
    pub(in crate::engine) fn kind_attacked(
        &mut self,
        game: &Game,
        kind: u8,
        whose: Whose,
        me: u8,
    ) -> bool {
        if game.tables.attacks.exact {
            return self.kind_attacked_tabled(game, kind, whose, me);
        }
        (0..self.players).any(|p| {
            Self::counted(game, whose, me, p)
                && game.tables.next_player[p as usize] != p
                && self.captures_by(game, game.tables.next_player[p as usize], |s, c| {
                    let code = s.board[c as usize];
                    code != 0
                        && game.code_kind[code as usize] == kind
                        && game.tables.owner[code as usize] == p
                })
        })
    }

    /// Whether a condition holds, `attacked(…)` included (which needs the
    /// move generator): the form end rules use.
    pub(in crate::engine) fn holds_mut(&mut self, game: &Game, c: &Cond, me: u8, cell: u8) -> bool {
        match c {
            Cond::And(parts) => parts.iter().all(|p| self.holds_mut(game, p, me, cell)),
            Cond::Or(parts) => parts.iter().any(|p| self.holds_mut(game, p, me, cell)),
            Cond::Not(inner) => !self.holds_mut(game, inner, me, cell),
            Cond::Attacked(kind, whose) => self.kind_attacked(game, *kind, *whose, me),
            _ => self.holds(game, c, me, cell),
        }
    }
}
