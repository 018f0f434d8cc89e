//! `replay` tells a record of another game from one of another version of
//! the same game: the first is refused with both games named, the second
//! replays with a warning. (Issue 21.)

mod common;

use std::path::PathBuf;

use common::bin::ludus as run;

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-provenance-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// A whole game of checkers between computers, saved as a record.
fn checkers_record(name: &str) -> String {
    let path = temp(name);
    let p = path.to_str().unwrap().to_string();
    let (code, _, err) = run(
        &[
            "play",
            "games/checkers.game",
            "--seat",
            "all=random",
            "--seed",
            "5",
            "--record",
            &p,
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    p
}

#[test]
fn a_record_of_another_game_is_refused_naming_both() {
    let rec = checkers_record("checkers.json");
    let saved = std::fs::read_to_string(&rec).unwrap();
    assert!(saved.contains("\"title\": \"Checkers\""), "{saved}");
    let (code, out, err) = run(&["replay", "games/liga.game", &rec], "");
    assert_eq!(code, 1, "{out}");
    assert!(
        err.contains(&format!(
            "{rec} is a record of another game, `Checkers` (games/checkers.game), not of `LIGA` (games/liga.game)"
        )),
        "{err}"
    );
    assert!(!err.contains("different version"), "{err}");
    // An older record, without a title: told by the game's file name.
    let old: String = saved
        .lines()
        .filter(|l| !l.contains("\"title\""))
        .collect::<Vec<_>>()
        .join("\n");
    let old_rec = temp("old.json");
    std::fs::write(&old_rec, old).unwrap();
    let (code, _, err) = run(
        &["replay", "games/liga.game", old_rec.to_str().unwrap()],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("is a record of another game, games/checkers.game, not of `LIGA`"),
        "{err}"
    );
}

#[test]
fn a_record_of_another_version_replays_with_a_warning() {
    let rec = checkers_record("checkers2.json");
    // The same game, edited (a comment added), elsewhere.
    let copy = temp("checkers-edited.game");
    let src = std::fs::read_to_string("games/checkers.game").unwrap();
    std::fs::write(&copy, format!("// edited\n{src}")).unwrap();
    let (code, out, err) = run(&["replay", copy.to_str().unwrap(), &rec], "");
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains("warning: the record was made with a different version of"),
        "{err}"
    );
    assert!(out.contains("result:"), "{out}");
}

/// A record whose format is another version of ludus's records, or not a
/// ludus record, is refused with what it is; the same record with the
/// format this ludus writes replays. (Issue 39, finding 11: `replay`
/// accepted `ludus-record/999`.)
#[test]
fn a_record_of_another_format_version_is_refused() {
    let rec = checkers_record("format.json");
    let saved = std::fs::read_to_string(&rec).unwrap();
    assert!(saved.contains("\"format\": \"ludus-record/1\""), "{saved}");
    let (code, _, err) = run(&["replay", "games/checkers.game", &rec], "");
    assert_eq!(code, 0, "{err}");
    let future = temp("format-999.json");
    std::fs::write(
        &future,
        saved.replace("\"ludus-record/1\"", "\"ludus-record/999\""),
    )
    .unwrap();
    let (code, out, err) = run(
        &["replay", "games/checkers.game", future.to_str().unwrap()],
        "",
    );
    assert_eq!(code, 1, "{out}");
    assert!(
        err.contains("its format is `ludus-record/999`, a version of ludus's records this ludus does not read (it reads `ludus-record/1`)"),
        "{err}"
    );
    let other = temp("format-other.json");
    std::fs::write(
        &other,
        saved.replace("\"ludus-record/1\"", "\"something-else/1\""),
    )
    .unwrap();
    let (code, _, err) = run(
        &["replay", "games/checkers.game", other.to_str().unwrap()],
        "",
    );
    assert_eq!(code, 1);
    assert!(
        err.contains("not a ludus record: its format is `something-else/1`"),
        "{err}"
    );
}
