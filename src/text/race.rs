//! A race's decisions as text (`race`): a roll is `roll 6-5` (`roll 4`
//! with one die); a play is its checker moves in the order played, each
//! `FROM-TO` with `bar` and `off` for the bar and off the board and `*`
//! after a hit (`bar-e2*+a1-b1`), or `pass` when no die can be used. A play
//! is read in any order of its checker moves.

use crate::engine::{Move, MoveKind, RACE_BAR, RACE_OFF, State};
use crate::ir::Game;

/// The text of a roll or a play, its cells named by `cell_name`; `None`
/// for any other move.
pub fn race_text(m: &Move, cell_name: &dyn Fn(u8) -> String) -> Option<String> {
    match m.kind {
        MoveKind::Roll if m.path[1] == 0 => Some(format!("roll {}", m.path[0])),
        MoveKind::Roll => Some(format!("roll {}-{}", m.path[0], m.path[1])),
        MoveKind::Play if m.npath == 0 => Some("pass".to_string()),
        MoveKind::Play => {
            let at = |c: u8| match c {
                RACE_BAR => "bar".to_string(),
                RACE_OFF => "off".to_string(),
                c => cell_name(c),
            };
            let steps: Vec<String> = (0..m.npath as usize)
                .map(|i| {
                    let hit = if m.caps[i] != 0 { "*" } else { "" };
                    format!("{}-{}{hit}", at(m.path[2 * i]), at(m.path[2 * i + 1]))
                })
                .collect();
            Some(steps.join("+"))
        }
        _ => None,
    }
}

/// The roll or the play `t` names among `legal` (`Some(None)`: none),
/// their cells named by `cell_name`; `None` in a game without a race.
pub(super) fn parse_race(
    game: &Game,
    legal: &[Move],
    t: &str,
    cell_name: &dyn Fn(u8) -> String,
) -> Option<Option<Move>> {
    game.race.as_ref()?;
    let words = |s: &str| {
        let mut w: Vec<String> = s
            .split(|c: char| c == '+' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect();
        w.sort();
        w
    };
    let want = words(t);
    let found = legal.iter().find(|m| {
        race_text(m, cell_name).is_some_and(|s| {
            // `roll 6-5` is also `roll 5-6`.
            let s2 = match m.kind {
                MoveKind::Roll => format!("roll {}-{}", m.path[1], m.path[0]),
                _ => s.clone(),
            };
            words(&s) == want || words(&s2) == want
        })
    });
    Some(found.copied())
}

/// The diagram of a race: each cell's checkers as their count and their
/// owner's initial (`5w`), `.` for an empty cell; then the status lines
/// ([`race_status`]).
pub fn diagram(game: &Game, state: &crate::engine::State) -> String {
    use std::fmt::Write;
    let b = &game.board;
    let Some(r) = game.race.as_deref() else {
        return String::new();
    };
    let mut s = String::new();
    for rank in (0..b.height).rev() {
        let _ = write!(s, "{:>2} ", rank + 1);
        for f in 0..b.width {
            let c = b.index[rank as usize * b.width as usize + f as usize];
            if c == crate::ir::NO_CELL {
                s.push_str("    ");
                continue;
            }
            let c = c as usize;
            let (n, o) = (state.race[c], state.race[r.cells + c]);
            if n == 0 {
                s.push_str("   .");
            } else {
                let who = game.players[usize::from(o) - 1]
                    .chars()
                    .next()
                    .unwrap_or('?');
                let _ = write!(s, "{n:>3}{who}");
            }
        }
        s.push('\n');
    }
    s.push_str("   ");
    for f in 0..b.width {
        let _ = write!(s, "   {}", (b'a' + f) as char);
    }
    s.push('\n');
    s.push_str(&race_status(game, state));
    s.push('\n');
    s
}

/// The bars, the checkers borne off and the dice: `bar: white 0, black 1;
/// off: white 0, black 2; dice: 6-1` (`dice: to roll` before the roll).
pub fn race_status(game: &Game, state: &crate::engine::State) -> String {
    let Some(r) = game.race.as_deref() else {
        return String::new();
    };
    let each = |f: &dyn Fn(usize) -> u16| {
        game.players
            .iter()
            .enumerate()
            .map(|(p, name)| format!("{name} {}", f(p)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let bar = each(&|p| u16::from(state.race[r.bar_at(p)]));
    let off = each(&|p| state.off[p]);
    let dice = match state.race_dice(game) {
        None => "to roll".to_string(),
        Some((a, 0)) => a.to_string(),
        Some((a, b)) => format!("{a}-{b}"),
    };
    format!("bar: {bar}; off: {off}; dice: {dice}")
}

/// A race's entries of a position text: `race: white a2 5, black a1 5, …`
/// (each cell's checkers: owner, cell, count; every cell that holds some),
/// `bar: black 1` (the checkers on the bars, where there are) and
/// `dice: 6 1` (the roll to play, once rolled). The checkers borne off are
/// `off white 3`, as in other games.
pub(super) fn race_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    let Some(r) = game.race.as_deref() else {
        return;
    };
    let owner = |o: u8| game.players[usize::from(o).saturating_sub(1)].as_str();
    let cells: Vec<String> = (0..r.cells)
        .filter(|&c| state.race[c] > 0)
        .map(|c| {
            let (n, o) = (state.race[c], state.race[r.cells + c]);
            format!("{} {} {n}", owner(o), game.board.names[c])
        })
        .collect();
    parts.push(format!("race: {}", cells.join(", ")));
    let bars: Vec<String> = (0..r.players)
        .filter(|&p| state.race[r.bar_at(p)] > 0)
        .map(|p| format!("{} {}", game.players[p], state.race[r.bar_at(p)]))
        .collect();
    if !bars.is_empty() {
        parts.push(format!("bar: {}", bars.join(", ")));
    }
    match state.race_dice(game) {
        Some((a, 0)) => parts.push(format!("dice: {a}")),
        Some((a, b)) => parts.push(format!("dice: {a} {b}")),
        None => {}
    }
}

/// In a race, each player's checkers on the board, on the bar and off
/// must make the player's whole set.
pub(super) fn check_counts(game: &Game, state: &State) -> Result<(), String> {
    let Some(r) = game.race.as_deref() else {
        return Ok(());
    };
    for p in 0..r.players {
        let on: u32 = (0..r.cells)
            .filter(|&c| usize::from(state.race[r.cells + c]) == p + 1)
            .map(|c| u32::from(state.race[c]))
            .sum();
        let (bar, off) = (u32::from(state.race[r.bar_at(p)]), u32::from(state.off[p]));
        let total = u32::from(r.total[p]);
        if on + bar + off != total {
            return Err(format!(
                "{} has {on} pieces on the board, {bar} on the bar and {off} off: {total} in all are needed",
                game.players[p]
            ));
        }
    }
    Ok(())
}
