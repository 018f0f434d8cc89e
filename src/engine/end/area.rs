//! `passes N` (the last N moves were passes) and the result `area`: each
//! player's pieces plus the empty regions (over the board's adjacency of
//! `capture groups`) that touch that player's pieces only; the komi goes
//! to the second player. Bit sets and fills on the call stack.

use crate::engine::State;
use crate::engine::conds::fill_dirs;
use crate::engine::state::bits::{BITS_WORDS, Bits, get_bit, set_bit};
use crate::ir::{Game, MAX_PLAYERS, NO_CELL, Narrow};

impl State {
    /// Whether the last `n` moves were passes (moves that placed or moved
    /// no piece; those a position text carried count too).
    pub(in crate::engine) fn passes_hold(&self, n: u32) -> bool {
        self.passes_in_a_row() >= n
    }

    /// Each player's area: its pieces, and the empty regions that touch
    /// its pieces and no other player's.
    pub fn areas(&self, game: &Game) -> [u32; MAX_PLAYERS] {
        let dirs = &game.capture.groups.dirs;
        let nd = game.dirs.len();
        let mut area = [0u32; MAX_PLAYERS];
        let mut empty: Bits = [0; BITS_WORDS];
        for c in 0..game.board.cells() {
            let code = self.board[c];
            if code == 0 {
                set_bit(&mut empty, c.narrow());
            } else {
                area[game.tables.owner[code as usize] as usize % MAX_PLAYERS] += 1;
            }
        }
        let mut done: Bits = [0; BITS_WORDS];
        for c in 0..game.board.cells() {
            let c: u8 = c.narrow();
            if !get_bit(&empty, c) || get_bit(&done, c) {
                continue;
            }
            let (mut size, mut touch) = (0u32, 0u32);
            fill_dirs(game, dirs, &empty, c, |x| {
                set_bit(&mut done, x);
                size += 1;
                for &d in dirs {
                    let nb = game.nbr[x as usize * nd + d as usize];
                    let code = if nb == NO_CELL {
                        0
                    } else {
                        self.board[nb as usize]
                    };
                    if code != 0 {
                        touch |= 1 << game.tables.owner[code as usize];
                    }
                }
                false
            });
            if touch.count_ones() == 1 {
                area[touch.trailing_zeros() as usize % MAX_PLAYERS] += size;
            }
        }
        area
    }

    /// The winner by area (`None` for equal scores) and the score in words
    /// (`black 45, white 36 + 7`).
    pub(in crate::engine) fn area_result(&self, game: &Game) -> (Option<u8>, String) {
        let area = self.areas(game);
        let komi = game.capture.groups.komi_halves;
        let np = game.players.len().min(MAX_PLAYERS);
        // In half points, the komi added to the second player's.
        let score = |p: usize| area[p] * 2 + if p == 1 { komi } else { 0 };
        let best = (0..np).map(score).max().unwrap_or(0);
        let leaders: Vec<usize> = (0..np).filter(|&p| score(p) == best).collect();
        let winner = (leaders.len() == 1).then(|| leaders[0].narrow());
        let text: Vec<String> = (0..np)
            .map(|p| {
                let k = if p == 1 && komi > 0 {
                    format!(" + {}{}", komi / 2, if komi % 2 == 1 { ".5" } else { "" })
                } else {
                    String::new()
                };
                format!("{} {}{k}", game.players[p], area[p])
            })
            .collect();
        (winner, text.join(", "))
    }
}
