//! What the fuzz targets share (each includes it with `mod common;`).

use ludus::Game;

/// The games named by `(file name, text)`, compiled; a game that does not
/// check is a bug of the target, not a finding.
pub fn compile_all(sources: &[(&str, &str)]) -> Vec<Game> {
    sources
        .iter()
        .map(|(name, src)| {
            ludus::compile(ludus::Source::named(name, src))
                .into_result()
                .unwrap_or_else(|ds| panic!("{name} does not check: {ds:?}"))
        })
        .collect()
}
