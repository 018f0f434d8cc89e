//! Diagnostics for broken rule files.
//!
//! Each broken file is a small variant of `games/checkers.game` (comments
//! removed: `tests/bad/checkers_plain.game`) with one problem, or a
//! deliberate handful of problems: a file under `tests/bad/`, or, where one
//! line over the base game says it, an edit of the base in the test; the
//! `warn_*` files compile, with warnings. For each one the rendered
//! diagnostics are snapshotted (`tests/snapshots/`), and the codes and
//! underlined text are asserted in plain Rust, so that a snapshot review
//! cannot silently accept a wrong span. `every_code_is_documented_and_tested`
//! keeps `docs/diagnostics.md` and these tests in step with the codes in
//! `src/`, and every file in `games/` must check clean.
//!
//! The rest of the file feeds `ludus::compile` mutated (every game in
//! `games/`), truncated, deeply nested and random input and checks that it
//! never panics and that every span it reports lies inside the source.

use std::path::{Path, PathBuf};

use ludus::Diagnostic;
use proptest::prelude::*;
use proptest::sample::Index;

fn manifest(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(rel)
}

fn checkers_src() -> String {
    std::fs::read_to_string(manifest("games/checkers.game")).expect("games/checkers.game")
}

/// The text of `tests/bad/NAME.game`.
fn bad_file(name: &str) -> String {
    let file = format!("tests/bad/{name}.game");
    std::fs::read_to_string(manifest(&file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

/// `tests/bad/checkers_plain.game` (Checkers without comments) with its one
/// occurrence of `old` replaced by `new`: a broken file as one line over
/// the base game.
fn plain_checkers_with(old: &str, new: &str) -> String {
    let base = bad_file("checkers_plain");
    assert_eq!(
        base.matches(old).count(),
        1,
        "`{old}` once in the base game"
    );
    base.replacen(old, new, 1)
}

/// A broken file and what compiling it reported.
struct Bad {
    name: String,
    src: String,
    errs: Vec<Diagnostic>,
}

impl Bad {
    /// Compiles `tests/bad/NAME.game`, which must fail, and snapshots the
    /// rendered diagnostics as `diagnostics__NAME` (the file is
    /// `tests/snapshots/diagnostics__diagnostics__NAME.snap`).
    fn load(name: &str) -> Bad {
        Bad::broken(name, bad_file(name))
    }

    /// [`Bad::load`] of `tests/bad/checkers_plain.game` with the one
    /// occurrence of `old` replaced by `new`, compiled as `NAME.game`.
    fn edit(name: &str, old: &str, new: &str) -> Bad {
        Bad::broken(name, plain_checkers_with(old, new))
    }

    /// Compiles `src` as `NAME.game`, which must fail, and snapshots the
    /// rendered diagnostics.
    fn broken(name: &str, src: String) -> Bad {
        let file = format!("{name}.game");
        let errs = match ludus::compile(ludus::Source::named(&file, &src)).into_parts() {
            (Some(_), _) => panic!("{file} compiled, but it is broken"),
            (None, errs) => errs,
        };
        assert!(!errs.is_empty(), "{file}: an error with no diagnostic");
        assert!(
            errs.iter().all(Diagnostic::is_error),
            "{file}: warnings beside errors"
        );
        Bad::new(name, file, src, errs)
    }

    /// Compiles `tests/bad/NAME.game` from its file (so that `extends` is
    /// followed), which must fail. Each diagnostic carries its own file;
    /// the underlined texts are read from it.
    fn load_file(name: &str) -> Bad {
        let file = format!("tests/bad/{name}.game");
        let src =
            std::fs::read_to_string(manifest(&file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let errs = match ludus::compile(ludus::Source::at(&file, &src)).into_parts() {
            (Some(_), _) => panic!("{file} compiled, but it is broken"),
            (None, errs) => errs,
        };
        assert!(!errs.is_empty(), "{file}: an error with no diagnostic");
        Bad::new(name, file, src, errs)
    }

    /// Compiles `tests/bad/NAME.game`, which must compile with warnings
    /// only, and snapshots them as `diagnostics__NAME`.
    fn warn(name: &str) -> Bad {
        Bad::warned(name, bad_file(name))
    }

    /// [`Bad::warn`] of `tests/bad/checkers_plain.game` with the one
    /// occurrence of `old` replaced by `new`, compiled as `NAME.game`.
    fn warn_edit(name: &str, old: &str, new: &str) -> Bad {
        Bad::warned(name, plain_checkers_with(old, new))
    }

    /// Compiles `src` as `NAME.game`, which must compile with warnings
    /// only, and snapshots them.
    fn warned(name: &str, src: String) -> Bad {
        let file = format!("{name}.game");
        let (game, errs) = ludus::compile(ludus::Source::named(&file, &src)).into_parts();
        assert!(game.is_some(), "{file} does not compile: {errs:?}");
        assert!(!errs.is_empty(), "{file}: no warning");
        assert!(
            errs.iter().all(|d| d.severity == miette::Severity::Warning),
            "{file}: not all warnings"
        );
        // `into_result` (and so `load`) ignores warnings.
        assert!(
            ludus::compile(ludus::Source::named(&file, &src))
                .into_result()
                .is_ok()
        );
        Bad::new(name, file, src, errs)
    }

    fn new(name: &str, file: String, src: String, errs: Vec<Diagnostic>) -> Bad {
        let bad = Bad {
            name: file,
            src,
            errs,
        };
        bad.assert_spans_in_bounds();
        insta::assert_snapshot!(format!("diagnostics__{name}"), bad.rendered());
        bad
    }

    fn rendered(&self) -> String {
        self.errs
            .iter()
            .map(Diagnostic::render_plain)
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn assert_spans_in_bounds(&self) {
        for i in 0..self.errs.len() {
            assert_spans_in_bounds(self.src_of(i), &self.errs[i..=i]);
        }
    }

    /// The text diagnostic `i` points into: its own file (a file this one
    /// extends), or this file.
    fn src_of(&self, i: usize) -> &str {
        match &self.errs[i].source {
            Some(s) => s.inner(),
            None => &self.src,
        }
    }

    /// The name of the file diagnostic `i` points into.
    fn file_of(&self, i: usize) -> &str {
        self.errs[i].source.as_ref().map_or("", |s| s.name())
    }

    /// The text under diagnostic `i`'s primary label.
    fn primary_text(&self, i: usize) -> &str {
        let d = &self.errs[i];
        let s = d
            .primary_span()
            .unwrap_or_else(|| panic!("{}: `{}` has no primary span", self.name, d.message));
        &self.src_of(i)[s.start..s.start + s.len]
    }

    /// `(code, underlined text)` of every diagnostic, in order.
    fn summary(&self) -> Vec<(&'static str, String)> {
        (0..self.errs.len())
            .map(|i| (self.errs[i].code, self.primary_text(i).to_string()))
            .collect()
    }

    /// Exactly these diagnostics, in this order.
    fn expect(&self, want: &[(&str, &str)]) {
        let got = self.summary();
        let got_ref: Vec<(&str, &str)> = got.iter().map(|(c, t)| (*c, t.as_str())).collect();
        assert_eq!(
            got_ref, want,
            "{}: diagnostics (code, underlined text)",
            self.name
        );
    }

    /// Diagnostic `i` has this code and underlines this text.
    fn expect_at(&self, i: usize, code: &str, text: &str) {
        assert!(
            i < self.errs.len(),
            "{}: only {} diagnostics: {:?}",
            self.name,
            self.errs.len(),
            self.summary()
        );
        assert_eq!(
            (self.errs[i].code, self.primary_text(i)),
            (code, text),
            "{}: diagnostic {i} of {:?}",
            self.name,
            self.summary()
        );
    }

    fn help(&self, i: usize) -> &str {
        self.errs[i].help.as_deref().unwrap_or("")
    }

    /// The texts of the non-primary labels of diagnostic `i`.
    fn related(&self, i: usize) -> Vec<(&str, &str)> {
        self.errs[i]
            .labels
            .iter()
            .filter(|l| !l.primary)
            .map(|l| {
                (
                    &self.src_of(i)[l.span.start..l.span.start + l.span.len],
                    l.text.as_str(),
                )
            })
            .collect()
    }
}

/// Every label of every diagnostic lies inside `src`, on character
/// boundaries, and every diagnostic has a primary label.
fn assert_spans_in_bounds(src: &str, errs: &[Diagnostic]) {
    for d in errs {
        let p = d
            .primary_span()
            .unwrap_or_else(|| panic!("`{}` ({}) has no primary span", d.message, d.code));
        assert!(
            p.start + p.len <= src.len(),
            "`{}` ({}): primary span {p:?} past the end of a {}-byte source",
            d.message,
            d.code,
            src.len()
        );
        for l in &d.labels {
            assert!(
                src.get(l.span.start..l.span.start + l.span.len).is_some(),
                "`{}` ({}): label `{}` at {:?} is not a slice of the {}-byte source",
                d.message,
                d.code,
                l.text,
                l.span,
                src.len()
            );
        }
    }
}

/// Every file in `games/`, sorted: (path, text).
fn game_files() -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = std::fs::read_dir(manifest("games"))
        .expect("games/")
        .map(|e| e.expect("games/ entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "game"))
        .map(|p| {
            let src = std::fs::read_to_string(&p).expect("a game file");
            (p.display().to_string(), src)
        })
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    files
}

/// Compiles any text; it must not panic, and if it fails, it must say why
/// with spans inside the source (and render).
fn compile_any(src: &str) -> Result<(), Vec<Diagnostic>> {
    let (game, ds) = ludus::compile(ludus::Source::named("fuzz.game", src)).into_parts();
    assert_spans_in_bounds(src, &ds);
    for d in &ds {
        let _ = d.render_plain();
    }
    match game {
        Some(_) => {
            assert!(
                !ds.iter().any(Diagnostic::is_error),
                "a game compiled with errors: {src:?}"
            );
            Ok(())
        }
        None => {
            assert!(
                !ds.is_empty(),
                "compile failed with no diagnostic for {src:?}"
            );
            assert!(
                ds.iter().all(Diagnostic::is_error),
                "warnings beside errors for {src:?}"
            );
            Err(ds)
        }
    }
}

// ---------------------------------------------------------------------------
// The real game compiles.

#[test]
fn checkers_compiles() {
    let src = checkers_src();
    if let Err(errs) = ludus::compile(ludus::Source::named("checkers.game", &src)).into_result() {
        let text: Vec<String> = errs.iter().map(Diagnostic::render_plain).collect();
        panic!("games/checkers.game does not compile:\n{}", text.join("\n"));
    }
}

// ---------------------------------------------------------------------------
// Syntax.

#[test]
fn syntax_missing_colon() {
    // `black man rank 1..3`: the `:` after the piece is missing.
    let b = Bad::edit(
        "syntax_missing_colon",
        "black man: rank 1..3",
        "black man rank 1..3",
    );
    // Reported at `rank`, the first token that could not be consumed, with
    // what was expected there.
    b.expect(&[("ludus::syntax", "rank")]);
    assert_eq!(
        b.errs[0].message,
        "syntax error: expected `:`, found `rank`"
    );
}

#[test]
fn syntax_slips_get_their_forms() {
    // The common slips of issue 40, each with a code of its own (more in
    // tests/syntax_slips.rs).
    let b = Bad::edit(
        "syntax_game_line_block",
        "game \"Checkers\"",
        "game \"Checkers\" {",
    );
    b.expect(&[("ludus::item-form", "{")]);
    let b = Bad::edit(
        "syntax_board_without_block",
        "board {",
        "board 8x8\nboard {",
    );
    b.expect_at(0, "ludus::item-form", "8x8");
    let b = Bad::edit(
        "syntax_within_on_a_step",
        "step diagonal to empty",
        "step diagonal to empty within far-row",
    );
    b.expect(&[("ludus::zone-limit-on-step", "within")]);
    let b = Bad::edit(
        "syntax_symbols_comma",
        "symbols \"B\" \"W\"",
        "symbols \"B\", \"W\"",
    );
    b.expect(&[("ludus::symbols-comma", ",")]);
}

#[test]
fn syntax_stray_word() {
    // `step diagonal to empty quickly` in `piece king`.
    let b = Bad::edit(
        "syntax_stray_word",
        "step diagonal to empty",
        "step diagonal to empty quickly",
    );
    b.expect_at(0, "ludus::syntax", "quickly");
    assert!(
        b.errs[0].message.contains("found `quickly`"),
        "{}",
        b.errs[0].message
    );
    // `}` is one of the things that may come there.
    assert!(
        b.errs[0].message.contains("`symbols`, `then` or `}`"),
        "{}",
        b.errs[0].message
    );
    // The `king` item is dropped by the syntax error, but `king` is defined
    // there: `promote king` in `man` is not reported as unknown.
    b.expect(&[("ludus::syntax", "quickly")]);
}

#[test]
fn unclosed_block() {
    // `piece man {` without its `}`.
    let b = Bad::load("unclosed_block");
    b.expect_at(0, "ludus::unclosed-block", "{");
    assert_eq!(
        b.errs[0].primary_span().unwrap().start,
        b.src.find("piece man {").unwrap() + 10
    );
    assert!(
        b.errs[0].message.contains("`piece` block"),
        "{}",
        b.errs[0].message
    );
    // `man` was lost with its block, but its uses in `setup` are not
    // reported: it is defined, just broken.
    b.expect(&[("ludus::unclosed-block", "{")]);
}

#[test]
fn unbalanced_brace() {
    // An extra `}` after `rules { mandatory capture }`.
    let b = Bad::edit(
        "unbalanced_brace",
        "mandatory capture",
        "mandatory capture\n    }",
    );
    b.expect(&[("ludus::unbalanced-brace", "}")]);
    let at = b.errs[0].primary_span().unwrap().start;
    let line = b.src[..at].matches('\n').count() + 1;
    assert_eq!(line, 42, "the second `}}` closing `rules`");
}

// ---------------------------------------------------------------------------
// Names.

#[test]
fn unknown_name() {
    // `promote kign on far-row`.
    let b = Bad::load("unknown_name");
    b.expect(&[("ludus::unknown-name", "kign")]);
    assert_eq!(b.help(0), "did you mean `king`?");
}

#[test]
fn unknown_player() {
    let b = Bad::edit(
        "unknown_player_setup",
        "white man: rank 6..8",
        "whte man: rank 6..8",
    );
    b.expect(&[("ludus::unknown-name", "whte")]);
    assert_eq!(b.help(0), "did you mean `white`?");
}

#[test]
fn unknown_direction() {
    let b = Bad::edit(
        "unknown_direction",
        "step diagonal to empty",
        "step diagnal to empty",
    );
    b.expect(&[("ludus::unknown-name", "diagnal")]);
    assert_eq!(b.help(0), "did you mean `diagonal`?");
}

#[test]
fn unknown_direction_no_suggestion() {
    // `step sideways to empty`: nothing close, so the help lists the words.
    let b = Bad::edit(
        "unknown_direction_no_suggestion",
        "step diagonal to empty",
        "step sideways to empty",
    );
    b.expect(&[("ludus::unknown-name", "sideways")]);
    assert!(b.help(0).contains("forward-left"), "{}", b.help(0));
}

#[test]
fn unknown_forward() {
    // `white forward south`: only the eight absolute directions are allowed
    // after `forward` (the grammar takes only these words there, so that a
    // `forward` with no direction cannot swallow the next player's name).
    let b = Bad::edit("unknown_forward", "white forward s", "white forward south");
    b.expect(&[("ludus::syntax", "south")]);
    assert_eq!(
        b.help(0),
        "directions are written n, ne, e, se, s, sw, w, nw; did you mean `s`?"
    );
}

#[test]
fn unknown_result() {
    let b = Bad::edit("unknown_result", "no moves: loses", "no moves: lose");
    b.expect(&[("ludus::unknown-name", "lose")]);
    assert_eq!(b.help(0), "did you mean `loses`?");
}

#[test]
fn duplicate_definition() {
    // Two `piece king` blocks.
    let b = Bad::load("duplicate_definition");
    b.expect(&[("ludus::duplicate-definition", "king")]);
    let second = b.src.rfind("piece king").unwrap() + 6;
    let first = b.src.find("piece king").unwrap() + 6;
    assert_eq!(b.errs[0].primary_span().unwrap().start, second);
    assert_eq!(
        b.related(0),
        vec![("king", "first defined here, as a piece")]
    );
    assert_eq!(
        b.errs[0]
            .labels
            .iter()
            .find(|l| !l.primary)
            .unwrap()
            .span
            .start,
        first
    );
}

#[test]
fn duplicate_definition_other_kind() {
    // `zone king` and `piece king`; `promote king on king`.
    let b = Bad::load("duplicate_kind");
    b.expect_at(0, "ludus::duplicate-definition", "king");
    assert_eq!(
        b.related(0),
        vec![("king", "first defined here, as a zone")]
    );
    assert!(
        b.errs[0]
            .labels
            .iter()
            .any(|l| l.primary && l.text == "defined again here, as a piece")
    );
    // `king` resolves to the first definition (the zone): the piece slot
    // of `promote` gets a wrong-kind error.
    b.expect(&[
        ("ludus::duplicate-definition", "king"),
        ("ludus::wrong-kind", "king"),
    ]);
}

#[test]
fn reserved_name() {
    // `directions n = forward`.
    let b = Bad::edit(
        "reserved_name",
        "directions forward-diagonal = forward-left, forward-right",
        "directions forward-diagonal = forward-left, forward-right\ndirections n = forward",
    );
    b.expect(&[("ludus::reserved-name", "n")]);
}

#[test]
fn wrong_kind() {
    // `promote far-row on king`: the zone and the piece swapped.
    let b = Bad::edit(
        "wrong_kind",
        "promote king on far-row ends move",
        "promote far-row on king ends move",
    );
    b.expect(&[
        ("ludus::wrong-kind", "far-row"),
        ("ludus::wrong-kind", "king"),
    ]);
    assert!(
        b.errs[0]
            .message
            .contains("is a zone, but a piece is expected"),
        "{}",
        b.errs[0].message
    );
    assert!(b.help(0).contains("line 16"), "{}", b.help(0));
    assert!(
        b.errs[1]
            .message
            .contains("is a piece, but a zone is expected"),
        "{}",
        b.errs[1].message
    );
    assert!(b.help(1).contains("line 28"), "{}", b.help(1));
}

// ---------------------------------------------------------------------------
// Structure.

#[test]
fn missing_parts() {
    // Only `game`, a piece and `end`: no players, board or setup.
    let b = Bad::load("missing_parts");
    let missing: Vec<&str> = b
        .errs
        .iter()
        .filter(|d| d.code == "ludus::missing-part")
        .map(|d| d.message.as_str())
        .collect();
    assert_eq!(
        missing,
        [
            "the game has no players",
            "the game has no board",
            "the game has no setup"
        ]
    );
    for (i, d) in b.errs.iter().enumerate() {
        if d.code == "ludus::missing-part" {
            assert_eq!(b.primary_text(i), "\"Nothing much\"", "points at the title");
        }
    }
    // No follow-on "2 symbols but 0 players".
    b.expect(&[
        ("ludus::missing-part", "\"Nothing much\""),
        ("ludus::missing-part", "\"Nothing much\""),
        ("ludus::missing-part", "\"Nothing much\""),
    ]);
    let labels: Vec<&str> = b.errs.iter().map(|d| d.labels[0].text.as_str()).collect();
    assert_eq!(
        labels,
        [
            "this game needs players",
            "this game needs a board",
            "this game needs a setup"
        ]
    );
    assert!(
        b.help(0)
            .contains("players { black forward n  white forward s }")
    );
}

#[test]
fn duplicate_block() {
    // A second `board { grid 10 x 10 }`.
    let b = Bad::load("duplicate_block");
    b.expect(&[("ludus::duplicate-block", "board {\n    grid 10 x 10\n}")]);
    assert_eq!(b.related(0).len(), 1);
    assert!(b.related(0)[0].0.starts_with("board {\n    grid 8 x 8"));
}

#[test]
fn zone_player_missing() {
    // `zone far-row` without its `white:` entry.
    let b = Bad::edit("zone_player_missing", "    white: rank 1\n", "");
    b.expect(&[("ludus::zone-player-missing", "far-row")]);
    assert!(b.errs[0].message.contains("`white`"));
}

#[test]
fn no_forward() {
    // `white` declared without `forward`, and `man` moves forward-diagonal.
    let b = Bad::edit("no_forward", "white forward s", "white");
    // Once per player, at the first relative direction word.
    b.expect(&[("ludus::no-forward", "forward-diagonal")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("step forward-diagonal").unwrap() + 5);
    assert_eq!(
        b.related(0),
        vec![("white", "declared here without `forward`")]
    );
    assert!(b.help(0).contains("white forward"), "{}", b.help(0));
}

// ---------------------------------------------------------------------------
// Pieces.

#[test]
fn symbol_count() {
    // `symbols "b"` for two players.
    let b = Bad::edit("symbol_count", "symbols \"b\" \"w\"", "symbols \"b\"");
    b.expect(&[("ludus::symbols", "\"b\"")]);
    assert_eq!(
        b.errs[0].message,
        "piece `man` has 1 symbol but the game has 2 players"
    );
}

#[test]
fn symbol_too_long() {
    // `symbols "B" "Wk"`.
    let b = Bad::edit("symbol_long", "symbols \"B\" \"W\"", "symbols \"B\" \"Wk\"");
    b.expect(&[("ludus::symbols", "\"Wk\"")]);
}

#[test]
fn jump_over_empty() {
    let b = Bad::edit(
        "jump_over_empty",
        "jump diagonal over enemy chained",
        "jump diagonal over empty chained",
    );
    b.expect(&[("ludus::jump-over-empty", "empty")]);
}

#[test]
fn self_promotion() {
    let b = Bad::edit(
        "self_promotion",
        "promote king on far-row ends move",
        "promote man on far-row ends move",
    );
    b.expect(&[("ludus::self-promotion", "man")]);
}

// ---------------------------------------------------------------------------
// Board and setup.

#[test]
fn setup_off_board() {
    // `black man: rank 1..3, i1, a2` and `white man: rank 6..9`.
    let b = Bad::load("setup_off_board");
    b.expect(&[
        ("ludus::off-board", "i1"),
        ("ludus::unused-cell", "a2"),
        ("ludus::off-board", "9"),
    ]);
    // The board is numbered too.
    assert_eq!(b.help(0), "cells are named a1 to h8, or numbered 1 to 32");
    assert_eq!(b.help(2), "use a rank from 1 to 8");
}

#[test]
fn cell_taken() {
    // `white man: rank 3..8` overlaps black's ranks 1..3.
    let b = Bad::edit("cell_taken", "white man: rank 6..8", "white man: rank 3..8");
    // One diagnostic for the overlapping placement, listing the cells; the
    // spans end at the region's last token.
    b.expect(&[("ludus::cell-taken", "rank 3..8")]);
    assert_eq!(b.related(0), vec![("rank 1..3", "first placed here")]);
    assert_eq!(b.errs[0].message, "cells a3, c3, e3 and g3 get two pieces");
}

#[test]
fn board_size() {
    let b = Bad::edit("board_size", "grid 8 x 8", "grid 27 x 0");
    b.expect(&[("ludus::board-size", "27"), ("ludus::board-size", "0")]);
}

#[test]
fn count_out_of_range() {
    let b = Bad::edit(
        "count_range",
        "plies 100 since capture: draw",
        "plies 999999999999999999999 since capture: draw",
    );
    b.expect(&[("ludus::count-range", "999999999999999999999")]);
    // Quoted as written, not as the saturated i64.
    assert_eq!(
        b.errs[0].message,
        "999999999999999999999 is not a usable count"
    );
}

// ---------------------------------------------------------------------------
// Several problems in one file: all reported in one run.

#[test]
fn several_errors() {
    let b = Bad::load("several_errors");
    // `no moves loses` (no `:`): reported at `loses`, where the `:` is
    // missing. `cells drak` is reported, and the rest is still checked.
    b.expect(&[
        ("ludus::syntax", "loses"),
        ("ludus::unknown-name", "drak"),
        ("ludus::symbols", "\"b\""),
        ("ludus::unknown-name", "kign"),
        ("ludus::unknown-name", "captures"),
    ]);
    assert_eq!(b.errs.len(), 5);
    assert_eq!(b.help(1), "did you mean `dark`?");
    assert_eq!(b.help(3), "did you mean `king`?");
    assert_eq!(b.help(4), "did you mean `capture`?");
    assert_eq!(b.errs[4].message, "unknown rule `captures`");
}

// ---------------------------------------------------------------------------
// Robustness.

#[test]
fn empty_file() {
    for src in ["", " ", "\n\n", "// only a comment\n", "// no newline"] {
        let errs = compile_any(src).expect_err("an empty game is an error");
        let messages: Vec<&str> = errs.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            messages,
            [
                "the file is empty: a game needs players, a board, pieces, a setup and end conditions"
            ],
            "{src:?}"
        );
        assert_eq!(errs[0].code, "ludus::missing-part");
    }
    // A comment-only file: the label is on the comment, so it shows.
    let errs = compile_any("// only a comment\n").unwrap_err();
    assert_eq!(errs[0].primary_span(), Some(ludus::diag::Span::new(0, 17)));
}

#[test]
fn deeply_nested_braces() {
    let deep = "{".repeat(10_000);
    let balanced = format!("{}{}", "{".repeat(10_000), "}".repeat(10_000));
    let closes = "}".repeat(10_000);
    let cases = [
        deep.clone(),
        balanced.clone(),
        closes,
        format!("players {deep}"),
        format!("players {balanced}"),
        format!("piece man {balanced}"),
        checkers_src().replace("setup {", &format!("setup {deep}")),
        checkers_src().replace("rules {", &format!("rules {balanced}")),
        format!("{}\n{deep}", checkers_src()),
    ];
    for src in &cases {
        compile_any(src).expect_err("nested braces are an error");
    }
}

#[test]
fn huge_numbers() {
    let huge = "99999999999999999999999999999999999999";
    let src = checkers_src();
    let cases = [
        src.replace("grid 8 x 8", &format!("grid {huge} x {huge}")),
        src.replace("rank 1..3", &format!("rank 1..{huge}")),
        src.replace("rank 8", &format!("rank {huge}")),
        src.replace("repetition 3", &format!("repetition {huge}")),
        src.replace("plies 100", &format!("plies {huge}")),
        src.replace("plies 100", "plies 0"),
        src.replace("black man: rank 1..3", &format!("black man: {huge}")),
        src.replace("black man: rank 1..3", &format!("black man: a{huge}")),
        src.replace("grid 8 x 8", &format!("grid 8 x {}", "9".repeat(100_000))),
    ];
    for s in &cases {
        compile_any(s).expect_err("out-of-range numbers are an error");
    }
}

#[test]
fn big_and_many() {
    let src = checkers_src();
    let players: String = (0..300).map(|i| format!("p{i} forward n\n")).collect();
    let pieces: String = (0..300)
        .map(|i| format!("piece x{i} {{\n symbols \"a\" \"b\"\n step diagonal to empty\n}}\n"))
        .collect();
    let cases = [
        src.replace("grid 8 x 8", "grid 26 x 99")
            .replace("cells dark", "cells all"),
        src.replace("grid 8 x 8", "grid 16 x 16")
            .replace("cells dark", "cells all"),
        src.replace("black forward n", &players),
        format!("{src}\n{pieces}"),
    ];
    for s in &cases {
        compile_any(s).expect_err("too big is an error");
    }
}

/// A deterministic stream of bytes (xorshift), for the random-bytes test.
fn random_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut x = seed | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x.to_le_bytes()[0]
        })
        .collect()
}

#[test]
fn random_bytes_file() {
    for seed in 1..=20u64 {
        let bytes = random_bytes(seed, 4096);
        let src = String::from_utf8_lossy(&bytes);
        compile_any(&src).expect_err("random bytes are not a game");
    }
}

// ---------------------------------------------------------------------------
// Mutations of the games in games/.

/// Insertions: punctuation, numbers, keywords and names of the language,
/// and a few awkward characters.
const ALPHABET: &[&str] = &[
    "{",
    "}",
    ":",
    ",",
    "..",
    "\"",
    "-",
    "0",
    "999999999999999999999",
    "x",
    "=",
    "\n",
    " ",
    "//",
    "game",
    "players",
    "board",
    "piece",
    "setup",
    "zone",
    "end",
    "rules",
    "rank",
    "file",
    "forward",
    "step",
    "jump",
    "promote",
    "on",
    "to",
    "over",
    "chained",
    "king",
    "man",
    "black",
    "white",
    "far-row",
    "a1",
    "i9",
    "é",
    "\t",
    "\r",
    "directions",
    "stacks",
    "unlimited",
    "onto",
    "lift",
    "if",
    "and",
    "or",
    "not",
    "below",
    "is",
    "in",
    "height",
    "count(showing own)",
    "(",
    ")",
    "<",
    "bear off",
    "after move",
    "slide",
    "leap",
    "(1, 2)",
    "max",
    "exactly",
    "royal",
    "connected(liner own)",
    "|",
    "no moves",
    "repetition",
    "plies",
    "since",
    "stack",
    "checker",
    "pawn",
    "enemy",
    "empty",
    "any",
];

#[derive(Clone, Debug)]
enum Mutation {
    Delete(Index, usize),
    Duplicate(Index, usize, Index),
    SwapTokens(Index, Index),
    Insert(Index, &'static str),
    Truncate(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<Index>(), 1usize..40).prop_map(|(i, n)| Mutation::Delete(i, n)),
        (any::<Index>(), 1usize..40, any::<Index>())
            .prop_map(|(i, n, j)| Mutation::Duplicate(i, n, j)),
        (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Mutation::SwapTokens(i, j)),
        (any::<Index>(), prop::sample::select(ALPHABET)).prop_map(|(i, s)| Mutation::Insert(i, s)),
        any::<Index>().prop_map(Mutation::Truncate),
    ]
}

/// Applies a mutation to raw bytes (a byte range may split a multi-byte
/// character; the result is read back lossily).
fn apply(src: &mut Vec<u8>, m: &Mutation) {
    let len = src.len();
    match m {
        Mutation::Delete(i, n) if len > 0 => {
            let s = i.index(len);
            src.drain(s..(s + n).min(len));
        }
        Mutation::Duplicate(i, n, j) if len > 0 => {
            let s = i.index(len);
            let piece: Vec<u8> = src[s..(s + n).min(len)].to_vec();
            let at = j.index(len + 1);
            src.splice(at..at, piece);
        }
        Mutation::SwapTokens(i, j) => {
            // Whitespace-separated tokens, as byte ranges.
            let mut toks = Vec::new();
            let mut start = None;
            for (k, b) in src.iter().enumerate() {
                match (b.is_ascii_whitespace(), start) {
                    (false, None) => start = Some(k),
                    (true, Some(s)) => {
                        toks.push((s, k));
                        start = None;
                    }
                    _ => {}
                }
            }
            if let Some(s) = start {
                toks.push((s, len));
            }
            if toks.len() < 2 {
                return;
            }
            let (a, b) = (i.index(toks.len()), j.index(toks.len()));
            let (a, b) = (toks[a.min(b)], toks[a.max(b)]);
            if a == b {
                return;
            }
            let mut out = Vec::with_capacity(len);
            out.extend_from_slice(&src[..a.0]);
            out.extend_from_slice(&src[b.0..b.1]);
            out.extend_from_slice(&src[a.1..b.0]);
            out.extend_from_slice(&src[a.0..a.1]);
            out.extend_from_slice(&src[b.1..]);
            *src = out;
        }
        Mutation::Insert(i, s) => {
            let at = i.index(len + 1);
            src.splice(at..at, s.bytes());
        }
        Mutation::Truncate(i) => src.truncate(i.index(len + 1)),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 3000,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn mutated_games_never_panic(
        game in any::<Index>(),
        muts in prop::collection::vec(mutation(), 1..5),
    ) {
        let games = game_files();
        let (_, src) = &games[game.index(games.len())];
        let mut bytes = src.clone().into_bytes();
        for m in &muts {
            apply(&mut bytes, m);
        }
        let src = String::from_utf8_lossy(&bytes).into_owned();
        let _ = compile_any(&src);
    }

    #[test]
    fn mutated_tokens_never_panic(
        toks in prop::collection::vec(prop::sample::select(ALPHABET), 0..60)
    ) {
        let src = toks.join(" ");
        let _ = compile_any(&src);
    }

    #[test]
    fn arbitrary_text_never_panics(src in "\\PC{0,200}") {
        let _ = compile_any(&src);
    }
}

// ---------------------------------------------------------------------------
// Former weak spots.

#[test]
fn off_board_single_rank_and_file() {
    // `white: rank 9` (zone) and `file z` (setup): a single rank or file,
    // not a range. Each is currently reported twice (the range code checks
    // both ends, and both ends are the same name).
    let b = Bad::load("off_board_single");
    // Each reported once.
    b.expect(&[("ludus::off-board", "9"), ("ludus::off-board", "z")]);
}

#[test]
fn duplicate_promotion() {
    // Two `promote` lines in `piece man`, the second without `ends move`.
    let b = Bad::edit(
        "duplicate_promotion",
        "promote king on far-row ends move",
        "promote king on far-row ends move\n    promote king on far-row",
    );
    // The span ends at `far-row`, not at the newline after it.
    b.expect(&[("ludus::duplicate-promotion", "promote king on far-row")]);
    assert_eq!(
        b.related(0),
        vec![("promote king on far-row ends move", "first promotion")]
    );
}

#[test]
fn duplicate_title() {
    // `game "Checkers"` and `game "Draughts"`.
    let b = Bad::edit(
        "duplicate_title",
        "game \"Checkers\"",
        "game \"Checkers\"\ngame \"Draughts\"",
    );
    b.expect(&[("ludus::duplicate-title", "game \"Draughts\"")]);
    assert_eq!(b.related(0), vec![("\"Checkers\"", "first named here")]);
}

#[test]
fn sides_cover_every_player_once() {
    // `black: black` (a side named as a player), `first: black` (black on
    // two sides), and white on none.
    let b = Bad::load("sides");
    b.expect(&[
        ("ludus::duplicate-definition", "black"),
        ("ludus::side-twice", "black"),
        (
            "ludus::side-missing",
            "sides {\n    black: black\n    first: black\n}",
        ),
    ]);
    assert_eq!(
        b.related(0),
        vec![("black", "first defined here, as a player")]
    );
    assert_eq!(b.related(1), vec![("black", "first listed here")]);
    assert_eq!(b.errs[2].message, "`white` is on no side");
}

#[test]
fn score_without_cards() {
    let b = Bad::edit(
        "score_without_cards",
        "plies 100 since capture: draw",
        "plies 100 since capture: draw\n    score deals",
    );
    b.expect(&[("ludus::score-without-cards", "deals")]);
}

#[test]
fn extends_a_missing_file() {
    let b = Bad::load_file("extends_missing");
    b.expect(&[("ludus::extends-unreadable", "\"no_such_parent.game\"")]);
    assert_eq!(b.file_of(0), "tests/bad/extends_missing.game");
    assert!(
        b.errs[0].message.contains("tests/bad/no_such_parent.game"),
        "{}",
        b.errs[0].message
    );
    // From a bare text, `extends` cannot be followed at all.
    let (game, ds) = ludus::compile(ludus::Source::named("x.game", &b.src)).into_parts();
    assert!(game.is_none());
    assert_eq!(ds.len(), 1);
    assert_eq!(ds[0].code, "ludus::extends-without-file");
    let sp = ds[0].primary_span().unwrap();
    assert_eq!(
        &b.src[sp.start..sp.start + sp.len],
        "\"no_such_parent.game\""
    );
}

#[test]
fn extends_without_file() {
    let src = "game \"G\" extends \"base.game\"\n";
    let (game, ds) = ludus::compile(ludus::Source::named("g.game", src)).into_parts();
    assert!(game.is_none());
    let got: Vec<(&str, &str)> = ds
        .iter()
        .map(|d| {
            let s = d.primary_span().unwrap();
            (d.code, &src[s.start..s.start + s.len])
        })
        .collect();
    assert_eq!(got, vec![("ludus::extends-without-file", "\"base.game\"")]);
}

#[test]
fn extends_itself() {
    let b = Bad::load_file("extends_cycle");
    b.expect(&[("ludus::extends-cycle", "\"extends_cycle.game\"")]);
    assert_eq!(
        b.errs[0].message,
        "the game files extend one another in a cycle: tests/bad/extends_cycle.game extends tests/bad/extends_cycle.game"
    );
}

#[test]
fn remove_an_item_the_parent_lacks() {
    let b = Bad::load_file("remove_unknown");
    b.expect(&[("ludus::remove-unknown", "king-shrot")]);
    assert_eq!(
        b.errs[0].message,
        "the game this one extends has no zone `king-shrot`"
    );
}

#[test]
fn remove_in_a_game_that_extends_nothing() {
    let b = Bad::load_file("remove_without_parent");
    b.expect(&[("ludus::remove-without-parent", "remove zone goal")]);
}

#[test]
fn extends_a_broken_file() {
    // The error is in the parent, and shown there, under its name.
    let b = Bad::load_file("extends_parent_error");
    b.expect(&[("ludus::unknown-name", "kign")]);
    assert_eq!(b.file_of(0), "tests/bad/unknown_name.game");
}

#[test]
fn extends_too_deep() {
    // A chain of files, each extending the next: one too many.
    let dir = std::env::temp_dir().join(format!("ludus-deep-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = ludus::source::MAX_DEPTH;
    for i in 0..n {
        let text = format!("game \"G{i}\" extends \"g{}.game\"\n", i + 1);
        std::fs::write(dir.join(format!("g{i}.game")), text).unwrap();
    }
    let first = dir.join("g0.game");
    let (game, ds) = ludus::compile(ludus::Source::at(
        &first,
        &std::fs::read_to_string(&first).unwrap(),
    ))
    .into_parts();
    assert!(game.is_none());
    let got: Vec<(&str, String, String)> = ds
        .iter()
        .map(|d| {
            let s = d.primary_span().unwrap();
            let src = d.source.as_ref().unwrap();
            (
                d.code,
                src.inner()[s.start..s.start + s.len].to_string(),
                src.name().to_string(),
            )
        })
        .collect();
    let last = dir.join(format!("g{}.game", n - 1)).display().to_string();
    assert_eq!(
        got,
        vec![("ludus::extends-depth", format!("\"g{n}.game\""), last)]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn zone_player_twice() {
    // `zone far-row { black: rank 8  white: rank 1  black: a1 }`.
    let b = Bad::edit(
        "zone_player_twice",
        "white: rank 1",
        "white: rank 1\n    black: c1",
    );
    b.expect(&[("ludus::zone-player-twice", "black")]);
    let second = b.errs[0].primary_span().unwrap().start;
    assert_eq!(second, b.src.find("black: c1").unwrap());
    assert_eq!(b.related(0), vec![("black", "first entry")]);
    assert!(b.errs[0].message.contains("two entries for `black`"));
}

#[test]
fn mandatory_twice() {
    // `mandatory capture` written twice.
    let b = Bad::edit(
        "mandatory_twice",
        "mandatory capture",
        "mandatory capture\n    mandatory capture",
    );
    b.expect(&[("ludus::duplicate-rule", "mandatory capture")]);
    assert_eq!(b.related(0), vec![("mandatory capture", "first said here")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.rfind("mandatory capture").unwrap());
}

#[test]
fn reserved_player_name() {
    // `players { n forward n  white forward s }`: only the reserved name is
    // reported, not its uses in `zone` and `setup`.
    let b = Bad::load("reserved_player");
    b.expect(&[("ludus::reserved-name", "n")]);
}

#[test]
fn syntax_expected_punctuation() {
    // `grid 8 8` (no `x`) and `zone far-row rank 8` (no `:` or `{`).
    let b = Bad::load("syntax_punctuation");
    b.expect(&[("ludus::syntax", "8"), ("ludus::item-form", "rank")]);
    assert_eq!(b.errs[0].message, "syntax error: expected `x`, found `8`");
    assert_eq!(
        b.errs[1].message,
        "syntax error: the `zone` item takes a block or a `:`: \
         `zone NAME { white: rank 8  black: rank 1 }` or `zone NAME: rank 4`"
    );
    // The board and the zone are broken, not missing or unknown: no
    // follow-on errors for `far-row`.
}

#[test]
fn long_direction_names() {
    // `step southwest to empty`: directions are written `sw`.
    let b = Bad::edit(
        "long_direction",
        "step diagonal to empty",
        "step southwest to empty",
    );
    b.expect(&[("ludus::unknown-name", "southwest")]);
    assert_eq!(
        b.help(0),
        "directions are written n, ne, e, se, s, sw, w, nw; did you mean `sw`?"
    );
}

#[test]
fn forward_without_direction() {
    // `black forward` with the direction left out: the next line's player
    // name is not taken for a direction.
    let src = "game \"x\"\nplayers {\n    black forward\n    white forward s\n}\n";
    let errs = ludus::compile(ludus::Source::named("forward_without_direction.game", src))
        .into_result()
        .unwrap_err();
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert_eq!(errs[0].code, "ludus::syntax");
    let span = errs[0].primary_span().unwrap();
    assert_eq!(&src[span.start..span.start + span.len], "white");
    assert!(
        errs[0].message.contains("absolute direction"),
        "{}",
        errs[0].message
    );
    insta::assert_snapshot!("diagnostics__forward_without_direction", render(&errs));
}

#[test]
fn step_onto_friend() {
    // `step diagonal to friend`: a cell holds one piece, so a step cannot end
    // on a friendly piece.
    let src = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .unwrap()
        .replace("step diagonal to empty", "step diagonal to friend");
    let errs = ludus::compile(ludus::Source::named("step_onto_friend.game", &src))
        .into_result()
        .unwrap_err();
    assert_eq!(errs.len(), 1, "{errs:?}");
    let span = errs[0].primary_span().unwrap();
    assert_eq!(
        (errs[0].code, &src[span.start..span.start + span.len]),
        ("ludus::step-onto-friend", "friend")
    );
    insta::assert_snapshot!("diagnostics__step_onto_friend", render(&errs));
}

// ---------------------------------------------------------------------------
// More errors: structure, stacks, limits.

#[test]
fn direction_order() {
    // `directions forward-diagonal = forward-left, right-diagonal` before
    // `directions right-diagonal = forward-right`.
    let b = Bad::edit(
        "direction_order",
        "directions forward-diagonal = forward-left, forward-right",
        "directions forward-diagonal = forward-left, right-diagonal\ndirections right-diagonal = forward-right",
    );
    b.expect(&[("ludus::direction-order", "right-diagonal")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(
        at,
        b.src.find("right-diagonal").unwrap(),
        "the use, not the definition"
    );
}

#[test]
fn lift_without_stacks() {
    // `step diagonal to empty lift 2` on a board without stacks.
    let b = Bad::edit(
        "lift_without_stacks",
        "step diagonal to empty",
        "step diagonal to empty lift 2",
    );
    b.expect(&[(
        "ludus::lift-without-stacks",
        "step diagonal to empty lift 2",
    )]);
}

#[test]
fn named_draw() {
    // `white draw`: a draw is the same for both players.
    let b = Bad::edit(
        "named_draw",
        "repetition 3 since capture: draw",
        "repetition 3 since capture: white draw",
    );
    b.expect(&[("ludus::named-draw", "white")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("white draw").unwrap());
}

#[test]
fn claim_with_condition() {
    // `plies … and COND: draw on claim`: a claim takes no condition.
    let b = Bad::edit(
        "claim_with_condition",
        "plies 100 since capture: draw",
        "plies 100 since capture and count(king own) = 1: draw on claim",
    );
    b.expect(&[(
        "ludus::claim-with-condition",
        "plies 100 since capture and count(king own) = 1: draw on claim",
    )]);
}

#[test]
fn end_rule_names_an_unknown_player() {
    // `red loses`: the player named must be one of the game's.
    let b = Bad::edit(
        "end_unknown_player",
        "repetition 3 since capture: draw",
        "repetition 3 since capture: red loses",
    );
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("red loses").unwrap());
}

#[test]
fn no_players() {
    // `players { }`: the player names used later are not reported again.
    let b = Bad::load("no_players");
    b.expect(&[("ludus::no-players", "players { }")]);
}

#[test]
fn numbering_same_axis() {
    let b = Bad::edit(
        "numbering",
        "numbers by rank up, file down",
        "numbers by rank up, rank down",
    );
    b.expect(&[("ludus::numbering", "rank")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("rank down").unwrap(), "the second axis");
}

#[test]
fn onto_without_stacks() {
    // `step diagonal onto empty` on a board without stacks.
    let b = Bad::edit(
        "onto_without_stacks",
        "step diagonal to empty",
        "step diagonal onto empty",
    );
    b.expect(&[("ludus::onto-without-stacks", "step diagonal onto empty")]);
}

#[test]
fn since_without_capture() {
    let b = Bad::edit(
        "since_without_capture",
        "plies 100 since capture: draw",
        "plies 100 since king: draw",
    );
    b.expect(&[("ludus::since-without-capture", "king")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("since king").unwrap() + 6);
}

#[test]
fn slide_target() {
    let b = Bad::edit(
        "slide_target",
        "step diagonal to empty",
        "slide diagonal to friend",
    );
    b.expect(&[("ludus::slide-target", "friend")]);
}

#[test]
fn stack_without_stacks() {
    // `stack d4: black man, white man` on a board without stacks.
    let b = Bad::edit(
        "stack_without_stacks",
        "white man: rank 6..8",
        "white man: rank 6..8\n    stack d4: black man, white man",
    );
    b.expect(&[("ludus::stack-without-stacks", "d4")]);
}

#[test]
fn to_on_stacks() {
    // Liger with `step forward-diagonal to empty`: on stacks, `onto`.
    let b = Bad::load("to_on_stacks");
    b.expect(&[("ludus::to-on-stacks", "empty")]);
    assert_eq!(
        b.help(0),
        "write `onto empty`: the piece goes on top of what stands there"
    );
}

#[test]
fn too_many_pieces() {
    // 2 players and 129 kinds: at most 127 fit in a byte code.
    let b = Bad::load("too_many_pieces");
    b.expect(&[("ludus::too-many-pieces", "p125")]);
    assert_eq!(
        b.help(0),
        "kinds × players must stay below 255: with 2 players, at most 127 kinds"
    );
}

#[test]
fn too_many_players() {
    // 17 players: the 17th is pointed at.
    let b = Bad::load("too_many_players");
    b.expect(&[("ludus::too-many-players", "p16")]);
}

// ---------------------------------------------------------------------------
// Warnings: the file compiles, and `load` ignores them.

#[test]
fn warn_unused_zone() {
    // `zone centre: d4, e5`, used by nothing.
    let b = Bad::warn("warn_unused_zone");
    b.expect(&[("ludus::unused-zone", "centre")]);
    assert!(b.help(0).contains("if in centre"), "{}", b.help(0));
}

#[test]
fn warn_unused_directions() {
    // `directions backward-diagonal = ...`, used by no move.
    let b = Bad::warn_edit(
        "warn_unused_directions",
        "directions forward-diagonal = forward-left, forward-right",
        "directions forward-diagonal = forward-left, forward-right\ndirections backward-diagonal = backward-left, backward-right",
    );
    b.expect(&[("ludus::unused-directions", "backward-diagonal")]);
}

#[test]
fn warn_unused_piece() {
    // `piece queen`, never placed and no promotion target.
    let b = Bad::warn("warn_unused_piece");
    b.expect(&[("ludus::unused-piece", "queen")]);
}

#[test]
fn warn_immobile_piece() {
    // `piece stone { symbols "S" "s" }`, placed but with no move.
    let b = Bad::warn("warn_immobile_piece");
    b.expect(&[("ludus::immobile-piece", "stone")]);
}

#[test]
fn warn_player_without_pieces() {
    // The setup places no white piece.
    let b = Bad::warn_edit(
        "warn_player_without_pieces",
        "    white man: rank 6..8\n",
        "",
    );
    b.expect(&[("ludus::player-without-pieces", "white")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("white forward").unwrap(), "in `players`");
}

#[test]
fn warn_empty_zone() {
    // On a 1-file board of dark cells, rank 8 (a8, light) has no cell.
    let b = Bad::warn("warn_empty_zone");
    b.expect(&[("ludus::empty-zone", "rank 8")]);
    assert_eq!(b.errs[0].message, "zone `far-end` has no cell for `black`");
}

#[test]
fn warn_direction_leaves_board() {
    // On dark cells, no cell has an orthogonal neighbour; no cell of an
    // 8 x 8 board has one 8 files or ranks away.
    let b = Bad::warn_edit(
        "warn_direction_leaves_board",
        "step diagonal to empty",
        "step diagonal to empty\n    step orthogonal to empty\n    leap (1, 8) to empty",
    );
    b.expect(&[
        ("ludus::direction-leaves-board", "orthogonal"),
        ("ludus::direction-leaves-board", "leap (1, 8) to empty"),
    ]);
}

#[test]
fn warn_never_ending() {
    // `end { }`.
    let b = Bad::warn("warn_never_ending");
    b.expect(&[("ludus::never-ending", "end { }")]);
    assert!(b.help(0).contains("repetition 3: draw"), "{}", b.help(0));
}

#[test]
fn warn_shadows_builtin() {
    // `zone draw`: `draw` is also a result word.
    let b = Bad::warn("warn_shadows_builtin");
    b.expect(&[("ludus::shadows-builtin", "draw")]);
    assert!(b.help(0).contains("rename"), "{}", b.help(0));
}

#[test]
fn warn_end_never_holds() {
    // `after move count(pieces own) < 0: wins`.
    let b = Bad::warn("warn_end_never_holds");
    b.expect(&[("ludus::end-never-holds", "count(pieces own) < 0")]);
}

#[test]
fn warn_may_loop() {
    // Checkers without its repetition and 100-ply rules: kings can shuffle
    // forever.
    let b = Bad::warn("warn_may_loop");
    b.expect(&[("ludus::may-loop", "king")]);
    assert_eq!(
        b.errs[0].message,
        "`king` can move back and forth forever, and no end rule stops a game that repeats"
    );
}

#[test]
fn warn_may_loop_once_for_the_game() {
    // Chess without its repetition and ply rules: one missing rule, one
    // warning, naming every piece that can shuffle.
    let src = std::fs::read_to_string(manifest("games/chess.game")).unwrap();
    let src: String = src
        .lines()
        .filter(|l| !l.contains("repetition") && !l.contains("plies"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (game, warnings) = ludus::compile(ludus::Source::named("chess.game", &src)).into_parts();
    assert!(game.is_some(), "{warnings:?}");
    let loops: Vec<&Diagnostic> = warnings
        .iter()
        .filter(|d| d.code == "ludus::may-loop")
        .collect();
    assert_eq!(loops.len(), 1, "{loops:?}");
    assert_eq!(
        loops[0].message,
        "`knight`, `bishop`, `rook`, `queen` and `king` can move back and forth forever, \
         and no end rule stops a game that repeats"
    );
}

#[test]
fn warn_unreachable_end() {
    // `no moves: draw` after `no moves: loses`; `plies 120 since capture`
    // after `plies 100 since capture`.
    let b = Bad::warn_edit(
        "warn_unreachable_end",
        "plies 100 since capture: draw",
        "plies 100 since capture: draw\n    no moves: draw\n    plies 120 since capture: loses",
    );
    b.expect(&[
        ("ludus::unreachable-end", "no moves: draw"),
        ("ludus::unreachable-end", "plies 120 since capture: loses"),
    ]);
    assert_eq!(
        b.related(0),
        vec![("no moves: loses", "the same condition, checked first")]
    );
    assert_eq!(
        b.related(1),
        vec![(
            "plies 100 since capture: draw",
            "checked first, and holds whenever the rule below does"
        )]
    );
}

#[test]
fn warnings_in_order_of_kind_and_only_without_errors() {
    // A file with an error gets no warning, even if it has an unused zone.
    let src = std::fs::read_to_string(manifest("tests/bad/warn_unused_zone.game"))
        .unwrap()
        .replace("promote king on far-row", "promote kign on far-row");
    let (game, ds) = ludus::compile(ludus::Source::named("x.game", &src)).into_parts();
    assert!(game.is_none());
    let codes: Vec<&str> = ds.iter().map(|d| d.code).collect();
    assert_eq!(codes, ["ludus::unknown-name"]);
}

// ---------------------------------------------------------------------------
// The real games are clean, and every code is documented and tested.

#[test]
fn every_game_is_clean() {
    for (path, src) in game_files() {
        // From the file, so that `extends` finds its parent.
        let (game, ds) = ludus::compile(ludus::Source::at(&path, &src)).into_parts();
        assert!(game.is_some(), "{path} does not compile");
        assert!(ds.is_empty(), "{path} is not clean:\n{}", render(&ds));
    }
}

#[test]
fn ludus_check_is_clean_on_every_game() {
    let files: Vec<String> = game_files().into_iter().map(|(p, _)| p).collect();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .arg("check")
        .arg("--deny-warnings")
        .args(&files)
        .output()
        .expect("run ludus");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(stderr, "", "no diagnostics");
}

#[test]
fn ludus_check_warnings_exit_and_json() {
    let file = manifest("tests/bad/warn_unused_zone.game");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
            .args(args)
            .arg(&file)
            .output()
            .expect("run ludus")
    };
    // Warnings are printed, and do not fail the check ...
    let out = run(&["check"]);
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("ludus::unused-zone"), "{stderr}");
    assert!(stderr.contains("⚠"), "rendered as a warning: {stderr}");
    assert!(String::from_utf8_lossy(&out.stdout).contains(", 1 warning"));
    // ... unless denied.
    assert_eq!(run(&["check", "--deny-warnings"]).status.code(), Some(1));
    // JSON carries the severity.
    let out = run(&["check", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v[0]["ok"], true);
    assert_eq!(v[0]["diagnostics"][0]["code"], "ludus::unused-zone");
    assert_eq!(v[0]["diagnostics"][0]["severity"], "warning");
    let out = run(&["check", "--json", "--deny-warnings"]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v[0]["ok"], false);
    // Errors say "error".
    let bad = manifest("tests/bad/unknown_name.game");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(["check", "--json"])
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v[0]["diagnostics"][0]["severity"], "error");
}

/// The files under `dir`, in its folders too.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path.is_dir() {
            out.extend(files_under(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// Every `"ludus::..."` code written in `src/`.
fn codes_in_src() -> Vec<String> {
    let mut codes = Vec::new();
    for path in files_under(&manifest("src")) {
        let text = std::fs::read_to_string(path).unwrap();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("\"ludus::") {
            let tail = &rest[i + 1..];
            let end = tail.find('"').unwrap_or(tail.len());
            let code = &tail[..end];
            if code.len() > "ludus::".len() && !codes.iter().any(|c| c == code) {
                codes.push(code.to_string());
            }
            rest = &tail[end..];
        }
    }
    codes.sort();
    codes
}

#[test]
fn every_code_is_documented_and_tested() {
    let codes = codes_in_src();
    let docs =
        std::fs::read_to_string(manifest("docs/diagnostics.md")).expect("docs/diagnostics.md");
    // Whitespace-normalised, so that a tuple split by rustfmt still counts.
    let tests = std::fs::read_to_string(manifest("tests/diagnostics.rs"))
        .unwrap()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace("( \"", "(\"");
    let mut undocumented = Vec::new();
    let mut untested = Vec::new();
    for c in &codes {
        if !docs.contains(&format!("### `{c}`")) {
            undocumented.push(c.as_str());
        }
        // Tested: asserted with its underlined text, `("ludus::x", "text")`,
        // or with `expect_at`.
        if !tests.contains(&format!("(\"{c}\", ")) && !tests.contains(&format!("\"{c}\", \"")) {
            untested.push(c.as_str());
        }
    }
    assert!(
        undocumented.is_empty(),
        "codes missing from docs/diagnostics.md: {undocumented:?}"
    );
    assert!(untested.is_empty(), "codes with no span test: {untested:?}");
    // And the catalogue lists no code that does not exist.
    for line in docs.lines() {
        if let Some(code) = line.strip_prefix("### `").and_then(|l| l.strip_suffix('`')) {
            assert!(
                codes.iter().any(|c| c == code),
                "docs list unknown code {code}"
            );
        }
    }
    assert!(codes.len() >= 30, "{} codes", codes.len());
}

/// The problems of position `text` in `games/FILE`, as (code, the text
/// underlined).
fn position_problems(file: &str, text: &str) -> Vec<(&'static str, String)> {
    let game = ludus::load(manifest(&format!("games/{file}"))).expect("the game");
    ludus::text::position_diagnostics(&game, text)
        .expect("the text reads")
        .iter()
        .map(|d| {
            let span = d.primary_span().expect("a span");
            (d.code, text[span.start..span.start + span.len].to_string())
        })
        .collect()
}

#[test]
fn positions_that_cannot_arise_are_diagnosed_where_they_are_written() {
    let kings = "white king: a1  black king: h8";
    assert_eq!(
        position_problems("chess.game", "white king: e1, a1, h1  black king: e8"),
        [(
            "ludus::position-royal-count",
            "white king: e1, a1, h1".to_string()
        )]
    );
    assert_eq!(
        position_problems("chess.game", &format!("white pawn: c3, e8  {kings}")),
        [(
            "ludus::position-unreachable-cell",
            "white pawn: c3, e8".to_string()
        )]
    );
    assert_eq!(
        position_problems(
            "liga.game",
            "hand north: two, five  hand east: five, five, five, five, five, five, five"
        ),
        [
            ("ludus::position-card-count", "five".to_string()),
            ("ludus::position-card-count", "five".to_string())
        ]
    );
    assert_eq!(position_problems("chess.game", kings), []);
}

fn render(errs: &[Diagnostic]) -> String {
    errs.iter()
        .map(Diagnostic::render_plain)
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn neutral_owner() {
    // Libero with `stack i5: red soldier, red ball`: the ball is neutral.
    let b = Bad::load("neutral_owner");
    b.expect(&[("ludus::neutral-owner", "red")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("red ball").unwrap());
    assert_eq!(b.help(0), "write `ball` alone");
}

#[test]
fn turn_rule() {
    // Libero without `actions until end`: a budget needs several actions.
    let b = Bad::load("turn_rule");
    b.expect(&[(
        "ludus::turn-rule",
        "at most 1 move by goalkeeper, libero, soldier",
    )]);
}

#[test]
fn no_store() {
    // The race game (tests/games/race.game) without `store base`.
    let b = Bad::load("no_store");
    b.expect(&[
        ("ludus::no-store", "base"),
        ("ludus::unknown-name", "base"),
        ("ludus::unknown-name", "base"),
        ("ludus::unknown-name", "base"),
        ("ludus::unknown-name", "base"),
    ]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("enter from base").unwrap() + 11);
}

#[test]
fn no_partner() {
    // LIGA core without teams, but with `exchange 1 with partner`.
    let b = Bad::load("no_partner");
    b.expect(&[("ludus::no-partner", "exchange 1 with partner")]);
    assert!(b.help(0).contains("teams of two"));
}

#[test]
fn empty_for_block() {
    // LIGA's Mage with an empty `for left or right ... { }` block.
    let b = Bad::load("empty_for");
    b.expect(&[(
        "ludus::missing-part",
        "for left or right if count(pieces own in home) < 4 {\n    }",
    )]);
}

#[test]
fn until_distance() {
    // `along ring forward exactly 3 until any`: `until` goes to the first
    // piece met, so a distance makes no sense.
    let b = Bad::load("until_distance");
    b.expect(&[(
        "ludus::until-distance",
        "along ring forward exactly 3 until any",
    )]);
    assert!(b.help(0).contains("drop `exactly N`"));
}

#[test]
fn not_a_line() {
    // `a4..b2` in a track: not along a file, a rank or a diagonal.
    let b = Bad::load("not_a_line");
    b.expect(&[("ludus::not-a-line", "a4..b2")]);
}

#[test]
fn track_cell_twice() {
    // The loop ends `a4..a1`: a1 is its first cell already.
    let b = Bad::load("track_cell_twice");
    b.expect(&[("ludus::track-cell-twice", "ring")]);
}

#[test]
fn not_on_track() {
    // `west: c3 into c2`: c3 is a branch cell, not a track cell.
    let b = Bad::load("not_on_track");
    b.expect(&[("ludus::not-on-track", "c3")]);
}

#[test]
fn count_in_zone() {
    // `count(off team in home)`: borne-off pieces are in no zone.
    let b = Bad::load("count_in_zone");
    b.expect(&[("ludus::count-in-zone", "off team in home")]);
}

#[test]
fn sowing_incomplete() {
    // A `sowing` block without `seeds N`.
    let b = Bad::load("sowing_incomplete");
    b.expect(&[(
        "ludus::sowing-incomplete",
        "sowing {\n    from pits along round\n    store store\n}",
    )]);
}

#[test]
fn sowing_layout() {
    // Seeds sown along a track that is not a loop.
    let b = Bad::load("sowing_layout");
    b.expect(&[("ludus::sowing-layout", "round")]);
}

#[test]
fn seeds_without_sowing() {
    // `count(seeds own)` in a game with no `sowing` block.
    let b = Bad::load("seeds_without_sowing");
    b.expect(&[("ludus::seeds-without-sowing", "seeds")]);
}

#[test]
fn card_move() {
    // A card with `marble: step n to empty`: cards move by along, enter,
    // slide or leap.
    let b = Bad::load("card_move");
    b.expect(&[("ludus::card-move", "step n to empty")]);
}

#[test]
fn too_many_cards() {
    // Eleven cards of 1000 copies each, beside the others: over 10000 cards.
    let b = Bad::load("too_many_cards");
    b.expect(&[("ludus::too-many-cards", "big0")]);
}

// ---------------------------------------------------------------------------
// Misspelt item words and keywords, unclosed strings (issue 21): the list
// of items and "did you mean", never a grammar rule's internal name.

#[test]
fn unknown_item_misspelt_piece() {
    // `peice king {`.
    let b = Bad::edit("unknown_item_peice", "piece king {", "peice king {");
    b.expect(&[("ludus::unknown-item", "peice")]);
    assert_eq!(
        b.errs[0].message,
        "syntax error: `peice` does not start an item"
    );
    let help = b.help(0);
    assert!(help.starts_with("did you mean `piece`?"), "{help}");
    for item in [
        "`game`",
        "`players`",
        "`board`",
        "`zone`",
        "`setup`",
        "`rules`",
        "`end`",
    ] {
        assert!(help.contains(item), "{help}");
    }
    assert!(!b.rendered().contains("single item"), "{}", b.rendered());
}

#[test]
fn unknown_item_rule_ends_player() {
    // `rule {` for `rules {`, `ends {` for `end {`, and `player {` after
    // `game`, each with its "did you mean".
    for (name, old, new, word, close) in [
        ("unknown_item_rule", "rules {", "rule {", "rule", "rules"),
        ("unknown_item_ends", "end {", "ends {", "ends", "end"),
        (
            "unknown_item_player",
            "game \"Checkers\"",
            "game \"Checkers\"\nplayer {\n}",
            "player",
            "players",
        ),
    ] {
        let b = Bad::edit(name, old, new);
        b.expect(&[("ludus::unknown-item", word)]);
        let help = b.help(0);
        assert!(
            help.starts_with(&format!("did you mean `{close}`?")),
            "{name}: {help}"
        );
    }
}

#[test]
fn unknown_item_without_a_close_word() {
    // A line in column 1 that starts no item and is close to none: the
    // list of items, and the hint to indent a line of the block above.
    let b = Bad::edit("unknown_item_far", "rules {", "quux\nrules {");
    b.expect(&[("ludus::unknown-item", "quux")]);
    let help = b.help(0);
    assert!(help.starts_with("an item starts"), "{help}");
    assert!(help.contains("indent"), "{help}");
}

#[test]
fn misspelt_keyword_in_a_block() {
    // `mandatroy capture` in `rules`.
    let b = Bad::edit(
        "misspelt_keyword_mandatroy",
        "mandatory capture",
        "mandatroy capture",
    );
    b.expect(&[("ludus::misspelt-keyword", "mandatroy")]);
    assert_eq!(
        b.errs[0].message,
        "syntax error: `mandatroy` is not a keyword here; did you mean `mandatory`?"
    );
    assert!(b.help(0).contains("`mandatory`"), "{}", b.help(0));
}

#[test]
fn unterminated_string() {
    // `game "Checkers` without its closing quote: said so, at the quote.
    let b = Bad::edit(
        "unterminated_string",
        "game \"Checkers\"",
        "game \"Checkers",
    );
    b.expect(&[("ludus::unterminated-string", "\"Checkers")]);
    // In a block too: `symbols "B" "W`.
    let b = Bad::edit(
        "unterminated_string_symbols",
        "symbols \"B\" \"W\"",
        "symbols \"B\" \"W",
    );
    b.expect(&[("ludus::unterminated-string", "\"W")]);
}

#[test]
fn no_grammar_rule_name_in_syntax_errors() {
    // Every item word misspelt by one letter at the start of its line, and
    // every keyword of a line dropped: no message or help shows an
    // internal rule name (`single item`, `_stmt`, `piece stmt`).
    let base = bad_file("checkers_plain");
    for (i, line) in base.lines().enumerate() {
        let Some(first) = line.split_whitespace().next() else {
            continue;
        };
        let broken: String = base
            .lines()
            .enumerate()
            .map(|(j, l)| {
                if j == i {
                    l.replacen(first, &format!("{first}x"), 1)
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        if let (None, errs) = ludus::compile(ludus::Source::named("x.game", &broken)).into_parts() {
            for d in errs {
                let text = format!("{} {}", d.message, d.help.clone().unwrap_or_default());
                for bad in ["single item", "stmt", "_item", " item item", "kw "] {
                    assert!(!text.contains(bad), "line {}: {text}", i + 1);
                }
            }
        }
    }
}

#[test]
fn attacked_untabled() {
    // `attacked(…)` in a move's condition, in a game whose captures (chained
    // jumps, mandatory capture) do not compile into attack tables.
    let b = Bad::edit(
        "attacked_untabled",
        "step forward-diagonal to empty",
        "step forward-diagonal to empty if not attacked(man own)",
    );
    b.expect(&[("ludus::attacked-untabled", "attacked(man own)")]);
}

#[test]
fn glyph_count() {
    // `glyphs "⛁"` for a piece of two players.
    let b = Bad::edit(
        "glyph_count",
        "symbols \"B\" \"W\"",
        "symbols \"B\" \"W\"\n    glyphs \"⛁\"",
    );
    b.expect(&[("ludus::glyphs", "\"⛁\"")]);
    // One too long.
    let b = Bad::edit(
        "glyph_too_long",
        "symbols \"B\" \"W\"",
        "symbols \"B\" \"W\"\n    glyphs \"king\" \"⛁\"",
    );
    b.expect(&[("ludus::glyphs", "\"king\"")]);
}

// ---------------------------------------------------------------------------
// The draughts family's jump modifiers (issue 17).

#[test]
fn jump_modifiers_out_of_order() {
    // `chained` after `long`'s partner `reversing`: the help says the order.
    let b = Bad::edit(
        "jump_modifier_order",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy long reversing chained\n}",
    );
    b.expect(&[("ludus::modifier-order", "chained")]);
    assert_eq!(
        b.help(0),
        "write a jump's modifiers in this order, each once: long, at N, chained, flying, max N, reversing"
    );
}

#[test]
fn jump_long_and_flying() {
    let b = Bad::edit(
        "jump_long_flying",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy long flying\n}",
    );
    b.expect(&[("ludus::long-flying", "flying")]);
}

#[test]
fn jump_kind_on_a_flying_jump() {
    // `over enemy man` limits a plain or long jump to one kind; a flying
    // jump is refused, with the kind marked.
    let b = Bad::edit(
        "jump_kind_flying",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy man flying\n}",
    );
    b.expect(&[("ludus::kind-on-flying", "man")]);
}

#[test]
fn jump_modifier_with_no_effect() {
    // `chained` on a flying jump, `reversing` on one that is not long.
    let b = Bad::warn_edit(
        "warn_no_effect",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy chained flying reversing\n}",
    );
    b.expect(&[
        ("ludus::no-effect", "chained"),
        ("ludus::no-effect", "reversing"),
    ]);
}

#[test]
fn capture_weights_without_value() {
    let b = Bad::edit(
        "weights_without_value",
        "mandatory capture",
        "mandatory capture: most pieces (king 2)",
    );
    b.expect(&[("ludus::weights-without-value", "king")]);
}

#[test]
fn capture_criterion_unknown_word() {
    // `least pieces`: the words are `most`, `by` and `earliest`.
    let b = Bad::edit(
        "capture_criterion_word",
        "mandatory capture",
        "mandatory capture: least pieces",
    );
    b.expect(&[("ludus::unknown-name", "least")]);
}

/// Castling in a game with turns of several actions, which it does not go
/// with (a game with a store, stacks or tracks castles on the general path:
/// tests/castle_general.rs): each `castle` move is refused, naming the
/// feature, instead of being dropped or played wrong.
#[test]
fn castling_in_a_game_with_turns_of_several_actions_is_refused() {
    let chess = std::fs::read_to_string(manifest("games/chess.game")).expect("games/chess.game");
    assert_eq!(chess.matches("zone last-rank").count(), 1);
    let src = chess.replacen(
        "zone last-rank",
        "turn {\n    actions until end\n}\n\nzone last-rank",
        1,
    );
    let b = Bad::broken("castle_general", src);
    b.expect(&[
        (
            "ludus::castle-general",
            "castle e with rook to king-short, rook-short",
        ),
        (
            "ludus::castle-general",
            "castle w with rook to king-long, rook-long",
        ),
    ]);
    assert!(
        b.errs[0].message.contains("turns of several actions"),
        "{}",
        b.errs[0].message
    );
}

#[test]
fn line_length() {
    // Checkers's board is 8 cells on a side: no line of 9, nor of 1.
    let b = Bad::edit(
        "line_length",
        "plies 100 since capture: draw",
        "after move line of 9: wins\n    after move line of exactly 1: wins",
    );
    b.expect(&[
        ("ludus::line-length", "line of 9"),
        ("ludus::line-length", "line of exactly 1"),
    ]);
}

#[test]
fn hex_direction() {
    // On a hex board a cell has six neighbours: ne and sw are not among them.
    let hex = std::fs::read_to_string(manifest("games/hex.game")).expect("games/hex.game");
    let src = hex.replacen(
        "enter to empty",
        "enter to empty\n    step ne to empty\n    step sw, n to empty",
        1,
    );
    let b = Bad::broken("hex_direction", src);
    b.expect(&[
        ("ludus::hex-direction", "ne"),
        ("ludus::hex-direction", "sw"),
    ]);
}

#[test]
fn connects_same_zone() {
    let hex = std::fs::read_to_string(manifest("games/hex.game")).expect("games/hex.game");
    let src = hex.replacen("connects near to far", "connects near to near", 1);
    let b = Bad::broken("connects_same_zone", src);
    b.expect(&[("ludus::connects-same-zone", "connects near to near")]);
}

#[test]
fn shoot_without_move() {
    // The arrow shoots after its moves, but has none.
    let amazons =
        std::fs::read_to_string(manifest("games/amazons.game")).expect("games/amazons.game");
    let src = amazons.replacen(
        "    symbols \"x\" \"X\"\n",
        "    symbols \"x\" \"X\"\n    then shoot queen n\n",
        1,
    );
    let b = Bad::broken("shoot_without_move", src);
    b.expect(&[("ludus::shoot-without-move", "then shoot queen n")]);
}

#[test]
fn pass_in_actions() {
    // A turn of several actions already has `end`.
    let libero = std::fs::read_to_string(manifest("games/libero.game")).expect("games/libero.game");
    assert_eq!(libero.matches("    actions until end\n").count(), 1);
    let src = libero.replacen(
        "    actions until end\n",
        "    actions until end\n    pass allowed\n",
        1,
    );
    let b = Bad::broken("pass_in_actions", src);
    b.expect(&[("ludus::pass-in-actions", "pass allowed")]);
}

#[test]
fn shoot_move_kind() {
    // A shot follows a move that lands once: not a jump.
    let amazons =
        std::fs::read_to_string(manifest("games/amazons.game")).expect("games/amazons.game");
    let src = amazons.replacen(
        "    slide all-directions to empty\n",
        "    slide all-directions to empty\n    jump n over enemy\n",
        1,
    );
    let b = Bad::broken("shoot_move_kind", src);
    b.expect(&[("ludus::shoot-move-kind", "then shoot arrow all-directions")]);
}

/// games/hnefatafl.game with `from` replaced by `to` (once).
fn hnefatafl_with(from: &str, to: &str) -> String {
    let src =
        std::fs::read_to_string(manifest("games/hnefatafl.game")).expect("games/hnefatafl.game");
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

#[test]
fn custodian_on_stacks() {
    let src = hnefatafl_with(
        "grid 11 x 11 // files a-k, ranks 1-11",
        "grid 11 x 11\n    stacks unlimited",
    );
    let b = Bad::broken("custodian_on_stacks", src);
    b.expect_at(0, "ludus::custodian-on-stacks", "custodian orthogonal");
}

#[test]
fn captured_without_custodian() {
    let src = hnefatafl_with(
        "    custodian orthogonal\n    captured against corners\n",
        "    captured against corners\n",
    );
    let src = src.replacen(
        "    // Armed: he takes part in captures.\n    custodian orthogonal\n",
        "",
        1,
    );
    let b = Bad::broken("captured_without_custodian", src);
    b.expect(&[
        (
            "ludus::captured-without-custodian",
            "captured against corners",
        ),
        (
            "ludus::captured-without-custodian",
            "captured when surrounded orthogonal",
        ),
    ]);
}

#[test]
fn stopping_in_and_outside() {
    let src = hnefatafl_with(
        "slide orthogonal to empty stopping outside restricted",
        "slide orthogonal to empty stopping in corners stopping outside restricted",
    );
    let b = Bad::broken("stopping_in_and_outside", src);
    b.expect(&[(
        "ludus::stopping-in-and-outside",
        "slide orthogonal to empty stopping in corners stopping outside restricted",
    )]);
}

#[test]
fn suicide_without_groups() {
    // `suicide allowed` means nothing where no group is captured.
    let go = std::fs::read_to_string(manifest("games/go.game")).expect("games/go.game");
    let src = go.replacen("    capture groups\n", "", 1);
    let b = Bad::broken("suicide_without_groups", src);
    b.expect(&[("ludus::suicide-without-groups", "suicide allowed")]);
}

#[test]
fn ko_with_actions() {
    // `ko` compares positions between turns of one move.
    let go = std::fs::read_to_string(manifest("games/go.game")).expect("games/go.game");
    let src = go.replacen("    pass allowed\n", "    actions until end\n", 1);
    let b = Bad::broken("ko_with_actions", src);
    b.expect(&[("ludus::ko-with-actions", "ko positional")]);
}

/// Nine Men's Morris, with one occurrence of `old` replaced by `new`.
fn morris_with(old: &str, new: &str) -> String {
    let morris = std::fs::read_to_string(manifest("games/morris.game")).expect("games/morris.game");
    assert_eq!(morris.matches(old).count(), 1, "{old}");
    morris.replacen(old, new, 1)
}

#[test]
fn line_point_twice() {
    // A line that comes back to its first point.
    let src = morris_with("lines a1 d1 g1,", "lines a1 d1 a1,");
    let b = Bad::broken("line_point_twice", src);
    b.expect(&[("ludus::line-point-twice", "a1")]);
}

#[test]
fn no_board_lines() {
    // Tic-tac-toe's grid has no lines to fill.
    let ttt = std::fs::read_to_string(manifest("games/tictactoe.game")).expect("tictactoe");
    let src = ttt.replacen(
        "    enter to empty\n",
        "    enter to empty\n    then remove enemy after line\n",
        1,
    );
    let b = Bad::broken("no_board_lines", src);
    b.expect(&[("ludus::no-board-lines", "then remove enemy after line")]);
}

#[test]
fn remove_rule() {
    // Only enemy men are removed.
    let src = morris_with("then remove enemy", "then remove friend");
    let b = Bad::broken("remove_rule", src);
    b.expect(&[("ludus::remove-rule", "friend")]);
}

#[test]
fn screen_slide_with_a_modifier() {
    // A slide over a screen takes only `if`.
    let b = Bad::edit(
        "screen_modifier",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy chained\n    slide diagonal to enemy max 3 over piece\n}",
    );
    b.expect(&[(
        "ludus::screen-modifier",
        "slide diagonal to enemy max 3 over piece",
    )]);
}

#[test]
fn leap_through_en_passant() {
    // The cell a leap goes through holds a piece or not.
    let b = Bad::edit(
        "through_target",
        "jump diagonal over enemy chained\n}",
        "jump diagonal over enemy chained\n    leap (1, 2) through en-passant to empty\n}",
    );
    b.expect(&[("ludus::through-target", "en-passant")]);
}

/// Chess with `extra` appended (a `rules` block of Atomic chess or Racing
/// Kings).
fn chess_with(extra: &str) -> String {
    let chess = std::fs::read_to_string(manifest("games/chess.game")).expect("games/chess.game");
    format!("{chess}\n{extra}\n")
}

#[test]
fn explode_twice() {
    let src = chess_with(
        "rules {\n    captures explode all-directions except pawn\n    captures explode orthogonal\n}",
    );
    let b = Bad::broken("explode_twice", src);
    b.expect(&[("ludus::explode-twice", "captures explode orthogonal")]);
}

#[test]
fn explode_stacks() {
    let src = "game \"x\"\n\nplayers {\n    white forward n\n    black forward s\n}\n\nboard {\n    grid 3 x 3\n    stacks unlimited\n}\n\npiece man {\n    symbols \"M\" \"m\"\n    step all-directions onto any\n}\n\nsetup {\n    white man: a1\n    black man: c3\n}\n\nrules {\n    captures explode all-directions\n}\n\nend {\n    no moves: loses \"stuck\"\n}\n";
    let b = Bad::broken("explode_stacks", src.to_string());
    b.expect(&[("ludus::explode-stacks", "captures explode all-directions")]);
}

#[test]
fn no_check_without_royal() {
    let src = chess_with("rules {\n    no check\n}").replacen("    royal\n", "", 1);
    let b = Bad::broken("no_check_without_royal", src);
    b.expect(&[("ludus::no-check-without-royal", "no check")]);
}

/// Backgammon's text with `from` replaced by `to`.
fn backgammon_with(from: &str, to: &str) -> String {
    let text = std::fs::read_to_string(manifest("games/backgammon.game")).expect("backgammon");
    assert!(text.contains(from), "the game has `{from}`");
    text.replace(from, to)
}

#[test]
fn race_incomplete() {
    let src = backgammon_with("    roll 2 dice 6\n", "");
    // The whole block, from `race {` to its `}`.
    let block = &src[src.find("race {").expect("race")..];
    let block = &block[..block.find("\n}").expect("its end") + 2];
    let b = Bad::broken("race_incomplete", src.clone());
    b.expect(&[("ludus::race-incomplete", block)]);
}

#[test]
fn race_layout() {
    let src = backgammon_with("track points:", "track points loop:");
    let b = Bad::broken("race_layout", src);
    b.expect(&[("ludus::race-layout", "points")]);
}

#[test]
fn quiet_limit_of_zero() {
    // `quiet moves max 0 in a row`: a limit must let at least one move.
    let b = Bad::edit(
        "quiet_limit",
        "jump diagonal over enemy chained",
        "jump diagonal over enemy chained\n    quiet moves max 0 in a row if count(man own) > 0",
    );
    b.expect(&[("ludus::quiet-limit", "0")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("max 0").unwrap() + 4);
}

#[test]
fn quiet_limit_twice() {
    // Two `quiet moves` lines on one piece.
    let b = Bad::edit(
        "quiet_twice",
        "jump diagonal over enemy chained",
        "jump diagonal over enemy chained\n    quiet moves max 3 in a row\n    quiet moves max 2 in a row",
    );
    b.expect(&[("ludus::quiet-twice", "quiet moves max 2 in a row")]);
}

#[test]
fn quiet_limit_names_an_unknown_kind() {
    // `count(mann own)` in the limit's condition: an unknown kind, with a
    // suggestion, pointing at the name.
    let b = Bad::edit(
        "quiet_unknown_kind",
        "jump diagonal over enemy chained",
        "jump diagonal over enemy chained\n    quiet moves max 3 in a row if count(mann own) > 0",
    );
    b.expect(&[("ludus::unknown-name", "mann")]);
    let at = b.errs[0].primary_span().unwrap().start;
    assert_eq!(at, b.src.find("mann").unwrap());
}

/// games/ataxx.game with `from` replaced by `to` (once).
fn ataxx_with(from: &str, to: &str) -> String {
    let src = std::fs::read_to_string(manifest("games/ataxx.game")).expect("games/ataxx.game");
    assert!(src.contains(from), "{from}");
    src.replacen(from, to, 1)
}

#[test]
fn flip_without_directions() {
    let src = ataxx_with("flips adjacent all-directions", "flips adjacent");
    let b = Bad::broken("flip_without_directions", src);
    b.expect(&[("ludus::flip-without-directions", "flips adjacent")]);
}

#[test]
fn flips_adjacent_clash() {
    // After `flips …`: a statement word after `over enemy` would be read
    // as the kind jumped over.
    let src = ataxx_with(
        "    flips adjacent all-directions\n",
        "    flips adjacent all-directions\n    jump orthogonal over enemy\n",
    );
    let b = Bad::broken("flips_adjacent_clash", src);
    b.expect(&[(
        "ludus::flips-adjacent-clash",
        "flips adjacent all-directions",
    )]);
}

#[test]
fn leap_forward_direction() {
    // A leap forward for a player whose forward is a diagonal.
    let shogi = std::fs::read_to_string(manifest("games/shogi.game")).expect("games/shogi.game");
    let src = shogi.replacen("white forward s", "white forward sw", 1);
    let b = Bad::broken("leap_forward_direction", src);
    b.expect(&[(
        "ludus::leap-forward-direction",
        "leap (1, 2) forward to not-friend",
    )]);
}

#[test]
fn leap_forward_through() {
    let shogi = std::fs::read_to_string(manifest("games/shogi.game")).expect("games/shogi.game");
    let src = shogi.replacen(
        "leap (1, 2) forward to not-friend",
        "leap (1, 2) forward through empty to not-friend",
        1,
    );
    let b = Bad::broken("leap_forward_through", src);
    b.expect(&[(
        "ludus::leap-forward-through",
        "leap (1, 2) forward through empty to not-friend",
    )]);
}

#[test]
fn mate_without_royal() {
    // Shogi with no royal king: no drop can mate.
    let shogi = std::fs::read_to_string(manifest("games/shogi.game")).expect("games/shogi.game");
    let src = shogi.replacen("    royal\n", "", 1).replacen(
        "    no moves and attacked(king own): loses \"checkmate\"\n",
        "",
        1,
    );
    let b = Bad::broken("mate_without_royal", src);
    b.expect(&[("ludus::mate-without-royal", "without mate")]);
}
