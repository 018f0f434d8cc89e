//! Jumps: chains of jumps over pieces, each jumped piece captured (an
//! enemy) or not (a friend), generated from the precomputed jump entries.

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::state::bits::{BITS_WORDS, Bits, clear_bit, get_bit, set_bit};
use crate::ir::{
    CellEntries, Code, Game, JumpEntry, MAX_CHAIN, MAX_CHAIN_MOVES, REL_ENEMY, REL_FRIEND, Tables,
};

impl State {
    /// All jump sequences of the piece on `from`. The piece is lifted while
    /// it jumps (its origin counts as empty); jumped pieces stay on the board
    /// until the move ends, so none is jumped twice and none is landed on.
    pub(in crate::engine) fn gen_jumps<const SIMPLE: bool>(
        &mut self,
        game: &Game,
        e: &CellEntries,
        from: u8,
        code: Code,
        out: &mut Vec<Move>,
    ) {
        self.walk_jumps(game, e, from, code, &mut Listed::<SIMPLE>(out));
        self.chains_cut |= out.len() >= MAX_CHAIN_MOVES;
    }

    /// How many capturing jump sequences [`State::gen_jumps`] would list
    /// for the piece on `from` in a simple game (`Tables::simple`),
    /// counted by the same walk without listing them (bulk perft).
    pub(in crate::engine) fn count_captures(
        &mut self,
        game: &Game,
        e: &CellEntries,
        from: u8,
        code: Code,
    ) -> u64 {
        let mut n = Counted(0, 0);
        self.walk_jumps(game, e, from, code, &mut n);
        n.0
    }

    /// The jump walk from `from`, each finished sequence given to `sink`.
    #[inline(always)]
    fn walk_jumps<S: JumpSink>(
        &mut self,
        game: &Game,
        e: &CellEntries,
        from: u8,
        code: Code,
        sink: &mut S,
    ) {
        self.board[from as usize] = 0;
        let mut m = Move::jump_start(from, code);
        self.jump_from(game, e, (&mut m, &mut [0; BITS_WORDS]), sink);
        self.board[from as usize] = code;
    }

    /// Whether a jump entry can be taken from the current chain `m`, whose
    /// friends jumped so far are `friends`; if so, whether it captures. No
    /// piece is jumped twice in one chain: an enemy is among the captures,
    /// a friend among `friends` (without that, a chain over friends could
    /// hop back and forth over the same piece until the cut).
    #[inline(always)]
    pub(in crate::engine) fn can_take(
        &self,
        game: &Game,
        e: &JumpEntry,
        (m, friends): (&Move, &Bits),
    ) -> Option<bool> {
        let oc = self.board[e.over as usize];
        if oc == 0 || self.board[e.land as usize] != 0 {
            return None;
        }
        let enemy = game.tables.owner[oc as usize] != self.to_move;
        let rel = if enemy { REL_ENEMY } else { REL_FRIEND };
        if e.target & rel == 0 || m.npath as usize >= MAX_CHAIN {
            return None;
        }
        if !of_kind(game, oc, e.kind) {
            return None;
        }
        let jumped = if enemy {
            m.caps[..m.ncap as usize].contains(&e.over)
        } else {
            get_bit(friends, e.over)
        };
        (!jumped).then_some(enemy)
    }

    fn jump_from<S: JumpSink>(
        &self,
        game: &Game,
        at: &CellEntries,
        (m, friends): (&mut Move, &mut Bits),
        sink: &mut S,
    ) {
        let t = &game.tables;
        let first = m.npath == 0;
        for e in t.jumps_from(at) {
            if !first && !e.chained {
                continue;
            }
            let Some(enemy) = self.can_take(game, e, (m, friends)) else {
                continue;
            };
            // Take this jump.
            let (np, nc) = (m.npath, m.ncap);
            m.path[np as usize] = e.land;
            m.npath += 1;
            if enemy {
                m.caps[nc as usize] = e.over;
                m.ncap += 1;
            } else {
                set_bit(friends, e.over);
            }
            let placed = t.placed(m.piece, e.land);
            let stop = !e.chained || (placed != m.piece && t.promotion_ends[m.piece as usize]);
            let next = t.entries(m.piece, e.land);
            // Chains that branch without end are cut (`MAX_CHAIN_MOVES`):
            // once the sink is full, each chain ends where it is.
            if stop || sink.full() || !self.can_jump_on(game, next, (m, friends)) {
                sink.done(t, m, placed, e.land);
            } else {
                self.jump_from(game, next, (m, friends), sink);
            }
            if !enemy {
                clear_bit(friends, e.over);
            }
            m.npath = np;
            m.ncap = nc;
        }
    }

    /// Whether a chained jump can go on from the cell of `at`.
    #[inline(always)]
    pub(in crate::engine) fn can_jump_on(
        &self,
        game: &Game,
        at: &CellEntries,
        chain: (&Move, &Bits),
    ) -> bool {
        game.tables
            .jumps_from(at)
            .iter()
            .any(|e| e.chained && self.can_take(game, e, chain).is_some())
    }
}

/// Where the jump walk puts each finished sequence: listed as a move, or
/// counted (bulk perft).
trait JumpSink {
    fn done(&mut self, t: &Tables, m: &Move, placed: Code, to: u8);
    /// It holds `MAX_CHAIN_MOVES` sequences: the walk stops.
    fn full(&self) -> bool;
}

/// Lists each sequence; outside simple games with a choice of promotion.
struct Listed<'a, const SIMPLE: bool>(&'a mut Vec<Move>);

impl<const SIMPLE: bool> JumpSink for Listed<'_, SIMPLE> {
    #[inline(always)]
    fn done(&mut self, t: &Tables, m: &Move, placed: Code, to: u8) {
        let mut done = *m;
        done.placed = placed;
        done.to = to;
        if SIMPLE {
            self.0.push(done);
        } else {
            State::push_promoted(t, self.0, done);
        }
    }

    #[inline(always)]
    fn full(&self) -> bool {
        self.0.len() >= MAX_CHAIN_MOVES
    }
}

/// Counts the sequences that capture (in a simple game with mandatory
/// capture, the moves), and every sequence (for the cut).
struct Counted(u64, usize);

impl JumpSink for Counted {
    #[inline(always)]
    fn done(&mut self, _: &Tables, m: &Move, _: Code, _: u8) {
        self.0 += u64::from(m.ncap > 0);
        self.1 += 1;
    }

    #[inline(always)]
    fn full(&self) -> bool {
        self.1 >= MAX_CHAIN_MOVES
    }
}

/// Whether the piece `code` may be jumped by a jump limited to `kind`
/// (index + 1; 0: any kind, `over enemy man`).
#[inline(always)]
pub(in crate::engine) fn of_kind(game: &Game, code: Code, kind: u8) -> bool {
    kind == 0 || game.code_kind[code as usize] + 1 == kind
}
