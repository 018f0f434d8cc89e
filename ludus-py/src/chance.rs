//! Chance decisions (a `race` block's dice) as OpenSpiel sees them: made
//! by the chance player (-1), each distinct roll an outcome with its
//! probability. The engine lists each distinct roll once
//! ([`ludus::chance`]); its chance action is its rank among the game's
//! distinct rolls (`Race::rolls`: the larger die
//! first, 1-1, 2-1, 2-2, 3-1, …, 6-6 for two dice of six: 21 actions,
//! `0..max_chance_outcomes`), the same in every position. Its probability
//! is its weight out of all the dice's faces (1/36 for a double of two
//! dice of six, 2/36 for the others), as `ludus::chance::draw` draws.

use ludus::Game;
use ludus::engine::{Move, MoveKind};

/// OpenSpiel's player id of a chance node (`kChancePlayerId`).
pub const CHANCE: i32 = -1;

/// Whether the decisions `legal` are chance decisions.
pub fn is_chance(legal: &[Move]) -> bool {
    ludus::chance::is_chance(legal)
}

/// The number of distinct outcomes of a chance decision (0 in a game
/// without dice).
pub fn max_outcomes(game: &Game) -> u32 {
    game.race
        .as_deref()
        .map_or(0, |r| u32::try_from(r.rolls().count()).unwrap_or(u32::MAX))
}

/// The chance action of the roll `m`, if it is one.
pub fn action_of(game: &Game, m: &Move) -> Option<u32> {
    let r = game.race.as_deref()?;
    if m.kind != MoveKind::Roll {
        return None;
    }
    let k = r.rolls().position(|d| d == (m.path[0], m.path[1]))?;
    u32::try_from(k).ok()
}

/// The dice of chance action `a`, if the game has such a roll.
pub fn dice_of(game: &Game, a: u32) -> Option<(u8, u8)> {
    let r = game.race.as_deref()?;
    r.rolls().nth(usize::try_from(a).ok()?)
}

/// The roll among `legal` that chance action `a` stands for.
pub fn roll_of(game: &Game, legal: &[Move], a: u32) -> Option<Move> {
    legal
        .iter()
        .find(|m| action_of(game, m) == Some(a))
        .copied()
}

/// Each roll of `legal` as (chance action, probability), in the engine's
/// order (ascending actions).
pub fn outcomes(game: &Game, legal: &[Move]) -> Vec<(u32, f64)> {
    let Some(r) = game.race.as_deref() else {
        return Vec::new();
    };
    let total = f64::from(r.outcomes());
    legal
        .iter()
        .filter_map(|m| Some((action_of(game, m)?, f64::from(m.roll_weight()) / total)))
        .collect()
}

/// Chance action `a` in words: `roll 6-5` (`roll 4` with one die).
pub fn name(game: &Game, a: u32) -> String {
    match dice_of(game, a) {
        Some((x, 0)) => format!("roll {x}"),
        Some((x, y)) => format!("roll {x}-{y}"),
        None => format!("?roll {a}"),
    }
}
