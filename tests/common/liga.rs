//! Helpers shared by the LIGA rule tests (tests/liga_rules.rs,
//! liga_part2.rs, liga_meta.rs, liga_more.rs, liga_game.rs): loading
//! games/liga.game, positions from text, cells, sorted legal moves, hands,
//! the centre and the reports pinned in the insta snapshots.
//! Not every test file uses every helper.

#![allow(dead_code)]

use super::{cell, moves, outcome_text, player, pos};
use ludus::{Game, Match};

pub const NORTH: u8 = 0;
pub const EAST: u8 = 1;
pub const SOUTH: u8 = 2;
pub const WEST: u8 = 3;

/// Piece kinds, in the order games/liga.game defines them.
pub const MARBLE: usize = 0;
pub const FRESH: usize = 1;

pub const LIGA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game");

pub fn game() -> Game {
    super::load_game("liga.game")
}

/// The legal moves of a position given as text.
pub fn moves_of(g: &Game, text: &str) -> Vec<String> {
    moves(&mut pos(g, text))
}

/// How many pieces of `kind` player `p` has in its base.
pub fn base_of(m: &Match, kind: usize, p: u8) -> u16 {
    let np = m.game.players.len();
    m.state.store[1 + kind * np + p as usize]
}

/// The `base:` line of the diagram.
pub fn base_line(m: &Match) -> String {
    m.diagram()
        .lines()
        .find(|l| l.starts_with("base:"))
        .expect("a base line")
        .to_string()
}

/// A player's hand as sorted card names (repeated as often as held).
pub fn hand(m: &Match, p: u8) -> Vec<String> {
    let cards = m.game.cards.as_ref().unwrap();
    let nk = cards.kinds.len();
    let mut v = Vec::new();
    for (k, kind) in cards.kinds.iter().enumerate() {
        for _ in 0..m.state.hands[p as usize * nk + k] {
            v.push(kind.name.clone());
        }
    }
    v.sort();
    v
}

/// The occupied cells, sorted by cell name: `N k17  E q12`.
pub fn occupied(m: &Match) -> String {
    let g = m.game;
    let mut v: Vec<(String, String)> = super::cells(g)
        .filter(|&c| m.state.board[c as usize] != 0)
        .map(|c| {
            (
                g.board.names[c as usize].clone(),
                g.symbol(m.state.board[c as usize]).to_string(),
            )
        })
        .collect();
    v.sort();
    v.iter()
        .map(|(c, s)| format!("{s} {c}"))
        .collect::<Vec<_>>()
        .join("  ")
}

pub fn card_name(g: &Game, k: u8) -> &str {
    &g.cards.as_ref().unwrap().kinds[k as usize].name
}

/// The centre of the deal, bottom to top: `five (north)`, `liga (east,
/// for five)`, `liga (east, discarded)`.
pub fn centre(m: &Match) -> String {
    let g = m.game;
    let v: Vec<String> = m
        .state
        .centre
        .iter()
        .map(|e| {
            let who = player(g, e.by);
            if e.discarded {
                format!("{} ({who}, discarded)", card_name(g, e.card))
            } else if e.base != e.card {
                format!(
                    "{} ({who}, for {})",
                    card_name(g, e.card),
                    card_name(g, e.base)
                )
            } else {
                format!("{} ({who})", card_name(g, e.card))
            }
        })
        .collect();
    if v.is_empty() {
        "(empty)".into()
    } else {
        v.join(", ")
    }
}

/// Diagram, then the centre line if `with_centre`, the player to move
/// (with the player choosing for him if `with_chooser`), sorted legal
/// moves and the outcome.
pub fn report_with(m: &mut Match, with_centre: bool, with_chooser: bool) -> String {
    let mv = moves(m);
    let outcome = outcome_text(m);
    let mut s = m.diagram();
    if with_centre {
        s += &format!("centre: {}\n", centre(m));
    }
    s += &format!("to move: {}", player(m.game, m.to_move()));
    if with_chooser {
        s += &format!(" (chosen by {})", player(m.game, m.chooser()));
    }
    s += &format!(
        "\nlegal moves ({}): {}\noutcome: {}\n",
        mv.len(),
        mv.join(" "),
        outcome
    );
    s
}

/// Diagram (with the hands the chooser may see), the centre, the player to
/// move and the player choosing for him, sorted legal moves and the
/// outcome.
pub fn report(m: &mut Match) -> String {
    report_with(m, true, true)
}

/// Diagram (with the hands the player to move may see), the centre, the
/// player to move, sorted legal moves and the outcome.
pub fn report_centre(m: &mut Match) -> String {
    report_with(m, true, false)
}

/// Diagram (with the base line and the hands the player to move may see),
/// player to move, sorted legal moves and the outcome.
pub fn report_plain(m: &mut Match) -> String {
    report_with(m, false, false)
}

/// The seats in the order they play from now on, for `n` turns: each turn
/// is one decision here (the positions used have no 7), the first legal
/// move played each time.
pub fn turn_order(m: &mut Match, n: usize) -> Vec<(u8, u8)> {
    let mut v = Vec::new();
    for _ in 0..n {
        if m.outcome().is_some() {
            break;
        }
        v.push((m.to_move(), m.chooser()));
        let mv = m.legal_moves()[0];
        m.play(&mv).unwrap();
    }
    v
}

/// The diagram's `to play again:` line, if any.
pub fn replay_line(m: &Match) -> Option<String> {
    m.diagram()
        .lines()
        .find(|l| l.starts_with("to play again:"))
        .map(str::to_string)
}

/// Plays `run` for every seed, the seeds split into chunks of `chunk`
/// played on threads of their own, each chunk collecting into a fresh
/// `S`; the chunks' results in seed order.
pub fn seeded_games<S: Default + Send>(
    g: &Game,
    seeds: &[u64],
    chunk: usize,
    run: fn(&Game, u64, &mut S),
) -> Vec<S> {
    std::thread::scope(|s| {
        let handles: Vec<_> = seeds
            .chunks(chunk)
            .map(|chunk| {
                s.spawn(move || {
                    let mut seen = S::default();
                    for &seed in chunk {
                        run(g, seed, &mut seen);
                    }
                    seen
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no failure"))
            .collect()
    })
}

/// The cards given in this deal's exchange by the seats that have given
/// already: the first `4 - giving` seats from the dealer's left. Such a
/// card is in nobody's hand until all four have given (R2.6); `given`
/// still holds the previous deal's card for the seats yet to give.
pub fn in_exchange(m: &Match) -> Vec<u8> {
    let s = &m.state;
    if s.giving == 0 {
        return Vec::new();
    }
    (0..4 - s.giving as usize)
        .map(|i| {
            let p = (s.dealer as usize + 1 + i) % 4;
            assert_ne!(s.given[p], 0, "seat {p} has given in this deal");
            s.given[p] - 1
        })
        .collect()
}

/// How many cards of each kind there are in the hands, the deck, the pile
/// and the middle of an exchange.
pub fn card_counts(m: &Match) -> Vec<usize> {
    let s = &m.state;
    let nk = m.game.cards.as_ref().expect("a card game").kinds.len();
    let mut n = vec![0usize; nk];
    for (i, &h) in s.hands.iter().enumerate() {
        n[i % nk] += usize::from(h);
    }
    let elsewhere = s.deck.iter().copied();
    let elsewhere = elsewhere.chain(s.pile.iter().map(|&(c, _)| c));
    for c in elsewhere.chain(in_exchange(m)) {
        n[usize::from(c)] += 1;
    }
    n
}

/// How many cards of each kind the deck has.
pub fn deck_copies(g: &Game) -> Vec<usize> {
    let cards = g.cards.as_ref().expect("a card game");
    cards.kinds.iter().map(|k| usize::from(k.copies)).collect()
}

/// After every decision of a random game: each card kind is there exactly
/// as often as the deck has it (104 in all), counting the hands, the deck,
/// the pile and the cards in the middle of an exchange; each player has 4
/// marbles (board and base, plain or fresh); a fresh marble stands only on
/// its own start point (R3.11).
pub fn check_invariants(m: &Match, seed: u64) {
    let (g, s) = (m.game, &m.state);
    let n = card_counts(m);
    assert_eq!(n, deck_copies(g), "seed {seed}, ply {}: the cards", s.plies);
    assert_eq!(n.iter().sum::<usize>(), 104);
    let starts = ["i17", "q9", "i1", "a9"].map(|c| cell(g, c));
    let mut marbles = [0u16; 4];
    for c in super::cells(g) {
        let code = s.board[usize::from(c)];
        if code == 0 {
            continue;
        }
        let (kind, p) = (usize::from((code - 1) / 4), usize::from((code - 1) % 4));
        marbles[p] += 1;
        if kind == FRESH {
            assert_eq!(
                c, starts[p],
                "seed {seed}, ply {}: a fresh marble off its start point",
                s.plies
            );
        }
    }
    for p in 0..4u8 {
        let base = base_of(m, MARBLE, p) + base_of(m, FRESH, p);
        assert_eq!(
            marbles[usize::from(p)] + base,
            4,
            "seed {seed}, ply {}: {}'s marbles",
            s.plies,
            player(g, p)
        );
    }
}
