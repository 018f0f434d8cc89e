//! Inputs that once crashed ludus (found by the fuzz targets in `fuzz/` or
//! by the robustness tests), kept so that they stay fixed. A case marked
//! `#[ignore]` still fails: its fix belongs to another module.

fn checkers_src() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game"))
        .expect("games/checkers.game")
}

/// Compiles and renders every diagnostic; neither may panic, and every
/// primary span must lie within the source.
fn check_and_render(src: &str) {
    if let Err(diags) = ludus::compile(ludus::Source::named("regression.game", src)).into_result() {
        assert!(!diags.is_empty());
        for d in &diags {
            if let Some(span) = d.primary_span() {
                assert!(
                    span.start + span.len <= src.len(),
                    "{span:?}: {}",
                    d.message
                );
            }
            let _ = d.render_plain();
        }
    }
}

// A diagnostic past column 65,535 of a line: miette's graphical handler
// panics ("Formatting argument out of range", graphical.rs:1159) because a
// format width must fit in u16. `ludus check` on such a file exits 101.
#[test]
fn a_diagnostic_on_a_very_long_line_renders() {
    check_and_render(&format!("{}\n{}@\n", checkers_src(), " ".repeat(70_000)));
    check_and_render(&checkers_src().replace(
        "black man: rank 1..3",
        &format!("black man: rank 1..3{}, z99", " ".repeat(70_000)),
    ));
}

#[test]
fn deeply_nested_conditions_are_refused_without_overflow() {
    let src = checkers_src();
    for cond in [
        format!("{}in far-row{}", "(".repeat(100_000), ")".repeat(100_000)),
        format!("{}in far-row", "(".repeat(100_000)),
        format!("{}in far-row", "not ".repeat(100_000)),
    ] {
        // The main test thread has 2 MB of stack at most: run on a thread
        // with the 8 MB a program's main thread has.
        let text = src.replacen(
            "step diagonal to empty",
            &format!("step diagonal to empty if {cond}"),
            1,
        );
        std::thread::Builder::new()
            .stack_size(8 << 20)
            .spawn(move || {
                let _ =
                    ludus::compile(ludus::Source::named("regression.game", &text)).into_result();
            })
            .unwrap()
            .join()
            .expect("no panic");
    }
}

// Found by fuzz/position_text (issue 39): a FEN rank with a run of digits
// too long for an i32 overflowed (`attempt to multiply with overflow` in
// text/fen.rs, a panic in a debug build). Now the rank is refused.
#[test]
fn a_fen_rank_with_a_huge_number_is_refused() {
    let game = ludus::load(concat!(env!("CARGO_MANIFEST_DIR"), "/games/chess.game")).unwrap();
    let fen = format!(
        "rnbqkb{}nr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "5".repeat(60)
    );
    let e = ludus::notation::parse_fen(&game, &fen).expect_err("refused");
    assert!(e.contains("rank 8 of the FEN board"), "{e}");
}
