//! Perft of a compact set-wise game (`SetWise::compact`: Checkers): the
//! moves of each ply listed as [`Compact`] moves in one flat buffer (a
//! ply's list after its parent's), the interior moves played on the state
//! by the lean set-wise make, and each leaf made as a copy: the words that
//! are the position after the move (the pieces' sets, the players' cell
//! sets and counts, the hash, the clocks, the player to move) computed into
//! a small record from the parent's and observed, the state untouched.
//! Every node judges the end rules as `decisions` does (a finished game
//! has no moves), so the counts are `decisions`' counts. Bulk counting
//! counts the last ply by `count_compact`.

use crate::engine::State;
use crate::engine::perft::fast::compact_moves::{Compact, count_sets, gen_sets};
use crate::ir::{EndQuick, Game, MAX_PLAYERS, Narrow, SW_CODES, SetWise, Tables};

/// The move buffer of a compact perft (kept across searches, so that a
/// search allocates only when it reaches a longer list than before).
#[derive(Default)]
pub struct CompactMoves {
    moves: Vec<Compact>,
}

/// A position of a compact game as a copy: what identifies it (the board's
/// cells are the pieces' sets read another way). Perft makes each leaf as
/// one of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Leaf {
    sw: [u64; SW_CODES],
    /// Each player's cells, as sets of the set-wise layout.
    occ: [u64; 2],
    counts: [u16; 2],
    hash: u64,
    plies: u32,
    since_capture: u32,
    to_move: u8,
}

impl Leaf {
    /// The record of the position of `state` in `game` (a set-wise game:
    /// two players at most, at most 64 cells).
    pub fn of(game: &Game, state: &State) -> Leaf {
        let owned = game.tables.setwise.as_ref().map_or([0; 2], |sw| sw.owned);
        let cells = |mut codes: u8| {
            let mut x = 0;
            while codes != 0 {
                x |= state.sw[codes.trailing_zeros() as usize & (SW_CODES - 1)];
                codes &= codes - 1;
            }
            x
        };
        Leaf {
            sw: state.sw,
            occ: [cells(owned[0]), cells(owned[1])],
            counts: [state.counts[0], state.counts[1 % MAX_PLAYERS]],
            hash: state.hash,
            plies: state.plies,
            since_capture: state.since_capture,
            to_move: state.to_move,
        }
    }
}

/// What every leaf of one list shares: the parent's record and the keys
/// of the turn.
struct Leaves<'a> {
    t: &'a Tables,
    sw: &'a SetWise,
    parent: Leaf,
    me: usize,
    turn: u64,
}

impl Leaves<'_> {
    /// The position after `m`, made from the parent's record.
    #[inline(always)]
    fn child(&self, m: &Compact) -> Leaf {
        let (t, sw) = (self.t, self.sw);
        let mut c = self.parent;
        let (from, to) = (m.from, m.to);
        let (bf, bt) = (sw.bit[from as usize], sw.bit[to as usize]);
        c.sw[m.piece as usize % SW_CODES] ^= bf;
        c.sw[m.placed as usize % SW_CODES] ^= bt;
        c.occ[self.me] ^= bf ^ bt;
        let mut h = c.hash ^ self.turn ^ t.key(m.piece, from) ^ t.key(m.placed, to);
        c.plies += 1;
        c.since_capture += 1;
        if m.caps != 0 {
            // The captured pieces are the enemy's: found in its codes' sets.
            c.since_capture = 0;
            let other = self.me ^ 1;
            let mut codes = sw.owned[other & 1];
            while codes != 0 {
                let code = codes.trailing_zeros() as usize & (SW_CODES - 1);
                codes &= codes - 1;
                let mut k = m.caps & c.sw[code];
                c.sw[code] ^= k;
                while k != 0 {
                    h ^= t.key(code.narrow(), sw.first(k));
                    c.counts[other] = c.counts[other].wrapping_sub(1);
                    k &= k - 1;
                }
            }
            c.occ[other] &= !m.caps;
        }
        c.hash = h;
        c.to_move = t.next_player[self.me];
        c
    }

    /// What the positions after the moves of `c` (a child) share.
    #[inline(always)]
    fn below(&self, c: Leaf) -> Self {
        let me = c.to_move as usize & 1;
        let next = self.t.next_player[me] as usize;
        Leaves {
            t: self.t,
            sw: self.sw,
            parent: c,
            me,
            turn: self.t.zobrist_turn[me] ^ self.t.zobrist_turn[next],
        }
    }
}

impl State {
    /// perft(depth) by compact moves if the game takes them
    /// (`SetWise::compact`), `None` otherwise; `depth` at least 1. The
    /// state is unchanged afterwards.
    pub fn perft_compact(
        &mut self,
        game: &Game,
        depth: usize,
        bulk: bool,
        buf: &mut CompactMoves,
    ) -> Option<u64> {
        let sw = game.tables.setwise.as_deref().filter(|sw| sw.compact)?;
        let moves = &mut buf.moves;
        moves.clear();
        Some(if bulk {
            self.compact_node::<true>(game, sw, depth, moves)
        } else {
            self.compact_node::<false>(game, sw, depth, moves)
        })
    }

    /// The decisions' count after `depth` plies from here, the moves of
    /// this ply listed after the end of `buf` (and taken off again).
    fn compact_node<const BULK: bool>(
        &mut self,
        game: &Game,
        sw: &SetWise,
        depth: usize,
        buf: &mut Vec<Compact>,
    ) -> u64 {
        if BULK && depth <= 1 {
            return self.compact_count(game, sw);
        }
        let start = buf.len();
        self.gen_compact(game, sw, buf);
        let n = buf.len() - start;
        if self.end_rule(game, || n == 0).is_some() {
            buf.truncate(start);
            return 0;
        }
        let total = if depth <= 1 {
            self.compact_leaves(game, sw, &buf[start..]);
            n as u64
        } else if BULK && depth == 2 {
            self.compact_counts(game, sw, &buf[start..])
        } else if depth == 2 {
            self.compact_twigs(game, sw, start, buf)
        } else {
            let t = &game.tables;
            let l = self.lean_list(t);
            let mut total = 0;
            for i in start..start + n {
                let Some(&m) = buf.get(i) else { break };
                self.compact_apply_in(t, sw, &l, &m);
                total += self.compact_node::<BULK>(game, sw, depth - 1, buf);
                self.compact_undo_in(t, sw, &l, &m);
            }
            total
        };
        buf.truncate(start);
        total
    }

    /// perft(2) here, the moves of this ply being `buf[start..]`: each
    /// position after one made as a copy, its moves listed from its sets
    /// after the end of `buf`, and the positions after those made as
    /// copies and observed; a position whose end the quick test cannot
    /// rule out (see [`State::compact_counts`]) is played on the state.
    fn compact_twigs(
        &mut self,
        game: &Game,
        sw: &SetWise,
        start: usize,
        buf: &mut Vec<Compact>,
    ) -> u64 {
        let t = &game.tables;
        let quick = t.end_quick.as_ref().filter(|_| t.end_counts.is_none());
        let leaves = self.leaves_of(game, sw);
        let mut total = 0;
        for i in start..buf.len() {
            let Some(&m) = buf.get(i) else { break };
            if let Some(q) = quick {
                let c = leaves.child(&m);
                let below = leaves.below(c);
                let me = below.me;
                let from = buf.len();
                gen_sets(game, sw, &c.sw, (me, c.occ[me], c.occ[me ^ 1]), buf);
                let n = buf.len() - from;
                let open = n == 0 || self.open_after(q, &c);
                if open {
                    for g in buf.get(from..).unwrap_or_default() {
                        std::hint::black_box(&below.child(g));
                    }
                    total += n as u64;
                }
                buf.truncate(from);
                if open {
                    continue;
                }
            }
            let l = self.lean_list(t);
            self.compact_apply_in(t, sw, &l, &m);
            total += self.compact_node::<false>(game, sw, 1, buf);
            self.compact_undo_in(t, sw, &l, &m);
        }
        total
    }

    /// Whether the position `c`, after a move from here, is not over if
    /// its player has a move: it has pieces and no clock rule of the quick
    /// test `q` may hold (then only `no moves` could end it).
    #[inline(always)]
    fn open_after(&self, q: &EndQuick, c: &Leaf) -> bool {
        c.counts[c.to_move as usize & 1] != 0
            && !self.clock_may_hold_after(q, c.hash, c.plies, c.since_capture)
    }

    /// The sum of the decisions' counts after each of `moves`, each
    /// position made as a copy and its moves counted from its sets. Where
    /// the end rules are judged by the quick test (`Tables::end_quick`),
    /// a position whose player has pieces and where no clock rule may hold
    /// has ended only if it has no moves (then it counts 0 either way);
    /// the others are played on the state and judged there.
    fn compact_counts(&mut self, game: &Game, sw: &SetWise, moves: &[Compact]) -> u64 {
        let t = &game.tables;
        let quick = t.end_quick.as_ref().filter(|_| t.end_counts.is_none());
        let leaves = self.leaves_of(game, sw);
        let mut total = 0;
        for m in moves {
            if let Some(q) = quick {
                let c = leaves.child(m);
                let me = c.to_move as usize & 1;
                let n = count_sets(game, sw, &c.sw, (me, c.occ[me], c.occ[me ^ 1]));
                if n == 0 {
                    continue;
                }
                if self.open_after(q, &c) {
                    total += n;
                    continue;
                }
            }
            let l = self.lean_list(t);
            self.compact_apply_in(t, sw, &l, m);
            total += self.compact_count(game, sw);
            self.compact_undo_in(t, sw, &l, m);
        }
        total
    }

    /// The decisions' count here, counted without listing them.
    #[inline(always)]
    fn compact_count(&mut self, game: &Game, sw: &SetWise) -> u64 {
        let n = self.count_compact(game, sw);
        if self.end_rule(game, || n == 0).is_some() {
            0
        } else {
            n
        }
    }

    /// Each position after one of `moves` made as a copy and observed.
    #[inline(never)]
    fn compact_leaves(&self, game: &Game, sw: &SetWise, moves: &[Compact]) {
        self.compact_leaves_to(game, sw, moves, |leaf| {
            std::hint::black_box(leaf);
        });
    }

    /// Each position after one of `moves` made as a copy and given to `f`.
    #[inline(always)]
    fn compact_leaves_to(
        &self,
        game: &Game,
        sw: &SetWise,
        moves: &[Compact],
        mut f: impl FnMut(&Leaf),
    ) {
        let leaves = self.leaves_of(game, sw);
        for m in moves {
            f(&leaves.child(m));
        }
    }

    /// What the positions after this one's moves share.
    #[inline(always)]
    fn leaves_of<'a>(&self, game: &'a Game, sw: &'a SetWise) -> Leaves<'a> {
        let t = &game.tables;
        let me = self.to_move as usize & 1;
        let next = t.next_player[me] as usize;
        Leaves {
            t,
            sw,
            parent: Leaf::of(game, self),
            me,
            turn: t.zobrist_turn[me] ^ t.zobrist_turn[next],
        }
    }

    /// The positions perft's leaves below this one are, made as copies
    /// from the compact moves, each given to `f` (none if the game is
    /// over); `false` if the game does not take compact moves.
    pub fn compact_children(
        &mut self,
        game: &Game,
        buf: &mut CompactMoves,
        f: impl FnMut(&Leaf),
    ) -> bool {
        let Some(sw) = game.tables.setwise.as_deref().filter(|sw| sw.compact) else {
            return false;
        };
        let moves = &mut buf.moves;
        moves.clear();
        self.gen_compact(game, sw, moves);
        let n = moves.len();
        if self.end_rule(game, || n == 0).is_none() {
            self.compact_leaves_to(game, sw, moves, f);
        }
        true
    }
}
