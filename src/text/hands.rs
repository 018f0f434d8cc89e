//! Hands of cards as a seat may see them: its own hand and those its side
//! holds in full, the others as sizes when hands are hidden; then the deck,
//! the last card played, the exchange and the card states of the turn.

use std::fmt::Write;

use crate::engine::{Move, State};
use crate::ir::{Announce, Cards, Game, Narrow};

/// A seat that is no player: sees no hidden hand.
pub const NOBODY: u8 = u8::MAX;

/// The cards as seat `seat` may see them (`None`: everything): its own
/// hand, the other hands (only their sizes when hands are hidden), the deck
/// size and the last card played.
pub fn hands_text(game: &Game, state: &State, seat: Option<u8>) -> Option<String> {
    let cards = game.cards.as_ref()?;
    let mut s = String::new();
    hand_lines(&mut s, game, cards, state, seat);
    deal_lines(&mut s, game, cards, state, seat);
    turn_lines(&mut s, game, cards, state);
    Some(s)
}

/// Whether seat `viewer` may see which card the move `m`, about to be made
/// in `state`, uses. A card played or discarded is seen by everyone; a card
/// given in an exchange goes face down, so it is seen only by a seat that
/// sees the giver's hand (its own side, or with open hands everyone).
pub fn sees_card(game: &Game, state: &State, m: &Move, viewer: u8) -> bool {
    !m.is_give() || state.sees_hand(game, viewer, state.to_move)
}

/// One line per player: the cards of a hand the seat sees, else its size.
fn hand_lines(s: &mut String, game: &Game, cards: &Cards, state: &State, seat: Option<u8>) {
    let nk = cards.kinds.len();
    for (p, pn) in game.players.iter().enumerate() {
        let hand = &state.hands[p * nk..(p + 1) * nk];
        let n: u16 = hand.iter().sum();
        // Hands are open, the seat's side holds this one, or the seat is
        // taking this player's turn (`play for`).
        let visible = seat.is_none_or(|x| state.sees_hand(game, x, p.narrow()));
        if visible {
            let list: Vec<String> = hand
                .iter()
                .enumerate()
                .filter(|&(_, &k)| k > 0)
                .map(|(c, &k)| {
                    if k == 1 {
                        cards.kinds[c].name.clone()
                    } else {
                        format!("{} x{k}", cards.kinds[c].name)
                    }
                })
                .collect();
            let _ = writeln!(
                s,
                "hand of {pn}: {}",
                if list.is_empty() {
                    "(empty)".to_string()
                } else {
                    list.join(", ")
                }
            );
        } else {
            let _ = writeln!(
                s,
                "hand of {pn}: {n} card{} (hidden)",
                if n == 1 { "" } else { "s" }
            );
        }
    }
}

/// The deck and the last card played, the announcement after a deal, and
/// the exchange between partners (what the seat gave, what is still to
/// give).
fn deal_lines(s: &mut String, game: &Game, cards: &Cards, state: &State, seat: Option<u8>) {
    let last = state
        .pile
        .last()
        .map(|&(c, p)| {
            format!(
                "; last card: {} ({})",
                cards.kinds[c as usize].name, game.players[p as usize]
            )
        })
        .unwrap_or_default();
    let _ = writeln!(s, "deck: {} cards{last}", state.deck.len());
    // The announcement follows a deal (a position given as text has had
    // none).
    if let Some(Announce { label, .. }) = &cards.announce
        && state.deals > 0
    {
        let said: Vec<String> = game
            .players
            .iter()
            .enumerate()
            .map(|(p, pn)| {
                let yes = state.announced & (1 << p) != 0;
                format!("{pn} {}", if yes { "yes" } else { "no" })
            })
            .collect();
        let _ = writeln!(s, "{label}: {}", said.join(", "));
    }
    let np = game.players.len();
    if let Some(me) = seat.filter(|&x| (x as usize) < np)
        && cards.exchange > 0
    {
        // What this seat gave its partner in this deal's exchange.
        let g = state.given[me as usize];
        if g != 0 && (state.giving == 0 || state.has_given(game, me)) {
            let _ = writeln!(s, "given to partner: {}", cards.kinds[g as usize - 1].name);
        }
    }
    if state.giving > 0 {
        let _ = writeln!(
            s,
            "exchange: {} card{} still to give",
            state.giving,
            if state.giving == 1 { "" } else { "s" }
        );
    }
}

/// What cards have set going in this turn: a player playing for another,
/// a provisional win, a card to play again, the steps left of a split.
fn turn_lines(s: &mut String, game: &Game, cards: &Cards, state: &State) {
    if state.proxy > 0 && state.proxied > 0 {
        let _ = writeln!(
            s,
            "{} plays for {}",
            game.players[state.proxy as usize - 1],
            game.players[state.proxied as usize - 1]
        );
    }
    if state.pending > 0 && state.answering > 0 {
        let (w, a) = (state.pending - 1, state.answering - 1);
        let _ = if game.team_of(w) == game.team_of(a) {
            writeln!(
                s,
                "provisional win: {} (it stands after {}'s turn)",
                game.players[w as usize], game.players[a as usize]
            )
        } else {
            writeln!(
                s,
                "provisional win: {} (unless {} cancels it)",
                game.players[w as usize], game.players[a as usize]
            )
        };
    }
    if state.replay > 0 {
        let _ = writeln!(
            s,
            "to play again: {}",
            cards.kinds[state.replay as usize - 1].name
        );
    }
    if state.split_left > 0 {
        let _ = writeln!(
            s,
            "{}: {} step{} left",
            cards.kinds[state.split_card as usize].name,
            state.split_left,
            if state.split_left == 1 { "" } else { "s" }
        );
    }
}
