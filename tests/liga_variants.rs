//! LIGA's 2-player and 1-player games (games/liga-2p.game and
//! games/liga-solo.game, rules: docs/rules/liga.md §6, decisions G30 and
//! G31), and the two language concepts they are written with: a game file
//! that `extends` another (small fixtures under tests/games/extends/), and
//! `sides` (who plays which seats: hands seen by the whole side, results
//! naming the side). The diagnostics of both are in tests/diagnostics.rs.

mod common;

use ludus::notation::{self, NOBODY};
use ludus::{Game, Match, State};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn path(rel: &str) -> String {
    format!("{}/{rel}", env!("CARGO_MANIFEST_DIR"))
}

fn load(rel: &str) -> Game {
    ludus::load(path(rel)).unwrap_or_else(|e| match e {
        ludus::LoadError::Invalid { diagnostics, .. } => panic!(
            "{rel}:\n{}",
            diagnostics
                .iter()
                .map(|d| d.render_plain())
                .collect::<Vec<_>>()
                .join("\n")
        ),
        e => panic!("{rel}: {e}"),
    })
}

fn card_names(g: &Game) -> Vec<(&str, u16)> {
    g.cards
        .as_ref()
        .unwrap()
        .kinds
        .iter()
        .map(|k| (k.name.as_str(), k.copies))
        .collect()
}

// ---------------------------------------------------------------------------
// `extends`

#[test]
fn a_child_replaces_items_in_place_and_adds_new_ones() {
    let parent = load("tests/games/race-cards.game");
    let child = load("tests/games/extends/race-2p.game");
    assert_eq!(child.title, "Race with cards for 2");
    assert_eq!(
        card_names(&parent),
        vec![("one", 8), ("three", 12), ("back", 8)]
    );
    // `card three` replaced where it stood; `card two` added at the end.
    assert_eq!(
        card_names(&child),
        vec![("one", 8), ("three", 6), ("back", 8), ("two", 6)]
    );
    // Everything else is the parent's.
    assert_eq!(child.players, parent.players);
    assert_eq!(child.team, parent.team);
    assert_eq!(child.board.cells(), parent.board.cells());
    assert_eq!(child.setup, parent.setup);
    assert_eq!(child.setup_store, parent.setup_store);
    assert_eq!(child.ends.len(), 1);
    assert_eq!(child.ends[0].text, parent.ends[0].text);
    assert!(child.cards.as_ref().unwrap().hidden);
    // The child's own block.
    assert_eq!(child.side_names, vec!["first", "second"]);
    assert_eq!(child.side, vec![0, 1, 0, 1]);
    assert!(parent.side_names.is_empty());
}

#[test]
fn a_grandchild_extends_the_child() {
    let g = load("tests/games/extends/race-solo.game");
    assert_eq!(g.title, "Race with cards, solitaire");
    // From the child: its cards; from the grandchild: sides, cards block,
    // end.
    assert_eq!(
        card_names(&g),
        vec![("one", 8), ("three", 6), ("back", 8), ("two", 6)]
    );
    assert_eq!(g.side_names, vec!["solo"]);
    assert_eq!(g.side, vec![0, 0, 0, 0]);
    assert!(!g.cards.as_ref().unwrap().hidden);
    assert_eq!(g.score, Some(ludus::ir::Score::Deals));
    assert_eq!(g.ends[0].text, "after move count(pieces all in home) = 8");
}

#[test]
fn an_error_in_the_child_points_into_the_child() {
    let file = path("tests/games/extends/broken-child.game");
    let (game, ds) = ludus::compile(ludus::Source::at(
        &file,
        &std::fs::read_to_string(&file).unwrap(),
    ))
    .into_parts();
    assert!(game.is_none());
    assert_eq!(ds.len(), 1, "{ds:?}");
    let d = &ds[0];
    assert_eq!(d.code, "ludus::unknown-name");
    let src = d.source.as_ref().unwrap();
    assert_eq!(src.name(), file);
    let s = d.primary_span().unwrap();
    assert_eq!(&src.inner()[s.start..s.start + s.len], "rnig");
    let rendered = d.render_plain();
    assert!(rendered.contains("broken-child.game:7:"), "{rendered}");
}

#[test]
fn a_bare_text_cannot_extend() {
    let src = std::fs::read_to_string(path("tests/games/extends/race-2p.game")).unwrap();
    let err = ludus::compile(ludus::Source::named("race-2p.game", &src))
        .into_result()
        .unwrap_err();
    assert_eq!(err[0].code, "ludus::extends-without-file");
    // The same text compiled as if it were at its path works.
    let (game, ds) = ludus::compile(ludus::Source::at(
        &path("tests/games/extends/race-2p.game"),
        &src,
    ))
    .into_parts();
    assert!(game.is_some() && ds.is_empty(), "{ds:?}");
}

// ---------------------------------------------------------------------------
// The 2-player game: sides and hidden hands

fn hand_line<'a>(view: &'a str, seat: &str) -> &'a str {
    view.lines()
        .find(|l| l.starts_with(&format!("hand of {seat}:")))
        .unwrap_or_else(|| panic!("no hand of {seat} in\n{view}"))
}

#[test]
fn liga_2p_is_liga_played_by_two_sides() {
    let four = load("games/liga.game");
    let two = load("games/liga-2p.game");
    assert_eq!(two.title, "LIGA for 2 players");
    assert_eq!(two.players, four.players);
    assert_eq!(two.team, four.team);
    assert_eq!(card_names(&two), card_names(&four));
    assert_eq!(two.side_names, vec!["first", "second"]);
    assert_eq!(two.side, vec![0, 1, 0, 1]);
    let c = two.cards.as_ref().unwrap();
    // G30 (4), (5): the exchange stays (between a player's two hands), no
    // announcement.
    assert!(c.hidden);
    assert_eq!(c.exchange, 1);
    assert!(c.announce.is_none());
    assert!(four.cards.as_ref().unwrap().announce.is_some());
}

#[test]
fn a_person_sees_both_his_hands_and_not_the_others() {
    let two = load("games/liga-2p.game");
    let four = load("games/liga.game");
    let s2 = State::new_seeded(&two, 7);
    let s4 = State::new_seeded(&four, 7);
    // North's view (the hot-seat view of `ludus play`).
    let view = notation::diagram_for(&two, &s2, Some(0));
    for seen in ["north", "south"] {
        assert!(!hand_line(&view, seen).contains("hidden"), "{view}");
    }
    for unseen in ["east", "west"] {
        assert!(hand_line(&view, unseen).ends_with("(hidden)"), "{view}");
    }
    // East's view: the other way round.
    let view = notation::diagram_for(&two, &s2, Some(1));
    for seen in ["east", "west"] {
        assert!(!hand_line(&view, seen).contains("hidden"), "{view}");
    }
    for unseen in ["north", "south"] {
        assert!(hand_line(&view, unseen).ends_with("(hidden)"), "{view}");
    }
    // In the 4-player game north sees only his own hand.
    let view = notation::diagram_for(&four, &s4, Some(0));
    assert!(!hand_line(&view, "north").contains("hidden"));
    assert!(hand_line(&view, "south").ends_with("(hidden)"), "{view}");
    // Nobody (a computer's turn in hot-seat play) sees no hidden hand.
    let view = notation::diagram_for(&two, &s2, Some(NOBODY));
    for p in ["north", "east", "south", "west"] {
        assert!(hand_line(&view, p).ends_with("(hidden)"), "{view}");
    }
    // No announcement line (G30 (5)).
    let all = notation::diagram_for(&two, &s2, None);
    assert!(!all.contains("exit:"), "{all}");
}

/// G30 (4): the exchange after a deal is one decision per seat, each seat
/// giving its partner a card; with sides, the partner is the same person's
/// other hand, so a person makes both decisions, seeing both hands.
#[test]
fn the_exchange_is_between_a_persons_two_hands() {
    let two = load("games/liga-2p.game");
    let mut m = Match::new_seeded(&two, 11);
    assert_eq!(m.state.giving, 4);
    let mut givers = Vec::new();
    while m.state.giving > 0 {
        let p = m.to_move();
        givers.push(p);
        let view = notation::diagram_for(&two, &m.state, Some(p));
        let partner = State::partner(&two, p).unwrap();
        assert!(two.same_side(p, partner));
        let name = &two.players[partner as usize];
        assert!(!hand_line(&view, name).contains("hidden"), "{view}");
        let legal = m.legal_moves();
        m.play(&legal[0]).unwrap();
    }
    givers.sort_unstable();
    assert_eq!(givers, vec![0, 1, 2, 3]);
}

#[test]
fn the_computer_knows_its_sides_hands() {
    let two = load("games/liga-2p.game");
    let state = State::new_seeded(&two, 5);
    let nk = two.cards.as_ref().unwrap().kinds.len();
    let hand = |s: &State, p: usize| s.hands[p * nk..(p + 1) * nk].to_vec();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut changed = false;
    for _ in 0..20 {
        let w = ludus::ai::determinize(&two, &state, 0, &mut rng);
        // North's and south's hands (the first side's) are known.
        assert_eq!(hand(&w, 0), hand(&state, 0));
        assert_eq!(hand(&w, 2), hand(&state, 2));
        for p in [1, 3] {
            let n: u16 = hand(&w, p).iter().sum();
            let m: u16 = hand(&state, p).iter().sum();
            assert_eq!(n, m);
            changed |= hand(&w, p) != hand(&state, p);
        }
    }
    assert!(changed, "the other side's hands are imagined");
}

/// Plays a seeded random game to its end; returns the match.
fn random_game(game: &Game, seed: u64, max_plies: usize) -> (Match<'_>, ludus::Outcome) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = Match::new_seeded(game, seed);
    loop {
        if let Some(o) = m.outcome() {
            return (m, o);
        }
        assert!(m.played.len() < max_plies, "seed {seed}: no end");
        let legal = m.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        m.play(&mv).unwrap();
    }
}

#[test]
fn random_2p_games_end_with_a_side_winning() {
    let two = load("games/liga-2p.game");
    for seed in 0..8 {
        let (_, o) = random_game(&two, seed, 20_000);
        let w = o.winner.expect("a winner");
        let text = o.winners_text(&two).unwrap();
        let side = two.side_name(w).to_string();
        let expect = if side == "first" {
            "first (north, south)"
        } else {
            "second (east, west)"
        };
        assert_eq!(text, expect);
        assert!(o.reason.ends_with(&format!("{side} wins")), "{}", o.reason);
        for p in 0..4u8 {
            assert_eq!(o.wins(&two, p), two.same_side(p, w));
        }
    }
}

// ---------------------------------------------------------------------------
// The 1-player game

#[test]
fn liga_solo_has_open_hands_no_exchange_and_one_side() {
    let solo = load("games/liga-solo.game");
    assert_eq!(solo.side_names, vec!["player"]);
    let c = solo.cards.as_ref().unwrap();
    assert!(!c.hidden);
    assert_eq!(c.exchange, 0);
    assert!(c.announce.is_none());
    assert_eq!(solo.score, Some(ludus::ir::Score::Deals));
    let s = State::new_seeded(&solo, 3);
    assert_eq!(s.giving, 0);
    // Every hand is open, even to nobody.
    let view = notation::diagram_for(&solo, &s, Some(NOBODY));
    for p in ["north", "east", "south", "west"] {
        assert!(!hand_line(&view, p).contains("hidden"), "{view}");
    }
}

#[test]
fn random_solo_games_end_with_all_marbles_home_and_the_deals_counted() {
    let solo = load("games/liga-solo.game");
    for seed in 0..4 {
        let (m, o) = random_game(&solo, seed, 50_000);
        let deals = m.state.deals;
        assert!(deals >= 1);
        assert!(
            o.reason
                .starts_with("after move count(pieces all in home) = 16: player wins; "),
            "{}",
            o.reason
        );
        assert!(
            o.reason.ends_with(&format!("; {deals} deals used")),
            "{}",
            o.reason
        );
        assert_eq!(
            o.winners_text(&solo).unwrap(),
            "player (north, east, south, west)"
        );
        // No loss: every seat is the one person's.
        assert!((0..4).all(|p| o.wins(&solo, p)));
        // All 16 marbles are home.
        let home: usize = m.state.board.iter().filter(|&&c| c != 0).count();
        assert_eq!(home, 16);
    }
}

// ---------------------------------------------------------------------------
// The command line

/// Runs ludus in the project folder, with no input.
fn run(args: &[&str]) -> (i32, String, String) {
    common::bin::ludus(args, "")
}

#[test]
fn ludus_check_and_play_the_variants() {
    for f in ["games/liga-2p.game", "games/liga-solo.game"] {
        let (code, out, err) = run(&["check", "--deny-warnings", f]);
        assert_eq!(code, 0, "{f}: {err}");
        assert!(out.starts_with("ok: "), "{out}");
    }
    let (code, out, _) = run(&["check", "games/liga-2p.game"]);
    assert_eq!(code, 0);
    assert!(out.contains("4 seats played by 2 sides"), "{out}");

    let (code, out, err) = run(&[
        "play",
        "games/liga-2p.game",
        "--seed",
        "7",
        "--seat",
        "all=random",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("  north (first): random"), "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("game over: first (north, south) wins")
            || last.starts_with("game over: second (east, west) wins"),
        "{last}"
    );

    // A side's name stands for its seats.
    let (code, out, err) = run(&[
        "play",
        "games/liga-2p.game",
        "--seed",
        "7",
        "--seat",
        "first=random",
        "--seat",
        "second=random",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("game over: "), "{out}");
    let (code, _, err) = run(&["play", "games/liga-2p.game", "--seat", "third=random"]);
    assert_ne!(code, 0);
    assert!(err.contains("sides: first, second"), "{err}");

    let (code, out, err) = run(&[
        "play",
        "games/liga-solo.game",
        "--seed",
        "7",
        "--seat",
        "player=random",
    ]);
    assert_eq!(code, 0, "{err}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("game over: player (north, east, south, west) wins (")
            && last.ends_with(" deals used)"),
        "{last}"
    );
}

/// Two people at one screen: the screen passes only when the side changes,
/// and each sees both his hands.
#[test]
fn hot_seat_play_passes_the_screen_between_sides() {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args([
            "play",
            "games/liga-2p.game",
            "--seed",
            "3",
            "--seat",
            "all=human",
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run ludus");
    // The four exchange decisions, by the first legal move each ("moves"
    // is not needed: `quit` ends the game after them).
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    // North is first to decide: he sees north's and south's hands.
    assert!(
        out.contains("--- first's turn: pass the screen to first"),
        "{out}"
    );
    assert!(!hand_line(&out, "north").contains("hidden"), "{out}");
    assert!(!hand_line(&out, "south").contains("hidden"), "{out}");
    assert!(hand_line(&out, "east").ends_with("(hidden)"), "{out}");
}
