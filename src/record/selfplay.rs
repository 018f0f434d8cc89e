//! Self-play records: game `i` of a run seeded `seed` (seeded as game `i`
//! of an analysis with that seed, so the same game), played by computer
//! seats and saved as a game record (`ludus-record/1`, what `ludus replay`
//! reads): data for training pipelines, made in shards on many machines.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::{FORMAT, Record, RecordResult, move_texts, source_hash};
use crate::analyze::{Setup, game_seed};
use crate::ir::Game;
use crate::session::Match;
use crate::source::RuleFile;
use crate::text::CellNames;

/// Game `index` of `setup` (its seed from `setup.seed` and `index`), to its
/// end or `setup.max_plies` (then without a result), as a record of the
/// game whose rule files are `files` (the file first).
pub fn play_record(game: &Game, files: &[RuleFile], setup: &Setup, index: usize) -> Record {
    let seed = game_seed(setup.seed, index as u64);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = Match::new_seeded(game, seed);
    let mut outcome = None;
    while m.played.len() < setup.max_plies {
        if let Some(o) = m.outcome() {
            outcome = Some(o);
            break;
        }
        let legal = m.legal_moves();
        let mv = setup.players[usize::from(m.chooser())].choose(game, &m.state, &legal, &mut rng);
        m.state.apply(game, &mv);
        m.played.push(mv);
    }
    if outcome.is_none() {
        outcome = m.outcome();
    }
    let (name, text) = files.first().map_or((String::new(), ""), |f| {
        (f.path.display().to_string(), f.text.as_str())
    });
    Record {
        format: FORMAT.into(),
        game: name,
        game_hash: source_hash(text),
        title: Some(game.title.clone()),
        seed: Some(seed),
        deal_seed: None,
        position: None,
        seats: setup.players.iter().map(ToString::to_string).collect(),
        moves: move_texts(&m, CellNames::Algebraic),
        result: outcome.map(|o| RecordResult::from_outcome(game, &o)),
    }
}

/// A record as the JSON file `ludus play --record` writes.
pub fn record_json(record: &Record) -> Result<String, String> {
    serde_json::to_string_pretty(record)
        .map(|t| t + "\n")
        .map_err(|e| format!("cannot write a record: {e}"))
}
