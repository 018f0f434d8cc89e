//! End rules `on claim`: chess.game's threefold repetition and fifty-move
//! rule are draws only when the player to move claims them (`claim` in
//! `play`), while the fivefold repetition and the 75-move rule end the
//! game by themselves.

mod common;

use common::bin::ludus;
use common::{load_game, play, pos};
use ludus::Match;

const SHUFFLE: [&str; 8] = [
    "g1-f3", "g8-f6", "f3-g1", "f6-g8", "g1-f3", "g8-f6", "f3-g1", "f6-g8",
];

#[test]
fn chess_threefold_repetition_is_a_draw_on_claim_and_fivefold_automatic() {
    let g = load_game("chess.game");
    let mut m = Match::new(&g);
    play(&mut m, &SHUFFLE[..4]);
    // The start position a second time: nothing to claim yet.
    assert_eq!(m.state.claimable(&g), None);
    play(&mut m, &SHUFFLE[4..]);
    // A third time: the player to move may claim; the game goes on if not.
    let o = m.state.claimable(&g).expect("a claim");
    assert_eq!(o.winner, None);
    assert_eq!(o.reason, "claimed: repetition 3");
    assert_eq!(m.outcome(), None);
    assert!(!m.legal_moves().is_empty());
    // Once a move changes the position, the claim is gone.
    play(&mut m, &["e2-e4"]);
    assert_eq!(m.state.claimable(&g), None);
    // The fifth time ends the game by itself.
    let mut m = Match::new(&g);
    for _ in 0..2 {
        play(&mut m, &SHUFFLE);
    }
    let o = m.outcome().expect("fivefold repetition");
    assert_eq!((o.winner, o.reason.as_str()), (None, "repetition 5"));
}

#[test]
fn chess_fifty_move_rule_is_a_draw_on_claim_and_seventy_five_automatic() {
    let g = load_game("chess.game");
    let at = |since: u32| {
        format!(
            "white king: e1  white rook: a1  black king: e8  plies 200 since {since}  turn white"
        )
    };
    let mut m = pos(&g, &at(99));
    assert_eq!(m.state.claimable(&g), None);
    let mut m100 = pos(&g, &at(100));
    let o = m100.state.claimable(&g).expect("a claim");
    assert_eq!(o.reason, "claimed: plies 100 since capture, pawn");
    assert_eq!(m100.outcome(), None);
    let mut m150 = pos(&g, &at(150));
    let o = m150.outcome().expect("the 75-move rule");
    assert_eq!(o.reason, "plies 150 since capture, pawn");
    assert!(m.outcome().is_none());
}

#[test]
fn claim_is_allowed_only_on_repetition_and_plies() {
    let base = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/chess.game"))
        .expect("chess.game");
    let bad = base.replace(
        "    no moves: draw \"stalemate\"\n",
        "    no moves: draw on claim\n",
    );
    assert_ne!(bad, base);
    let c = ludus::compile(ludus::Source::named("bad.game", &bad));
    assert!(c.game.is_none(), "`no moves … on claim` is refused");
}

#[test]
fn play_offers_the_claim_and_the_record_keeps_it() {
    let rec = std::env::temp_dir().join(format!("ludus-claim-{}.json", std::process::id()));
    let input = format!("claim\n{}\nclaim\n", SHUFFLE.join("\n"));
    let (code, out, err) = ludus(
        &[
            "play",
            "games/chess.game",
            "--seat",
            "black=human",
            "--seed",
            "1",
            "--record",
            &rec.display().to_string(),
        ],
        &input,
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("nothing to claim now"), "{out}");
    assert!(
        out.contains("white may claim a draw (threefold repetition): type `claim`"),
        "{out}"
    );
    assert!(
        out.contains("game over: draw (claimed: threefold repetition)"),
        "{out}"
    );
    let text = std::fs::read_to_string(&rec).expect("record");
    let _ = std::fs::remove_file(&rec);
    assert!(
        text.contains("\"reason\": \"claimed: repetition 3\""),
        "{text}"
    );
    assert!(
        text.contains("\"label\": \"claimed: threefold repetition\""),
        "{text}"
    );
}
