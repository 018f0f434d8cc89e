//! Positions that cannot arise in the game, refused when a position text or
//! a FEN is read. Three general rules, none about a particular game
//! (docs/diagnostics.md, `ludus::position-…`):
//!
//! - **Royal pieces.** A royal piece is never captured, so each player has
//!   as many royal pieces as the setup gives him; more only where a
//!   promotion can make one, fewer only where captures explode.
//! - **Cells a piece could never stand on.** A piece stands where the setup
//!   puts it or where a move of the game lands it, as the kind it has on
//!   landing (a landing in a promotion zone changes it). Only pieces whose
//!   moves are all table steps and jumps are judged (a chess pawn on its
//!   first or last rank, a checkers man on its crowning row); a kind with
//!   any other way to move, a game with cards, stacks, stores, events or
//!   steals is not judged (every cell counts as possible).
//! - **Cards.** Each kind's copies in the hands, the deck and the pile are at
//!   most the deck's, and a hand holds at most the largest deal.

use crate::diag::{Diagnostic, Span, diagnostics};
use crate::engine::State;
use crate::ir::{Code, Extra, Game, NO_CELL};

diagnostics! {
    /// A position that cannot arise in its game.
    pub enum PositionError {
        /// A player with more or fewer royal pieces than the game allows.
        #[error("{player} has {found} royal {pieces} ({kinds}); in this game {player} has {expected}")]
        #[diagnostic(
            code("ludus::position-royal-count"),
            help("a royal piece is never captured: give {player} the royal pieces of the setup")
        )]
        RoyalCount {
            player: String,
            found: usize,
            pieces: &'static str,
            kinds: String,
            /// `exactly 1`, `at least 1`.
            expected: String,
            #[label("here")]
            span: Span,
        },
        /// A piece on a cell it can never stand on.
        #[error("{piece} cannot stand on {cell}: no setup puts it there and no move of the game leaves it there")]
        #[diagnostic(
            code("ludus::position-unreachable-cell"),
            help("{why}")
        )]
        UnreachableCell {
            piece: String,
            cell: String,
            why: String,
            #[label("this piece")]
            span: Span,
        },
        /// More cards of a kind than the deck has, or a hand over the
        /// largest deal.
        #[error("{what}")]
        #[diagnostic(
            code("ludus::position-card-count"),
            help("the hands, the deck and the pile hold the deck's cards: {limit}")
        )]
        CardCount {
            what: String,
            limit: String,
            #[label("here")]
            span: Span,
        },
    }
}

/// Where the problems of a position are shown: the spans of its parts in
/// the text (or the whole text, for a FEN).
pub trait Spans {
    /// The piece on `cell`.
    fn cell(&self, cell: u8) -> Span;
    /// The royal pieces of `player`, or the whole text.
    fn player(&self, player: u8) -> Span;
    /// The card kind `k` in a hand of `player` (any player: `None`).
    fn card(&self, k: usize, player: Option<u8>) -> Span;
}

/// A text whose problems all point at the whole of it.
pub struct Whole(pub usize);

impl Spans for Whole {
    fn cell(&self, _: u8) -> Span {
        Span::new(0, self.0)
    }
    fn player(&self, _: u8) -> Span {
        Span::new(0, self.0)
    }
    fn card(&self, _: usize, _: Option<u8>) -> Span {
        Span::new(0, self.0)
    }
}

/// The first problem of `state`, as the error of a position reader:
/// the message, the code and the help.
pub fn refusal(game: &Game, state: &State, spans: &dyn Spans) -> Result<(), String> {
    match problems(game, state, spans).first() {
        None => Ok(()),
        Some(d) => Err(format!(
            "{} ({}; {})",
            d.message,
            d.code,
            d.help.as_deref().unwrap_or_default()
        )),
    }
}

/// The problems of `state` as a position of `game`, by the three rules.
pub fn problems(game: &Game, state: &State, spans: &dyn Spans) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    royal_counts(game, state, spans, &mut out);
    unreachable_cells(game, state, spans, &mut out);
    card_counts(game, state, spans, &mut out);
    out
}

/// The board's codes: `state.board` over the game's cells.
fn board(game: &Game, state: &State) -> impl Iterator<Item = (u8, Code)> {
    (0..=u8::MAX)
        .take(game.board.cells())
        .map(|c| (c, state.board[usize::from(c)]))
}

/// Whether a piece of another kind can become `code` by a promotion.
fn promoted_into(game: &Game, code: Code) -> bool {
    let t = &game.tables;
    (1..game.code_owner.len()).any(|j| {
        j != usize::from(code)
            && (t.placed[j].iter().take(t.cells).any(|&p| p == code)
                || t.promo_choices.get(j).is_some_and(|c| c.contains(&code)))
    })
}

fn royal_counts(game: &Game, state: &State, spans: &dyn Spans, out: &mut Vec<Diagnostic>) {
    let t = &game.tables;
    if !t.any_royal || game.stacks {
        return;
    }
    let royal = |c: Code| c != 0 && t.royal[usize::from(c)];
    let owner = |c: Code| game.code_owner[usize::from(c)];
    for p in 0..game.players.len() {
        let p = u8::try_from(p).unwrap_or(u8::MAX);
        let mine = |c: &Code| royal(*c) && owner(*c) == p;
        let setup = game.setup.iter().filter(|c| mine(c)).count();
        let codes: Vec<Code> = (1..game.code_owner.len())
            .filter_map(|c| Code::try_from(c).ok())
            .filter(mine)
            .collect();
        let more = codes.iter().any(|&c| promoted_into(game, c));
        let found = board(game, state).filter(|(_, c)| mine(c)).count();
        // Where captures explode (`captures explode`), a royal piece next
        // to a capture goes: fewer than the setup's, never more.
        let blown = game.explode.is_some() && found < setup;
        if found == setup || (more && found > setup) || blown {
            continue;
        }
        let mut kinds: Vec<&str> = codes
            .iter()
            .map(|&c| {
                game.kinds[usize::from(game.code_kind[usize::from(c)])]
                    .name
                    .as_str()
            })
            .collect();
        kinds.dedup();
        out.push(
            PositionError::RoyalCount {
                player: game.players[usize::from(p)].clone(),
                found,
                pieces: if found == 1 { "piece" } else { "pieces" },
                kinds: kinds.join(", "),
                expected: format!("{} {setup}", if more { "at least" } else { "exactly" }),
                span: spans.player(p),
            }
            .into(),
        );
    }
}

/// Per code, the cells where a piece of it may stand (`None`: anywhere).
fn possible_cells(game: &Game) -> Option<Vec<Option<Vec<bool>>>> {
    let t = &game.tables;
    if game.cards.is_some()
        || game.stacks
        || game.store.is_some()
        || !game.events.is_empty()
        || game.steal.is_some()
        || !game.tracks.is_empty()
    {
        return None;
    }
    let codes = game.code_owner.len();
    let mut possible: Vec<Option<Vec<bool>>> = vec![Some(vec![false; t.cells]); codes];
    for (cell, &c) in game.setup.iter().enumerate().take(t.cells) {
        if let Some(Some(cells)) = possible.get_mut(usize::from(c)) {
            cells[cell] = true;
        }
    }
    for j in 1..codes {
        // What a piece of code j becomes on landing on each cell.
        let becomes = |to: u8, possible: &mut Vec<Option<Vec<bool>>>| {
            let mut kinds = vec![t.placed[j][usize::from(to)]];
            if kinds[0] != Code::try_from(j).unwrap_or(0) {
                kinds.extend(t.promo_choices.get(j).into_iter().flatten());
            }
            for k in kinds {
                if let Some(Some(cells)) = possible.get_mut(usize::from(k)) {
                    cells[usize::from(to)] = true;
                }
            }
        };
        let extra = t.extra.get(j).map_or(&[][..], Vec::as_slice);
        let other_moves = extra.iter().any(|x| !matches!(x, Extra::Slide { .. }))
            || t.enter.get(j).is_some_and(|e| !e.is_empty())
            || t.castles.get(j).is_some_and(|e| !e.is_empty())
            || t.long.get(j).is_some_and(|e| !e.is_empty())
            || t.bear[j] != crate::ir::NO_BEAR;
        for from in 0..t.cells {
            let from = u8::try_from(from).unwrap_or(u8::MAX);
            let e = t.entries(Code::try_from(j).unwrap_or(0), from);
            let lands: Vec<u8> = t
                .steps_from(e)
                .iter()
                .map(|s| s.to)
                .chain(t.jumps_from(e).iter().map(|x| x.land))
                .collect();
            for to in lands.into_iter().chain(slide_landings(game, extra, from)) {
                becomes(to, &mut possible);
            }
            if other_moves {
                becomes(from, &mut possible);
            }
        }
        if other_moves {
            possible[j] = None;
        }
    }
    // A piece shot after a move (`then shoot`) may be anywhere.
    for &(shot, _) in &t.shoot {
        if let Some(p) = possible.get_mut(usize::from(shot)).filter(|_| shot != 0) {
            *p = None;
        }
    }
    Some(possible)
}

/// The cells the slides `extra` may stop on from `from`, whatever their
/// conditions and zones (more cells than they reach, never fewer).
fn slide_landings(game: &Game, extra: &[Extra], from: u8) -> Vec<u8> {
    let nd = game.dirs.len();
    let mut out = Vec::new();
    for x in extra {
        let Extra::Slide { dir, min, max, .. } = *x else {
            continue;
        };
        // `max` 0: no limit (a line is at most as long as the board).
        let max = if max == 0 { u8::MAX } else { max };
        let mut at = from;
        for d in 1..=max {
            match game.nbr.get(usize::from(at) * nd + usize::from(dir)) {
                Some(&next) if next != NO_CELL => at = next,
                _ => break,
            }
            if d >= min {
                out.push(at);
            }
        }
    }
    out
}

fn unreachable_cells(game: &Game, state: &State, spans: &dyn Spans, out: &mut Vec<Diagnostic>) {
    let Some(possible) = possible_cells(game) else {
        return;
    };
    for (cell, code) in board(game, state) {
        let Some(Some(cells)) = possible.get(usize::from(code)) else {
            continue;
        };
        if code == 0 || cells[usize::from(cell)] {
            continue;
        }
        let kind = &game.kinds[usize::from(game.code_kind[usize::from(code)])].name;
        let owner = game.code_owner[usize::from(code)];
        let piece = match game.players.get(usize::from(owner)) {
            Some(p) => format!("{p} {kind}"),
            None => kind.clone(),
        };
        let t = &game.tables;
        let promotes = t.placed[usize::from(code)][usize::from(cell)] != code;
        let why = if promotes {
            format!("a {kind} landing on that cell is promoted; put the promoted piece there")
        } else {
            format!("a {kind} never moves onto that cell and does not start there")
        };
        out.push(
            PositionError::UnreachableCell {
                piece,
                cell: crate::text::cell_name(game, cell, crate::text::CellNames::Algebraic)
                    .to_string(),
                why,
                span: spans.cell(cell),
            }
            .into(),
        );
    }
}

fn card_counts(game: &Game, state: &State, spans: &dyn Spans, out: &mut Vec<Diagnostic>) {
    let Some(cards) = &game.cards else {
        return;
    };
    let nk = cards.kinds.len();
    let players = game.players.len();
    for (k, kind) in cards.kinds.iter().enumerate() {
        let in_hands: usize = (0..players)
            .map(|p| usize::from(state.hands.get(p * nk + k).copied().unwrap_or(0)))
            .sum();
        let elsewhere = state.deck.iter().filter(|&&c| usize::from(c) == k).count()
            + state
                .pile
                .iter()
                .filter(|(c, _)| usize::from(*c) == k)
                .count();
        let total = in_hands + elsewhere;
        if total > usize::from(kind.copies) {
            out.push(
                PositionError::CardCount {
                    what: format!("{total} `{}` cards in the position", kind.name),
                    limit: format!("the deck has {} `{}`", kind.copies, kind.name),
                    span: spans.card(k, None),
                }
                .into(),
            );
        }
    }
    let largest = cards
        .deals
        .iter()
        .map(|d| usize::from(d.cards))
        .max()
        .unwrap_or(0);
    for p in 0..players {
        let held: usize = state
            .hands
            .iter()
            .skip(p * nk)
            .take(nk)
            .map(|&n| usize::from(n))
            .sum();
        if held > largest {
            let first = (0..nk).find(|&k| state.hands[p * nk + k] > 0).unwrap_or(0);
            out.push(
                PositionError::CardCount {
                    what: format!("{} holds {held} cards", game.players[p]),
                    limit: format!("a deal gives each player at most {largest}"),
                    span: spans.card(first, u8::try_from(p).ok()),
                }
                .into(),
            );
        }
    }
}
