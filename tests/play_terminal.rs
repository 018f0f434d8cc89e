//! `ludus play` at the keyboard (issue 21): `help` explains this game's
//! notation and its pieces (read from the game file), cells and card names
//! are read in any case, counts say `1 legal move`, and the record is saved
//! on quit only with `--record`. (Line editing and history need a terminal:
//! with piped input, as here, plain lines are read.)

mod common;

use common::bin::ludus as run;

fn game(name: &str) -> String {
    format!("{}/games/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The output of `help` (typed once, then `quit`) for `file`.
fn help_of(file: &str) -> String {
    let (code, out, err) = run(&["play", &game(file), "--seed", "3"], "help\nquit\n");
    assert_eq!(code, 0, "{err}");
    let start = out.rfind("Type a move").expect("the help");
    out[start..].to_string()
}

#[test]
fn help_explains_this_games_notation_and_pieces() {
    let h = help_of("checkers.game");
    assert!(h.contains("for example `a3-b4`"), "{h}");
    assert!(h.contains("11-15"), "numbered cells: {h}");
    assert!(h.contains("man: b (black), w (white)"), "{h}");
    assert!(h.contains("king: B (black), W (white)"), "{h}");
    for absent in ["`/N`", "`=`", "`end`", "the cards:", "`off"] {
        assert!(!h.contains(absent), "checkers has no {absent}: {h}");
    }
    assert!(h.contains("only with --record"), "{h}");

    let h = help_of("gamemix.game");
    assert!(h.contains("=L (liner), =N (knight), =S (silver)"), "{h}");
    assert!(h.contains("pawn: P (white), p (black)"), "{h}");

    let h = help_of("liger.game");
    assert!(h.contains("`/N`"), "{h}");

    let h = help_of("libero.game");
    assert!(h.contains("`end` ends it"), "{h}");
    assert!(h.contains("ball: o (anyone's)"), "{h}");

    let h = help_of("liga.game");
    assert!(h.contains("`give NAME`"), "{h}");
    assert!(h.contains("its name alone, `liga`"), "{h}");
    assert!(
        h.contains("marble: N (north), E (east), S (south), W (west)"),
        "{h}"
    );
}

#[test]
fn cells_and_card_names_are_read_in_any_case() {
    let (code, out, err) = run(
        &["play", &game("checkers.game"), "--seed", "3"],
        "C3-D4\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("error:"), "{out}");
    assert!(out.contains("white plays"), "the move was played: {out}");

    // LIGA: the first legal move, a card given, typed in capitals.
    let h = help_of("liga.game");
    let example = h.split('`').nth(1).expect("an example move").to_uppercase();
    assert!(example.starts_with("GIVE "), "{example}");
    let (code, out, err) = run(
        &["play", &game("liga.game"), "--seed", "3"],
        &format!("{example}\nquit\n"),
    );
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("error:"), "`{example}`: {out}");
    assert!(out.contains("east gives a card"), "{out}");

    // A text that is wrong in any case still says what is wrong.
    let (_, out, _) = run(
        &["play", &game("checkers.game"), "--seed", "3"],
        "C3-E5\nquit\n",
    );
    assert!(
        out.contains("error: `c3-e5` is not a legal move here"),
        "{out}"
    );
}

#[test]
fn one_legal_move_is_singular() {
    let position = "north marble: a1  north marble: 3 in base  east marble: q10  \
        east marble: o9  east marble: n9  east marble: m9  south marble: 3 in base  \
        south marble: g1  west marble: b9  west marble: c9  west marble: d9  \
        west marble: e9  hand north: three, four  hand south: six  hand west: two  turn north";
    let (code, out, err) = run(
        &[
            "moves",
            &game("liga.game"),
            "--position",
            position,
            "--moves",
            "three a1-a4,six g1-a1,two q10-p9",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\n1 legal move: discard four"), "{out}");
    let (_, out, _) = run(&["moves", &game("checkers.game")], "");
    assert!(out.contains("7 legal moves: "), "{out}");
}

#[test]
fn the_record_is_saved_on_quit_only_with_record() {
    let (code, out, err) = run(&["play", &game("checkers.game"), "--seed", "3"], "quit\n");
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("record saved"), "{out}");

    let dir = std::env::temp_dir().join(format!("ludus-play-terminal-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let rec = dir.join("quit.json");
    let (code, out, err) = run(
        &[
            "play",
            &game("checkers.game"),
            "--seed",
            "3",
            "--record",
            rec.to_str().unwrap(),
        ],
        "c3-d4\nquit\n",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("record saved to"), "{out}");
    let saved = std::fs::read_to_string(&rec).unwrap();
    assert!(saved.contains("\"c3-d4\""), "{saved}");
    let _ = std::fs::remove_dir_all(&dir);
}
