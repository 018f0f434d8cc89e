//! `ludus analyze` beyond one machine, for `ludus.ray`: a game's rule files
//! as texts (they travel to the workers), a shard of an analysis played
//! from them, the shards merged into the report (the command line's merge
//! and report, text, JSON and SVG, byte for byte), and self-play records.

use std::path::PathBuf;

use ludus::analyze::{Options, svg, table};
use ludus::record::merge::{merge, report_json};
use ludus::record::selfplay::{play_record, record_json};
use ludus::record::shard::{Shard, play_shard, rules_hash};
use ludus::source::RuleFile;
use ludus::{Game, LoadError, Source};
use pyo3::exceptions::{PyIOError, PyValueError};
use pyo3::prelude::{PyResult, Python, pyfunction};

/// Files as they come from Python: `(path, text)` pairs, the file first.
type Files = Vec<(String, String)>;

fn rule_files_of(files: &Files) -> Vec<RuleFile> {
    files
        .iter()
        .map(|(p, t)| RuleFile {
            path: PathBuf::from(p),
            text: t.clone(),
        })
        .collect()
}

/// The game of `files`, compiled without reading a file.
fn compile_given(files: &[RuleFile]) -> PyResult<Game> {
    let source = Source::given(files).ok_or_else(|| PyValueError::new_err("no rule file given"))?;
    ludus::compile(source).into_result().map_err(|ds| {
        PyValueError::new_err(format!(
            "{}: {} error(s)\n{}",
            files[0].path.display(),
            ds.len(),
            super::diagnostics_text(&ds)
        ))
    })
}

/// The rule files of the game at `path`: `[(path, text), ...]`, the file
/// first, then the file it extends, and so on.
#[pyfunction]
pub fn rule_files(py: Python<'_>, path: PathBuf) -> PyResult<Files> {
    let files = py
        .detach(|| ludus::rule_files(&path))
        .map_err(|e| match e {
            LoadError::Io { .. } => PyIOError::new_err(e.to_string()),
            LoadError::Invalid { path, diagnostics } => PyValueError::new_err(format!(
                "{path}: {} error(s)\n{}",
                diagnostics.len(),
                super::diagnostics_text(&diagnostics)
            )),
        })?;
    Ok(files
        .into_iter()
        .map(|f| (f.path.display().to_string(), f.text))
        .collect())
}

/// The options of an analysis from Python's keywords.
fn options(
    games: usize,
    seed: u64,
    seats: Vec<String>,
    max_plies: usize,
    lead: Option<String>,
    second_search: bool,
) -> Options {
    Options {
        games,
        seed,
        seats,
        jobs: 1,
        max_plies,
        lead,
        second_search,
    }
}

/// Plays shard `index` of `count` of an analysis of the game of `files`
/// and gives its text (what `ludus analyze --shard K/M --records-out`
/// writes). Releases the GIL.
#[pyfunction]
#[pyo3(signature = (files, games, seed=1, seats=Vec::new(), index=1, count=1, max_plies=10_000, lead=None, second_search=false))]
#[allow(clippy::too_many_arguments)]
pub fn analyze_shard(
    py: Python<'_>,
    files: Files,
    games: usize,
    seed: u64,
    seats: Vec<String>,
    index: usize,
    count: usize,
    max_plies: usize,
    lead: Option<String>,
    second_search: bool,
) -> PyResult<String> {
    let shard = Shard::parse(&format!("{index}/{count}")).map_err(PyValueError::new_err)?;
    let files = rule_files_of(&files);
    let opts = options(games, seed, seats, max_plies, lead, second_search);
    py.detach(|| {
        let game = compile_given(&files)?;
        let name = files[0].path.display().to_string();
        play_shard(&game, &files, &name, &opts, shard, &|| {}).map_err(PyValueError::new_err)
    })
}

/// Merges shards `[(name, text), ...]` of an analysis of the game of
/// `files` into its report: `(text, json, svg)`, as `ludus analyze --merge`
/// prints them (the JSON without its final newline). A bad merge is a
/// `ValueError` naming the shard.
#[pyfunction]
pub fn analyze_merge(
    py: Python<'_>,
    files: Files,
    shards: Files,
) -> PyResult<(String, String, String)> {
    let files = rule_files_of(&files);
    py.detach(|| {
        let game = compile_given(&files)?;
        let merged = merge(&game, &rules_hash(&files), &shards).map_err(PyValueError::new_err)?;
        let report = merged.report(&game);
        let json = report_json(std::slice::from_ref(&report)).map_err(PyValueError::new_err)?;
        Ok((table::single(&report), json, svg::plots(&[report])))
    })
}

/// Plays games `first` to `end - 1` (game i seeded as game i of an
/// analysis with `seed`) and gives each as a game record's JSON (what
/// `ludus replay` reads). Releases the GIL.
#[pyfunction]
#[pyo3(signature = (files, first, end, seed=1, seats=Vec::new(), max_plies=10_000))]
pub fn play_records(
    py: Python<'_>,
    files: Files,
    first: usize,
    end: usize,
    seed: u64,
    seats: Vec<String>,
    max_plies: usize,
) -> PyResult<Vec<String>> {
    let files = rule_files_of(&files);
    let opts = options(end.max(1), seed, seats, max_plies, None, false);
    py.detach(|| {
        let game = compile_given(&files)?;
        let setup = opts.setup(&game).map_err(PyValueError::new_err)?;
        (first..end)
            .map(|i| {
                record_json(&play_record(&game, &files, &setup, i)).map_err(PyValueError::new_err)
            })
            .collect()
    })
}
