//! `ludus bench --all DIR`: one row per game of the folder, as a table and
//! as JSON, each game's perft depth chosen by time.

mod common;

use common::bin::ludus as run;

/// A folder holding copies of two games of games/.
fn folder(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("ludus-bench-all-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    for g in ["checkers.game", "liger.game"] {
        let src = format!("{}/games/{g}", env!("CARGO_MANIFEST_DIR"));
        std::fs::copy(src, dir.join(g)).expect("copy");
    }
    std::fs::write(dir.join("notes.txt"), "not a game").expect("write");
    dir
}

/// Checkers perft from the start, depths 1 to 10.
const CHECKERS: [u64; 10] = [
    7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564,
];

#[test]
fn bench_all_prints_one_json_row_per_game_with_the_perft_of_its_depth() {
    let dir = folder("json");
    let (code, out, err) = run(&["bench", "--all", dir.to_str().unwrap(), "--json"], "");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let rows = v.as_array().expect("an array");
    let names: Vec<&str> = rows.iter().map(|r| r["game"].as_str().unwrap()).collect();
    assert_eq!(names, ["checkers", "liger"]);
    let depth = usize::try_from(rows[0]["depth"].as_u64().unwrap()).unwrap();
    assert!((1..=10).contains(&depth), "{depth}");
    assert_eq!(rows[0]["nodes"], CHECKERS[depth - 1]);
    for r in rows {
        assert!(r["nodes_per_second"].as_f64().unwrap() > 0.0);
        assert!(r["playouts"].as_u64().unwrap() >= 1);
        assert!(r["playouts_per_second"].as_f64().unwrap() > 0.0);
        assert!(r["plies_per_second"].as_f64().unwrap() > 0.0);
    }
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bench_all_prints_a_table_and_bench_needs_a_file_or_all() {
    let dir = folder("table");
    let (code, out, _) = run(&["bench", "--all", dir.to_str().unwrap()], "");
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].starts_with("game") && lines[0].contains("nodes/s"),
        "{out}"
    );
    assert!(
        lines[1].starts_with("checkers") && lines[2].starts_with("liger"),
        "{out}"
    );
    let (code, _, err) = run(&["bench"], "");
    assert_ne!(code, 0);
    assert!(err.contains("--all") || err.contains("FILE"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}
