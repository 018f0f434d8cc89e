//! The Zobrist hash: the keys of pieces, counters, hands, stores and the
//! turn's budget, and the hash computed from scratch (the incremental one,
//! kept by apply/undo, must always equal it).

use crate::engine::State;
use crate::ir::{Code, Game, Narrow, height_key};

/// The Zobrist key of a piece at a height (0 = bottom) of a cell's stack:
/// looked up in [`StackKeys`](crate::ir::StackKeys) where kept, else mixed.
#[inline(always)]
pub(in crate::engine) fn key_at(game: &Game, code: Code, cell: u8, height: usize) -> u64 {
    let t = &game.tables;
    if height == 0 {
        t.key(code, cell)
    } else if let Some(k) = t.stack_keys.get(code, cell, height) {
        k
    } else {
        height_key(t.key(code, cell), height)
    }
}

/// The part of a card game's turn key that the skips owed make
/// ([`State::turn_key`]).
#[inline(always)]
pub(in crate::engine) fn skipping_key(skipping: u16) -> u64 {
    (skipping as u64).wrapping_mul(0x2545_f491_4f6c_dd1d)
}

/// Hash key of a counter value.
pub(in crate::engine) fn counter_key(p: usize, c: usize, v: i32) -> u64 {
    if v == 0 {
        return 0;
    }
    (v as u64 ^ ((p as u64) << 40) ^ ((c as u64) << 48))
        .wrapping_mul(0xd6e8_feb8_6659_fd93)
        .rotate_left(29)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Hash key of `n` seeds on `cell` (`sowing`; 0 for none).
#[inline(always)]
pub(in crate::engine) fn seed_key(cell: usize, n: u8) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) << 8 ^ cell as u64 ^ 0x5eed_0000)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
        .rotate_left(27)
        .wrapping_mul(0xd6e8_feb8_6659_fd93)
}

/// Hash key of the value `n` at index `i` of a race's state (`race`; 0
/// for none).
#[inline(always)]
pub(in crate::engine) fn race_key(i: usize, n: u8) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) << 16 ^ i as u64 ^ 0xd1ce_0000_0000)
        .wrapping_mul(0xbf58_476d_1ce4_e5b9)
        .rotate_left(31)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// Hash key of player `p`'s count of quiet moves in a row: `n` by the
/// piece on `cell` (`quiet moves max N in a row`; 0 for none).
#[inline(always)]
pub(in crate::engine) fn quiet_key(p: usize, cell: u8, n: u8) -> u64 {
    if n == 0 {
        return 0;
    }
    ((p as u64) << 24 ^ (cell as u64) << 8 ^ n as u64 ^ 0x0071_e700_0000_0000)
        .wrapping_mul(0xd6e8_feb8_6659_fd93)
        .rotate_left(37)
        .wrapping_mul(0x94d0_49bb_1331_11eb)
}

/// Hash key of a hand's count of one card.
pub(in crate::engine) fn hand_key(p: usize, card: usize, n: u16) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) ^ ((card as u64) << 16) ^ ((p as u64) << 32))
        .wrapping_mul(0xff51_afd7_ed55_8ccd)
        .rotate_left(31)
        .wrapping_mul(0xc4ce_b9fe_1a85_ec53)
}

/// Hash key of a store's count of one piece code.
pub(in crate::engine) fn store_key(code: Code, n: u16) -> u64 {
    if n == 0 {
        return 0;
    }
    ((n as u64) << 8 ^ code as u64)
        .wrapping_mul(0xbf58_476d_1ce4_e5b9)
        .rotate_left(23)
        .wrapping_mul(0x94d0_49bb_1331_11eb)
}

/// How far the key of player `p`'s count of pieces borne off is rotated.
fn off_turn(p: usize) -> u32 {
    let p: u32 = p.narrow();
    p * 4 + 1
}

/// Hash key of the number of budgeted moves made this turn.
pub(in crate::engine) use crate::ir::used_key;

impl State {
    /// The hash computed from scratch (the incremental one must equal it):
    /// the pieces, stores, counters and hands, and [`State::turn_key`].
    pub fn compute_hash(&self, game: &Game) -> u64 {
        let n = game.board.cells();
        let mut h = 0;
        for (cell, &c) in self.board.iter().enumerate().take(n) {
            if c != 0 {
                let below = self.under.get(cell);
                for (height, &b) in below.iter().enumerate() {
                    h ^= key_at(game, b, cell.narrow(), height);
                }
                h ^= key_at(game, c, cell.narrow(), below.len());
            }
        }
        if self.ep_in_hash {
            h ^= game.tables.key(0, self.ep);
        }
        crate::engine::state::bits::for_each_bit(&self.unmoved, |c| h ^= unmoved_key(c));
        for p in 0..self.players as usize {
            h ^= (self.off[p] as u64)
                .wrapping_mul(0x9e37_79b9_7f4a_7c15)
                .rotate_left(off_turn(p));
        }
        let nc = game.counters.len();
        for (i, &v) in self.counters.iter().enumerate() {
            h ^= counter_key(i / nc.max(1), i % nc.max(1), v);
        }
        for (code, &n) in self.store.iter().enumerate() {
            h ^= store_key(code.narrow(), n);
        }
        let nk = game.cards.as_ref().map_or(1, |c| c.kinds.len().max(1));
        for (i, &n) in self.hands.iter().enumerate() {
            h ^= hand_key(i / nk, i % nk, n);
        }
        for (cell, &n) in self.seeds.iter().enumerate() {
            h ^= seed_key(cell, n);
        }
        for (i, &n) in self.race.iter().enumerate() {
            h ^= race_key(i, n);
        }
        for (p, &(cell, n)) in self.quiet.iter().enumerate() {
            h ^= quiet_key(p, cell, n);
        }
        h ^ self.turn_key(game)
    }

    /// The part of the hash that says whose turn it is and where the turn
    /// stands (player to move, skips, a split, the exchange, a replay, a
    /// `play for` turn, a provisional win, the budget used): a few
    /// multiplications, recomputed by the card paths after a decision
    /// ([`State::rehash_turn`]) instead of the whole hash.
    #[inline]
    pub(in crate::engine) fn turn_key(&self, game: &Game) -> u64 {
        let mut h = game.zobrist_turn[self.to_move as usize];
        h ^= skipping_key(self.skipping);
        h ^= (self.split_left as u64).wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^= (self.giving as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        h ^= (self.replay as u64).wrapping_mul(0xd6e8_feb8_6659_fd93);
        h ^= ((self.proxy as u64) << 8 | self.proxied as u64).wrapping_mul(0xe703_7ed1_a0b4_28db);
        h ^= ((self.pending as u64) << 16 | (self.answering as u64) << 8 | self.decided as u64)
            .wrapping_mul(0xa076_1d64_78bd_642f);
        h ^ used_key(self.used)
    }

    /// The hash after a card game's decision changed the turn's state:
    /// the pieces and hands are kept incrementally in `hash`, the turn key
    /// it holds (`turn_in_hash`, set when the decision began) is replaced
    /// by the current one.
    #[inline]
    pub(in crate::engine) fn rehash_turn(&mut self, game: &Game) {
        let k = self.turn_key(game);
        self.hash ^= self.turn_in_hash ^ k;
        self.turn_in_hash = k;
    }

    /// The hash from scratch, where a decision changed too much to follow
    /// (a new deal, a position restored, hands passed round).
    pub(in crate::engine) fn rehash_full(&mut self, game: &Game) {
        self.hash = self.compute_hash(game);
        self.turn_in_hash = self.turn_key(game);
    }

    /// Player `p`'s count of card `c` goes from what it is by `delta`, the
    /// hash with it.
    #[inline]
    pub(in crate::engine) fn add_to_hand(&mut self, nk: usize, p: usize, c: usize, delta: i16) {
        let n = &mut self.hands[p * nk + c];
        let new = n.saturating_add_signed(delta);
        self.hash ^= hand_key(p, c, *n) ^ hand_key(p, c, new);
        *n = new;
    }

    pub(in crate::engine) fn off_key(p: usize, n: u16) -> u64 {
        (n as u64)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(off_turn(p))
    }
}

/// The Zobrist key of the unmoved flag of the piece on `cell`.
pub(in crate::engine) fn unmoved_key(cell: u8) -> u64 {
    let mut z = (cell as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x5bd1_e995_1234_5678;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
