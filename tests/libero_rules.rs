//! One test per rule of the Libero rules page (docs/rules/libero.md):
//! hand-built positions, their legal actions snapshotted with insta, and the
//! key facts asserted in plain Rust as well (each expected move set was
//! worked out from the rules page, not copied from the engine), so that a
//! wrong engine fails even if someone blindly accepts the snapshots.
//!
//! Reminders: red is player 0 and attacks to the right (blue's goal t4-t6),
//! blue is player 1 and attacks to the left (red's goal a4-a6). Columns a-t,
//! rows 1-9; column a has only a4-a6, column t only t4-t6. The ball is a
//! neutral piece stacked on its holder (`stack q6: blue soldier, ball`). A
//! piece move of the ball holder carries the ball (`j9-c2/2`); a ball move
//! (pass or goal) is written from the holder's cell (`q6-n9`); `end` ends a
//! turn. One turn: at most one piece move, any number of ball moves, `end`.

#![allow(non_snake_case)] // test names are `libero__<rule>`, like their snapshots

mod common;

use common::{cell, load_game, moves, play, player, pos, report, set};
use ludus::{Game, Match};

fn game() -> Game {
    load_game("libero.game")
}

/// The stack on a square, bottom first, in words: `["blue soldier", "ball"]`.
fn stack(m: &Match, name: &str) -> Vec<String> {
    m.state
        .stack(cell(m.game, name))
        .into_iter()
        .map(|c| {
            let kind = &m.game.kinds[m.game.code_kind[c as usize] as usize];
            if kind.neutral {
                kind.name.clone()
            } else {
                format!(
                    "{} {}",
                    player(m.game, m.game.code_owner[c as usize]),
                    kind.name
                )
            }
        })
        .collect()
}

fn st(xs: &[&str]) -> Vec<String> {
    xs.iter().map(|s| s.to_string()).collect()
}

/// Where the ball is: the cells whose stack holds it (exactly one expected).
fn ball(m: &Match) -> String {
    let cells: Vec<String> = (0..m.game.board.cells())
        .map(|c| m.game.board.names[c].clone())
        .filter(|n| stack(m, n).iter().any(|p| p == "ball"))
        .collect();
    assert_eq!(cells.len(), 1, "exactly one ball on the board: {cells:?}");
    cells[0].clone()
}

/// A counter (`points`, `sets`) of a player (0 red, 1 blue).
fn counter(m: &Match, name: &str, p: u8) -> i32 {
    let n = m.game.counters.len();
    let c = m
        .game
        .counters
        .iter()
        .position(|x| x == name)
        .unwrap_or_else(|| panic!("no counter `{name}`"));
    m.state.counters[p as usize * n + c]
}

/// points red, points blue, sets red, sets blue.
fn score(m: &Match) -> [i32; 4] {
    [
        counter(m, "points", 0),
        counter(m, "points", 1),
        counter(m, "sets", 0),
        counter(m, "sets", 1),
    ]
}

/// The legal moves starting from a cell (`from-...`), sorted.
fn moves_from(m: &mut Match, from: &str) -> Vec<String> {
    let prefix = format!("{from}-");
    moves(m)
        .into_iter()
        .filter(|t| t.starts_with(&prefix))
        .collect()
}

/// The ball moves (passes and goals): from the holder's cell, without `/2`.
fn ball_moves(m: &mut Match) -> Vec<String> {
    let from = ball(m);
    moves_from(m, &from)
        .into_iter()
        .filter(|t| !t.ends_with("/2"))
        .collect()
}

/// The moves and `end` (the turn's decision to stop), sorted.
fn with_end(mut moves: Vec<String>) -> Vec<String> {
    moves.push("end".into());
    moves.sort();
    moves
}

/// `from-to` for each destination.
fn from_to(from: &str, tos: &[&str], suffix: &str) -> Vec<String> {
    tos.iter().map(|t| format!("{from}-{t}{suffix}")).collect()
}

fn assert_refused(m: &mut Match, texts: &[&str]) {
    for t in texts {
        assert!(m.play_text(t).is_err(), "`{t}` must be refused");
    }
}

/// The setup of the rules page, piece by piece (the ball aside).
const SETUP: &[(&str, &str)] = &[
    ("b5", "red goalkeeper"),
    ("e5", "red libero"),
    ("d4", "red soldier"),
    ("d6", "red soldier"),
    ("e1", "red soldier"),
    ("e9", "red soldier"),
    ("f3", "red soldier"),
    ("f7", "red soldier"),
    ("i3", "red soldier"),
    ("i5", "red soldier"),
    ("i7", "red soldier"),
    ("s5", "blue goalkeeper"),
    ("p5", "blue libero"),
    ("l3", "blue soldier"),
    ("l5", "blue soldier"),
    ("l7", "blue soldier"),
    ("o3", "blue soldier"),
    ("o7", "blue soldier"),
    ("p1", "blue soldier"),
    ("p9", "blue soldier"),
    ("q4", "blue soldier"),
    ("q6", "blue soldier"),
];

/// Asserts every piece stands on its setup cell, nothing else is on the
/// board, and the ball is on `ball_on` (a centre soldier).
fn assert_setup_with_ball_on(m: &Match, ball_on: &str) {
    let mut pieces = 0;
    for c in 0..m.game.board.cells() {
        let name = &m.game.board.names[c];
        let s = stack(m, name);
        match SETUP.iter().find(|(n, _)| n == name) {
            Some((_, p)) => {
                let mut want = vec![p.to_string()];
                if name == ball_on {
                    want.push("ball".to_string());
                }
                assert_eq!(s, want, "{name}");
                pieces += 1;
            }
            None => assert!(s.is_empty(), "{name} should be empty: {s:?}"),
        }
    }
    assert_eq!(pieces, 22);
    assert_eq!(ball(m), ball_on);
}

// ---------------------------------------------------------------- setup

/// Setup: red keeper b5, libero e5, soldiers d4 d6 e1 e9 f3 f7 i3 i5 i7;
/// blue keeper s5, libero p5, soldiers l3 l5 l7 o3 o7 p1 p9 q4 q6; the ball
/// on red's centre soldier i5; red moves first; 0-0 points and sets.
#[test]
fn libero__start_position() {
    let g = game();
    assert_eq!(g.board.cells(), 168);
    let mut m = Match::new(&g);
    assert_eq!(m.to_move(), 0, "red starts");
    assert_setup_with_ball_on(&m, "i5");
    assert_eq!(score(&m), [0, 0, 0, 0]);
    assert!(m.outcome().is_none());
    // The ball from i5: N i6 -> i7 (red), S i4 -> i3 (red), W h5..f5 -> e5
    // (red libero), NW h6 g7 f8 -> e9, SW h4 g3 f2 -> e1; E j5 k5 -> l5 is
    // blue (no pass); NE j6 k7 l8 m9 and SE j4 k3 l2 m1 meet nothing.
    assert_eq!(
        ball_moves(&mut m),
        set(&["i5-e1", "i5-e5", "i5-e9", "i5-i3", "i5-i7"])
    );
    assert_eq!(moves(&mut m).len(), 135, "the reference counts 135");
    assert!(moves(&mut m).contains(&"end".to_string()));
    insta::assert_snapshot!("libero__start_position", report(&mut m));
}

// ---------------------------------------------------------------- pieces

/// "Soldier: slides any distance diagonally over empty cells."
#[test]
fn libero__soldier_moves_diagonally_only() {
    let g = game();
    // Red soldiers h5 and f3 (on h5's south-west diagonal); a blue soldier on
    // k8 blocks h5's north-east diagonal (no capture); the ball is blue's,
    // far away on q2.
    let mut m = pos(
        &g,
        "red soldier: h5, f3  blue soldier: k8  stack q2: blue soldier, ball",
    );
    let mut h5 = from_to("h5", &["i6", "j7"], ""); // k8 blue: stop before it
    h5.extend(from_to("h5", &["g6", "f7", "e8", "d9"], ""));
    h5.extend(from_to("h5", &["i4", "j3", "k2", "l1"], ""));
    h5.extend(from_to("h5", &["g4"], "")); // f3 is red: stop before it
    let mut f3 = from_to("f3", &["g4"], ""); // h5 red behind g4
    f3.extend(from_to("f3", &["e4", "d5", "c6", "b7"], "")); // a8: no cell
    f3.extend(from_to("f3", &["g2", "h1"], ""));
    f3.extend(from_to("f3", &["e2", "d1"], ""));
    let mut want = h5.clone();
    want.extend(f3.clone());
    let want = with_end(want);
    assert_eq!(moves(&mut m), want);
    assert_eq!(moves(&mut m).len(), 11 + 9 + 1);
    // Never orthogonally, never onto or over a piece.
    assert_refused(
        &mut m,
        &[
            "h5-h6", "h5-i5", "h5-h4", "h5-g5", "h5-k8", "h5-l9", "h5-f3", "h5-e2", "f3-f4",
            "f3-g3",
        ],
    );
    let s = report(&mut m);
    play(&mut m, &["h5-d9"]);
    assert_eq!(stack(&m, "d9"), st(&["red soldier"]));
    assert!(stack(&m, "h5").is_empty());
    insta::assert_snapshot!("libero__soldier_moves_diagonally_only", s);
}

/// "Libero: slides any distance orthogonally or diagonally over empty
/// cells."
#[test]
fn libero__libero_moves_in_eight_directions() {
    let g = game();
    // Red libero h5; blue soldier h8 blocks north, red soldier k5 blocks
    // east; the ball is blue's on q2.
    let mut m = pos(
        &g,
        "red libero: h5  red soldier: k5  blue soldier: h8  stack q2: blue soldier, ball",
    );
    let h5 = [
        vec!["h6", "h7"],                         // N (h8 blue)
        vec!["h4", "h3", "h2", "h1"],             // S
        vec!["i5", "j5"],                         // E (k5 red)
        vec!["g5", "f5", "e5", "d5", "c5", "b5"], // W (a5 is a goal cell)
        vec!["i6", "j7", "k8", "l9"],             // NE
        vec!["g6", "f7", "e8", "d9"],             // NW
        vec!["i4", "j3", "k2", "l1"],             // SE
        vec!["g4", "f3", "e2", "d1"],             // SW
    ];
    let libero: Vec<String> = h5.iter().flat_map(|d| from_to("h5", d, "")).collect();
    assert_eq!(libero.len(), 30);
    assert_eq!(moves_from(&mut m, "h5"), {
        let mut v = libero.clone();
        v.sort();
        v
    });
    // The soldier k5 beside it: diagonals only (j6 i7, then h8 blue).
    let mut k5 = from_to("k5", &["l6", "m7", "n8", "o9"], "");
    k5.extend(from_to("k5", &["j6", "i7"], ""));
    k5.extend(from_to("k5", &["l4", "m3", "n2", "o1"], ""));
    k5.extend(from_to("k5", &["j4", "i3", "h2", "g1"], ""));
    k5.sort();
    assert_eq!(moves_from(&mut m, "k5"), k5);
    assert_eq!(moves(&mut m).len(), 30 + 14 + 1);
    assert_refused(
        &mut m,
        &["h5-h8", "h5-h9", "h5-k5", "h5-a5", "h5-i7", "k5-k6"],
    );
    let s = report(&mut m);
    play(&mut m, &["h5-b5"]);
    assert_eq!(stack(&m, "b5"), st(&["red libero"]));
    insta::assert_snapshot!("libero__libero_moves_in_eight_directions", s);
}

/// The red keeper on its goal cell a4: without the ball it slides north
/// over a5 to a6 (own goal cells, own area), NE b5 c6, E b4 c4, SE b3 (c2
/// is outside); holding it, never onto a5/a6 - and the ball itself crosses
/// the empty field along row 4 into blue's goal cell t4.
fn keeper_moves_from_the_goal_corner(g: &Game) {
    let mut corner = pos(
        g,
        "red goalkeeper: a4  blue goalkeeper: s5  stack q2: blue soldier, ball",
    );
    let want = with_end(from_to(
        "a4",
        &["a5", "a6", "b5", "c6", "b4", "c4", "b3"],
        "",
    ));
    assert_eq!(moves(&mut corner), want);
    let mut corner = pos(g, "stack a4: red goalkeeper, ball  blue goalkeeper: s5");
    let mut want = from_to("a4", &["b5", "c6", "b4", "c4", "b3"], "/2");
    want.push("a4-t4".into());
    let want = with_end(want);
    assert_eq!(moves(&mut corner), want);
}

/// "Goalkeeper: slides like the libero, but every cell it passes or stops
/// on must be in its own area" (red a-c x 3-7, blue r-t x 3-7); "goal cells
/// may be entered only by the ball and by the goalkeeper whose area holds
/// them; a piece holding the ball may not enter a goal cell"; "a goalkeeper
/// standing on one of its own goal cells may receive the ball (by a pass or
/// a tackle); holding it, it may leave the goal cell, but not move to
/// another goal cell."
#[test]
fn libero__goalkeeper_confined_to_area_may_enter_own_goal() {
    let g = game();

    // 1. The red keeper on b5, without the ball: in its area it reaches b6
    // b7 (b8 outside), b4 b3, c5 (d5 outside), c6 (d7 outside), c4, and its
    // own goal cells a4 a5 a6. c3 and c7 are not on its lines.
    let mut free = pos(
        &g,
        "red goalkeeper: b5  blue goalkeeper: s5  stack q6: blue soldier, ball",
    );
    let keeper = from_to(
        "b5",
        &["b6", "b7", "b4", "b3", "c5", "c6", "c4", "a4", "a5", "a6"],
        "",
    );
    let want = with_end(keeper.clone());
    assert_eq!(moves(&mut free), want);
    assert_refused(
        &mut free,
        &["b5-b8", "b5-d5", "b5-d7", "b5-d3", "b5-b2", "b5-b9"],
    );
    let s_free = report(&mut free);
    play(&mut free, &["b5-a5"]);
    assert_eq!(
        stack(&free, "a5"),
        st(&["red goalkeeper"]),
        "in its own goal"
    );
    free.undo();

    // 2. The blue keeper on s5 likewise: s6 s7, s4 s3, r5 (q5 outside), r6,
    // r4, and blue's goal t4 t5 t6 - never s8, s2, q5.
    let mut blue = pos(
        &g,
        "blue goalkeeper: s5  red goalkeeper: b5  stack e5: red libero, ball  turn blue",
    );
    let want = with_end(from_to(
        "s5",
        &["s6", "s7", "s4", "s3", "r5", "r6", "r4", "t4", "t5", "t6"],
        "",
    ));
    assert_eq!(moves(&mut blue), want);
    assert_refused(&mut blue, &["s5-s8", "s5-s2", "s5-q5", "s5-q7", "s5-q3"]);
    let s_blue = report(&mut blue);

    // 3. The red keeper on b5 holding the ball: it carries it (/2) to the
    // same cells but the goal cells a4 a5 a6; it cannot leave the ball
    // behind. The ball: row 5 east is blocked by blue's keeper on s5
    // (before t5), and there is no friend to pass to.
    let mut holding = pos(&g, "stack b5: red goalkeeper, ball  blue goalkeeper: s5");
    let want = with_end(from_to(
        "b5",
        &["b6", "b7", "b4", "b3", "c5", "c6", "c4"],
        "/2",
    ));
    assert_eq!(moves(&mut holding), want);
    assert_refused(
        &mut holding,
        &["b5-a4/2", "b5-a5/2", "b5-a6/2", "b5-a5", "b5-b6", "b5-t5"],
    );
    let s_holding = report(&mut holding);

    // 4. The red keeper on its goal cell a5 receives a pass from e5 (row 5:
    // d5 c5 b5 empty) ...
    let mut recv = pos(
        &g,
        "red goalkeeper: a5  stack e5: red soldier, ball  blue goalkeeper: s5",
    );
    assert!(ball_moves(&mut recv).contains(&"e5-a5".to_string()));
    play(&mut recv, &["e5-a5"]);
    assert_eq!(stack(&recv, "a5"), st(&["red goalkeeper", "ball"]));
    // ... then it may leave the goal cell with the ball: east b5 c5, north-
    // east b6 c7, south-east b4 c3 (a4 and a6 are goal cells). The ball may
    // go back to e5 (row 5); a6/a4 are red's own goal (no ball stops there).
    // The soldier e5 may still make the turn's piece move: NE f6 g7 h8 i9,
    // NW d6 c7 b8, SE f4 g3 h2 i1, SW d4 c3 b2.
    let mut want = from_to("a5", &["b5", "c5", "b6", "c7", "b4", "c3"], "/2");
    want.push("a5-e5".into());
    want.extend(from_to(
        "e5",
        &[
            "f6", "g7", "h8", "i9", "d6", "c7", "b8", "f4", "g3", "h2", "i1", "d4", "c3", "b2",
        ],
        "",
    ));
    let want = with_end(want);
    assert_eq!(moves(&mut recv), want);
    assert_refused(
        &mut recv,
        &["a5-a4/2", "a5-a6/2", "a5-a4", "a5-a6", "a5-b5"],
    );
    let s_recv = report(&mut recv);
    play(&mut recv, &["a5-c7/2"]);
    assert_eq!(stack(&recv, "c7"), st(&["red goalkeeper", "ball"]));
    assert!(stack(&recv, "a5").is_empty());
    recv.undo();

    // 5. A keeper entering its goal cell may tackle from there: blue's
    // soldier b3 holds the ball; the red keeper b5-a4 lands next to it and
    // takes the ball; red may then pass it on.
    let mut tackle = pos(
        &g,
        "red goalkeeper: b5  red soldier: h4  stack b3: blue soldier, ball  \
         blue goalkeeper: s5",
    );
    play(&mut tackle, &["b5-a4"]);
    assert_eq!(stack(&tackle, "a4"), st(&["red goalkeeper", "ball"]));
    assert_eq!(stack(&tackle, "b3"), st(&["blue soldier"]));
    assert_eq!(tackle.to_move(), 0, "red goes on");
    // a4's lines: N a5 a6 (own goal, empty: no stop), E b4 c4 ... g4 -> h4
    // (red), NE b5 (now empty) c6 d7 e8 f9, SE b3 blue. One piece move made.
    assert_eq!(moves(&mut tackle), set(&["a4-h4", "end"]));
    let s_tackle = report(&mut tackle);

    // 6. From the goal cell a4, with and without the ball.
    keeper_moves_from_the_goal_corner(&g);

    insta::assert_snapshot!(
        "libero__goalkeeper_confined_to_area_may_enter_own_goal",
        format!(
            "red keeper on b5:\n{s_free}\nblue keeper on s5:\n{s_blue}\n\
             red keeper on b5 holding the ball:\n{s_holding}\n\
             red keeper on a5 after receiving e5-a5:\n{s_recv}\n\
             after the tackle b5-a4:\n{s_tackle}"
        )
    );
}

/// "Decision: goal cells may be entered only by the ball and by the
/// goalkeeper whose area holds them" - liberos and soldiers of either side
/// never enter a goal cell, their own or the opponent's.
#[test]
fn libero__field_pieces_kept_out_of_goal_cells() {
    let g = game();
    // Red libero s5 beside blue's goal (t4 t5 t6 all refused), red soldiers
    // b3 and b7 beside red's own goal (a4, a6 refused). The ball is blue's
    // on j1, out of reach of every red landing.
    let mut m = pos(
        &g,
        "red libero: s5  red soldier: b3, b7  stack j1: blue soldier, ball",
    );
    let w: Vec<&str> = vec![
        "r5", "q5", "p5", "o5", "n5", "m5", "l5", "k5", "j5", "i5", "h5", "g5", "f5", "e5", "d5",
        "c5", "b5",
    ];
    let mut want = from_to("s5", &w, ""); // W, but not a5
    want.extend(from_to("s5", &["s6", "s7", "s8", "s9"], ""));
    want.extend(from_to("s5", &["s4", "s3", "s2", "s1"], ""));
    want.extend(from_to("s5", &["r6", "q7", "p8", "o9"], ""));
    want.extend(from_to("s5", &["r4", "q3", "p2", "o1"], ""));
    want.extend(from_to(
        "b3",
        &["c4", "d5", "e6", "f7", "g8", "h9", "c2", "d1"],
        "",
    ));
    want.extend(from_to(
        "b7",
        &["c8", "d9", "c6", "d5", "e4", "f3", "g2", "h1"],
        "",
    ));
    let want = with_end(want);
    assert_eq!(moves(&mut m), want);
    assert_eq!(want.len(), 33 + 8 + 8 + 1);
    assert_refused(
        &mut m,
        &["s5-t4", "s5-t5", "s5-t6", "s5-a5", "b3-a4", "b7-a6"],
    );
    let red = report(&mut m);

    // Blue likewise: the libero b5 never enters red's goal (a4 a5 a6) and its
    // row-5 ray stops at s5, before t5; the soldier s7 never enters t6.
    let mut b = pos(
        &g,
        "blue libero: b5  blue soldier: s7  stack j1: red soldier, ball  turn blue",
    );
    let mut want = from_to(
        "b5",
        &[
            "c5", "d5", "e5", "f5", "g5", "h5", "i5", "j5", "k5", "l5", "m5", "n5", "o5", "p5",
            "q5", "r5", "s5",
        ],
        "",
    );
    want.extend(from_to(
        "b5",
        &["b6", "b7", "b8", "b9", "b4", "b3", "b2", "b1"],
        "",
    ));
    want.extend(from_to(
        "b5",
        &["c6", "d7", "e8", "f9", "c4", "d3", "e2", "f1"],
        "",
    ));
    want.extend(from_to(
        "s7",
        &["r8", "q9", "r6", "q5", "p4", "o3", "n2", "m1"],
        "",
    ));
    let want = with_end(want);
    assert_eq!(moves(&mut b), want);
    assert_eq!(want.len(), 33 + 8 + 1);
    assert_refused(&mut b, &["b5-a4", "b5-a5", "b5-a6", "b5-t5", "s7-t6"]);
    let blue = report(&mut b);
    insta::assert_snapshot!(
        "libero__field_pieces_kept_out_of_goal_cells",
        format!("{red}\nblue to move:\n{blue}")
    );
}

/// "A piece that holds the ball carries it along when it moves"; "a piece
/// holding the ball may not enter a goal cell" (and the ball itself never
/// stops in its own side's goal).
#[test]
fn libero__ball_carrier_kept_out_of_goal_cells() {
    let g = game();
    // The red libero b5 holds the ball; red soldier b3 below it; blue libero
    // e5 blocks row 5.
    let mut m = pos(
        &g,
        "stack b5: red libero, ball  red soldier: b3  blue libero: e5",
    );
    // Libero with the ball: N b6-b9, S b4 (b3 red), E c5 d5 (e5 blue), NE
    // c6 d7 e8 f9, SE c4 d3 e2 f1; not W a5, NW a6, SW a4 (goal cells).
    let mut want = from_to(
        "b5",
        &[
            "b6", "b7", "b8", "b9", "b4", "c5", "d5", "c6", "d7", "e8", "f9", "c4", "d3", "e2",
            "f1",
        ],
        "/2",
    );
    want.push("b5-b3".into()); // the pass south
    // The soldier b3: NE c4 d5 e6 f7 g8 h9, SE c2 d1 (a4 is a goal cell).
    want.extend(from_to(
        "b3",
        &["c4", "d5", "e6", "f7", "g8", "h9", "c2", "d1"],
        "",
    ));
    let want = with_end(want);
    assert_eq!(moves(&mut m), want);
    assert_eq!(want.len(), 15 + 1 + 8 + 1);
    assert_refused(
        &mut m,
        &[
            "b5-a4/2", "b5-a5/2", "b5-a6/2", "b5-a4", "b5-a5", "b5-a6", "b5-b6", "b3-a4",
        ],
    );
    let before = report(&mut m);

    // Pass to b3: now the soldier holds the ball next to red's goal. It
    // carries it NE and SE, never onto a4; the ball never stops on a4
    // either (red's own goal): its only ball move is back to b5. The libero
    // (no ball now) moves alone: the same 15 cells, still never a4-a6.
    play(&mut m, &["b5-b3"]);
    assert_eq!(stack(&m, "b3"), st(&["red soldier", "ball"]));
    assert_eq!(stack(&m, "b5"), st(&["red libero"]));
    let mut want = from_to(
        "b3",
        &["c4", "d5", "e6", "f7", "g8", "h9", "c2", "d1"],
        "/2",
    );
    want.push("b3-b5".into());
    want.extend(from_to(
        "b5",
        &[
            "b6", "b7", "b8", "b9", "b4", "c5", "d5", "c6", "d7", "e8", "f9", "c4", "d3", "e2",
            "f1",
        ],
        "",
    ));
    let want = with_end(want);
    assert_eq!(moves(&mut m), want);
    assert_refused(&mut m, &["b3-a4/2", "b3-a4", "b5-a4", "b5-a5", "b5-a6"]);
    let after = report(&mut m);
    insta::assert_snapshot!(
        "libero__ball_carrier_kept_out_of_goal_cells",
        format!("{before}\nafter the pass b5-b3:\n{after}")
    );
}

// ---------------------------------------------------------------- the ball

/// "The ball slides like the libero over empty cells from its holder and
/// stops on a friendly piece (a pass) or on an empty goal cell of the
/// opponent (a goal). The ball stops nowhere else." An enemy piece blocks;
/// the ball never passes over a piece.
#[test]
fn libero__passes_only_to_friends_never_through_a_piece() {
    let g = game();
    // The red soldier h5 holds the ball. Friends: h8 (north, h6 h7 empty),
    // e8 (NW over g6 f7) with d9 behind it, k5 behind blue j5 (east), j3
    // behind blue i4 (SE). South, west (a5 is red's own goal) and SW, NE
    // meet nothing.
    let text = "stack h5: red soldier, ball  red soldier: h8, e8, d9, j3  red libero: k5  \
                blue soldier: j5, i4  blue goalkeeper: s5";
    let mut m = pos(&g, text);
    assert_eq!(ball_moves(&mut m), set(&["h5-e8", "h5-h8"]));
    assert_refused(
        &mut m,
        &[
            "h5-j5", "h5-i4", // enemies are no receivers
            "h5-k5", "h5-j3", // not through an enemy
            "h5-d9", // not through a friend
            "h5-h7", "h5-h1", "h5-a5", "h5-b5", // nowhere else
        ],
    );
    // Blue's pieces next to the holder did not move: no tackle.
    assert_eq!(stack(&m, "h5"), st(&["red soldier", "ball"]));
    let before = report(&mut m);

    play(&mut m, &["h5-h8"]);
    assert_eq!(stack(&m, "h8"), st(&["red soldier", "ball"]));
    assert_eq!(stack(&m, "h5"), st(&["red soldier"]));
    assert_eq!(m.to_move(), 0, "a pass does not end the turn");
    // From h8: S back to h5, W g8 f8 -> e8, SE i7 j6 -> k5 (red libero);
    // N/NE/NW are the edge, E i8..s8 nothing, SW g7 f6 e5 d4 c3 b2 nothing.
    assert_eq!(ball_moves(&mut m), set(&["h8-e8", "h8-h5", "h8-k5"]));
    let after = report(&mut m);
    play(&mut m, &["h8-k5"]);
    assert_eq!(stack(&m, "k5"), st(&["red libero", "ball"]));

    // Blue cannot move the ball red holds.
    let mut b = pos(&g, &format!("{text}  turn blue"));
    assert!(moves_from(&mut b, "h5").is_empty());
    insta::assert_snapshot!(
        "libero__passes_only_to_friends_never_through_a_piece",
        format!("{before}\nafter the pass h5-h8:\n{after}")
    );
}

/// "A goal scores one point for the player who moved the ball into the
/// opponent's goal. After each point all pieces return to the setup; the
/// ball is placed on the centre soldier of the player who conceded the
/// point (red i5, blue l5), and that player moves next" (the scorer's turn
/// ends at once).
#[test]
fn libero__goal_scores_and_resets() {
    let g = game();
    // Red soldier r6 holds the ball; blue's keeper s5 blocks the diagonal to
    // t4; row 6 east (s6) is open to t6. Blue libero far on k8.
    let text = "stack r6: red soldier, ball  blue goalkeeper: s5  blue libero: k8";
    let mut m = pos(&g, text);
    assert_eq!(ball_moves(&mut m), set(&["r6-t6"]));
    assert_refused(&mut m, &["r6-t4", "r6-t5", "r6-s6"]);
    let before = report(&mut m);
    play(&mut m, &["r6-t6"]);
    assert_eq!(score(&m), [1, 0, 0, 0], "a point for red");
    assert_eq!(m.to_move(), 1, "blue conceded: blue moves next");
    assert_setup_with_ball_on(&m, "l5");
    assert!(m.outcome().is_none());
    // The position mirrors the start (left-right), so blue has 135 actions,
    // and blue is at the start of a turn (a piece move is allowed).
    assert_eq!(moves(&mut m).len(), 135);
    assert_eq!(
        ball_moves(&mut m),
        set(&["l5-l7", "l5-l3", "l5-p1", "l5-p5", "l5-p9"])
    );
    assert!(moves(&mut m).contains(&"p5-p6".to_string()));
    let after = report(&mut m);
    // Undo restores the position before the goal.
    m.undo();
    assert_eq!(score(&m), [0, 0, 0, 0]);
    assert_eq!(stack(&m, "r6"), st(&["red soldier", "ball"]));
    assert!(stack(&m, "i5").is_empty());
    assert_eq!(m.to_move(), 0);

    // Blue scores: red moves next, the ball on red's i5. Blue soldier c5
    // holds the ball; a5 is straight west over b5.
    let mut b = pos(
        &g,
        "stack c5: blue soldier, ball  red goalkeeper: a4  counter points red 2  turn blue",
    );
    // W b5 -> a5 (empty); a4 holds red's keeper and is not on a line from
    // c5 anyway; NW b6 then a7 and SW b4 then a3 are no cells.
    assert_eq!(ball_moves(&mut b), set(&["c5-a5"]));
    play(&mut b, &["c5-a5"]);
    assert_eq!(score(&b), [2, 1, 0, 0]);
    assert_eq!(b.to_move(), 0, "red conceded: red moves next");
    assert_setup_with_ball_on(&b, "i5");
    assert_eq!(moves(&mut b).len(), 135);
    let blue_goal = report(&mut b);
    insta::assert_snapshot!(
        "libero__goal_scores_and_resets",
        format!("{before}\nafter the goal r6-t6:\n{after}\nblue scores c5-a5:\n{blue_goal}")
    );
}

// ---------------------------------------------------------------- turns

/// "A turn is a sequence of actions chosen one at a time, in any order,
/// then ended by the player: at most one piece move, and any number of ball
/// moves."
#[test]
fn libero__only_one_piece_move_per_turn() {
    let g = game();
    let mut m = Match::new(&g);
    play(&mut m, &["e5-e6"]);
    assert_eq!(m.to_move(), 0, "the turn goes on");
    // Only ball moves and `end` remain. From i5, e5 is now empty: row 5 west
    // reaches the keeper b5; i7, i3, e9, e1 as at the start.
    assert_eq!(
        moves(&mut m),
        set(&["i5-b5", "i5-e1", "i5-e9", "i5-i3", "i5-i7", "end"])
    );
    assert_refused(&mut m, &["e6-e7", "d4-c3", "i5-j6/2", "b5-b6"]);
    let after_move = report(&mut m);
    play(&mut m, &["i5-i7"]);
    // From i7: S back to i5, W h7 g7 -> f7; E j7 k7 -> l7 is blue.
    assert_eq!(moves(&mut m), set(&["i7-f7", "i7-i5", "end"]));
    let after_pass = report(&mut m);
    play(&mut m, &["end"]);
    assert_eq!(m.to_move(), 1);
    assert!(moves(&mut m).contains(&"p5-p6".to_string()), "blue moves");
    // Blue does not hold the ball: no ball move of blue's.
    assert!(moves_from(&mut m, "i7").is_empty());

    // In any order: passes first, then the piece move (here the ball holder
    // carrying the ball), then more passes.
    let mut n = Match::new(&g);
    play(&mut n, &["i5-i7", "i7-i5", "i5-i7"]);
    assert!(moves(&mut n).contains(&"e5-e6".to_string()));
    assert!(moves(&mut n).contains(&"i7-j8/2".to_string()));
    play(&mut n, &["i7-j8/2"]);
    assert_eq!(stack(&n, "j8"), st(&["red soldier", "ball"]));
    // j8: SW i7 (now empty) h6 g5 f4 e3 d2 c1: nothing; W i8..b8: nothing;
    // NE k9, NW i9, E k8..s8, SE k7 l6 m5 n4 o3 (blue): nothing; S j7..j1.
    assert_eq!(moves(&mut n), set(&["end"]));
    let carried = report(&mut n);
    insta::assert_snapshot!(
        "libero__only_one_piece_move_per_turn",
        format!(
            "after e5-e6:\n{after_move}\nthen i5-i7:\n{after_pass}\nanother turn, after i5-i7 i7-i5 i5-i7 i7-j8/2:\n{carried}"
        )
    );
}

/// "Tackle: when a piece moves to a cell adjacent (orthogonally or
/// diagonally) to an opponent piece that holds the ball, the moving piece
/// takes the ball. Its player may then go on passing in the same turn. Only
/// the piece that moved tackles: pieces that were already adjacent do not,
/// and a pass never tackles."
#[test]
fn libero__tackle_takes_the_ball_and_passing_goes_on() {
    let g = game();
    // Blue soldier l5 holds the ball; red soldier k6 is already next to it.
    // Red soldier i3's NE diagonal j4 k5 l6 m7 ...: k5 and l6 are next to
    // l5. Red soldier f5 will receive. Blue libero h7, soldier g9, keeper s5.
    let text = "stack l5: blue soldier, ball  red soldier: i3, k6, f5  \
                blue libero: h7  blue soldier: g9  blue goalkeeper: s5";
    let mut m = pos(&g, text);
    let before = report(&mut m);
    // Exactly the moves landing next to l5 take the ball.
    let mut tacklers = Vec::new();
    for mv in m.legal_moves() {
        let t = m.text(&mv);
        m.play(&mv).unwrap();
        if stack(&m, "l5") == st(&["blue soldier"]) {
            tacklers.push(t.clone());
        } else {
            assert_eq!(stack(&m, "l5"), st(&["blue soldier", "ball"]), "{t}");
        }
        m.undo();
    }
    tacklers.sort();
    assert_eq!(tacklers, set(&["i3-k5", "i3-l6"]));
    // A move elsewhere: k6 stays next to l5 but does not take the ball.
    play(&mut m, &["f5-g6"]);
    assert_eq!(stack(&m, "l5"), st(&["blue soldier", "ball"]));
    assert_eq!(stack(&m, "k6"), st(&["red soldier"]));
    assert_eq!(moves(&mut m), set(&["end"]));
    m.undo();

    play(&mut m, &["i3-k5"]);
    assert_eq!(stack(&m, "k5"), st(&["red soldier", "ball"]));
    assert_eq!(stack(&m, "l5"), st(&["blue soldier"]));
    assert_eq!(m.to_move(), 0, "red goes on");
    // Red passes on: W j5 i5 h5 g5 -> f5, N -> k6 (next to l5 too); E is
    // blue l5; the other lines meet nothing (i3 has left).
    assert_eq!(moves(&mut m), set(&["k5-f5", "k5-k6", "end"]));
    let after_tackle = report(&mut m);
    // A pass to k6, next to blue's l5: blue takes nothing.
    play(&mut m, &["k5-k6"]);
    assert_eq!(stack(&m, "k6"), st(&["red soldier", "ball"]));
    assert_eq!(stack(&m, "l5"), st(&["blue soldier"]));
    m.undo();
    play(&mut m, &["k5-f5", "end"]);
    assert_eq!(stack(&m, "f5"), st(&["red soldier", "ball"]));
    assert_eq!(m.to_move(), 1);

    // Blue tackles back: the libero h7-g6 lands next to f5 and takes the
    // ball; blue may pass on (N g7 g8 -> g9) or score (W f6..b6 -> a6: an
    // empty cell of red's goal).
    play(&mut m, &["h7-g6"]);
    assert_eq!(stack(&m, "g6"), st(&["blue libero", "ball"]));
    assert_eq!(stack(&m, "f5"), st(&["red soldier"]));
    assert_eq!(moves(&mut m), set(&["g6-g9", "g6-a6", "end"]));
    let blue_tackle = report(&mut m);
    // The pass to g9 moves the ball only: nothing else changes hands.
    play(&mut m, &["g6-g9"]);
    assert_eq!(stack(&m, "g9"), st(&["blue soldier", "ball"]));
    m.undo();

    // Only a move of the opponent tackles: blue's l5 carrying the ball to
    // j3 (SW over k4), next to red's i3, keeps it.
    let mut b = pos(&g, &format!("{text}  turn blue"));
    play(&mut b, &["l5-j3/2"]);
    assert_eq!(stack(&b, "j3"), st(&["blue soldier", "ball"]));
    assert_eq!(stack(&b, "i3"), st(&["red soldier"]));
    assert_eq!(b.to_move(), 1);

    insta::assert_snapshot!(
        "libero__tackle_takes_the_ball_and_passing_goes_on",
        format!(
            "{before}\nafter the tackle i3-k5:\n{after_tackle}\n\
             after k5-f5 end, blue's tackle h7-g6:\n{blue_tackle}"
        )
    );
}

// ---------------------------------------------------------------- points, sets, match

/// "The first player to reach 3 points wins a set; the points then reset to
/// 0-0 (and play continues after the usual reset)."
#[test]
fn libero__three_points_make_a_set() {
    let g = game();
    let text = "stack r6: red soldier, ball  blue goalkeeper: s5  \
                counter points red 2  counter points blue 1";
    let mut m = pos(&g, text);
    assert_eq!(score(&m), [2, 1, 0, 0]);
    let before = report(&mut m);
    play(&mut m, &["r6-t6"]);
    assert_eq!(score(&m), [0, 0, 1, 0], "a set for red, points back to 0-0");
    assert_eq!(m.to_move(), 1);
    assert_setup_with_ball_on(&m, "l5");
    assert!(m.outcome().is_none(), "one set is not the match");
    assert_eq!(moves(&mut m).len(), 135);
    let after = report(&mut m);
    m.undo();
    assert_eq!(score(&m), [2, 1, 0, 0]);

    // Two points are not a set.
    let mut two = pos(
        &g,
        "stack r6: red soldier, ball  blue goalkeeper: s5  counter points red 1",
    );
    play(&mut two, &["r6-t6"]);
    assert_eq!(score(&two), [2, 0, 0, 0]);
    insta::assert_snapshot!(
        "libero__three_points_make_a_set",
        format!("{before}\nafter the goal r6-t6:\n{after}")
    );
}

/// "The first player to win 2 sets wins the match."
#[test]
fn libero__two_sets_win_the_match() {
    let g = game();
    let text = "stack r6: red soldier, ball  blue goalkeeper: s5  \
                counter sets red 1  counter points red 2  counter sets blue 1";
    let mut m = pos(&g, text);
    assert!(m.outcome().is_none());
    let before = report(&mut m);
    play(&mut m, &["r6-t6"]);
    assert_eq!(score(&m)[2], 2, "red's second set");
    let o = m.outcome().expect("the match is over");
    assert_eq!(o.winner, Some(0), "red wins ({})", o.reason);
    assert!(moves(&mut m).is_empty(), "no moves once the match is over");
    let after = report(&mut m);
    m.undo();
    assert!(m.outcome().is_none());

    // Blue's second set wins for blue.
    let mut b = pos(
        &g,
        "stack c5: blue soldier, ball  red goalkeeper: a4  counter sets blue 1  \
         counter points blue 2  turn blue",
    );
    play(&mut b, &["c5-a5"]);
    assert_eq!(score(&b), [0, 0, 0, 2]);
    let o = b.outcome().expect("the match is over");
    assert_eq!(o.winner, Some(1), "blue wins ({})", o.reason);
    insta::assert_snapshot!(
        "libero__two_sets_win_the_match",
        format!("{before}\nafter the goal r6-t6:\n{after}")
    );
}

/// The worked example of the rules page: blue to move, the blue soldier on
/// q6 holds the ball; blue scores in four actions: q6-n9 (a pass through
/// p7, o8), n9-j9 (a pass along row 9), j9-c2 carrying the ball, c2-a4
/// (through b3 into red's goal). Blue leads 1-0; the board resets with red
/// to move and the ball on i5.
#[test]
fn libero__worked_example() {
    let g = game();
    // The diagram as drawn: blue has 8 soldiers (j9 l3 l5 n9 o7 p1 q4 q6)
    // and its libero on j5, red has a soldier on n5 and none on e9.
    let text = "red goalkeeper: b5  red libero: e5  \
                red soldier: d4, d6, e1, f3, f7, i3, i5, i7, n5  \
                blue goalkeeper: s5  blue libero: j5  \
                blue soldier: j9, l3, l5, n9, o7, p1, q4  \
                stack q6: blue soldier, ball  turn blue";
    let mut m = pos(&g, text);
    assert_eq!(m.to_move(), 1);
    assert_eq!(ball(&m), "q6");
    // From q6: NW p7 o8 -> n9; S q5 -> q4; W p6..e6 then red d6 (no goal on
    // a6); E r6 s6 t6 is blue's own goal; the rest meet no blue piece.
    assert_eq!(ball_moves(&mut m), set(&["q6-n9", "q6-q4"]));
    assert_eq!(moves(&mut m).len(), 113, "the reference counts 113");
    let start = report(&mut m);

    play(&mut m, &["q6-n9"]);
    assert_eq!(stack(&m, "n9"), st(&["blue soldier", "ball"]));
    assert_eq!(stack(&m, "q6"), st(&["blue soldier"]));
    play(&mut m, &["n9-j9"]);
    assert_eq!(stack(&m, "j9"), st(&["blue soldier", "ball"]));
    play(&mut m, &["j9-c2/2"]);
    assert_eq!(stack(&m, "c2"), st(&["blue soldier", "ball"]));
    assert!(stack(&m, "j9").is_empty());
    assert_eq!(m.to_move(), 1);
    // After the piece move: only ball moves. From c2: NW b3 -> a4 (goal);
    // the other lines meet no blue piece (and N c3..c9, E d2..s2 are empty).
    assert_eq!(moves(&mut m), set(&["c2-a4", "end"]));
    let before_goal = report(&mut m);
    play(&mut m, &["c2-a4"]);
    assert_eq!(score(&m), [0, 1, 0, 0], "blue leads 1-0");
    assert_eq!(m.to_move(), 0, "red to move");
    assert_setup_with_ball_on(&m, "i5");
    assert_eq!(moves(&mut m).len(), 135);
    assert!(m.outcome().is_none());
    let after = report(&mut m);
    insta::assert_snapshot!(
        "libero__worked_example",
        format!("{start}\nafter q6-n9 n9-j9 j9-c2/2:\n{before_goal}\nafter c2-a4:\n{after}")
    );
}

/// "Decision: the match is a draw when the same position (pieces, ball,
/// points, sets, player to move, at the start of a turn) occurs for the
/// third time." Positions in the middle of a turn are not compared.
#[test]
fn libero__threefold_repetition_at_turn_starts_draws() {
    let g = game();
    let mut m = Match::new(&g);
    // The start position (1st), blue's turn start (1st), the start (2nd),
    // blue's (2nd), the start (3rd): a draw.
    for _ in 0..3 {
        play(&mut m, &["end"]);
        assert!(m.outcome().is_none());
    }
    let before = report(&mut m);
    play(&mut m, &["end"]);
    let o = m.outcome().expect("the start position a third time");
    assert_eq!(o.winner, None, "a draw ({})", o.reason);
    assert!(o.reason.contains("repetition"), "reason `{}`", o.reason);
    assert!(moves(&mut m).is_empty());
    let drawn = report(&mut m);

    // Mid-turn repeats do not count: red passes i5-i7 and back twice, so the
    // start board stands three more times, but in the middle of a turn.
    let mut n = Match::new(&g);
    play(
        &mut n,
        &["i5-i7", "i7-i5", "i5-i7", "i7-i5", "i5-i7", "i7-i5"],
    );
    assert!(n.outcome().is_none());
    assert_eq!(stack(&n, "i5"), st(&["red soldier", "ball"]));
    assert!(moves(&mut n).len() > 1);
    // Nor do they break a repetition: end, end (start 2nd), passes, end,
    // end: the start a third time at a turn start.
    let mut r = Match::new(&g);
    play(
        &mut r,
        &["end", "end", "i5-i7", "i7-i5", "i5-i7", "i7-i5", "end"],
    );
    assert!(r.outcome().is_none(), "blue's turn start: 2nd time");
    play(&mut r, &["end"]);
    assert_eq!(r.outcome().expect("3rd time").winner, None);
    // A different ball position at the turn start is a different position:
    // end, end, then red ends with the ball on i7: no repetition.
    let mut d = Match::new(&g);
    play(&mut d, &["end", "end", "i5-i7", "end", "end"]);
    assert!(d.outcome().is_none());
    insta::assert_snapshot!(
        "libero__threefold_repetition_at_turn_starts_draws",
        format!("after end end end:\n{before}\nafter the fourth end:\n{drawn}")
    );
}
