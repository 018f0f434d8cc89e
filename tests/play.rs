//! `ludus play` as a person sees it: a resignation's result, and what a
//! seat is shown of the other seats' hidden cards.

mod common;

use common::bin::ludus as run;

fn game(name: &str) -> String {
    format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// In a game of teams the resigning seat's team loses and the other team
/// wins, named as the rules' results name it.
#[test]
fn resigning_in_a_team_game_names_the_other_team() {
    let (code, out, err) = run(&["play", &game("liga.game"), "--seed", "3"], "resign\n");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("north resigns: team b (east, west) wins"),
        "{out}"
    );
    let (code, out, err) = run(&["play", &game("checkers.game"), "--seed", "3"], "resign\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("resigns: white wins"), "{out}");
}

/// In the solitaire one person plays every seat: resigning is a loss and
/// nobody wins; the record says so.
#[test]
fn resigning_the_solitaire_is_a_loss_with_no_winner() {
    let dir = std::env::temp_dir().join(format!("ludus-play-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("solo.json");
    let (code, out, err) = run(
        &[
            "play",
            &game("liga-solo.game"),
            "--seat",
            "all=human",
            "--seed",
            "3",
            "--record",
            rec.to_str().unwrap(),
        ],
        "resign\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("north resigns: the game is lost, nobody wins"),
        "{out}"
    );
    assert!(!out.contains("team"), "{out}");
    let saved = std::fs::read_to_string(&rec).unwrap();
    assert!(saved.contains("\"winner\": null"), "{saved}");
    assert!(saved.contains("resignation, a loss"), "{saved}");
}

/// Plays `game` from `seed` as `ludus play` does with its default seats (the
/// first seat a person, the others random computers): the person's moves
/// are the first legal ones, for `decisions` of them, then `quit`. Returns
/// the input to type.
fn person_input(game: &ludus::Game, seed: u64, decisions: usize) -> String {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut m = ludus::Match::new_seeded(game, seed);
    let mut input = String::new();
    let mut typed = 0;
    while typed < decisions && m.outcome().is_none() {
        let legal = m.legal_moves();
        let mv = if m.chooser() == 0 {
            typed += 1;
            input.push_str(&m.text(&legal[0]));
            input.push('\n');
            legal[0]
        } else {
            ludus::ai::Player::Random.choose(game, &m.state, &legal, &mut rng)
        };
        m.play(&mv).unwrap();
    }
    input.push_str("quit\n");
    input
}

/// A person playing LIGA against computers is never shown a card it may
/// not see: the computers' face-down gifts of the exchange are announced
/// as `east gives a card`, every hidden hand as its size.
fn hidden_cards_stay_hidden(file: &str, seed: u64) {
    let path = game(file);
    let g = ludus::load(&path).unwrap();
    let input = person_input(&g, seed, 60);
    let (code, out, err) = run(&["play", &path, "--seed", &seed.to_string()], &input);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("error:"), "the person's moves replay: {out}");
    let me = &g.players[0];
    let cards = &g.cards.as_ref().unwrap().kinds;
    let mut gifts = 0;
    for line in out.lines() {
        let line = line.rsplit("> ").next().unwrap_or(line);
        for (p, name) in g.players.iter().enumerate() {
            let seen = g.sees_hand(0, u8::try_from(p).unwrap());
            if line.starts_with(&format!("{name} gives a card")) {
                assert!(!seen, "{me} may see {name}'s gift: {line}");
                gifts += 1;
            }
            if !seen {
                assert!(
                    !line.starts_with(&format!("{name} plays give ")),
                    "{me} is shown {name}'s face-down gift: {line}"
                );
                if let Some(hand) = line.strip_prefix(&format!("hand of {name}:")) {
                    assert!(hand.ends_with("(hidden)"), "{line}");
                    assert!(
                        !cards.iter().any(|k| hand.contains(k.name.as_str())),
                        "{line}"
                    );
                }
            }
        }
    }
    assert!(gifts >= 3, "the exchanges were played: {out}");
}

#[test]
fn a_person_is_not_shown_the_opponents_face_down_exchange() {
    hidden_cards_stay_hidden("liga.game", 11);
    hidden_cards_stay_hidden("liga-2p.game", 11);
}

/// In a game with a royal piece, `play` says when the player to move is in
/// check (chess: 1. e4 f5 2. Qh5+), and not before.
#[test]
fn play_says_check() {
    let (code, out, err) = run(
        &["play", &game("chess.game"), "--seat", "all=human"],
        "e2-e4\nf7-f5\nd1-h5\nresign\n",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.matches("is in check").count(), 1, "{out}");
    assert!(out.contains("check: black is in check"), "{out}");
}
