//! A race's decisions as text (`race`): a roll is `roll 6-5` (`roll 4`
//! with one die); a play is its checker moves in the order played, each
//! `FROM-TO` with `bar` and `off` for the bar and off the board and `*`
//! after a hit (`bar-e2*+a1-b1`), or `pass` when no die can be used. A play
//! is read in any order of its checker moves.

use crate::engine::{Move, MoveKind, RACE_BAR, RACE_OFF};
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
