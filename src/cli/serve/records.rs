//! A game's record for download (the `ludus-record/1` JSON that `ludus
//! replay` reads) and the replay viewer's frames.
//!
//! Secrecy: the record holds every move in full and the seed, which fixes
//! the deal, so in a game with cards it is given only once the game is over
//! (then nothing is secret any more). In a game without cards it is given
//! at any time, but without the seed while the game goes on (the seed also
//! drives the computer seats; the replay of such a game does not need it).

use ludus::record::{self, Record, RecordResult};
use ludus::{Game, Match, notation};
use serde::Serialize;

use super::table::{Refusal, Table};

/// The record of `t` as any of its seats may have it now.
pub fn record_of(t: &Table) -> Result<Record, Refusal> {
    let over = t.result.is_some();
    if t.game.cards.is_some() && !over {
        return Err(Refusal::Refused(
            "the record of a game with cards is given once the game is over: it holds the deal"
                .to_string(),
        ));
    }
    Ok(Record {
        format: record::FORMAT.into(),
        game: format!("{}.game", t.file),
        game_hash: t.game_hash.clone(),
        title: Some(t.game.title.clone()),
        seed: over.then_some(t.seed),
        deal_seed: None,
        position: None,
        seats: t.seats.iter().map(ToString::to_string).collect(),
        moves: t.history.iter().map(|h| h.text.clone()).collect(),
        result: t
            .result
            .as_ref()
            .map(|o| RecordResult::from_outcome(&t.game, o)),
    })
}

/// One position of a record, as the replay viewer shows it: everything
/// (a record is the whole game, hands and all).
#[derive(Serialize)]
pub struct Frame {
    /// The position after `ply` moves (0: the start).
    pub ply: usize,
    /// The number of moves in the record.
    pub plies: usize,
    /// The move that led here, and who made it (none at the start).
    pub last: Option<String>,
    pub player: Option<String>,
    pub svg: String,
    pub position: String,
    pub cards: Option<String>,
    /// The result after the last move, by the rules or as the record says.
    pub result: Option<String>,
}

/// The position after `ply` moves of `rec` (the last one if `ply` is past
/// the end); an error names the first move that is not legal.
pub fn frame(game: &Game, rec: &Record, ply: usize) -> Result<Frame, String> {
    rec.check_format()?;
    let seed = rec.deal_seed.or(rec.seed).unwrap_or(0);
    let mut m = Match::new_seeded(game, seed);
    let plies = rec.moves.len();
    let ply = ply.min(plies);
    let mut last = None;
    for (i, text) in rec.moves.iter().take(ply).enumerate() {
        let legal = m.movement_moves();
        let player = m.chooser();
        let mv = notation::parse_move(game, &legal, text)
            .map_err(|e| format!("move {} `{text}` is not legal: {e}", i + 1))?;
        m.state.apply(game, &mv);
        m.played.push(mv);
        last = Some((text.clone(), player));
    }
    let result = if ply == plies {
        match (m.outcome(), &rec.result) {
            (Some(o), _) => Some(crate::cli::common::describe(game, &o)),
            (None, Some(r)) => Some(match &r.winner {
                Some(w) => format!("{w} wins: {}", r.name()),
                None => format!("draw: {}", r.name()),
            }),
            (None, None) => None,
        }
    } else {
        None
    };
    Ok(Frame {
        ply,
        plies,
        player: last
            .as_ref()
            .map(|(_, p)| game.players[usize::from(*p)].clone()),
        last: last.map(|(t, _)| t),
        svg: ludus::render::svg_for(game, &m.state, None),
        position: notation::diagram_for(game, &m.state, None),
        cards: notation::hands_text(game, &m.state, None),
        result,
    })
}
