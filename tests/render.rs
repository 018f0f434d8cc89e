#![allow(non_snake_case)]
//! Pictures: the SVG of every game's start position is pinned as a
//! snapshot (a change to the drawing shows up as a reviewable diff).

fn svg_of(file: &str) -> String {
    let game =
        ludus::load(format!("{}/games/{file}", env!("CARGO_MANIFEST_DIR"))).expect("game compiles");
    let state = ludus::State::new(&game);
    ludus::render::svg(&game, &state)
}

#[test]
fn render__start_positions_as_svg() {
    for file in [
        "checkers.game",
        "liger.game",
        "gamemix.game",
        "libero.game",
        "liga.game",
        "liga-2p.game",
        "liga-solo.game",
    ] {
        let svg = svg_of(file);
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        insta::assert_snapshot!(format!("render__{}", file.trim_end_matches(".game")), svg);
    }
}

#[test]
fn render__stacks_show_every_piece_and_the_height() {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liger.game")).unwrap();
    let m = ludus::Match::from_position(
        &game,
        "stack c3: red checker, blue checker, red checker  turn blue",
    )
    .unwrap();
    let svg = ludus::render::svg(&game, &m.state);
    assert_eq!(
        svg.matches("<circle").count(),
        3 + game.players.len(),
        "three discs and the legend"
    );
    assert!(svg.contains(">3</text>"), "the stack's height is written");
    assert!(svg.contains("blue to move"));
}

#[test]
fn render__a_neutral_piece_is_a_badge_on_its_holder_and_counters_are_shown() {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/libero.game")).unwrap();
    let m = ludus::Match::from_position(
        &game,
        "red soldier: d4  stack q6: blue soldier, ball  counter points blue 2  turn blue",
    )
    .unwrap();
    let svg = ludus::render::svg(&game, &m.state);
    // Two pieces, the ball's badge and the two legend discs.
    assert_eq!(svg.matches("<circle").count(), 2 + 1 + 2);
    assert!(
        svg.contains(r##"fill="#ffffff" stroke="#111""##),
        "the ball is white"
    );
    // The holder's stack height (2) is not written: the ball is a badge.
    assert!(!svg.contains(r#"text-anchor="end""#));
    assert!(svg.contains("points: red 0, blue 2"));
    assert!(svg.contains("blue to move"));
}

#[test]
fn render__cards_in_hands_where_visible_and_stores() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game");
    let game = ludus::load(path).unwrap();
    let m = ludus::Match::from_position(
        &game,
        "north marble: c1  north marble: 3 in base  hand north: one, five  hand east: two  turn north",
    )
    .unwrap();
    let svg = ludus::render::svg(&game, &m.state);
    // The player to move sees its own hand; the others only as sizes.
    assert!(svg.contains("hand of north: one, five"), "{svg}");
    assert!(svg.contains("hand of east: 1 card (hidden)"));
    assert!(!svg.contains("two"));
    assert!(svg.contains("base: north 3, east 0, south 0, west 0"));
}

/// LIGA's `picture` block: the ring and the homes as circles along a track
/// (80 cells: 64 ring cells and 4 homes of 4), 16 arrows along the ring,
/// each base beside its start point with its marbles; the same marks in
/// the terminal diagram.
#[test]
fn render__a_picture_block_draws_a_race_track() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game");
    let game = ludus::load(path).unwrap();
    let m = ludus::Match::from_position(
        &game,
        "north marble: i17  north marble: 3 in base  east marble: 4 in base  turn north",
    )
    .unwrap();
    let svg = ludus::render::svg(&game, &m.state);
    assert_eq!(svg.matches(r#"<circle class="cell""#).count(), 80);
    assert_eq!(svg.matches(r#"class="arrow""#).count(), 16);
    assert_eq!(svg.matches(r#"class="store""#).count(), 4, "four bases");
    assert_eq!(svg.matches(r#"class="stored""#).count(), 3 + 4);
    // No chessboard squares.
    assert!(!svg.contains("#b58863"));
    // Start points and homes in their player's colour (south is red):
    // one start cell and four home cells.
    assert_eq!(
        svg.matches(r##"class="cell" cx"##).count() - svg.matches(r##"fill="#efe4cc""##).count(),
        4 * 5
    );
    let text = ludus::render::coloured_diagram_for(&game, &m.state, None);
    let plain: String = strip_ansi(&text);
    // Rank 17: the ring's top, north's marble on i17.
    let row = |r: &str| {
        plain
            .lines()
            .find(|l| l.starts_with(r))
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(row("17"), "17  o o o o o o o o N o o o o o o o o");
    // Rank 16: the ring's sides, north's home, its base (3 marbles, an
    // empty place) beside; arrows inside the ring, clockwise.
    assert_eq!(row("16"), "16  o   >       >   o N N       >   o");
    assert_eq!(row("15"), "15  o ^             o N _         v o");
    assert_eq!(row(" 2"), " 2  o   <       _ _ o   <       <   o");
    // The direction of travel: down the east side (q16 to q1).
    assert!(plain.lines().any(|l| l.ends_with("v o")), "{plain}");
}

/// The text without its ANSI colour codes.
fn strip_ansi(s: &str) -> String {
    let mut out = String::new();
    let mut esc = false;
    for ch in s.chars() {
        match (esc, ch) {
            (false, '\x1b') => esc = true,
            (true, 'm') => esc = false,
            (true, _) => {}
            (false, c) => out.push(c),
        }
    }
    out
}

/// A `picture` naming no track, zone or shape of the game is a coded
/// diagnostic with "did you mean".
#[test]
fn render__a_picture_names_what_the_game_has() {
    let base =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/liga.game")).unwrap();
    for (from, to, said) in [
        ("cells circles", "cells circle", "did you mean `circles`"),
        (
            "arrows along ring",
            "arrows along rings",
            "did you mean `ring`",
        ),
        (
            "colour start, home",
            "colour start, homes",
            "did you mean `home`",
        ),
        (
            "store base beside",
            "store bases beside",
            "did you mean `base`",
        ),
    ] {
        let src = base.replace(from, to);
        let errs = ludus::compile(ludus::Source::named("liga.game", &src))
            .into_result()
            .expect_err("an error");
        let text: String = errs.iter().map(|d| d.render_plain()).collect();
        assert!(text.contains("unknown-name"), "{text}");
        assert!(text.contains(said), "{from}: {text}");
    }
}

/// A hex board is drawn leaning (each rank half a cell right of the one
/// below), so that the six cells drawn nearest to a cell are its six
/// neighbours, and ne / sw (not neighbours there) are farther.
#[test]
fn render__a_hex_board_draws_its_six_neighbours_nearest() {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/hex.game")).unwrap();
    let corners = ludus::render::cell_corners(&game);
    let at = |name: &str| {
        let c = game.board.cell(name).unwrap();
        let &(_, x, y) = corners.iter().find(|k| k.0 == c).unwrap();
        (x, y)
    };
    let (x, y) = at("f6");
    let mut by_distance: Vec<(i32, &str)> = game
        .board
        .names
        .iter()
        .filter(|n| n.as_str() != "f6")
        .map(|n| {
            let (a, b) = at(n);
            ((a - x).pow(2) + (b - y).pow(2), n.as_str())
        })
        .collect();
    by_distance.sort();
    let mut nearest: Vec<&str> = by_distance[..6].iter().map(|d| d.1).collect();
    nearest.sort_unstable();
    assert_eq!(nearest, ["e6", "e7", "f5", "f7", "g5", "g6"]);
    assert!(by_distance[5].0 < by_distance[6].0, "{by_distance:?}");
    let svg = ludus::render::svg(&game, &ludus::State::new(&game));
    assert_eq!(svg.matches("<rect x=").count(), 121, "one cell each");
}
