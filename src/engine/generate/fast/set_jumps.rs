//! The set-wise jump walk (`SetWise::walk`, built in `ir/plans/set_jumps.rs`): the
//! jump chains of a piece whose jumps are single jumps over an enemy
//! neighbour followed on cell sets. A chain's state is its square, the
//! enemy pieces not yet jumped and the cells it may land on (the empty
//! cells and its start: jumped pieces stay on the board until the move
//! ends, so none is jumped twice and none is landed on), exactly as the
//! table walk of `jumps.rs` keeps it; the directions are tried in the order
//! of the jump entries, so the sequences come out in the table walk's
//! order. A listing sink writes each finished sequence as a move; a
//! counting sink counts them (bulk perft).

use crate::engine::State;
use crate::engine::moves::Move;
use crate::engine::perft::fast::compact_moves::Compact;
use crate::ir::{Code, MAX_CHAIN, SW_CODES, SW_DIRS, SetWise, Tables, WalkDir};

/// Where the walk puts each jump and each finished sequence.
trait WalkSink {
    /// The chain jumps over the cell of bit `over` to the cell of `land`.
    fn step(&mut self, over: u64, land: u64);
    /// The last jump (over the cell of bit `over`) is taken back.
    fn unstep(&mut self, over: u64);
    /// The chain ends on the cell of bit `land`.
    fn done(&mut self, land: u64);
}

/// The walk of one piece: its jump directions and the cells where its move
/// ends by promotion.
struct Walk<'a> {
    dirs: &'a [WalkDir],
    stop: u64,
}

impl Walk<'_> {
    /// Follows every jump from bit `at`, `depth` jumps into the chain,
    /// `enemy` the enemy pieces not yet jumped, `empty` the landings.
    fn from<S: WalkSink>(&self, at: u64, enemy: u64, empty: u64, depth: usize, sink: &mut S) {
        if depth >= MAX_CHAIN {
            return;
        }
        for d in self.dirs {
            if depth > 0 && !d.chained {
                continue;
            }
            let over = d.over.fwd(at) & enemy;
            let land = d.land.fwd(at) & empty;
            if over == 0 || land == 0 {
                continue;
            }
            sink.step(over, land);
            let left = enemy & !over;
            if !d.chained || land & self.stop != 0 || !self.can_go_on(land, left, empty, depth + 1)
            {
                sink.done(land);
            } else {
                self.from(land, left, empty, depth + 1, sink);
            }
            sink.unstep(over);
        }
    }

    /// Whether a chain on bit `at` can jump on.
    #[inline(always)]
    fn can_go_on(&self, at: u64, enemy: u64, empty: u64, depth: usize) -> bool {
        depth < MAX_CHAIN
            && self
                .dirs
                .iter()
                .any(|d| d.chained && d.over.fwd(at) & enemy != 0 && d.land.fwd(at) & empty != 0)
    }
}

/// Lists each sequence as a move.
struct Listed<'a> {
    t: &'a Tables,
    sw: &'a SetWise,
    m: Move,
    out: &'a mut Vec<Move>,
}

impl WalkSink for Listed<'_> {
    #[inline(always)]
    fn step(&mut self, over: u64, land: u64) {
        let m = &mut self.m;
        let (np, nc) = (m.npath as usize, m.ncap as usize);
        m.path[np % MAX_CHAIN] = self.sw.first(land);
        m.caps[nc % MAX_CHAIN] = self.sw.first(over);
        m.npath += 1;
        m.ncap += 1;
    }

    #[inline(always)]
    fn unstep(&mut self, _: u64) {
        self.m.npath -= 1;
        self.m.ncap -= 1;
    }

    #[inline(always)]
    fn done(&mut self, land: u64) {
        // Copied once, into the list, and finished there.
        let to = self.sw.first(land);
        let placed = self.t.placed(self.m.piece, to);
        self.out.push(self.m);
        if let Some(done) = self.out.last_mut() {
            done.to = to;
            done.placed = placed;
        }
    }
}

/// Counts the sequences (each captures: the jumps are over enemies).
struct Counted(u64);

impl WalkSink for Counted {
    #[inline(always)]
    fn step(&mut self, _: u64, _: u64) {}

    #[inline(always)]
    fn unstep(&mut self, _: u64) {}

    #[inline(always)]
    fn done(&mut self, _: u64) {
        self.0 += 1;
    }
}

/// Lists each sequence as a compact move: the captured cells as one set.
struct Compacted<'a> {
    t: &'a Tables,
    sw: &'a SetWise,
    from: u8,
    piece: Code,
    caps: u64,
    out: &'a mut Vec<Compact>,
}

impl WalkSink for Compacted<'_> {
    #[inline(always)]
    fn step(&mut self, over: u64, _: u64) {
        self.caps |= over;
    }

    #[inline(always)]
    fn unstep(&mut self, over: u64) {
        self.caps ^= over;
    }

    #[inline(always)]
    fn done(&mut self, land: u64) {
        let to = self.sw.first(land);
        self.out.push(Compact {
            caps: self.caps,
            from: self.from,
            to,
            piece: self.piece,
            placed: self.t.placed(self.piece, to),
        });
    }
}

/// The walk of the pieces of `code`.
#[inline(always)]
fn walk_of(sw: &SetWise, code: Code) -> Walk<'_> {
    let c = code as usize % SW_CODES;
    let n = (sw.walk.n[c] as usize).min(SW_DIRS);
    Walk {
        dirs: &sw.walk.dirs[c][..n],
        stop: sw.walk.stop[c],
    }
}

impl State {
    /// Whether the jumps of the piece code `code` are walked set-wise.
    #[inline(always)]
    pub(in crate::engine) fn sw_walked(sw: &SetWise, code: Code) -> bool {
        sw.walk.ok[code as usize % SW_CODES]
    }

    /// Lists the jump sequences of the piece of `code` on `cell` (walked
    /// set-wise, [`State::sw_walked`]) as `gen_jumps` would, given the
    /// enemy pieces and the empty cells.
    pub(in crate::engine) fn sw_walk_list(
        t: &Tables,
        sw: &SetWise,
        (cell, code): (u8, Code),
        (enemy, empty): (u64, u64),
        out: &mut Vec<Move>,
    ) {
        let b = sw.bit[cell as usize];
        let mut sink = Listed {
            t,
            sw,
            m: Move::jump_start(cell, code),
            out,
        };
        walk_of(sw, code).from(b, enemy, empty | b, 0, &mut sink);
    }

    /// The jump sequences [`State::sw_walk_list`] would list, as compact
    /// moves.
    pub(in crate::engine) fn sw_walk_compact(
        t: &Tables,
        sw: &SetWise,
        (cell, code): (u8, Code),
        (enemy, empty): (u64, u64),
        out: &mut Vec<Compact>,
    ) {
        let b = sw.bit[cell as usize];
        let mut sink = Compacted {
            t,
            sw,
            from: cell,
            piece: code,
            caps: 0,
            out,
        };
        walk_of(sw, code).from(b, enemy, empty | b, 0, &mut sink);
    }

    /// How many jump sequences [`State::sw_walk_list`] would list.
    pub(in crate::engine) fn sw_walk_count(
        sw: &SetWise,
        (cell, code): (u8, Code),
        (enemy, empty): (u64, u64),
    ) -> u64 {
        let b = sw.bit[cell as usize];
        let mut n = Counted(0);
        walk_of(sw, code).from(b, enemy, empty | b, 0, &mut n);
        n.0
    }
}
