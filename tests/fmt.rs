//! `ludus fmt`: every game is formatted; formatting is idempotent, keeps
//! every comment and gives the same AST; a file that does not parse is
//! refused and left alone.

use std::path::{Path, PathBuf};
use std::process::Command;

use proptest::prelude::*;

fn files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut out: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "game"))
        .collect();
    out.sort();
    out
}

/// The AST's Debug text without its spans: `Span { start: 1, len: 2 }`
/// and `span: ...` offsets removed.
fn shape(src: &str) -> String {
    let (ast, errors) = ludus::syntax::parse(src);
    assert!(errors.is_empty());
    let text = format!("{ast:?}");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(i) = rest.find("Span {") {
        out.push_str(&rest[..i]);
        let end = rest[i..].find('}').unwrap();
        rest = &rest[i + end + 1..];
    }
    out.push_str(rest);
    out
}

/// The comments of a text, in order.
fn comments(src: &str) -> Vec<String> {
    src.lines()
        .filter_map(|l| l.find("//").map(|i| l[i..].trim_end().to_string()))
        .collect()
}

fn ludus(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ludus"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

/// The game files of the repository: games/, tests/games/ and its folders.
fn all_games() -> Vec<PathBuf> {
    let mut out = files("games");
    out.extend(files("tests/games"));
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/games");
    let mut subs: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_dir())
        .collect();
    subs.sort();
    for d in subs {
        let rel = d.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap();
        out.extend(files(rel.to_str().unwrap()));
    }
    out
}

#[test]
fn every_game_is_formatted() {
    let games: Vec<String> = all_games()
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    assert!(games.len() >= 20, "{games:?}");
    let mut args = vec!["fmt", "--check"];
    args.extend(games.iter().map(String::as_str));
    let out = ludus(&args);
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn formatting_twice_is_formatting_once_and_keeps_the_ast_and_comments() {
    let mut formatted = 0;
    let mut refused = 0;
    for path in files("games").into_iter().chain(files("tests/bad")) {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(once) = ludus::fmt::format(&src) else {
            refused += 1;
            assert!(
                !ludus::syntax::parse(&src).1.is_empty(),
                "{}",
                path.display()
            );
            continue;
        };
        formatted += 1;
        let twice = ludus::fmt::format(&once).unwrap();
        assert_eq!(once, twice, "{} is not idempotent", path.display());
        assert_eq!(
            shape(&src),
            shape(&once),
            "{}: the AST changed",
            path.display()
        );
        assert_eq!(
            comments(&src),
            comments(&once),
            "{}: a comment changed",
            path.display()
        );
    }
    assert!(
        formatted >= 40 && refused >= 2,
        "{formatted} formatted, {refused} refused"
    );
}

/// A game written carelessly: no indentation, spaces before `:` and `,`
/// and inside parentheses, runs of blank lines, trailing blanks, tabs
/// (comments as they were, at their columns).
fn careless(src: &str) -> String {
    let mut out = String::new();
    for line in src.lines() {
        let (code, comment) = line.find("//").map_or((line, ""), |i| line.split_at(i));
        let code = code
            .trim_end()
            .replace(": ", " : ")
            .replace(", ", " , ")
            .replace('(', "( ")
            .replace(')', " )")
            .replace("..", " .. ");
        let mut l = if comment.is_empty() || code.trim().is_empty() {
            format!("\t{}", code.trim_start())
        } else {
            code.clone()
        };
        if comment.is_empty() {
            l.push_str("  ");
        } else {
            let col = line.len() - comment.len();
            while l.len() < col {
                l.push(' ');
            }
            l.push_str(comment);
        }
        out.push_str(&l);
        out.push('\n');
        if line.is_empty() {
            out.push_str("\n \n");
        }
    }
    format!("\n\n{out}\n\n")
}

#[test]
fn a_carelessly_written_game_formats_to_the_game() {
    for name in ["checkers", "gamemix", "liger"] {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("games/{name}.game"));
        let src = std::fs::read_to_string(path).unwrap();
        let messy = careless(&src);
        assert_ne!(messy, src);
        assert_eq!(ludus::fmt::format(&messy).unwrap(), src, "{name}");
    }
}

#[test]
fn blocks_are_indented_and_long_lists_wrapped() {
    let cells: Vec<String> = (1..=40).map(|i| format!("a{i}")).collect();
    let src = format!(
        "game \"T\"\nboard {{\ngrid 8 x 8\n}}\nzone z {{\nwhite: {}\n}}\n",
        cells.join(",")
    );
    let out = ludus::fmt::format(&src).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        &lines[..4],
        ["game \"T\"", "board {", "    grid 8 x 8", "}"]
    );
    assert_eq!(lines[5].split(',').next(), Some("    white: a1"));
    assert!(lines.len() > 8, "{out}");
    for l in &lines[5..lines.len() - 1] {
        assert!(l.len() <= ludus::fmt::WIDTH, "{l}");
    }
    for l in &lines[6..lines.len() - 1] {
        assert!(
            l.starts_with("        a"),
            "continuation lines indented twice: {l}"
        );
    }
    assert_eq!(ludus::fmt::format(&out).unwrap(), out);
    assert_eq!(shape(&src), shape(&out));
}

#[test]
fn check_shows_the_diff_and_exits_1_and_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("ludus-fmt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("t.game");
    let messy = "game \"T\"\nplayers {\nblack forward n\n      white forward s\n}\n";
    std::fs::write(&file, messy).unwrap();
    let f = file.to_str().unwrap();
    let out = ludus(&["fmt", "--check", f]);
    assert_eq!(out.status.code(), Some(1));
    let shown = String::from_utf8_lossy(&out.stdout);
    assert!(shown.contains("-black forward n\n"), "{shown}");
    assert!(shown.contains("+    black forward n\n"), "{shown}");
    assert!(shown.contains("-      white forward s\n"), "{shown}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), messy);
    // Without --check the file is rewritten, and then passes the check.
    assert!(ludus(&["fmt", f]).status.success());
    let fixed = std::fs::read_to_string(&file).unwrap();
    assert_eq!(
        fixed,
        "game \"T\"\nplayers {\n    black forward n\n    white forward s\n}\n"
    );
    assert!(ludus(&["fmt", "--check", f]).status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_does_not_parse_is_refused_and_left_alone() {
    let dir = std::env::temp_dir().join(format!("ludus-fmt-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.game");
    let bad = "game \"T\"\nend {\n  no moves loses\n}\n";
    std::fs::write(&file, bad).unwrap();
    let out = ludus(&["fmt", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("ludus::syntax") && err.contains("does not parse"),
        "{err}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), bad);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_block_takes_one_form() {
    // The blocks of the issue as an author typed them.
    let typed = "game \"Hexapawn\"\nplayers {\n white forward n\n black forward s }\n\
        board { grid 3 x 3 }\nzone goal { white: rank 3\n black: rank 1 }\n\
        zone home { white: a1  black: c3 }  // where they start\n\
        piece pawn { symbols \"P\" \"p\"\n step forward to empty }\n\
        setup { white pawn: rank 1  black pawn: rank 3 }\n\
        end { no moves: loses }\n";
    let canonical = "game \"Hexapawn\"\nplayers {\n    white forward n\n    black forward s\n}\n\
        board {\n    grid 3 x 3\n}\nzone goal {\n    white: rank 3\n    black: rank 1\n}\n\
        zone home {\n    white: a1\n    black: c3 // where they start\n}\n\
        piece pawn {\n    symbols \"P\" \"p\"\n    step forward to empty\n}\n\
        setup {\n    white pawn: rank 1\n    black pawn: rank 3\n}\n\
        end {\n    no moves: loses\n}\n";
    let out = ludus::fmt::format(typed).unwrap();
    assert_eq!(out, canonical);
    assert_eq!(ludus::fmt::format(&out).unwrap(), out);
    assert_eq!(shape(typed), shape(&out));
    // Two items on one line, and a nested block on its parent's line.
    let typed = "game \"T\"  store base\nrules { on pawn enters goal { add 1 points } }\n";
    let out = ludus::fmt::format(typed).unwrap();
    assert_eq!(
        out,
        "game \"T\"\nstore base\nrules {\n    on pawn enters goal {\n        add 1 points\n    }\n}\n"
    );
    assert_eq!(shape(typed), shape(&out));
}

/// `src` with the line breaks marked in `join` made spaces (a line that
/// ends in a comment keeps its break).
fn joined(src: &str, join: &[bool]) -> String {
    let mut out = String::new();
    for (i, line) in src.lines().enumerate() {
        out.push_str(line);
        let keep = line.contains("//") || !join.get(i).copied().unwrap_or(false);
        out.push(if keep { '\n' } else { ' ' });
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any game with any of its lines joined formats to one block form:
    /// no code after a `{` or before a `}` on a line, idempotent, the same
    /// AST and the same comments.
    #[test]
    fn joined_lines_format_to_one_block_form(
        which in 0usize..64,
        join in proptest::collection::vec(any::<bool>(), 400),
    ) {
        let games = all_games();
        let path = &games[which % games.len()];
        let src = std::fs::read_to_string(path).unwrap();
        let messy = joined(&src, &join);
        let once = ludus::fmt::format(&messy).unwrap();
        prop_assert_eq!(&ludus::fmt::format(&once).unwrap(), &once);
        prop_assert_eq!(shape(&messy), shape(&once));
        prop_assert_eq!(comments(&messy), comments(&once));
        for line in once.lines() {
            let code = line.split("//").next().unwrap().trim();
            prop_assert!(
                !code.contains('{') || code.ends_with('{'),
                "{}: code after a `{{`: {}", path.display(), line
            );
            prop_assert!(
                !code.contains('}') || code == "}",
                "{}: `}}` not alone: {}", path.display(), line
            );
        }
    }
}
