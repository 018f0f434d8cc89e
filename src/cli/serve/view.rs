//! A seat's view of a game: only what that seat may see. The board, the
//! cards and the moves come from the same seat-aware functions as `ludus
//! play` (`diagram_for`, `hands_text`, `sees_card`); the SVG draws the cards
//! as this seat sees them. Nothing else of the state is sent.

use ludus::notation;
use serde::Serialize;

use super::marks::{MoveInfo, check_cells, last_cells, move_infos, roll_info};
use super::table::Table;

/// What a seat is sent after every request.
#[derive(Serialize)]
pub struct View {
    pub id: u64,
    pub game: String,
    pub title: String,
    /// The seat this view is for (a player's name) and its number.
    pub seat: String,
    pub seat_index: u8,
    /// Who plays each seat: the player and `human`, `random`, `mcts:N`.
    pub players: Vec<SeatInfo>,
    /// The player to decide, while the game goes on.
    pub to_move: Option<String>,
    pub your_turn: bool,
    /// A computer seat is thinking.
    pub thinking: bool,
    /// The board as text, the hands as this seat may see them.
    pub position: String,
    /// The cards as this seat may see them (games with cards).
    pub cards: Option<String>,
    pub svg: String,
    /// Where each cell is drawn in the SVG (the top-left corner of a square
    /// `cell_size` wide), to map clicks to cells.
    pub cells: Vec<CellBox>,
    pub cell_size: i32,
    /// The moves played from number `moves_from` on (0: all of them; an
    /// event stream sends only the moves after those it sent before); a
    /// card given face down that this seat may not see is `gives a card`.
    pub moves: Vec<PlayedView>,
    pub moves_from: usize,
    /// The number of moves played.
    pub plies: usize,
    /// This seat's legal moves (empty unless it is its turn).
    pub legal: Vec<String>,
    /// The same moves, each with the cells that choose it by clicks.
    pub legal_info: Vec<MoveInfo>,
    /// The cells of the last move, if this seat saw it.
    pub last: Vec<String>,
    /// The royal pieces of the player to move, while in check.
    pub check: Vec<String>,
    /// The board is drawn turned half round for this seat (its pieces start
    /// at the top of the board as written).
    pub turned: bool,
    pub result: Option<String>,
    pub version: u64,
    /// The game's creator chose the seed, which fixes the deal in a game
    /// with cards: whoever created the game may know every hand.
    pub seed_chosen: bool,
    /// The game's legend (`picture { legend "..." }`), line by line.
    pub legend: Vec<String>,
}

#[derive(Serialize)]
pub struct SeatInfo {
    pub player: String,
    pub kind: String,
}

#[derive(Serialize)]
pub struct CellBox {
    pub name: String,
    pub x: i32,
    pub y: i32,
}

#[derive(Serialize)]
pub struct PlayedView {
    pub player: String,
    pub text: String,
    /// What a card's play did (`every hand passes one seat to the right`),
    /// if this seat saw the move.
    pub effect: Option<String>,
    /// The new deal that followed the move (`new deal (deal 2): north
    /// deals`), if one did.
    pub deal: Option<String>,
}

/// The view of `table` for seat `seat`.
pub fn view(t: &mut Table, seat: u8) -> View {
    view_from(t, seat, 0)
}

/// The view of `table` for seat `seat`, with the moves from number `from`
/// on.
pub fn view_from(t: &mut Table, seat: u8, from: usize) -> View {
    let game = &t.game;
    let s = Some(seat);
    let players = game
        .players
        .iter()
        .zip(&t.seats)
        .map(|(p, k)| SeatInfo {
            player: p.clone(),
            kind: k.to_string(),
        })
        .collect();
    let from = from.min(t.history.len());
    let moves = t.history[from..]
        .iter()
        .map(|h| PlayedView {
            player: game.players[usize::from(h.player)].clone(),
            text: if h.seen_by & (1 << seat) != 0 {
                notation::display_text(game, &h.mv, notation::CellNames::Algebraic)
            } else {
                "gives a card".to_string()
            },
            effect: if h.seen_by & (1 << seat) != 0 {
                notation::card_effect(game, &h.mv, h.player).map(|e| {
                    match h.hands_after.get(usize::from(seat)) {
                        Some(hand) => format!("{e}; your hand is now: {hand}"),
                        None => e,
                    }
                })
            } else {
                None
            },
            deal: h
                .deal
                .map(|(n, dealer)| notation::new_deal_text(game, n, dealer)),
        })
        .collect();
    let over = t.result.is_some();
    let chooser = t.state.chooser();
    let result = t.result.as_ref().map(|o| describe(game, o));
    let turned = ludus::render::turned_for(game, seat);
    let mut v = View {
        id: t.id,
        game: t.file.clone(),
        title: game.title.clone(),
        seat: game.players[usize::from(seat)].clone(),
        seat_index: seat,
        players,
        to_move: (!over).then(|| game.players[usize::from(chooser)].clone()),
        your_turn: !over && chooser == seat,
        thinking: t.thinking,
        position: notation::diagram_for(game, &t.state, s),
        cards: notation::hands_text(game, &t.state, s),
        svg: ludus::render::svg_turned(
            game,
            &t.state,
            s,
            turned,
            result
                .as_ref()
                .map(|r| format!("game over: {r}"))
                .as_deref(),
        ),
        cells: ludus::render::cell_corners_turned(game, turned)
            .into_iter()
            .map(|(c, x, y)| CellBox {
                name: notation::cell_name(game, c, notation::CellNames::Algebraic).to_string(),
                x,
                y,
            })
            .collect(),
        cell_size: ludus::render::CELL_SIZE,
        moves,
        moves_from: from,
        plies: t.history.len(),
        legal: Vec::new(),
        legal_info: Vec::new(),
        last: last_cells(t, seat),
        check: Vec::new(),
        turned,
        result,
        version: t.version,
        seed_chosen: t.seed_chosen,
        legend: game.picture.legend.clone(),
    };
    v.legal = t.legal_texts(seat);
    if !v.legal.is_empty() {
        let legal = t.legal();
        v.legal_info = if ludus::chance::is_chance(&legal) {
            roll_info(&t.game, &legal)
        } else {
            move_infos(&t.game, &legal)
        };
    }
    let game = std::sync::Arc::clone(&t.game);
    v.check = check_cells(&game, &mut t.state, over);
    v
}

/// A result in words, with a resignation's reason.
fn describe(game: &ludus::Game, o: &ludus::Outcome) -> String {
    crate::cli::common::describe(game, o)
}
