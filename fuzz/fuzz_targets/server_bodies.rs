//! The JSON bodies `ludus serve` reads, from arbitrary bytes: a move body
//! (`{"move": TEXT}`) judged against the legal moves, and a replay body's
//! record (`ludus-record/1`) read and replayed move by move the way the
//! server's replay viewer does (format checked, each move parsed among the
//! legal ones, applied, the frame drawn). Nothing may panic: a bad body is
//! an error, never a crash. The first byte picks the game.
#![no_main]

mod common;

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use ludus::record::Record;
use ludus::{Game, Match, notation};

const SOURCES: &[(&str, &str)] = &[
    ("checkers.game", include_str!("../../games/checkers.game")),
    ("chess.game", include_str!("../../games/chess.game")),
    ("liga.game", include_str!("../../games/liga.game")),
];

static GAMES: LazyLock<Vec<Game>> = LazyLock::new(|| common::compile_all(SOURCES));

fuzz_target!(|data: &[u8]| {
    let Some((&pick, body)) = data.split_first() else {
        return;
    };
    let game = &GAMES[usize::from(pick) % GAMES.len()];
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(body) else {
        return;
    };
    if let Some(text) = value.get("move").and_then(|m| m.as_str()) {
        let mut m = Match::new_seeded(game, u64::from(pick));
        let legal = m.movement_moves();
        if let Ok(mv) = notation::parse_move(game, &legal, text) {
            assert!(legal.contains(&mv), "`{text}` parsed to a move not legal");
        }
    }
    let record = value.get("record").cloned().unwrap_or(value);
    let Ok(rec) = serde_json::from_value::<Record>(record) else {
        return;
    };
    if rec.check_format().is_err() {
        return;
    }
    let seed = rec.deal_seed.or(rec.seed).unwrap_or(0);
    let mut m = Match::new_seeded(game, seed);
    for text in rec.moves.iter().take(2_000) {
        let legal = m.movement_moves();
        let Ok(mv) = notation::parse_move(game, &legal, text) else {
            break;
        };
        m.state.apply(game, &mv);
        m.played.push(mv);
    }
    let _ = ludus::render::svg_for(game, &m.state, None);
    let _ = notation::diagram_for(game, &m.state, None);
    let _ = m.outcome();
});
