//! The engine: a position, legal move generation, apply/undo, an incremental
//! Zobrist hash, the history needed for repetition, and end conditions.
//! It reads only the IR ([`Game`]).
//!
//! Invariants: `undo(m)` right after `apply(m)` restores the state exactly,
//! hash included; the hash always equals [`State::compute_hash`]; move
//! generation does not allocate once the output buffer has grown; nothing
//! here panics on a move that [`State::legal_moves`] produced for this state.

use crate::ir::*;

/// A set of cells (boards have at most 255 cells).
pub type Bits = [u64; BITS_WORDS];
pub const BITS_WORDS: usize = 4;

#[inline(always)]
fn set_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] |= 1u64 << (cell & 63);
}

#[inline(always)]
fn clear_bit(b: &mut Bits, cell: u8) {
    b[(cell >> 6) as usize] &= !(1u64 << (cell & 63));
}

/// Calls `f` for every cell in `b`, in increasing order.
#[inline(always)]
fn for_each_bit(b: &[u64], mut f: impl FnMut(u8)) {
    for (w, &word) in b.iter().enumerate() {
        let mut x = word;
        while x != 0 {
            let i = x.trailing_zeros();
            f((w as u32 * 64 + i) as u8);
            x &= x - 1;
        }
    }
}

/// One decision of one player: a piece moves from `from` through the
/// landings in `path` (the last is the destination), capturing the pieces on
/// the cells in `caps`, and ends up as `placed` (a promotion if it differs
/// from `piece`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: u8,
    /// The destination: the last landing.
    pub to: u8,
    pub piece: Code,
    pub placed: Code,
    /// Landings; `path[..npath]`, the last one is the destination.
    pub npath: u8,
    /// Captured cells; `caps[..ncap]`.
    pub ncap: u8,
    pub path: [u8; MAX_CHAIN],
    pub caps: [u8; MAX_CHAIN],
}

impl Move {
    pub fn landings(&self) -> &[u8] {
        &self.path[..self.npath as usize]
    }

    pub fn captures(&self) -> &[u8] {
        &self.caps[..self.ncap as usize]
    }

    pub fn is_capture(&self) -> bool {
        self.ncap > 0
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<u8>,
    /// The end rule that fired, as written in the game file.
    pub reason: String,
}

/// What `undo` needs beyond the move itself.
#[derive(Clone, Copy, Debug)]
struct Saved {
    /// The hash before the move: also the position history, for repetition.
    hash: u64,
    since_capture: u32,
    /// Where the codes of the captured pieces start in `captured_codes`.
    first_caps: u32,
}

#[derive(Clone, Debug)]
pub struct State {
    /// The code on each cell (cells past the board's last are always 0).
    pub board: [Code; 256],
    pub to_move: u8,
    pub hash: u64,
    /// Plies played since the start.
    pub plies: u32,
    /// Plies since the last capture (or the start).
    pub since_capture: u32,
    /// Pieces per player (players past the game's last are always 0).
    pub counts: [u16; MAX_PLAYERS],
    /// Cells holding each player's pieces, as bit sets.
    pub occ: [Bits; MAX_PLAYERS],
    players: u8,
    /// Hash of the position before each ply played.
    saved: Vec<Saved>,
    captured_codes: Vec<Code>,
}

impl PartialEq for State {
    fn eq(&self, o: &Self) -> bool {
        self.board == o.board
            && self.to_move == o.to_move
            && self.hash == o.hash
            && self.plies == o.plies
            && self.since_capture == o.since_capture
            && self.counts == o.counts
            && self.occ == o.occ
            && self
                .saved
                .iter()
                .map(|s| s.hash)
                .eq(o.saved.iter().map(|s| s.hash))
    }
}

impl State {
    /// The start position of a game.
    pub fn new(game: &Game) -> State {
        Self::from_board(game, game.setup.clone(), 0)
    }

    /// A position with these pieces and this player to move, no history.
    pub fn from_board(game: &Game, board: Vec<Code>, to_move: u8) -> State {
        let mut counts = [0u16; MAX_PLAYERS];
        let mut occ = [[0u64; BITS_WORDS]; MAX_PLAYERS];
        let mut cells = [0 as Code; 256];
        for (cell, &c) in board.iter().enumerate().take(game.board.cells()) {
            if c != 0 && (c as usize) < game.code_owner.len() {
                let p = game.code_owner[c as usize] as usize;
                counts[p] += 1;
                set_bit(&mut occ[p], cell as u8);
                cells[cell] = c;
            }
        }
        let board = cells;
        let mut s = State {
            board,
            to_move,
            hash: 0,
            plies: 0,
            since_capture: 0,
            counts,
            occ,
            players: game.players.len() as u8,
            saved: Vec::with_capacity(256),
            captured_codes: Vec::with_capacity(256),
        };
        s.hash = s.compute_hash(game);
        s
    }

    /// The hash computed from scratch (the incremental one must equal it).
    pub fn compute_hash(&self, game: &Game) -> u64 {
        let n = game.board.cells();
        let mut h = game.zobrist_turn[self.to_move as usize];
        for (cell, &c) in self.board.iter().enumerate().take(n) {
            if c != 0 {
                h ^= game.zobrist[c as usize * n + cell];
            }
        }
        h
    }

    /// What `there` (a code, 0 = empty) is to player `me`: one `REL_*` bit.
    #[inline(always)]
    fn relation(game: &Game, there: Code, me: u8) -> u8 {
        let owner = game.tables.owner[there as usize];
        if there == 0 {
            REL_EMPTY
        } else if owner == me {
            REL_FRIEND
        } else {
            REL_ENEMY
        }
    }

    /// Fills `out` with the legal moves of the player to move (movement
    /// rules only; end conditions are separate, see [`State::outcome`]).
    pub fn legal_moves(&mut self, game: &Game, out: &mut Vec<Move>) {
        out.clear();
        let t = &game.tables;
        let words = t.words;
        let me = self.to_move;
        let own = self.occ[me as usize % MAX_PLAYERS];
        let mut pieces = [0u64; BITS_WORDS];
        for occ in &self.occ[..self.players as usize % (MAX_PLAYERS + 1)] {
            pieces = std::array::from_fn(|w| pieces[w] | occ[w]);
        }
        let enemies: Bits = std::array::from_fn(|w| pieces[w] & !own[w]);
        // Captures by jumping: only pieces with a piece to jump over.
        for_each_bit(&own[..words], |cell| {
            let code = self.board[cell as usize];
            let e = t.entries(code, cell);
            let targets = if t.enemy_only[code as usize] {
                &enemies
            } else {
                &pieces
            };
            let o = &e.jump_over;
            let hit = if words == 1 {
                o[0] & targets[0] != 0
            } else {
                (o[0] & targets[0])
                    | (o[1] & targets[1])
                    | (o[2] & targets[2])
                    | (o[3] & targets[3])
                    != 0
            };
            if hit {
                self.gen_jumps(game, e, cell, code, out);
            }
        });
        if game.mandatory_capture && out.iter().any(Move::is_capture) {
            out.retain(Move::is_capture);
            return;
        }
        let mut any_capture = false;
        for_each_bit(&own[..words], |cell| {
            let code = self.board[cell as usize];
            let e = t.entries(code, cell);
            for s in t.steps_from(e) {
                let there = self.board[s.to as usize];
                let rel = Self::relation(game, there, me);
                if s.target & rel == 0 {
                    continue;
                }
                let mut m = Move {
                    from: cell,
                    to: s.to,
                    piece: code,
                    placed: t.placed(code, s.to),
                    npath: 1,
                    ncap: 0,
                    path: [0; MAX_CHAIN],
                    caps: [0; MAX_CHAIN],
                };
                m.path[0] = s.to;
                if rel == REL_ENEMY {
                    m.ncap = 1;
                    m.caps[0] = s.to;
                    any_capture = true;
                }
                out.push(m);
            }
        });
        if game.mandatory_capture && any_capture {
            out.retain(Move::is_capture);
        }
    }

    /// All jump sequences of the piece on `from`. The piece is lifted while
    /// it jumps (its origin counts as empty); jumped pieces stay on the board
    /// until the move ends, so none is jumped twice and none is landed on.
    fn gen_jumps(
        &mut self,
        game: &Game,
        e: &CellEntries,
        from: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) {
        self.board[from as usize] = 0;
        let mut m = Move {
            from,
            to: from,
            piece: code,
            placed: code,
            npath: 0,
            ncap: 0,
            path: [0; MAX_CHAIN],
            caps: [0; MAX_CHAIN],
        };
        self.jump_from(game, e, &mut m, out);
        self.board[from as usize] = code;
    }

    /// Whether a jump entry can be taken from the current chain `m`; if so,
    /// whether it captures.
    #[inline(always)]
    fn can_take(&self, game: &Game, e: &JumpEntry, m: &Move) -> Option<bool> {
        let oc = self.board[e.over as usize];
        if oc == 0 || self.board[e.land as usize] != 0 {
            return None;
        }
        let enemy = game.tables.owner[oc as usize] != self.to_move;
        let rel = if enemy { REL_ENEMY } else { REL_FRIEND };
        if e.target & rel == 0
            || m.caps[..m.ncap as usize].contains(&e.over)
            || m.npath as usize >= MAX_CHAIN
        {
            return None;
        }
        Some(enemy)
    }

    fn jump_from(&self, game: &Game, at: &CellEntries, m: &mut Move, out: &mut Vec<Move>) {
        let t = &game.tables;
        let first = m.npath == 0;
        for e in t.jumps_from(at) {
            if !first && !e.chained {
                continue;
            }
            let Some(enemy) = self.can_take(game, e, m) else {
                continue;
            };
            // Take this jump.
            let (np, nc) = (m.npath, m.ncap);
            m.path[np as usize] = e.land;
            m.npath += 1;
            if enemy {
                m.caps[nc as usize] = e.over;
                m.ncap += 1;
            }
            let placed = t.placed(m.piece, e.land);
            let stop = !e.chained || (placed != m.piece && t.promotion_ends[m.piece as usize]);
            let next = t.entries(m.piece, e.land);
            if stop || !self.can_jump_on(game, next, m) {
                let mut done = *m;
                done.placed = placed;
                done.to = e.land;
                out.push(done);
            } else {
                self.jump_from(game, next, m, out);
            }
            m.npath = np;
            m.ncap = nc;
        }
    }

    /// Whether a chained jump can go on from the cell of `at`.
    fn can_jump_on(&self, game: &Game, at: &CellEntries, m: &Move) -> bool {
        game.tables
            .jumps_from(at)
            .iter()
            .any(|e| e.chained && self.can_take(game, e, m).is_some())
    }

    /// Plays a move produced by [`State::legal_moves`] for this state.
    pub fn apply(&mut self, game: &Game, m: &Move) {
        let t = &game.tables;
        self.saved.push(Saved {
            hash: self.hash,
            since_capture: self.since_capture,
            first_caps: self.captured_codes.len() as u32,
        });
        let mut h = self.hash;
        for &c in m.captures() {
            let code = self.board[c as usize];
            self.captured_codes.push(code);
            if code != 0 {
                h ^= t.key(code, c);
                let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                self.counts[owner] -= 1;
                clear_bit(&mut self.occ[owner], c);
            }
            self.board[c as usize] = 0;
        }
        let to = m.to;
        self.board[m.from as usize] = 0;
        self.board[to as usize] = m.placed;
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[mover], m.from);
        set_bit(&mut self.occ[mover], to);
        let next = t.next_player[self.to_move as usize];
        h ^= t.key(m.piece, m.from)
            ^ t.key(m.placed, to)
            ^ t.zobrist_turn[self.to_move as usize]
            ^ t.zobrist_turn[next as usize];
        self.to_move = next;
        self.hash = h;
        self.plies += 1;
        self.since_capture = if m.ncap > 0 {
            0
        } else {
            self.since_capture + 1
        };
    }

    /// Takes back `m`, which must be the last move applied.
    pub fn undo(&mut self, game: &Game, m: &Move) {
        let Some(saved) = self.saved.pop() else {
            return;
        };
        let t = &game.tables;
        self.to_move = t.prev_player[self.to_move as usize];
        let to = m.to;
        self.board[to as usize] = 0;
        self.board[m.from as usize] = m.piece;
        let mover = t.owner[m.piece as usize] as usize % MAX_PLAYERS;
        clear_bit(&mut self.occ[mover], to);
        set_bit(&mut self.occ[mover], m.from);
        let first = saved.first_caps as usize;
        if m.ncap > 0 {
            for (&c, &code) in m.captures().iter().zip(&self.captured_codes[first..]) {
                self.board[c as usize] = code;
                if code != 0 {
                    let owner = t.owner[code as usize] as usize % MAX_PLAYERS;
                    self.counts[owner] += 1;
                    set_bit(&mut self.occ[owner], c);
                }
            }
            self.captured_codes.truncate(first);
        }
        self.hash = saved.hash;
        self.since_capture = saved.since_capture;
        self.plies -= 1;
    }

    /// How many times the current position has occurred, counting now, in
    /// the whole game or since the last capture.
    pub fn occurrences(&self, since_capture: bool) -> u32 {
        let len = self.saved.len();
        let from = if since_capture {
            len.saturating_sub(self.since_capture as usize)
        } else {
            0
        };
        1 + self.saved[from..]
            .iter()
            .filter(|s| s.hash == self.hash)
            .count() as u32
    }

    /// The first end rule that holds, given whether the player to move has
    /// any legal move (`None` if `no moves` is never asked).
    pub fn end_rule<'g>(
        &self,
        game: &'g Game,
        no_moves: impl FnOnce() -> bool,
    ) -> Option<&'g EndRule> {
        let mut no_moves = Some(no_moves);
        let mut known = None;
        for rule in &game.ends {
            let holds = match rule.cond {
                EndCond::NoPieces => self.counts[self.to_move as usize % MAX_PLAYERS] == 0,
                EndCond::NoMoves => {
                    *known.get_or_insert_with(|| no_moves.take().is_some_and(|f| f()))
                }
                EndCond::Repetition {
                    times,
                    since_capture,
                } => self.occurrences(since_capture) >= times,
                EndCond::Plies {
                    count,
                    since_capture,
                } => {
                    (if since_capture {
                        self.since_capture
                    } else {
                        self.plies
                    }) >= count
                }
            };
            if holds {
                return Some(rule);
            }
        }
        None
    }

    /// What an end rule that holds now means.
    pub fn outcome_of(&self, game: &Game, rule: &EndRule) -> Outcome {
        let np = game.players.len() as u8;
        let winner = match rule.result {
            EndResult::Draw => None,
            EndResult::Wins => Some(self.to_move),
            // With two players the other one wins; with more, the next
            // player in turn order.
            EndResult::Loses => Some((self.to_move + 1) % np),
        };
        Outcome {
            winner,
            reason: rule.text.clone(),
        }
    }

    /// Whether the game is over, by the first end rule that holds.
    /// `scratch` is a buffer for move generation.
    pub fn outcome(&mut self, game: &Game, scratch: &mut Vec<Move>) -> Option<Outcome> {
        self.legal_moves(game, scratch);
        let empty = scratch.is_empty();
        let rule = self.end_rule(game, || empty)?;
        Some(self.outcome_of(game, rule))
    }

    /// The decisions available now: the legal moves, or none once the game
    /// is over.
    pub fn decisions(&mut self, game: &Game, out: &mut Vec<Move>) {
        self.legal_moves(game, out);
        let empty = out.is_empty();
        if self.end_rule(game, || empty).is_some() {
            out.clear();
        }
    }
}
