//! Position texts carry the whole state of a board game: on seeded random
//! playouts of every game in `games/` without cards, at every ply (in turns
//! of several actions, at every start of a turn), state → position text →
//! state gives an equal hash, equal legal moves and the same text again.
//! (Card games are left out: their texts do not carry the deck's order, the
//! pile or a card's pending effect.)

mod common;

use ludus::notation::{self, CellNames};
use ludus::{Game, Match};

fn games() -> Vec<(String, Game)> {
    let dir = format!("{}/games", env!("CARGO_MANIFEST_DIR"));
    let mut v: Vec<(String, Game)> = std::fs::read_dir(dir)
        .expect("games/")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .map(|p| {
            let g = ludus::load(&p).expect("game loads");
            (p.file_name().unwrap().to_string_lossy().into_owned(), g)
        })
        .filter(|(_, g)| g.cards.is_none())
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

fn texts(m: &mut Match) -> Vec<String> {
    let mut v: Vec<String> = m
        .movement_moves()
        .iter()
        .map(|mv| notation::move_text(m.game, mv, CellNames::Algebraic))
        .collect();
    v.sort();
    v
}

#[test]
fn position_texts_round_trip_on_random_playouts() {
    let gs = games();
    assert!(gs.iter().any(|(n, _)| n == "chess.game"));
    for (name, g) in &gs {
        for seed in 0..6u64 {
            let mut m = Match::new(g);
            let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            for ply in 0..160 {
                if !m.state.acted {
                    let text = notation::position_text(g, &m.state);
                    let mut back = Match::from_position(g, &text)
                        .unwrap_or_else(|e| panic!("{name} seed {seed} ply {ply}: {e}\n{text}"));
                    let at = format!("{name} seed {seed} ply {ply}: {text}");
                    assert_eq!(back.state.hash, m.state.hash, "hash, {at}");
                    assert_eq!(back.state.hash, back.state.compute_hash(g), "{at}");
                    assert_eq!(texts(&mut back), texts(&mut m), "moves, {at}");
                    assert_eq!(notation::position_text(g, &back.state), text, "{at}");
                }
                if m.outcome().is_some() {
                    break;
                }
                let legal = m.legal_moves();
                if legal.is_empty() {
                    break;
                }
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                let mv = legal[usize::try_from(rng % legal.len() as u64).expect("small")];
                m.play(&mv).expect("legal move");
            }
        }
    }
}
