//! Position texts carry the whole state of any game: on seeded random
//! playouts of every game in `games/` (LIGA's card games mid-deal
//! included), at every ply (in turns of several actions, between actions
//! too), state → position text → state gives an equal hash, equal legal
//! moves, the same result and the same text again; and a game resumed
//! from the text goes on exactly as the original (the deck's order, the
//! pile, the dealer and the seed of the shuffles decide the deals to come;
//! a card in the centre carries the position its `cancel` restores).

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
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

/// The decisions offered now, as sorted texts, and the result.
fn offered(m: &mut Match) -> (Vec<String>, Option<String>) {
    let mut v: Vec<String> = m
        .legal_moves()
        .iter()
        .map(|mv| notation::move_text(m.game, mv, CellNames::Algebraic))
        .collect();
    v.sort();
    (v, m.outcome().map(|o| format!("{o:?}")))
}

/// Checks that `back` (read from a text) is the same position as `m`.
fn same(m: &mut Match, back: &mut Match, at: &str) {
    assert_eq!(back.state.hash, m.state.hash, "hash, {at}");
    assert_eq!(back.state.hash, back.state.compute_hash(m.game), "{at}");
    assert_eq!(offered(back), offered(m), "decisions, {at}");
}

fn next(rng: &mut u64) -> u64 {
    *rng ^= *rng << 13;
    *rng ^= *rng >> 7;
    *rng ^= *rng << 17;
    *rng
}

/// The entries of the card and turn state a text may hold, counted over
/// the positions seen (to show which the playouts exercised).
const ENTRIES: [&str; 23] = [
    "deck:",
    "pile:",
    "centre:",
    "dealer:",
    "deals:",
    "seed:",
    "skip:",
    "split:",
    "giving:",
    "given:",
    "announced:",
    "replay:",
    "pending:",
    "decided:",
    "proxy:",
    "used:",
    "acted:",
    "mover:",
    "passes:",
    "earlier:",
    "race:",
    "bar:",
    "dice:",
];

/// Checks that every entry of `want` was seen.
fn all_seen(seen: &[&str], want: &[&str]) {
    for w in want {
        assert!(seen.contains(w), "`{w}` never seen; seen: {seen:?}");
    }
}

/// One seeded playout of `g` (at most `plies` plies): the round trip at
/// every ply, and games resumed from the text at some plies followed in
/// lockstep for 40 plies. Returns the entries of [`ENTRIES`] seen and
/// whether a card in the centre carried a position.
fn playout(name: &str, g: &Game, seed: u64, plies: usize, every: usize) -> Vec<&'static str> {
    let mut m = Match::new_seeded(g, seed);
    let mut rng = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    let mut resumed: Vec<(usize, Match)> = Vec::new();
    let mut seen = Vec::new();
    for ply in 0..plies {
        let text = notation::position_text(g, &m.state);
        for w in ENTRIES.iter().chain(&["(", "locked", " as "]) {
            if text.contains(w) && !seen.contains(w) {
                seen.push(*w);
            }
        }
        let at = format!("{name} seed {seed} ply {ply}: {text}");
        let mut back = Match::from_position(g, &text).unwrap_or_else(|e| panic!("{at}\n{e}"));
        same(&mut m, &mut back, &at);
        assert_eq!(notation::position_text(g, &back.state), text, "text, {at}");
        resumed.retain(|(from, _)| ply - from <= 40);
        if ply % every == 3 {
            resumed.push((ply, back));
        }
        for (from, r) in &mut resumed {
            same(
                &mut m,
                r,
                &format!("{name} seed {seed} ply {ply}, resumed at ply {from}"),
            );
        }
        let legal = m.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[usize::try_from(next(&mut rng) % legal.len() as u64).expect("in range")];
        m.play(&mv).expect("legal move");
        for (_, r) in &mut resumed {
            r.play(&mv)
                .expect("the same move is legal in the resumed game");
        }
    }
    seen
}

#[test]
fn position_texts_round_trip_on_random_playouts() {
    let gs = games();
    for must in ["chess.game", "liga.game", "liga-2p.game", "liga-solo.game"] {
        assert!(gs.iter().any(|(n, _)| n == must), "{must}");
    }
    let mut seen = Vec::new();
    for (name, g) in &gs {
        let (seeds, plies) = if g.cards.is_some() {
            (0..3u64, 150)
        } else {
            (0..5, 150)
        };
        for seed in seeds {
            seen.extend(playout(name, g, seed, plies, 20));
        }
    }
    all_seen(
        &seen,
        &[
            "deck:",
            "pile:",
            "centre:",
            "(",
            "dealer:",
            "deals:",
            "seed:",
            "skip:",
            "split:",
            "giving:",
            "given:",
            "announced:",
            "used:",
            "acted:",
            "mover:",
            "passes:",
            "earlier:",
            "race:",
            "bar:",
            "dice:",
        ],
    );
}

/// LIGA's three games played to their end (several deals, reshuffles of
/// the pile, skips, splits in progress, cancels, turns taken for another
/// player, provisional wins): every entry of the card state is exercised.
/// Slow (about a minute of CPU per game): ignored, run by .ci/run; the
/// seven games are played on threads of their own, so that both cores work.
#[test]
#[ignore]
fn liga_positions_round_trip_mid_deal_to_the_end() {
    let games: Vec<(&str, Game, u64)> = [
        ("liga.game", 20..23u64),
        ("liga-2p.game", 20..22),
        ("liga-solo.game", 20..22),
    ]
    .into_iter()
    .flat_map(|(name, seeds)| seeds.map(move |seed| (name, common::load_game(name), seed)))
    .collect();
    let seen: Vec<&str> = std::thread::scope(|s| {
        let runs: Vec<_> = games
            .iter()
            .map(|(name, g, seed)| s.spawn(move || playout(name, g, *seed, 5000, 250)))
            .collect();
        runs.into_iter()
            .flat_map(|r| r.join().expect("no panic"))
            .collect()
    });
    all_seen(
        &seen,
        &ENTRIES
            .iter()
            .copied()
            // Not of LIGA: a budget's `used:` and `acted:`, Go's `passes:`
            // and `earlier:`, a race's `race:`, `bar:` and `dice:`.
            .filter(|&w| {
                ![
                    "used:", "acted:", "passes:", "earlier:", "race:", "bar:", "dice:",
                ]
                .contains(&w)
            })
            .chain([" as ", "("])
            .collect::<Vec<_>>(),
    );
}
