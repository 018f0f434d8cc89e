//! The words of `ludus play` that depend on the game: `help` (how this
//! game's moves are written, read from the game file: numbered cells,
//! stacks, promotion choices, bearing off, entering, turns of several
//! actions, cards; and a legend of the pieces), typed moves read without
//! regard to case, and counts in words (`1 legal move`).

use ludus::Game;
use ludus::ir::Code;

/// The commands a person may type instead of a move.
const COMMANDS: &str = "Commands:
  moves    list the legal moves      board   show the board
  undo     take back your last move  resign  give up the game
  help     this text                 quit    stop the game
Cells and card names may be typed in any case (C3-D4, Five a1-d1). Up and Down recall
earlier lines at a terminal. The game record is saved (on quit too) only with --record FILE,
kept in FILE.partial after every move until the game ends.";

/// `help` for `game`: how a move is written in this game, the pieces and
/// their symbols, and the commands. `example`: a legal move of the start,
/// as text.
pub fn help_text(game: &Game, example: Option<&str>) -> String {
    let mut s = String::from("Type a move, for example ");
    s.push_str(&format!("`{}`", example.unwrap_or("c3-d4")));
    s.push_str(":\n");
    for line in notation_lines(game) {
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str("Pieces:\n");
    for line in legend(game) {
        s.push_str("  ");
        s.push_str(&line);
        s.push('\n');
    }
    s.push_str(COMMANDS);
    if game.ends.iter().any(|r| r.claim) {
        s.push_str("\nType `claim` to claim a draw (or the result a rule `on claim` gives) while it holds.");
    }
    s
}

/// How this game's moves are written, one line per form the game uses.
fn notation_lines(game: &Game) -> Vec<String> {
    let mut v = vec![
        "the start cell and each landing cell, joined by `-` (a move) or `x` (a capture): \
         c3-d4, c3xe5xg7"
            .to_string(),
    ];
    if game.board.numbers.is_some() {
        v.push("cells by their numbers too: 11-15, 11x18".into());
    }
    if game.stacks {
        v.push("`/N` after a move from a stack moves its top N pieces: c3-d4/2".into());
    }
    let choices = promotion_choices(game);
    if !choices.is_empty() {
        v.push(format!(
            "a promotion with a choice ends with `=` and the new piece's letter: {}",
            choices.join(", ")
        ));
    }
    let programs = || game.programs.iter();
    if programs().any(|p| p.bear.is_some()) {
        v.push("`off c3` bears the piece on c3 off the board".into());
    }
    if game.store_to_captor {
        v.push("`N@c3` drops a piece of your hand (its letter) onto c3".into());
    } else if programs().any(|p| !p.enters.is_empty()) {
        v.push("`enter c3` brings a piece into play on c3".into());
    }
    if game.turn.multi {
        v.push("a turn has several moves; `end` ends it".into());
    }
    if let Some(cards) = &game.cards {
        let names: Vec<&str> = cards.kinds.iter().map(|k| k.name.as_str()).collect();
        let moving = cards.kinds.iter().find(|k| !k.only_use());
        let alone = cards.kinds.iter().find(|k| k.only_use());
        let name = moving.or(alone).map_or("five", |k| k.name.as_str());
        v.push(format!(
            "a card, then its move: `{name} a1-d1`; `discard {name}` when no card can be played"
        ));
        if let Some(k) = alone {
            v.push(format!(
                "a card whose use needs no cell: its name alone, `{}`",
                k.name
            ));
        }
        if cards.kinds.iter().any(|k| k.skip().is_some()) {
            v.push("a card that skips a player: `NAME skip`".into());
        }
        if cards.kinds.iter().any(|k| k.swap().is_some()) {
            v.push("a card that swaps two pieces: `NAME c3<>d4`".into());
        }
        if cards.exchange > 0 {
            v.push("after a deal, `give NAME` passes a card to your partner".into());
        }
        v.push(format!("the cards: {}", names.join(", ")));
    }
    v
}

/// The promotion choices as `=L (lion)`, each kind once.
fn promotion_choices(game: &Game) -> Vec<String> {
    let mut codes: Vec<Code> = game
        .tables
        .promo_choices
        .iter()
        .flatten()
        .chain(
            game.tables
                .optional_promotion
                .iter()
                .flatten()
                .flat_map(|o| &o.0),
        )
        .copied()
        .collect();
    codes.sort_unstable();
    let mut seen = Vec::new();
    codes
        .into_iter()
        .filter_map(|c| {
            let kind = &game.kinds[game.code_kind[c as usize] as usize];
            let letter = kind.symbols.first()?.to_uppercase();
            if seen.contains(&letter) {
                return None;
            }
            seen.push(letter.clone());
            Some(format!("={letter} ({})", kind.name))
        })
        .collect()
}

/// Each piece kind with its symbol per player: `man: b (black), w (white)`.
fn legend(game: &Game) -> Vec<String> {
    game.kinds
        .iter()
        .map(|k| {
            let owners: Vec<String> = k
                .symbols
                .iter()
                .enumerate()
                .map(|(i, sym)| match game.players.get(i) {
                    Some(p) if !k.neutral => format!("{sym} ({p})"),
                    _ => format!("{sym} (anyone's)"),
                })
                .collect();
            format!("{}: {}", k.name, owners.join(", "))
        })
        .collect()
}

/// Another spelling of a typed move to try when the text as typed is not
/// legal: cells, card names and words in lower case, a promotion letter
/// (after `=`) in upper case. `None` if it is the same text.
pub fn other_case(text: &str) -> Option<String> {
    let (head, choice) = match text.split_once('=') {
        Some((h, c)) => (h, Some(c)),
        None => (text, None),
    };
    let mut s = head.to_lowercase();
    if let Some(c) = choice {
        s.push('=');
        s.push_str(&c.to_uppercase());
    }
    (s != text).then_some(s)
}

/// `1 legal move`, `3 legal moves`.
pub fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_case_lowers_cells_and_raises_choices() {
        assert_eq!(other_case("C3-D4").as_deref(), Some("c3-d4"));
        assert_eq!(other_case("Five A1-D1").as_deref(), Some("five a1-d1"));
        assert_eq!(other_case("E7-E8=q").as_deref(), Some("e7-e8=Q"));
        assert_eq!(other_case("c3-d4"), None);
    }

    #[test]
    fn counts_in_words() {
        assert_eq!(count(1, "legal move"), "1 legal move");
        assert_eq!(count(0, "legal move"), "0 legal moves");
        assert_eq!(count(7, "legal move"), "7 legal moves");
    }
}
