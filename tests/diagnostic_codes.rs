//! The diagnostic codes of every stage's enum and the catalogue in
//! docs/diagnostics.md agree: every code is documented, and every
//! documented code is one that some stage reports.

use ludus::check::{BoardError, CardError, LintWarning, NameError, PieceError, RuleError};
use ludus::source::ExtendsError;
use ludus::syntax::SyntaxError;
use ludus::text::PositionError;

/// Every code of every stage enum, each once.
fn enum_codes() -> Vec<&'static str> {
    let mut codes: Vec<&'static str> = [
        SyntaxError::CODES,
        ExtendsError::CODES,
        NameError::CODES,
        BoardError::CODES,
        PieceError::CODES,
        CardError::CODES,
        RuleError::CODES,
        LintWarning::CODES,
        PositionError::CODES,
    ]
    .concat();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// The codes the catalogue documents, from its `### `ludus::...`` headings.
fn documented_codes() -> Vec<String> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/diagnostics.md");
    let docs = std::fs::read_to_string(path).expect("docs/diagnostics.md");
    docs.lines()
        .filter_map(|l| l.strip_prefix("### `").and_then(|l| l.strip_suffix('`')))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_enum_code_is_documented() {
    let documented = documented_codes();
    let missing: Vec<&str> = enum_codes()
        .into_iter()
        .filter(|c| !documented.iter().any(|d| d == c))
        .collect();
    assert!(
        missing.is_empty(),
        "codes missing from docs/diagnostics.md: {missing:?}"
    );
}

#[test]
fn every_documented_code_is_reported_by_some_stage() {
    let codes = enum_codes();
    let unknown: Vec<String> = documented_codes()
        .into_iter()
        .filter(|d| !codes.contains(&d.as_str()))
        .collect();
    assert!(
        unknown.is_empty(),
        "docs/diagnostics.md lists codes no stage enum has: {unknown:?}"
    );
}

#[test]
fn codes_are_well_formed() {
    for code in enum_codes() {
        let name = code.strip_prefix("ludus::").unwrap_or("");
        assert!(
            !name.is_empty() && name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{code}"
        );
    }
}
