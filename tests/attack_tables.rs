//! The attack tables compiled from the capture rules (docs/language.md,
//! "Attack tables"): exact where the game's captures are tabled, the same
//! legal moves, checks, hashes and outcomes as generating the replies, and
//! `attacked(…)` in a move's condition.

#![allow(non_snake_case)] // test names are `attack_tables__<rule>`

mod common;

use common::{load_game, moves};
use ludus::{Game, Match};

/// The game as compiled, and the same game told to generate the replies.
fn both(name: &str) -> (Game, Game) {
    let fast = load_game(name);
    let mut slow = fast.clone();
    slow.tables.attacks.exact = false;
    (fast, slow)
}

#[test]
fn attack_tables__exact_only_where_every_capture_is_tabled() {
    assert!(load_game("chess.game").tables.attacks.exact);
    assert!(load_game("gamemix.game").tables.attacks.exact);
    // Chained jumps and mandatory capture: the replies are generated.
    assert!(!load_game("checkers.game").tables.attacks.exact);
}

/// Plays seeded random games in both forms side by side, comparing at every
/// ply the legal moves (in order), check, the hash and the outcome.
fn agree(name: &str, games: u64, plies: usize) -> usize {
    let (fast, slow) = both(name);
    let mut compared = 0;
    for seed in 1..=games {
        let mut a = Match::new(&fast);
        let mut b = Match::new(&slow);
        let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        for _ in 0..plies {
            let ma = a.legal_moves();
            assert_eq!(ma, b.legal_moves(), "{name} seed {seed}: legal moves");
            assert_eq!(a.in_check(), b.in_check(), "{name} seed {seed}: check");
            assert_eq!(a.state.hash, b.state.hash, "{name} seed {seed}: hash");
            assert_eq!(a.outcome(), b.outcome(), "{name} seed {seed}: outcome");
            compared += 1;
            if ma.is_empty() {
                break;
            }
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let m = ma[usize::try_from(x % ma.len() as u64).expect("small")];
            a.play(&m).expect("legal");
            b.play(&m).expect("legal");
        }
    }
    compared
}

#[test]
fn attack_tables__chess_agrees_with_generated_replies() {
    assert!(agree("chess.game", 25, 160) > 2000);
}

#[test]
fn attack_tables__gamemix_agrees_with_generated_replies() {
    // Flying Damas, Checkers' single jumps, Liners' leaps by the pieces on
    // the line, Knights, Silvers, Pawns with en passant.
    assert!(agree("gamemix.game", 25, 160) > 2000);
}

/// Chess with one rule changed.
fn chess_with(old: &str, new: &str) -> Game {
    let path = format!("{}/games/chess.game", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(path).expect("chess.game");
    assert!(src.contains(old));
    let src = src.replace(old, new);
    let (game, diags) = ludus::compile(ludus::Source::named("pawn-check.game", &src)).into_parts();
    game.unwrap_or_else(|| panic!("compiles: {diags:?}"))
}

#[test]
fn attacked__in_a_move_condition_is_judged_before_the_move() {
    // A pawn may step only while its king is not in check.
    let g = chess_with(
        "    step forward to empty\n",
        "    step forward to empty if not attacked(king own)\n",
    );
    let chess = load_game("chess.game");
    // The bishop on b4 checks e1 along c3 and d2; c2-c3 would block it.
    let check = "4k3/8/8/8/1b6/8/2P5/4K3 w - - 0 1";
    let mut plain = Match::from_fen(&chess, check).unwrap();
    assert!(moves(&mut plain).contains(&"c2-c3".to_string()));
    let mut m = Match::from_fen(&g, check).unwrap();
    assert!(m.in_check());
    let legal = moves(&mut m);
    assert!(!legal.contains(&"c2-c3".to_string()), "{legal:?}");
    assert_eq!(legal, ["e1-d1", "e1-e2", "e1-f1", "e1-f2"]);
    // Out of check, the pawn steps again.
    let mut quiet = Match::from_fen(&g, "4k3/8/8/8/8/8/b1P5/4K3 w - - 0 1").unwrap();
    assert!(!quiet.in_check());
    assert!(moves(&mut quiet).contains(&"c2-c3".to_string()));
}

#[test]
#[ignore = "deep: run by .ci/run with --ignored"]
fn attack_tables__agree_with_generated_replies_deep() {
    assert!(agree("chess.game", 400, 300) > 40_000);
    assert!(agree("gamemix.game", 400, 300) > 40_000);
}
