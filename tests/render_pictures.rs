#![allow(non_snake_case)]
//! Pictures (issue 21): a piece kind's `glyphs` are drawn instead of its
//! symbol (draughts men and crowned kings, chess shapes), a symbol keeps its
//! case (a man `b` and a king `B` differ), and zones may be shaded, each
//! player's part in its colour (`ludus render --shade ZONE`).

mod common;

use common::bin::ludus as run;
use common::{load_game, pos};

/// The texts drawn on the pieces of an SVG, in order.
fn faces(svg: &str) -> Vec<String> {
    svg.lines()
        .filter(|l| l.starts_with("<text") && l.contains("font-weight=\"bold\""))
        .filter_map(|l| {
            let start = l.find('>')? + 1;
            let end = l[start..].find('<')? + start;
            Some(l[start..end].to_string())
        })
        .collect()
}

#[test]
fn render__glyphs_draw_men_and_crowned_kings() {
    // Game Mix: checkers as draughts men, damas crowned, chess shapes for
    // the pawn, knight and king; the liner keeps its letter.
    let g = load_game("gamemix.game");
    let m = pos(
        &g,
        "white checker: c3  white dama: e3  black checker: f6  black dama: b8  \
         white pawn: a2  white knight: g1  white king: e1  black king: e8  white liner: h1  \
         turn white",
    );
    let mut f = faces(&ludus::render::svg(&g, &m.state));
    f.sort();
    assert_eq!(f, ["L", "♔", "♔", "♘", "♙", "⛀", "⛀", "⛁", "⛁"], "{f:?}");
}

#[test]
fn render__checkers_men_and_kings_differ() {
    // Checkers draws a man as a draughts man, a king crowned (its glyphs),
    // each on its owner's disc.
    let g = load_game("checkers.game");
    let m = pos(
        &g,
        "black man: c3  black king: e3  white man: f6  white king: b8  turn black",
    );
    let mut f = faces(&ludus::render::svg(&g, &m.state));
    f.sort();
    assert_eq!(f, ["⛀", "⛀", "⛁", "⛁"], "{f:?}");
}

#[test]
fn render__symbols_keep_their_case() {
    // Libero has no glyphs: red's goalkeeper is `g`, blue's `G`.
    let g = load_game("libero.game");
    let state = ludus::State::new(&g);
    let f = faces(&ludus::render::svg(&g, &state));
    assert!(f.iter().any(|x| x == "g"), "{f:?}");
    assert!(f.iter().any(|x| x == "G"), "{f:?}");
}

#[test]
fn render__zones_may_be_shaded_in_each_players_colour() {
    let g = load_game("checkers.game");
    let state = ludus::State::new(&g);
    let plain = ludus::render::svg(&g, &state);
    let zone = g.zones.iter().position(|z| z.name == "far-row").unwrap();
    let shaded = ludus::render::svg_shaded(&g, &state, &[u16::try_from(zone).unwrap()]);
    let tints = |s: &str| s.matches("stroke-dasharray").count();
    assert_eq!(tints(&plain), 0);
    // Black's far row (rank 8) and white's (rank 1): 4 used cells each.
    assert_eq!(tints(&shaded), 8);
    assert_eq!(
        shaded.matches(r##"fill="#2b2b2b" fill-opacity"##).count(),
        4
    );
    assert_eq!(
        shaded.matches(r##"fill="#f4f1e8" fill-opacity"##).count(),
        4
    );

    let (code, out, err) = run(&["render", "games/checkers.game", "--shade", "far-row"], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(tints(&out), 8);
    let (code, _, err) = run(&["render", "games/checkers.game", "--shade", "home"], "");
    assert_eq!(code, 1);
    assert!(
        err.contains("no zone `home`") && err.contains("far-row"),
        "{err}"
    );
}
