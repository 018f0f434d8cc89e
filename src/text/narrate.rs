//! What a card's play does, in words, for the move lists of `play` and
//! `serve` (`west plays twister: every hand passes one seat to the
//! right`): read from the card's uses, never from its name, and never
//! naming a card or a hand the reader may not see.

use crate::engine::Move;
use crate::ir::{CardUse, Game};

/// The effect of move `m` made by `mover`, if it is a card's use beyond
/// moving a piece (a skip, a pass of the hands, a cancel, a turn taken
/// for another player); `None` for any other move.
pub fn card_effect(game: &Game, m: &Move, mover: u8) -> Option<String> {
    let cards = game.cards.as_ref()?;
    let kind = cards.kinds.get(usize::from(m.card).checked_sub(1)?)?;
    let next = game.tables.next_player[usize::from(mover)];
    let prev = game.tables.prev_player[usize::from(mover)];
    let name = |p: u8| game.players[usize::from(p)].as_str();
    if m.is_skip() {
        return Some(format!("{} skips the next turn", name(next)));
    }
    if m.is_discard() || m.is_give() {
        return None;
    }
    kind.uses.iter().find_map(|u| match u {
        CardUse::Pass(p) => Some(format!(
            "every hand passes one seat to the {}{}",
            if p.right { "right" } else { "left" },
            if p.again {
                format!("; {} plays again", name(mover))
            } else {
                String::new()
            }
        )),
        CardUse::Cancel => Some(format!(
            "{} takes back {}'s card and plays it",
            name(mover),
            name(prev)
        )),
        CardUse::Proxy => Some(format!("{} takes {}'s turn", name(mover), name(next))),
        _ => None,
    })
}

/// Whether move `m` plays a card that passes the hands round the table
/// (after it, a seat's hand is another one).
pub fn passes_hands(game: &Game, m: &Move) -> bool {
    game.cards
        .as_ref()
        .and_then(|c| c.kinds.get(usize::from(m.card).checked_sub(1)?))
        .is_some_and(|k| {
            !m.is_discard() && !m.is_give() && k.uses.iter().any(|u| matches!(u, CardUse::Pass(_)))
        })
}

/// The line a move list shows when a deal is made: `new deal (deal 2):
/// east deals` (public: the deal's number and its dealer).
pub fn new_deal_text(game: &Game, deals: u32, dealer: u8) -> String {
    format!(
        "new deal (deal {deals}): {} deals",
        game.players[usize::from(dealer)]
    )
}

/// Seat `seat`'s own hand, as its line of [`super::hands_text`] shows it
/// to that seat (`two, four`), if the game has cards.
pub fn own_hand_text(game: &Game, state: &crate::engine::State, seat: u8) -> Option<String> {
    let text = super::hands_text(game, state, Some(seat))?;
    let head = format!("hand of {}: ", game.players[usize::from(seat)]);
    text.lines()
        .find_map(|l| l.strip_prefix(head.as_str()))
        .map(str::to_string)
}
