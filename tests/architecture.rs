//! The architecture invariants of ARCHITECTURE.md, checked on the source
//! tree: file sizes, the direction of dependencies between modules (no
//! cycle; the engine reads only the IR; the IR and the diagnostics import
//! nothing from the crate; no module imports the crate root), and where JSON
//! is known. (Undo after apply restoring the state and its hash is checked by
//! tests/properties.rs on random games.)

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const MAX_FILE_LINES: usize = 800;

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(&d).expect("readable src/") {
            let p = e.expect("a directory entry").path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The library's top-level module a file belongs to (`src/engine/gen.rs` →
/// `engine`, `src/record.rs` → `record`); `None` for the crate roots and for
/// the binary's files (main.rs, cli/), which are another crate.
fn module_of(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src()).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    let name = first.trim_end_matches(".rs").to_string();
    match name.as_str() {
        "lib" | "main" | "cli" => None,
        _ => Some(name),
    }
}

/// The code of a file without its comments (line comments and doc
/// comments), so that prose that names a module is not taken for a use.
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a file's code names as `crate::NAME`.
fn crate_refs(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        if i > 0 && code[..i].ends_with('$') {
            continue; // `$crate::` in a macro
        }
        let rest = &code[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '{')
            .collect();
        out.insert(name);
    }
    out
}

/// For every library module: the other top-level modules it uses.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in rust_files(&src()) {
        let Some(m) = module_of(&f) else { continue };
        let code = code_of(&fs::read_to_string(&f).expect("readable source"));
        let deps = graph.entry(m.clone()).or_default();
        for r in crate_refs(&code) {
            if r != m {
                deps.insert(r);
            }
        }
    }
    graph
}

#[test]
fn no_source_file_is_over_800_lines() {
    let long: Vec<String> = rust_files(&src())
        .into_iter()
        .filter_map(|f| {
            let n = fs::read_to_string(&f)
                .expect("readable source")
                .lines()
                .count();
            (n > MAX_FILE_LINES).then(|| format!("{} ({n} lines)", f.display()))
        })
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_FILE_LINES} lines: {long:?}"
    );
}

#[test]
fn no_module_imports_the_crate_root() {
    let graph = module_graph();
    let modules: BTreeSet<&String> = graph.keys().collect();
    for (m, deps) in &graph {
        for d in deps {
            assert!(
                modules.contains(d),
                "src/{m} uses `crate::{d}`, which is not a module (the crate root's re-exports are for users, not for modules)"
            );
        }
    }
}

#[test]
fn modules_import_one_another_without_a_cycle() {
    let graph = module_graph();
    // Depth-first search with colours: a grey node met again is a cycle.
    fn visit<'a>(
        m: &'a str,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
    ) {
        match state.get(m) {
            Some(1) => panic!("import cycle: {} -> {m}", path.join(" -> ")),
            Some(_) => return,
            None => {}
        }
        state.insert(m, 1);
        path.push(m);
        for d in graph.get(m).into_iter().flatten() {
            visit(d, graph, state, path);
        }
        path.pop();
        state.insert(m, 2);
    }
    let mut state = BTreeMap::new();
    for m in graph.keys() {
        visit(m, &graph, &mut state, &mut Vec::new());
    }
}

#[test]
fn the_engine_reads_only_the_ir() {
    let graph = module_graph();
    let deps = &graph["engine"];
    let extra: Vec<&String> = deps.iter().filter(|d| *d != "ir").collect();
    assert!(
        extra.is_empty(),
        "src/engine uses {extra:?}; it may use only the IR"
    );
}

#[test]
fn the_ir_and_the_diagnostics_import_nothing_from_the_crate() {
    let graph = module_graph();
    for m in ["ir", "diag"] {
        assert!(graph[m].is_empty(), "src/{m} uses {:?}", graph[m]);
    }
}

#[test]
fn only_the_cli_and_records_know_json() {
    for f in rust_files(&src()) {
        let rel = f
            .strip_prefix(src())
            .expect("under src/")
            .to_string_lossy()
            .replace('\\', "/");
        let knows_json =
            code_of(&fs::read_to_string(&f).expect("readable source")).contains("serde_json");
        let allowed = rel == "main.rs" || rel.starts_with("cli/") || rel.starts_with("record");
        assert!(!knows_json || allowed, "src/{rel} uses serde_json");
    }
}

#[test]
fn the_checks_see_what_they_check() {
    // The scanners above must find real uses, or every test passes vacuously.
    let graph = module_graph();
    assert!(
        graph["engine"].contains("ir"),
        "engine → ir not found: {graph:?}"
    );
    assert!(
        graph["check"].contains("syntax"),
        "check → syntax not found"
    );
    assert!(rust_files(&src()).len() > 20);
}
