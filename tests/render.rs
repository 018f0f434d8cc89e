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
