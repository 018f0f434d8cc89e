//! `ludus fmt`: every game is formatted; formatting is idempotent, keeps
//! every comment and gives the same AST; a file that does not parse is
//! refused and left alone.

use std::path::{Path, PathBuf};
use std::process::Command;

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

#[test]
fn every_game_is_formatted() {
    let games: Vec<String> = files("games")
        .iter()
        .map(|p| p.display().to_string())
        .collect();
    assert!(games.len() >= 5);
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
