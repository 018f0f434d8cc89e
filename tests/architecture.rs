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

/// The module path of a file under `src/` (`engine/state/mod.rs` →
/// `["engine", "state"]`, `cli/bench.rs` → `["cli", "bench"]`).
fn module_path(path: &Path) -> Vec<String> {
    let rel = path.strip_prefix(src()).expect("under src/");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    parts
}

/// The module paths a file's code names (`crate::a::b`, `super::c`), as
/// far as their lowercase segments go (the modules, not the items).
fn module_refs(code: &str, own: &[String]) -> BTreeSet<Vec<String>> {
    let mut out = BTreeSet::new();
    for (prefix, base) in [
        ("crate::", Vec::new()),
        ("super::", own[..own.len().saturating_sub(1)].to_vec()),
    ] {
        for (i, _) in code.match_indices(prefix) {
            let before = code[..i].chars().last();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == ':')
            {
                continue;
            }
            let mut path = base.clone();
            for seg in code[i + prefix.len()..].split("::") {
                let name: String = seg
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                if name.is_empty() || !name.starts_with(|c: char| c.is_ascii_lowercase()) {
                    break;
                }
                path.push(name.clone());
                if name.len() != seg.len() {
                    break;
                }
            }
            out.insert(path);
        }
    }
    out
}

/// No two sibling modules (files or folders in one folder of `src/`) import
/// one another, directly or through other siblings: within each folder the
/// uses between its entries form no circle. (A folder's own `mod.rs` is the
/// folder, not one of its entries.)
#[test]
fn sibling_modules_import_one_another_without_a_circle() {
    let files: Vec<(Vec<String>, String)> = rust_files(&src())
        .into_iter()
        .map(|f| {
            let code = code_of(&fs::read_to_string(&f).expect("readable source"));
            (module_path(&f), code)
        })
        .collect();
    // Per folder (a module path), the edges between its entries.
    let mut edges: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for (path, code) in &files {
        // The binary's files name the library as `ludus::`, the library as
        // `crate::`; both crates' `crate::` paths are read from the root.
        for r in module_refs(code, path) {
            let common = path.iter().zip(&r).take_while(|(a, b)| a == b).count();
            if common < path.len() && common < r.len() {
                let folder = path[..common].to_vec();
                edges
                    .entry(folder)
                    .or_default()
                    .entry(path[common].clone())
                    .or_default()
                    .insert(r[common].clone());
            }
        }
    }
    for (folder, graph) in &edges {
        let mut state: BTreeMap<&str, u8> = BTreeMap::new();
        fn visit<'a>(
            m: &'a str,
            graph: &'a BTreeMap<String, BTreeSet<String>>,
            state: &mut BTreeMap<&'a str, u8>,
            path: &mut Vec<&'a str>,
            folder: &[String],
        ) {
            match state.get(m) {
                Some(1) => panic!(
                    "import circle in src/{}: {} -> {m}",
                    folder.join("/"),
                    path.join(" -> ")
                ),
                Some(_) => return,
                None => {}
            }
            state.insert(m, 1);
            path.push(m);
            for d in graph.get(m).into_iter().flatten() {
                visit(d, graph, state, path, folder);
            }
            path.pop();
            state.insert(m, 2);
        }
        for m in graph.keys() {
            visit(m, graph, &mut state, &mut Vec::new(), folder);
        }
    }
    // The scanner sees the uses it checks.
    assert!(edges[&vec!["engine".to_string()]].contains_key("cards"));
}

/// The files of `src/engine/` and `src/ir/` that stand outside a folder:
/// the facades, and the few concepts every operation reads.
const ENGINE_TOP: [&str; 3] = ["mod.rs", "moves.rs", "conds.rs"];
const ENGINE_FOLDERS: [&str; 7] = [
    "state", "generate", "make", "perft", "legality", "end", "cards",
];
const IR_TOP: [&str; 15] = [
    "mod.rs",
    "features.rs",
    "game.rs",
    "board.rs",
    "pieces.rs",
    "cards.rs",
    "tracks.rs",
    "turn.rs",
    "conditions.rs",
    "end.rs",
    "capture.rs",
    "narrow.rs",
    "pictures.rs",
    "sowing.rs",
    "race.rs",
];
const IR_FOLDERS: [&str; 2] = ["tables", "plans"];

/// Every file of the engine stands in an operation's folder (its fast
/// paths in that folder's `fast/`), every file of the IR at the top (the
/// compiled game) or in `tables/` or `plans/`; none is named by a mechanism
/// word that says nothing (`sw_`, `wide_`, `lean`).
#[test]
fn engine_and_ir_files_stand_in_their_folders() {
    for (root, top, folders) in [
        ("engine", &ENGINE_TOP[..], &ENGINE_FOLDERS[..]),
        ("ir", &IR_TOP[..], &IR_FOLDERS[..]),
    ] {
        let dir = src().join(root);
        for f in rust_files(&dir) {
            let rel: Vec<String> = f
                .strip_prefix(&dir)
                .expect("under the folder")
                .iter()
                .map(|c| c.to_string_lossy().to_string())
                .collect();
            let name = rel.last().expect("a file name");
            let placed = match rel.as_slice() {
                [file] => top.contains(&file.as_str()),
                [folder, _] => folders.contains(&folder.as_str()),
                [folder, fast, _] => {
                    root == "engine" && fast == "fast" && folders.contains(&folder.as_str())
                }
                _ => false,
            };
            assert!(
                placed,
                "src/{root}/{} stands outside the layout of ARCHITECTURE.md",
                rel.join("/")
            );
            assert!(
                !["sw_", "wide_", "lean"].iter().any(|w| name.starts_with(w)),
                "src/{root}/{}: say what the file holds, not sw_/wide_/lean",
                rel.join("/")
            );
        }
    }
}

/// The rows of the plans table of ARCHITECTURE.md (the lines starting with
/// "| `" after "### Plans").
fn plans_table() -> Vec<String> {
    let doc = std::fs::read_to_string(src().join("../ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let start = doc
        .find("### Plans")
        .expect("a plans table in ARCHITECTURE.md");
    doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .filter(|l| l.starts_with("| `"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_fast_file_is_the_executor_of_a_plan() {
    let rows = plans_table();
    let engine = src().join("engine");
    let mut fast = 0;
    for f in rust_files(&engine) {
        let rel: Vec<String> = f
            .strip_prefix(&engine)
            .expect("under engine/")
            .iter()
            .map(|c| c.to_string_lossy().to_string())
            .collect();
        if let [op, dir, file] = rel.as_slice()
            && dir == "fast"
        {
            fast += 1;
            let named = format!("`{op}/fast/{file}`");
            assert!(
                rows.iter().any(|r| r.contains(&named)),
                "src/engine/{op}/fast/{file} is the executor of no plan in ARCHITECTURE.md"
            );
        }
    }
    assert!(fast > 20, "{fast} fast files");
}

#[test]
fn a_path_is_chosen_in_ir_plans_and_matched_in_the_operations_mod() {
    let allowed = [
        "ir/plans/mod.rs",
        "engine/generate/mod.rs",
        "engine/make/mod.rs",
        "engine/perft/mod.rs",
    ];
    let words = [
        "paths.generate",
        "paths.make",
        "paths.leaf",
        "GenPath::",
        "MakePath::",
        "LeafPath::",
        "Paths::choose",
    ];
    for f in rust_files(&src()) {
        let rel = f
            .strip_prefix(src())
            .expect("under src/")
            .to_string_lossy()
            .replace('\\', "/");
        let code = code_of(&std::fs::read_to_string(&f).expect("reads"));
        if allowed.contains(&rel.as_str()) {
            continue;
        }
        for w in words {
            assert!(
                !code.contains(w),
                "src/{rel} chooses or matches a path ({w})"
            );
        }
    }
}
