//! Syntax errors that teach (issue 40): each common slip at the top of a
//! file or inside a block gets a message with the form that was meant; the
//! list of what may start a line names only what starts a statement; and a
//! short phrase between backticks is never cut by the line wrapping.

mod common;

use common::bin::run_ludus;

/// Hexapawn (tests/games/hexapawn.game) with `old` replaced by `new`.
fn hexapawn_with(old: &str, new: &str) -> String {
    let src = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games/hexapawn.game"),
    )
    .unwrap();
    assert_eq!(src.matches(old).count(), 1, "`{old}` once");
    src.replacen(old, new, 1)
}

/// The diagnostics of a text: (code, message, help).
fn problems(src: &str) -> Vec<(&'static str, String, String)> {
    let (game, errs) = ludus::compile(ludus::Source::named("t.game", src)).into_parts();
    assert!(game.is_none(), "it compiled");
    errs.iter()
        .map(|d| {
            (
                d.code,
                d.message.clone(),
                d.help.clone().unwrap_or_default(),
            )
        })
        .collect()
}

/// The one diagnostic of a text.
fn one(src: &str) -> (&'static str, String, String) {
    let mut p = problems(src);
    assert_eq!(p.len(), 1, "{p:?}");
    p.remove(0)
}

#[test]
fn the_game_line_takes_no_block() {
    // Unclosed (the rest of the file after it) and closed.
    for new in ["game \"Broken\" {", "game \"Broken\" { }"] {
        let (code, message, _) = one(&hexapawn_with("game \"Hexapawn\"", new));
        assert_eq!(code, "ludus::item-form", "{new}");
        assert_eq!(
            message,
            "syntax error: the `game` line takes no block: `game \"Name\"`"
        );
    }
}

#[test]
fn a_block_item_without_its_block_shows_the_block_form() {
    let (code, message, help) = one(&hexapawn_with(
        "players {",
        "players white, black\nplayers {",
    ));
    assert_eq!(code, "ludus::item-form");
    assert_eq!(
        message,
        "syntax error: the `players` item takes a block: `players { white forward n  black forward s }`"
    );
    assert!(help.contains("between `{` and `}`"), "{help}");
    let (code, message, _) = one(&hexapawn_with("board {", "board 3x3\nboard {"));
    assert_eq!(code, "ludus::item-form");
    assert_eq!(
        message,
        "syntax error: the `board` item takes a block: `board { grid 8 x 8 }`"
    );
    // Every item word has its form.
    for (item, form) in [
        ("setup", "setup { white pawn: rank 2 }"),
        ("end", "end { no moves: loses }"),
        ("rules", "rules { mandatory capture }"),
    ] {
        let (code, message, _) = one(&hexapawn_with("setup {", &format!("{item} x\nsetup {{")));
        assert_eq!(code, "ludus::item-form", "{item}");
        assert!(message.ends_with(&format!("`{form}`")), "{message}");
    }
}

#[test]
fn within_belongs_to_slides() {
    let (code, message, help) = one(&hexapawn_with(
        "step forward to empty",
        "step forward to empty within goal",
    ));
    assert_eq!(code, "ludus::zone-limit-on-step");
    assert_eq!(
        message,
        "syntax error: `within` belongs to slides: `slide ... max N within ZONE`, not `step`"
    );
    assert!(
        help.contains("`slide DIRS to TARGET max 1 within ZONE`"),
        "{help}"
    );
    // On a slide it is the language.
    let src = hexapawn_with(
        "step forward to empty",
        "slide forward to empty max 1 within goal",
    );
    assert!(
        ludus::compile(ludus::Source::named("t.game", &src))
            .into_result()
            .is_ok()
    );
}

#[test]
fn symbols_are_separated_by_spaces() {
    let (code, message, help) = one(&hexapawn_with(
        "symbols \"P\" \"p\"",
        "symbols \"P\", \"p\"",
    ));
    assert_eq!(code, "ludus::symbols-comma");
    assert_eq!(
        message,
        "syntax error: symbols are separated by spaces, not commas"
    );
    assert!(help.contains("`symbols \"x\" \"o\"`"), "{help}");
}

#[test]
fn a_line_start_lists_only_what_starts_a_statement() {
    let (code, message, _) = one(&hexapawn_with(
        "step forward-diagonal to enemy",
        "grab forward-diagonal",
    ));
    // (Not `capture`: a word of the rules block since sowing and Go.)
    assert_eq!(code, "ludus::syntax");
    assert!(message.contains("found `grab`"), "{message}");
    assert!(
        message.contains("`step`") && message.contains("`}`"),
        "{message}"
    );
    // `if` and `lift` would have continued the line before: they start no
    // statement.
    assert!(!message.contains("`if`"), "{message}");
    assert!(!message.contains("`lift`"), "{message}");
    // Mid-line, what continues the statement is still listed.
    let (_, message, _) = one(&hexapawn_with(
        "step forward-diagonal to enemy",
        "step forward-diagonal to enemy quickly",
    ));
    assert!(message.contains("`if`"), "{message}");
    // In `end`: the words that start an end rule.
    let (_, message, _) = one(&hexapawn_with("no moves: loses", "no moves: loses\n    7"));
    assert!(
        message.contains("expected `after`, `no`, `passes`, `plies`, `repetition`, `score` or `}`"),
        "{message}"
    );
}

#[test]
fn no_line_is_wrapped_inside_a_short_quoted_phrase() {
    let dir = std::env::temp_dir().join(format!("ludus-slips-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.game");
    std::fs::write(
        &file,
        hexapawn_with("players {", "players white, black\nplayers {"),
    )
    .unwrap();
    let r = run_ludus(&["check", file.to_str().unwrap()], None);
    assert_eq!(r.code, Some(1));
    // The message is wider than the 80 columns of a pipe: it wraps, but
    // not inside the form.
    assert!(
        r.err
            .contains("`players { white forward n  black forward s }`"),
        "{}",
        r.err
    );
    assert!(r.err.contains("`ludus fmt`"), "{}", r.err);
    assert!(!r.err.contains('\u{a0}'), "{}", r.err);
    std::fs::remove_dir_all(&dir).unwrap();
}
