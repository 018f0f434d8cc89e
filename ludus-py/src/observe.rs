//! Observations of a position by one seat: planes over the board's grid and
//! a vector, both `f32`, owners relative to the observing seat (the seat
//! itself is owner 0, the next seat 1, ...). Only what the seat may see:
//! hidden hands are given by their sizes alone (`State::sees_hand`, the
//! terminal's rule).
//!
//! Planes, each `height x width` (row 0 is rank 1, column 0 file a):
//! 1. the cell exists;
//! 2. for each stack level (0 the top, 1 the piece under it, ...; one level
//!    without stacks) and each piece code (owners relative), the piece is
//!    there;
//! 3. the en-passant cell; the unmoved pieces (castling);
//! 4. the partial move: the from and the to cell chosen so far;
//! 5. in a race (`race`: dice), per player (relative) the number of its
//!    checkers on the cell.
//!
//! The vector: whose turn and who chooses (one-hot, relative), the counters
//! (relative owners), the pieces in store per code and borne off per
//! player, the clocks (plies, plies since a capture), then with cards: each
//! hand the seat sees (count per card kind), every hand's size, the deck's
//! size, the cards played since the last shuffle per kind, the skips owed,
//! the announcement, a split's steps left and a card to play again; in a
//! race, each player's checkers on the bar (relative) and the two dice of
//! the roll (larger first; 0 before the roll, the second 0 with one die);
//! last the number of actions taken so far in the decision.

use ludus::Game;
use ludus::engine::State;
use ludus::ir::{Code, Narrow};

use crate::actions::Space;

/// The most stack levels observed (the top first).
const MAX_LEVELS: usize = 8;

/// The shape of a game's observation: planes and vector length.
#[derive(Clone, Debug)]
pub struct Layout {
    pub planes: usize,
    pub height: usize,
    pub width: usize,
    pub vector: usize,
    levels: usize,
    codes: usize,
    players: usize,
    /// Per cell its offset in a plane (row * width + column).
    cell_at: Vec<usize>,
    /// The game is a race (dice): its checkers and dice are observed.
    race: bool,
}

/// The partial move of a decision being taken by actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct Partial {
    pub from_to: Option<(u32, u32)>,
    pub actions: usize,
}

impl Layout {
    pub fn new(game: &Game) -> Layout {
        let levels = if game.stacks {
            usize::from(game.stack_limit).clamp(1, MAX_LEVELS)
        } else {
            1
        };
        let codes = game.code_owner.len().saturating_sub(1);
        let players = game.players.len();
        let (w, h) = (
            usize::from(game.board.width),
            usize::from(game.board.height),
        );
        let cell_at = game
            .board
            .coords
            .iter()
            .map(|&(f, r)| usize::from(r) * w + usize::from(f))
            .collect();
        let nk = game.cards.as_ref().map_or(0, |c| c.kinds.len());
        let cards = if nk > 0 {
            players * nk + players + 1 + nk + players + players + 2
        } else {
            0
        };
        let race = game.race.is_some();
        let race_planes = if race { players } else { 0 };
        let race_vector = if race { players + 2 } else { 0 };
        let vector = 2 * players
            + players * game.counters.len()
            + codes
            + players
            + 2
            + cards
            + race_vector
            + 1;
        Layout {
            planes: 1 + levels * codes + 2 + 2 + race_planes,
            height: h,
            width: w,
            vector,
            levels,
            codes,
            players,
            cell_at,
            race,
        }
    }

    /// Player `p` as seen by `seat`: 0 is the seat itself.
    fn rel(&self, seat: u8, p: u8) -> usize {
        (usize::from(p) + self.players - usize::from(seat)) % self.players.max(1)
    }

    /// Code `c` with its owner relative to `seat` (neutral codes as they
    /// are).
    fn rel_code(&self, game: &Game, seat: u8, c: Code) -> usize {
        let owner = game.code_owner[usize::from(c)];
        let code = if usize::from(owner) < self.players {
            let kind = game.code_kind[usize::from(c)];
            game.code(kind, self.rel(seat, owner).narrow())
        } else {
            c
        };
        usize::from(code)
            .saturating_sub(1)
            .min(self.codes.saturating_sub(1))
    }

    /// The planes, `planes x height x width`, flat.
    pub fn planes(&self, game: &Game, state: &State, seat: u8, partial: Partial) -> Vec<f32> {
        let area = self.height * self.width;
        let mut out = vec![0f32; self.planes * area];
        let ep_plane = 1 + self.levels * self.codes;
        for (cell, &at) in self.cell_at.iter().enumerate() {
            out[at] = 1.0;
            let c: u8 = cell.narrow();
            if game.stacks {
                let stack = state.stack(c);
                for (level, &code) in stack.iter().rev().take(self.levels).enumerate() {
                    let p = 1 + level * self.codes + self.rel_code(game, seat, code);
                    out[p * area + at] = 1.0;
                }
            } else if state.board[cell] != 0 {
                let p = 1 + self.rel_code(game, seat, state.board[cell]);
                out[p * area + at] = 1.0;
            }
            if state.ep == c {
                out[ep_plane * area + at] = 1.0;
            }
            if state.unmoved[cell >> 6] >> (cell & 63) & 1 != 0 {
                out[(ep_plane + 1) * area + at] = 1.0;
            }
        }
        if let Some((f, t)) = partial.from_to {
            for (k, c) in [(2, f), (3, t)] {
                if let Some(&at) = self.cell_at.get(c as usize) {
                    out[(ep_plane + k) * area + at] = 1.0;
                }
            }
        }
        if self.race {
            self.race_planes(game, state, seat, &mut out[(ep_plane + 4) * area..]);
        }
        out
    }

    /// A race's planes, one per player (relative): its checkers per cell.
    fn race_planes(&self, game: &Game, state: &State, seat: u8, out: &mut [f32]) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let area = self.height * self.width;
        for (cell, &at) in self.cell_at.iter().enumerate() {
            let (n, owner) = (state.race[cell], state.race[r.cells + cell]);
            if n == 0 || owner == 0 {
                continue;
            }
            let p = self.rel(seat, owner - 1);
            out[p * area + at] = f32::from(n);
        }
    }

    /// A race's vector: the checkers on each bar (relative), the dice.
    fn race_vector(&self, game: &Game, state: &State, seat: u8, v: &mut Vec<f32>) {
        let Some(r) = game.race.as_deref() else {
            return;
        };
        let at = v.len();
        v.resize(at + self.players, 0.0);
        for p in 0..self.players {
            v[at + self.rel(seat, p.narrow())] = f32::from(state.race[r.bar_at(p)]);
        }
        let (a, b) = state.race_dice(game).unwrap_or((0, 0));
        v.push(f32::from(a));
        v.push(f32::from(b));
    }

    /// The vector.
    pub fn vector(&self, game: &Game, state: &State, seat: u8, partial: Partial) -> Vec<f32> {
        let np = self.players;
        let mut v = Vec::with_capacity(self.vector);
        let one_hot = |v: &mut Vec<f32>, p: u8| {
            let at = v.len();
            v.resize(at + np, 0.0);
            if usize::from(p) < np {
                v[at + self.rel(seat, p)] = 1.0;
            }
        };
        one_hot(&mut v, state.to_move);
        one_hot(&mut v, state.chooser());
        let nc = game.counters.len();
        let at = v.len();
        v.resize(at + np * nc, 0.0);
        for p in 0..np {
            for c in 0..nc {
                let r = self.rel(seat, p.narrow());
                v[at + r * nc + c] = lossy(state.counters.get(p * nc + c).copied().unwrap_or(0));
            }
        }
        let at = v.len();
        v.resize(at + self.codes, 0.0);
        for (i, &n) in state.store.iter().enumerate() {
            let code: Code = (i + 1).narrow();
            if i < self.codes {
                v[at + self.rel_code(game, seat, code)] += f32::from(n);
            }
        }
        let at = v.len();
        v.resize(at + np, 0.0);
        for p in 0..np {
            v[at + self.rel(seat, p.narrow())] = f32::from(state.off[p]);
        }
        v.push(lossy(state.plies));
        v.push(lossy(state.since_capture));
        self.cards(game, state, seat, &mut v);
        self.race_vector(game, state, seat, &mut v);
        v.push(lossy(partial.actions));
        v.resize(self.vector, 0.0);
        v
    }

    /// The cards as `seat` may see them (see the module's doc).
    fn cards(&self, game: &Game, state: &State, seat: u8, v: &mut Vec<f32>) {
        let Some(cards) = &game.cards else { return };
        let (np, nk) = (self.players, cards.kinds.len());
        let at = v.len();
        v.resize(at + np * nk + np, 0.0);
        for p in 0..np {
            let r = self.rel(seat, p.narrow());
            let hand = &state.hands[p * nk..(p + 1) * nk];
            if state.sees_hand(game, seat, p.narrow()) {
                for (c, &n) in hand.iter().enumerate() {
                    v[at + r * nk + c] = f32::from(n);
                }
            }
            v[at + np * nk + r] = f32::from(hand.iter().sum::<u16>());
        }
        v.push(lossy(state.deck.len()));
        let at = v.len();
        v.resize(at + nk + 2 * np, 0.0);
        for &(c, _) in &state.pile {
            v[at + usize::from(c)] += 1.0;
        }
        for p in 0..np {
            let r = self.rel(seat, p.narrow());
            v[at + nk + r] = f32::from(u8::from(state.skipping >> p & 1 != 0));
            v[at + nk + np + r] = f32::from(u8::from(state.announced >> p & 1 != 0));
        }
        v.push(f32::from(state.split_left));
        v.push(f32::from(state.replay));
    }
}

/// A count as a float (exact below 2^24, which counts here stay under).
fn lossy<T: TryInto<i32>>(x: T) -> f32 {
    let x: i32 = x.try_into().unwrap_or(i32::MAX);
    #[allow(clippy::cast_precision_loss)]
    let f = x as f32;
    f
}

/// The partial move of `space`'s actions taken so far.
pub fn partial(space: &Space, staged: &[u32]) -> Partial {
    Partial {
        from_to: staged.iter().find_map(|&a| space.pair_of(a)),
        actions: staged.len(),
    }
}
