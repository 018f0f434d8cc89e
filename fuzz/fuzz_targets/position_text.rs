//! Arbitrary text as a position text (and as a FEN) of every game of
//! `games/`: reading must never panic; a text that reads gives a position
//! whose written text reads again to the same position, whose hash is the
//! one computed from scratch, and whose moves can be listed; the semantic
//! check (`text::position_check`) must never panic and its spans lie in
//! the text.
#![no_main]

mod common;

use std::sync::LazyLock;

use libfuzzer_sys::fuzz_target;
use ludus::Game;
use ludus::notation;

const SOURCES: &[(&str, &str)] = &[
    ("checkers.game", include_str!("../../games/checkers.game")),
    ("chess.game", include_str!("../../games/chess.game")),
    ("gamemix.game", include_str!("../../games/gamemix.game")),
    ("liger.game", include_str!("../../games/liger.game")),
    ("libero.game", include_str!("../../games/libero.game")),
    ("liga.game", include_str!("../../games/liga.game")),
];

static GAMES: LazyLock<Vec<Game>> = LazyLock::new(|| common::compile_all(SOURCES));

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let game = &GAMES[usize::from(which) % GAMES.len()];
    let _ = notation::parse_fen(game, text);
    if let Ok(ds) = notation::position_diagnostics(game, text) {
        for d in &ds {
            let span = d.primary_span().expect("a position problem has a span");
            assert!(
                span.start + span.len <= text.len(),
                "{span:?}: {}",
                d.message
            );
            assert!(
                text.is_char_boundary(span.start) && text.is_char_boundary(span.start + span.len)
            );
        }
    }
    let Ok(mut state) = notation::parse_position(game, text) else {
        return;
    };
    assert_eq!(state.hash, state.compute_hash(game), "hash of `{text}`");
    let written = notation::position_text(game, &state);
    let again = notation::parse_position(game, &written)
        .unwrap_or_else(|e| panic!("`{written}` (from `{text}`) does not read: {e}"));
    assert_eq!(
        notation::position_text(game, &again),
        written,
        "from `{text}`"
    );
    let mut buf = Vec::new();
    state.decisions(game, &mut buf);
});
