//! What the page marks on the board beside the pieces: each legal move by
//! the cells a click chooses it with (its start, then its destination, a
//! landing, or for a castling the partner's cell), the cells of the last
//! move, and the royal pieces in check. All of it is what the seat may
//! see: the last move only if the seat saw it played.

use ludus::engine::Move;
use ludus::ir::NO_CELL;
use ludus::notation::{self, CellNames};
use ludus::{Game, State};
use serde::Serialize;

use super::table::Table;

/// A legal move as the page chooses it by clicks.
#[derive(Serialize)]
pub struct MoveInfo {
    /// The move as sent back to the server.
    pub text: String,
    /// The move as a player reads it (`O-O`).
    pub label: String,
    /// The cell clicked first: the piece's start (none for a move that
    /// starts on no cell: a piece entering, a card alone).
    pub from: Option<String>,
    /// The destination, which a second click chooses it by (none for a
    /// move that ends on no cell: a bear-off, a card alone).
    pub to: Option<String>,
    /// Other cells a second click chooses it by: the landings before the
    /// destination, a castling partner's cell.
    pub also: Vec<String>,
    /// The move takes a piece.
    pub capture: bool,
    /// The card it plays, gives or discards (games with cards), and how:
    /// `play`, `give` or `discard`.
    pub card: Option<String>,
    pub card_use: Option<&'static str>,
    /// The piece a promotion leaves on the destination, as pictures draw
    /// it (for a chooser of pictures when several promotions end alike).
    pub promotes: Option<Look>,
    /// The cell a third click chooses after the destination: where the
    /// moved piece shoots (`then shoot`) or the enemy piece it removes
    /// (`then remove`); `then_takes` says which (a removal takes a piece).
    pub then: Option<String>,
    pub then_takes: bool,
}

/// A piece as pictures draw it: its face, the fill of its disc, the ink.
#[derive(Serialize)]
pub struct Look {
    pub face: String,
    pub fill: &'static str,
    pub ink: &'static str,
}

/// The piece move `m` leaves on its destination, if it is not the piece
/// that moved (a promotion), or if the piece may promote by the mover's
/// choice (`promote … optional`: the move declining it is one of the
/// pictures to choose from).
fn promotes(game: &Game, m: &Move) -> Option<Look> {
    let plain = !(m.is_end_turn() || m.is_discard() || m.is_give() || m.is_skip() || m.is_enter());
    let optional = game
        .tables
        .optional_promotion
        .get(usize::from(m.piece))
        .is_some_and(Option::is_some);
    (plain && m.placed != 0 && (m.placed != m.piece || optional)).then(|| {
        let (face, fill, ink) = ludus::render::piece_look(game, m.placed);
        Look { face, fill, ink }
    })
}

fn name(game: &Game, c: u8) -> String {
    notation::cell_name(game, c, CellNames::Algebraic).to_string()
}

/// The cells of a move that stand on the board: start, landings, and a
/// castling's partner, its start and its destination.
fn move_cells(game: &Game, m: &Move) -> (Option<u8>, Vec<u8>) {
    if m.is_end_turn() || m.is_discard() || m.is_give() || m.is_skip() || m.is_roll() {
        return (None, Vec::new());
    }
    if m.is_play() {
        // A race's play: its first start and each checker's landing on
        // the board (the bar and off are no cells).
        let on_board = |c: u8| usize::from(c) < game.board.cells();
        let to = (0..usize::from(m.npath))
            .map(|i| m.path[2 * i + 1])
            .filter(|&c| on_board(c))
            .collect();
        return (Some(m.from).filter(|&c| on_board(c)), to);
    }
    if m.is_enter() {
        return (None, vec![m.to]);
    }
    if m.is_bear_off() {
        return (Some(m.from), Vec::new());
    }
    if m.is_swap() {
        return (Some(m.from), vec![m.to]);
    }
    if m.is_castle() {
        return (Some(m.from), vec![m.to, m.path[1]]);
    }
    let _ = game;
    (Some(m.from), m.landings().to_vec())
}

/// The name of the card a move uses, if any.
fn card_name(game: &Game, m: &Move) -> Option<String> {
    let cards = game.cards.as_ref()?;
    let k = usize::from(m.card).checked_sub(1)?;
    cards.kinds.get(k).map(|c| c.name.clone())
}

/// At a roll of the dice (`legal` the rolls), one button: `roll`, which
/// the server answers by drawing the roll.
pub fn roll_info(game: &Game, legal: &[Move]) -> Vec<MoveInfo> {
    let mut info = move_infos(game, &legal[..legal.len().min(1)]);
    for i in &mut info {
        i.text = super::table::ROLL.to_string();
        i.label = "roll the dice".to_string();
    }
    info
}

/// The legal moves of the view, in the order of `legal`.
pub fn move_infos(game: &Game, legal: &[Move]) -> Vec<MoveInfo> {
    legal
        .iter()
        .map(|m| {
            let (from, mut cells) = move_cells(game, m);
            // The destination: a castling's is the first cell, a path's
            // the last landing.
            let (shot, removed) = (m.shot(&game.tables), m.removed(&game.tables));
            let then = [shot, removed].into_iter().find(|&c| c != NO_CELL);
            let to = if m.is_castle() {
                Some(cells.remove(0))
            } else {
                cells.pop()
            };
            MoveInfo {
                text: notation::move_text(game, m, CellNames::Algebraic),
                label: notation::display_text(game, m, CellNames::Algebraic),
                from: from.map(|c| name(game, c)),
                to: to.map(|c| name(game, c)),
                also: cells.into_iter().map(|c| name(game, c)).collect(),
                capture: m.is_capture(),
                card: card_name(game, m),
                card_use: (m.card != 0).then_some(if m.is_give() {
                    "give"
                } else if m.is_discard() {
                    "discard"
                } else {
                    "play"
                }),
                promotes: promotes(game, m),
                then: then.map(|c| name(game, c)),
                then_takes: removed != NO_CELL,
            }
        })
        .collect()
}

/// The cells of the last move, if seat `seat` saw it played: its start,
/// landings and a castling partner's two cells.
pub fn last_cells(t: &Table, seat: u8) -> Vec<String> {
    let Some(h) = t.history.last() else {
        return Vec::new();
    };
    if h.seen_by & (1 << seat) == 0 {
        return Vec::new();
    }
    let m = &h.mv;
    let (from, mut to) = move_cells(&t.game, m);
    if m.is_castle() {
        to.push(m.path[2]);
    }
    from.into_iter()
        .chain(to)
        .map(|c| name(&t.game, c))
        .collect()
}

/// The cells of the royal pieces of the player to move while in check.
pub fn check_cells(game: &Game, state: &mut State, over: bool) -> Vec<String> {
    if over || !state.in_check(game) {
        return Vec::new();
    }
    let me = state.to_move;
    (0..game.board.cells())
        .filter_map(|c| u8::try_from(c).ok())
        .filter(|&c| {
            let code = state.board[usize::from(c)];
            code != 0
                && game.tables.royal[usize::from(code)]
                && game.tables.owner[usize::from(code)] == me
        })
        .map(|c| name(game, c))
        .collect()
}
