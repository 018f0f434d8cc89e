//! A rule text pasted or uploaded in the lobby, checked: the same report
//! as one file of `ludus check --json` (each diagnostic's code, severity,
//! message, line, column, span, labels and help), with the game's title and
//! players when it checks. The text is compiled as a text of its own
//! ([`PASTED`]): it reads no file, so an `extends` is a diagnostic.

use serde_json::{Value, json};

use super::store::PASTED;
use crate::cli::check::{diag_json, line_starts};

/// The report on `text`: `{"file", "ok", "diagnostics", "title",
/// "players"}` (the last two `null` when it does not check).
pub fn check_report(text: &str) -> Value {
    let (game, ds) = ludus::compile(ludus::Source::named(PASTED, text)).into_parts();
    let lines = line_starts(text);
    let items: Vec<Value> = ds.iter().map(|d| diag_json(PASTED, &lines, d)).collect();
    json!({
        "file": PASTED,
        "ok": game.is_some(),
        "diagnostics": items,
        "title": game.as_ref().map(|g| g.title.clone()),
        "players": game.as_ref().map(|g| g.players.clone()),
    })
}
