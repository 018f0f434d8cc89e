//! Go (issue 42): groups and liberties (`capture groups`, `suicide
//! allowed`), ko (`ko simple`, `ko positional`), `passes 2` and the area
//! score. Perft from the start and from 60 seeded random positions (with
//! captures, suicides and ko in their histories) against the independent
//! reference `tests/ref/go_perft.py` (its figures frozen here and in
//! tests/data/go_perft_*.txt), and positions naming each rule.

mod common;

use common::{load_game, perft_counts, play};
use ludus::{Game, Match};

/// Plays the moves of a line of the reference's file, then perft.
fn check_file(game: &Game, data: &str) -> usize {
    let mut n = 0;
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let (moves_text, counts) = line.split_once(" | ").expect("MOVES | COUNTS");
        let want: Vec<u64> = counts
            .split_whitespace()
            .map(|c| c.parse().unwrap())
            .collect();
        let mut m = Match::new(game);
        let texts: Vec<&str> = moves_text.split(',').collect();
        play(&mut m, &texts);
        let got = perft_counts(game, m.state.clone(), want.len());
        assert_eq!(got, want, "after {moves_text}");
        n += 1;
    }
    n
}

#[test]
fn go_perft_1_and_2_as_the_reference_counts() {
    let game = load_game("go.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 2);
    assert_eq!(counts, vec![82, 6643]);
}

/// `python3 tests/ref/go_perft.py perft 3` (1.5 s in debug: run in release
/// by .ci/run).
#[test]
#[ignore = "deep perft: .ci/run runs it in release"]
fn go_perft_3_as_the_reference_counts() {
    let game = load_game("go.game");
    let counts = perft_counts(&game, ludus::State::new(&game), 3);
    assert_eq!(counts, vec![82, 6643, 531_522]);
}

#[test]
fn perft_after_random_games_with_superko_and_suicide_as_the_reference() {
    let game = load_game("go.game");
    let n = check_file(&game, include_str!("data/go_perft_positional.txt"));
    assert_eq!(n, 30);
}

#[test]
fn perft_after_random_games_with_simple_ko_no_suicide_as_the_reference() {
    let game = load_game("go-simpleko.game");
    let n = check_file(&game, include_str!("data/go_perft_simple.txt"));
    assert_eq!(n, 30);
}

/// Speed at the test profile's opt-level (`cargo test --release --test go
/// -- --ignored --nocapture speed` for release figures): perft 3 from the
/// start, and random playouts to their end (at most 2,000 plies, as
/// `ludus bench`).
#[test]
#[ignore = "timing: prints figures"]
fn speed() {
    let game = load_game("go.game");
    let start = ludus::State::new(&game);
    let t = std::time::Instant::now();
    let counts = perft_counts(&game, start.clone(), 3);
    let secs = t.elapsed().as_secs_f64();
    let nodes = f64::from(u32::try_from(counts.iter().sum::<u64>()).unwrap());
    eprintln!("perft 1-3: {:.0} nodes/s", nodes / secs);
    let (mut state, mut buf, mut rng, mut plies) = (start.clone(), Vec::new(), 1u64, 0usize);
    let t = std::time::Instant::now();
    let games: u32 = 200;
    for _ in 0..games {
        state.reset_from(&start);
        for _ in 0..2000 {
            let Some(mv) = state.pick_decision(&game, &mut buf, |n| {
                rng ^= rng << 13;
                rng ^= rng >> 7;
                rng ^= rng << 17;
                usize::try_from(rng % u64::try_from(n).unwrap()).unwrap()
            }) else {
                break;
            };
            state.apply(&game, &mv);
            plies += 1;
        }
    }
    let secs = t.elapsed().as_secs_f64();
    eprintln!(
        "{games} playouts: {:.0} playouts/s, mean {} plies",
        f64::from(games) / secs,
        plies / usize::try_from(games).unwrap()
    );
}

/// A random playout's pick (`State::pick_random`, the plan `group_pick`:
/// one drawn candidate judged at a time, drawn again when refused) is
/// uniform over the legal decisions: at a position where ko refuses the
/// retake and suicide is refused (go-simpleko), 61,000 seeded draws give
/// each legal decision within six standard deviations of its share, and
/// never a refused one.
#[test]
fn the_random_pick_is_uniform_over_the_legal_decisions() {
    let game = load_game("go-simpleko.game");
    let mut m = common::pos(
        &game,
        "black stone: e6, d5, e4, a2, b1  white stone: f6, g5, f4, e5  turn black",
    );
    play(&mut m, &["enter f5"]);
    let mut listed = Vec::new();
    m.state.decisions(&game, &mut listed);
    let refused = ["enter e5", "enter a1"];
    let texts: Vec<String> = listed
        .iter()
        .map(|d| ludus::notation::move_text(&game, d, ludus::notation::CellNames::Algebraic))
        .collect();
    for r in refused {
        assert!(!texts.iter().any(|t| t == r), "{r} is refused");
    }
    assert_eq!(
        listed.len(),
        81 - 9 - 2 + 1,
        "the empty points but two, and the pass"
    );
    let mut rng = common::Rng(7);
    let mut hits = vec![0u32; listed.len()];
    let draws = 1000 * listed.len();
    let mut buf = Vec::new();
    for _ in 0..draws {
        let mv = m
            .state
            .pick_random(&game, &mut buf, |n| rng.below(n))
            .expect("a decision");
        let i = listed
            .iter()
            .position(|d| *d == mv)
            .expect("a listed decision");
        hits[i] += 1;
    }
    // Binomial(draws, 1/71): mean 1000, standard deviation about 31.4.
    for (i, &h) in hits.iter().enumerate() {
        assert!((812..=1188).contains(&h), "{}: {h} draws", texts[i]);
    }
}

/// A position text carries what Go looks back on (`passes:` and
/// `earlier:`): saved after a ko is taken and a pass, the text read back
/// still refuses the retake (superko over the positions before the text)
/// and ends the game on the next pass; a garbled hash is an error.
#[test]
fn position_texts_carry_the_passes_and_the_positions_ko_forbids() {
    for name in ["go.game", "go-simpleko.game"] {
        let game = load_game(name);
        let mut m = common::pos(
            &game,
            "black stone: e6, d5, e4  white stone: f6, g5, f4, e5  turn black",
        );
        play(&mut m, &["enter f5"]);
        let text = ludus::notation::position_text(&game, &m.state);
        assert!(text.contains("earlier: h"), "{name}: {text}");
        let mut back = Match::from_position(&game, &text).expect("reads back");
        assert!(
            !common::moves(&mut back).contains(&"enter e5".to_string()),
            "{name}: ko"
        );
        assert!(common::moves(&mut m).len() == common::moves(&mut back).len());
        play(&mut back, &["pass"]);
        let text = ludus::notation::position_text(&game, &back.state);
        assert!(text.contains("passes: 1"), "{name}: {text}");
        let mut again = Match::from_position(&game, &text).expect("reads back");
        play(&mut again, &["pass"]);
        assert!(again.outcome().is_some(), "{name}: two passes end the game");
        for bad in [
            "earlier: h12",
            "earlier: 12",
            "earlier: hzzzzzzzzzzzzzzzz",
            "passes: x",
        ] {
            let err = Match::from_position(&game, &format!("black stone: a1  {bad}  turn white"))
                .err()
                .unwrap_or_else(|| panic!("{bad} is refused"));
            assert!(!err.to_string().is_empty(), "{bad}");
        }
    }
}
