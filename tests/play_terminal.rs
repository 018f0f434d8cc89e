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

/// `ludus play` with every seat a person, fed `input`: its output.
fn play_chess(args: &[&str], input: &str) -> String {
    let mut all = vec!["play", "games/chess.game", "--seat", "all=human"];
    all.extend_from_slice(args);
    let (code, out, err) = run(&all, input);
    assert_eq!(code, 0, "{err}");
    out
}

#[test]
fn chess_notation_is_read_when_it_names_one_move() {
    // SAN (`Nf3`, `Bg2`), coordinates without a separator (`g2g3`,
    // `g8f6`) and castling (`O-O`), each naming exactly one legal move.
    let out = play_chess(
        &[],
        "Nf3\nNc6\ng2g3\ng8f6\nBg2\ne7e5\nmoves\nO-O\nboard\nquit\n",
    );
    assert!(!out.contains("error:"), "{out}");
    // Castling is listed as `O-O`, not by its two relocations.
    assert!(out.contains(" O-O\n"), "{out}");
    assert!(!out.contains("e1-g1&h1-f1"), "{out}");
    // After O-O the king stands on g1 and the rook on f1.
    let last = &out[out
        .rfind("  a b c d e f g h")
        .unwrap_or(0)
        .saturating_sub(40)..];
    assert!(out.contains(" 1  R N B Q . R K ."), "{last}");

    // A capture by a pawn (`exd5`), a piece capture (`Qxd5`).
    let out = play_chess(&["--moves", "e2-e4,d7-d5"], "exd5\nQxd5\nboard\nquit\n");
    assert!(!out.contains("error:"), "{out}");
    assert!(out.contains(" 5  . . . q . . . ."), "{out}");

    // A promotion: `a8=Q` and `a7a8n`.
    let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    let out = play_chess(&["--fen", fen], "a8=Q\nboard\nquit\n");
    assert!(out.contains(" 8  Q . . . k . . ."), "{out}");
    let out = play_chess(&["--fen", fen], "a7a8n\nboard\nquit\n");
    assert!(out.contains(" 8  N . . . k . . ."), "{out}");
    // Two knights may reach d2: `Nd2` is ambiguous, `Nbd2` is not.
    let fen = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
    let out = play_chess(&["--fen", fen], "Nd2\nNbd2\nboard\nquit\n");
    assert!(
        out.contains("`Nd2` could mean b1-d2 or f1-d2"),
        "ambiguous: {out}"
    );
    assert!(out.contains(" 2  . . . N . . . ."), "{out}");
}

#[test]
fn a_move_meant_plainly_is_suggested() {
    // The cells of a legal move in the wrong order.
    let out = play_chess(&[], "f3-g1\nquit\n");
    assert!(out.contains("(did you mean `g1-f3`?)"), "{out}");
    // A legal move's text cut short (a card game's move, by its prefix).
    let position = "north marble: a1  north marble: 3 in base  east marble: q10  \
        east marble: o9  east marble: n9  east marble: m9  south marble: 3 in base  \
        south marble: g1  west marble: b9  west marble: c9  west marble: d9  \
        west marble: e9  hand north: three, four  hand south: six  hand west: two  turn north";
    let (_, out, err) = run(
        &[
            "moves",
            &game("liga.game"),
            "--position",
            position,
            "--moves",
            "three a1-a4,six g1-a1,two q10-p9,disc",
        ],
        "",
    );
    assert!(err.contains("did you mean `discard four`?"), "{out}{err}");
}

#[test]
fn card_effects_are_narrated() {
    // A game of four computer seats: each card whose use is more than a
    // move says what it did, read from the card's uses.
    let (code, out, err) = run(
        &[
            "play",
            &game("liga.game"),
            "--seat",
            "all=random",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "north plays twister: every hand passes one seat to the right; north plays again"
        ),
        "{out}"
    );
    assert!(
        out.contains("north plays phantom: north takes east's turn"),
        "{out}"
    );
    assert!(
        out.contains("north plays eight skip: east skips the next turn"),
        "{out}"
    );
    assert!(
        out.contains("north plays liga: north takes back west's card and plays it"),
        "{out}"
    );
}

#[test]
fn the_one_person_at_the_screen_always_sees_its_own_hand() {
    // West plays against three computers. The exchange starts at the
    // dealer's left (north), so three boards are drawn during the
    // computers' turns before west's first decision: each shows west's
    // hand, and none shows another seat's.
    let (code, out, err) = run(
        &[
            "play",
            &game("liga.game"),
            "--seat",
            "all=random",
            "--seat",
            "west=human",
            "--seed",
            "5",
        ],
        "quit\n",
    );
    assert_eq!(code, 0, "{err}");
    let boards = out.matches("hand of west: ").count();
    assert!(boards >= 4, "{out}");
    let west: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("hand of west: "))
        .collect();
    assert!(west.iter().all(|l| !l.ends_with("(hidden)")), "{out}");
    for other in ["north", "east", "south"] {
        let lines: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with(&format!("hand of {other}: ")))
            .collect();
        assert_eq!(lines.len(), boards, "{out}");
        assert!(lines.iter().all(|l| l.ends_with("(hidden)")), "{out}");
    }
    // The computers' gifts are face down.
    assert!(out.contains("north gives a card"), "{out}");
}

#[test]
fn a_new_deal_is_said() {
    let (code, out, err) = run(
        &[
            "play",
            &game("liga.game"),
            "--seat",
            "all=random",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\nnew deal (deal 2): north deals\n"), "{out}");
    assert!(out.contains("\nnew deal (deal 3): east deals\n"), "{out}");
    // Not for the first deal, made before the game starts.
    assert!(!out.contains("(deal 1)"), "{out}");
}

#[test]
fn after_the_hands_pass_round_the_person_is_told_its_new_hand() {
    // West against three computers: west gives the first card of its hand
    // the lines name (each `give CARD` of the game's cards in turn, the
    // others refused), then quits at its first turn of play. Before it,
    // north plays a twister (seed 8): the hands pass round, and west is
    // told its new hand, the one its next board shows.
    let text = std::fs::read_to_string(game("liga.game")).expect("liga.game");
    let mut input: String = text
        .lines()
        .filter_map(|l| l.strip_prefix("card "))
        .map(|l| format!("give {}\n", l.trim_end_matches(" {")))
        .collect();
    input.push_str("quit\n");
    let (code, out, err) = run(
        &[
            "play",
            &game("liga.game"),
            "--seat",
            "all=random",
            "--seat",
            "west=human",
            "--seed",
            "8",
        ],
        &input,
    );
    assert_eq!(code, 0, "{err}");
    let said = out
        .lines()
        .position(|l| l.starts_with("your hand is now: "))
        .expect("the new hand said");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[said - 1].starts_with("north plays twister: every hand passes one seat to the"),
        "{}",
        lines[said - 1]
    );
    let hand = lines[said].trim_start_matches("your hand is now: ");
    let next_board = lines[said..]
        .iter()
        .find(|l| l.starts_with("hand of west: "))
        .expect("the next board");
    assert_eq!(*next_board, format!("hand of west: {hand}"));
}
