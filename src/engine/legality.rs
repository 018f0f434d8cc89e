//! Legality by the attack tables, in games where they are exact: a move
//! is kept unless, made on the board alone, it leaves one of the mover's
//! royal pieces attacked. Only moves that can change that are tried: moves
//! of a royal piece, every move when a royal piece is attacked already,
//! and moves that touch a cell an attack on a royal piece depends on (a
//! pin line, a landing a jump needs empty). En passant legality the same
//! way, without generating the other moves.

use super::State;
use super::bits::{BITS_WORDS, Bits, clear_bit, for_each_bit, get_bit, set_bit};
use super::moves::{Move, MoveKind};
use crate::ir::{Code, Game, MAX_CHAIN, MAX_PLAYERS, REL_EN_PASSANT};

impl State {
    /// [`State::drop_exposing`] by the attack tables.
    pub(in crate::engine) fn drop_exposing_by_tables(&mut self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let foe = t.next_player[me as usize];
        let mut royal: Bits = [0; BITS_WORDS];
        let mut danger: Bits = [0; BITS_WORDS];
        let mut checked = false;
        for_each_bit(&self.occ[me as usize % MAX_PLAYERS][..t.words], |c| {
            if t.royal[self.board[c as usize] as usize] {
                set_bit(&mut royal, c);
                let d = t.attacks.danger_at(foe, c);
                danger = std::array::from_fn(|w| danger[w] | d[w]);
                checked |= self.attacked_by(game, c, foe);
            }
        });
        out.retain(|m| {
            let quiet = !checked
                && m.kind == MoveKind::Piece
                && !t.royal[m.piece as usize]
                && !t.royal[m.placed as usize]
                && !get_bit(&danger, m.from)
                && !get_bit(&danger, m.to)
                && m.captures().iter().all(|&c| !get_bit(&danger, c));
            quiet || !self.exposes(game, m, &royal)
        });
    }

    /// Whether `m` leaves a royal piece of the mover (on the cells `royal`
    /// before it) attacked. A plain move is made on the board alone; other
    /// moves are applied and undone.
    fn exposes(&mut self, game: &Game, m: &Move, royal: &Bits) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        if m.kind != MoveKind::Piece || m.lift > 1 || m.from == m.to {
            self.apply(game, m);
            let foe = self.to_move;
            let mut hit = false;
            for_each_bit(&self.occ[me as usize % MAX_PLAYERS][..t.words], |c| {
                hit = hit
                    || (t.royal[self.board[c as usize] as usize] && self.attacked_by(game, c, foe));
            });
            self.undo(game, m);
            return hit;
        }
        let foe = t.next_player[me as usize];
        let mut after = *royal;
        clear_bit(&mut after, m.from);
        if t.royal[m.placed as usize] {
            set_bit(&mut after, m.to);
        }
        let mut taken: [Code; MAX_CHAIN] = [0; MAX_CHAIN];
        let old_to = self.board[m.to as usize];
        for (i, &c) in m.captures().iter().enumerate() {
            taken[i] = self.board[c as usize];
            self.board[c as usize] = 0;
        }
        self.board[m.from as usize] = 0;
        self.board[m.to as usize] = m.placed;
        let mut hit = false;
        for_each_bit(&after[..t.words], |c| {
            hit = hit || self.attacked_by(game, c, foe);
        });
        self.board[m.to as usize] = old_to;
        for (i, &c) in m.captures().iter().enumerate().rev() {
            self.board[c as usize] = taken[i];
        }
        self.board[m.from as usize] = m.piece;
        hit
    }

    /// Whether the player to move has a legal en-passant capture, by the
    /// attack tables: the steps onto the en-passant cell, each tried.
    pub(in crate::engine) fn ep_capture_legal_by_tables(&mut self, game: &Game) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let (ep, victim) = (self.ep, self.ep_victim);
        let mut moves = self.take_buffer();
        for_each_bit(&self.occ[me as usize % MAX_PLAYERS][..t.words], |cell| {
            let code = self.board[cell as usize];
            for s in t.steps_from(t.entries(code, cell)) {
                if s.to != ep
                    || s.target & REL_EN_PASSANT == 0
                    || self.board[ep as usize] != 0
                    || (s.slow && !self.step_allowed(game, s, cell))
                {
                    continue;
                }
                let mut m = Move {
                    from: cell,
                    to: ep,
                    piece: code,
                    placed: t.placed(code, ep),
                    npath: 1,
                    ncap: 1,
                    lift: s.lift,
                    ..Move::NONE
                };
                m.path[0] = ep;
                m.caps[0] = victim;
                Self::push_promoted(t, &mut moves, m);
            }
        });
        if !moves.is_empty() && t.any_royal {
            self.drop_exposing_by_tables(game, &mut moves);
        }
        let legal = !moves.is_empty();
        self.give_buffer(moves);
        legal
    }
}
