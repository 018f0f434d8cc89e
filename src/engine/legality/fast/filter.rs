//! Legality by the attack tables, in games where they are exact: a move
//! is kept unless, made on the board alone, it leaves one of the mover's
//! royal pieces attacked. Only moves that can change that are tried: moves
//! of a royal piece, every move when a royal piece is attacked already,
//! moves of a pinned piece, captures off the landing (en passant, jumps),
//! and moves that touch a cell an attack on a royal piece depends on (a
//! landing a jump needs empty, a line of a leap by the pieces on the line
//! or of a flying jump). En passant legality the same
//! way, without generating the other moves.

use crate::engine::State;
use crate::engine::moves::{Move, MoveKind};
use crate::engine::state::bits::{BITS_WORDS, Bits, clear_bit, for_each_bit, get_bit, set_bit};
use crate::ir::{Code, Game, MAX_CHAIN, MAX_PLAYERS, NO_CELL};

/// Whether the mover's one royal piece is off its cell while its moves are
/// tried, and its code.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lifted {
    Down,
    Up(Code),
}

/// What [`State::keeps`] needs: the mover's royal cells, whether there is
/// one royal piece and its cell, the opponent, and whether the piece is
/// lifted.
struct Filter {
    royal: Bits,
    lone: bool,
    king: u8,
    foe: u8,
    lifted: Lifted,
}

/// Whether `m` is a drop: a piece entering onto an empty cell (in a game
/// with exact attack tables, every entry is one: `drops_only`). It takes
/// nothing and vacates nothing: it can only block an attack, or make a
/// line of a leap by the pieces on the line longer (in `danger`).
#[inline(always)]
pub(in crate::engine) fn is_drop(m: &Move) -> bool {
    m.kind == MoveKind::Enter && m.ncap == 0
}

/// The first cell of a set that is not empty.
fn first_bit(b: &Bits) -> u8 {
    let mut first = NO_CELL;
    for_each_bit(b, |c| {
        if first == NO_CELL {
            first = c;
        }
    });
    first
}

impl State {
    /// [`State::drop_exposing`] by the attack tables.
    pub(in crate::engine) fn drop_exposing_by_tables(&mut self, game: &Game, out: &mut Vec<Move>) {
        let t = &game.tables;
        let me = self.to_move;
        let foe = t.next_player[me as usize];
        // A lone royal piece in a game with attack maps: by the map
        // (`legality/fast/attack_map.rs`).
        if self.has_attack_map(game, foe) && self.drop_exposing_mapped(game, out) {
            return;
        }
        let mut royal: Bits = [0; BITS_WORDS];
        let mut danger: Bits = [0; BITS_WORDS];
        let mut pins: Bits = [0; BITS_WORDS];
        let mut checked = false;
        for_each_bit(&self.occ[me as usize % MAX_PLAYERS][..t.words], |c| {
            if t.royal[self.board[c as usize] as usize] {
                set_bit(&mut royal, c);
                let d = t.attacks.danger_at(foe, c);
                danger = std::array::from_fn(|w| danger[w] | d[w]);
                self.add_pins(game, c, foe, &mut pins);
                self.add_lines(game, c, foe, &mut danger);
                if t.attacks.beyond || !t.attacks.faces[foe as usize].is_empty() {
                    self.add_beyond(game, c, foe, (&mut danger, &mut pins));
                }
                checked |= self.royal_hit(game, c, foe);
            }
        });
        let vacated: Bits = std::array::from_fn(|w| danger[w] | pins[w]);
        // With one royal piece, its plain moves are tried with it lifted
        // off its cell once for all of them (`Lifted`).
        let lone = royal.iter().map(|w| w.count_ones()).sum::<u32>() == 1;
        let mut f = Filter {
            royal,
            lone,
            king: if lone { first_bit(&royal) } else { NO_CELL },
            foe,
            lifted: Lifted::Down,
        };
        out.retain(|m| {
            let quiet = !checked
                && (m.kind == MoveKind::Piece || is_drop(m))
                && !t.royal[m.piece as usize]
                && !t.royal[m.placed as usize]
                && !get_bit(&vacated, m.from)
                && !get_bit(&danger, m.to)
                && m.captures().iter().all(|&c| c == m.to);
            quiet || self.keeps(game, m, &mut f)
        });
        if let Lifted::Up(code) = f.lifted {
            self.put_royal(f.king, me, code);
        }
    }

    /// Whether `m`, not plainly safe, leaves the mover's royal pieces
    /// unattacked: a plain move of the one royal piece by the attacks on
    /// its landing, with the piece lifted; any other move by
    /// [`State::exposes`], the royal piece put back first.
    #[inline(never)]
    fn keeps(&mut self, game: &Game, m: &Move, f: &mut Filter) -> bool {
        let me = self.to_move;
        if f.lone
            && m.from == f.king
            && m.kind == MoveKind::Piece
            && m.lift <= 1
            && m.to != f.king
            && game.tables.royal[m.placed as usize]
            && m.captures().iter().all(|&c| c == m.to)
        {
            if f.lifted == Lifted::Down {
                f.lifted = self.lift_royal(f.king, me);
            }
            return !self.attacked_there(game, m.to, m.placed, f.foe);
        }
        if let Lifted::Up(code) = f.lifted {
            self.put_royal(f.king, me, code);
            f.lifted = Lifted::Down;
        }
        !self.exposes(game, m, &f.royal)
    }

    /// Takes the royal piece on `cell` (of player `p`) off the board, for
    /// its moves to be tried; what to put back.
    fn lift_royal(&mut self, cell: u8, p: u8) -> Lifted {
        let code = self.board[cell as usize];
        self.board[cell as usize] = 0;
        clear_bit(&mut self.occ[p as usize % MAX_PLAYERS], cell);
        Lifted::Up(code)
    }

    /// Puts back what [`State::lift_royal`] took.
    fn put_royal(&mut self, cell: u8, p: u8, code: Code) {
        self.board[cell as usize] = code;
        set_bit(&mut self.occ[p as usize % MAX_PLAYERS], cell);
    }

    /// Whether `code`, put on `x` (the royal piece lifted off its cell),
    /// could be captured there by a move of `foe`. What `x` held stays in
    /// the cell sets: no attack query reads the sets at the attacked cell.
    fn attacked_there(&mut self, game: &Game, x: u8, code: Code, foe: u8) -> bool {
        let old = self.board[x as usize];
        self.board[x as usize] = code;
        let hit = self.royal_hit(game, x, foe);
        self.board[x as usize] = old;
        hit
    }

    /// Adds to `pins` the cells of pieces that alone stand between the
    /// royal piece on `x` and a slide of `foe` that would capture it: the
    /// walks of the attack tables, going on past one piece not `foe`'s.
    #[inline(always)]
    pub(in crate::engine) fn add_pins(&self, game: &Game, x: u8, foe: u8, pins: &mut Bits) {
        let t = &game.tables;
        if let Some(r) = &t.rays {
            return self.ray_pins(game, r, &t.attacks.rays[foe as usize], (x, foe), pins);
        }
        let nd = game.opposite.len();
        for g in &t.attacks.rays[foe as usize] {
            let (mut c, mut k) = (x, 0u32);
            let mut blocker = None;
            loop {
                c = game.nbr[c as usize * nd + g.back as usize];
                if c == NO_CELL {
                    break;
                }
                k += 1;
                let there = self.board[c as usize];
                if there == 0 {
                    continue;
                }
                if let Some(b) = blocker {
                    if g.slides.iter().any(|r| {
                        r.code == there
                            && k >= u32::from(r.min)
                            && (r.max == 0 || k <= u32::from(r.max))
                    }) {
                        set_bit(pins, b);
                    }
                    break;
                }
                if t.owner[there as usize] == foe {
                    break;
                }
                blocker = Some(c);
            }
        }
    }

    /// Adds to `danger` the whole lines through the royal piece on `x` on
    /// which a leap by the pieces on the line or a flying jump of `foe`
    /// could reach it: only where such a piece of `foe` stands on the line
    /// now (a move of the mover never brings one there).
    #[inline(always)]
    pub(in crate::engine) fn add_lines(&self, game: &Game, x: u8, foe: u8, danger: &mut Bits) {
        let a = &game.tables.attacks;
        let nd = game.opposite.len();
        let nbr = |c: u8, d: u8| game.nbr[c as usize * nd + d as usize];
        let lines = a.line_leaps[foe as usize].iter();
        for l in lines.chain(&a.flying[foe as usize]) {
            let back = game.opposite[l.dir as usize];
            let mut c = nbr(x, back);
            let mut found = false;
            while c != NO_CELL && !found {
                found = self.board[c as usize] == l.code;
                c = nbr(c, back);
            }
            if !found {
                continue;
            }
            for d in [l.dir, back] {
                let mut c = nbr(x, d);
                while c != NO_CELL {
                    set_bit(danger, c);
                    c = nbr(c, d);
                }
            }
        }
    }

    /// Whether `m` leaves a royal piece of the mover (on the cells `royal`
    /// before it) attacked. A plain move is made on the board alone; other
    /// moves are applied and undone.
    pub(in crate::engine) fn exposes(&mut self, game: &Game, m: &Move, royal: &Bits) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        if is_drop(m) {
            return self.drop_exposes(game, m, royal);
        }
        if m.kind != MoveKind::Piece || m.lift > 1 || m.from == m.to {
            self.apply(game, m);
            let foe = self.to_move;
            let mut hit = false;
            for_each_bit(&self.occ[me as usize % MAX_PLAYERS][..t.words], |c| {
                hit = hit
                    || (t.royal[self.board[c as usize] as usize] && self.royal_hit(game, c, foe));
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
        // The players' cell sets follow the board where the ray masks read
        // them (slides that capture).
        let sync = t.rays.is_some() && !t.attacks.rays[foe as usize].is_empty();
        for (i, &c) in m.captures().iter().enumerate() {
            taken[i] = self.board[c as usize];
            if sync && taken[i] != 0 {
                clear_bit(
                    &mut self.occ[t.owner[taken[i] as usize] as usize % MAX_PLAYERS],
                    c,
                );
            }
            self.board[c as usize] = 0;
        }
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        if sync {
            clear_bit(&mut self.occ[mover], m.from);
            set_bit(&mut self.occ[mover], m.to);
        }
        self.board[m.from as usize] = 0;
        self.board[m.to as usize] = m.placed;
        let mut hit = false;
        for_each_bit(&after[..t.words], |c| {
            hit = hit || self.royal_hit(game, c, foe);
        });
        if sync {
            clear_bit(&mut self.occ[mover], m.to);
            set_bit(&mut self.occ[mover], m.from);
        }
        self.board[m.to as usize] = old_to;
        for (i, &c) in m.captures().iter().enumerate().rev() {
            self.board[c as usize] = taken[i];
            if sync && taken[i] != 0 {
                set_bit(
                    &mut self.occ[t.owner[taken[i] as usize] as usize % MAX_PLAYERS],
                    c,
                );
            }
        }
        if sync && old_to != 0 {
            set_bit(
                &mut self.occ[t.owner[old_to as usize] as usize % MAX_PLAYERS],
                m.to,
            );
        }
        self.board[m.from as usize] = m.piece;
        hit
    }

    /// [`State::exposes`] for a drop: the piece put on its cell alone (in
    /// the players' cell sets too, which the ray masks read), the royal
    /// pieces' attacks asked, the cell emptied again.
    fn drop_exposes(&mut self, game: &Game, m: &Move, royal: &Bits) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let foe = t.next_player[me as usize];
        let mut after = *royal;
        if t.royal[m.placed as usize] {
            set_bit(&mut after, m.to);
        }
        let owner = t.owner[m.placed as usize] as usize % MAX_PLAYERS;
        self.board[m.to as usize] = m.placed;
        set_bit(&mut self.occ[owner], m.to);
        let mut hit = false;
        for_each_bit(&after[..t.words], |c| {
            hit = hit || self.royal_hit(game, c, foe);
        });
        clear_bit(&mut self.occ[owner], m.to);
        self.board[m.to as usize] = 0;
        hit
    }

    /// Whether the player to move has a legal en-passant capture, by the
    /// attack tables: the steps onto the en-passant cell, each tried.
    pub(in crate::engine) fn ep_capture_legal_by_tables(&mut self, game: &Game) -> bool {
        let t = &game.tables;
        let me = self.to_move;
        let (ep, victim) = (self.ep, self.ep_victim);
        let mut moves = self.take_buffer();
        if self.board[ep as usize] == 0 {
            for e in t.attacks.ep_steps_at(me, ep) {
                let s = &t.steps[e.step as usize];
                if self.board[e.from as usize] != e.code
                    || (s.slow && !self.step_allowed(game, s, e.from))
                {
                    continue;
                }
                let mut m = Move {
                    from: e.from,
                    to: ep,
                    piece: e.code,
                    placed: t.placed(e.code, ep),
                    npath: 1,
                    ncap: 1,
                    lift: s.lift,
                    ..Move::NONE
                };
                m.path[0] = ep;
                m.caps[0] = victim;
                Self::push_promoted(t, &mut moves, m);
            }
        }
        if !moves.is_empty() && t.any_royal {
            self.drop_exposing_by_tables(game, &mut moves);
        }
        let legal = !moves.is_empty();
        self.give_buffer(moves);
        legal
    }
}
