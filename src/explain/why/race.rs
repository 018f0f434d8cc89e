//! Why a race's play is not legal (Backgammon): the checker moves typed
//! are followed one by one on a copy of the position, each checked against
//! the rules of a race in the order a player meets them (the dice rolled,
//! the bar first, the player's way, a die of that length, a point held by
//! two or more enemy checkers, bearing off only once home, a larger die
//! only from the farthest checker); a play whose moves are each possible
//! but that leaves a usable die unplayed is told so with a play that uses
//! more. The answer points at the game's `race` block.

use miette::LabeledSpan;

use super::{Ask, Explanation};
use crate::engine::{Move, MoveKind, State};
use crate::ir::{Game, Race};
use crate::syntax;

/// A place a checker moves from or to.
#[derive(Clone, Copy, PartialEq)]
enum Spot {
    Bar,
    Off,
    Cell(usize),
}

/// The position being followed: the race state, the player, the dice left.
struct Walk<'a> {
    game: &'a Game,
    r: &'a Race,
    race: Vec<u8>,
    p: usize,
    dice: Vec<u8>,
}

impl Walk<'_> {
    fn who(&self) -> &str {
        &self.game.players[self.p]
    }

    fn name(&self, s: Spot) -> String {
        match s {
            Spot::Bar => "the bar".to_string(),
            Spot::Off => "off".to_string(),
            Spot::Cell(c) => self.game.board.names[c].clone(),
        }
    }

    fn own(&self, c: usize) -> bool {
        self.race[c] > 0 && usize::from(self.race[self.r.cells + c]) == self.p + 1
    }

    /// The index along the player's way (-1: the bar; the way's length:
    /// off), or `None` for a cell off the way.
    fn index(&self, s: Spot) -> Option<i32> {
        match s {
            Spot::Bar => Some(-1),
            Spot::Off => i32::try_from(self.r.len()).ok(),
            Spot::Cell(c) => {
                let i = self.r.index[self.p * self.r.cells + c];
                (i != u8::MAX).then_some(i32::from(i))
            }
        }
    }

    fn dice_left(&self) -> String {
        let v: Vec<String> = self.dice.iter().map(u8::to_string).collect();
        match v.len() {
            0 => "none".to_string(),
            1 => v[0].clone(),
            n => format!("{} and {}", v[..n - 1].join(", "), v[n - 1]),
        }
    }

    /// Why the checker move `from`-`to` cannot be made now, or `None`
    /// (and the move made: the die used, a lone enemy checker hit).
    fn step(&mut self, from: Spot, to: Spot) -> Option<String> {
        let bar = self.r.bar_at(self.p);
        let (f, t) = (self.name(from), self.name(to));
        match from {
            Spot::Off => return Some("a piece borne off never comes back".to_string()),
            Spot::Bar if self.race[bar] == 0 => {
                return Some(format!("{} has no piece on the bar", self.who()));
            }
            Spot::Cell(_) if self.race[bar] > 0 => {
                return Some(format!(
                    "{} has a piece on the bar: it must come in before any other moves",
                    self.who()
                ));
            }
            Spot::Cell(c) if !self.own(c) => {
                return Some(format!("{} has no piece on {f}", self.who()));
            }
            _ => {}
        }
        if to == Spot::Bar {
            return Some("a piece goes to the bar only when it is hit".to_string());
        }
        let (Some(fi), Some(ti)) = (self.index(from), self.index(to)) else {
            return Some(format!("{f} to {t} is not along {}'s way", self.who()));
        };
        if ti <= fi {
            return Some(format!(
                "{f} to {t} goes backward: {}'s pieces move the other way",
                self.who()
            ));
        }
        let dist = u8::try_from(ti - fi).unwrap_or(u8::MAX);
        let die = match to {
            Spot::Off => match self.bear_off_die(fi, dist) {
                Ok(i) => i,
                Err(why) => return why,
            },
            _ => match self.dice.iter().position(|&d| d == dist) {
                Some(i) => i,
                None => {
                    return Some(format!(
                        "{f} to {t} is {dist} points, and no die left shows {dist} (the dice left: {})",
                        self.dice_left()
                    ));
                }
            },
        };
        if let Spot::Cell(c) = to
            && self.race[c] >= 2
            && !self.own(c)
        {
            return Some(format!(
                "{t} is held by {} pieces of the other side: no piece may land there",
                self.race[c]
            ));
        }
        self.dice.remove(die);
        self.make(from, to, bar);
        None
    }

    /// The die that bears off from index `fi`, `dist` from off, or why
    /// none may.
    fn bear_off_die(&self, fi: i32, dist: u8) -> Result<usize, Option<String>> {
        let home = |i: i32| usize::try_from(i).is_ok_and(|i| self.r.is_home(self.p, i));
        let away = (0..self.r.cells)
            .find(|&c| self.own(c) && self.index(Spot::Cell(c)).is_none_or(|i| !home(i)));
        if let Some(c) = away
            .map(Spot::Cell)
            .or((self.race[self.r.bar_at(self.p)] > 0).then_some(Spot::Bar))
        {
            return Err(Some(format!(
                "{} bears off only once all its pieces are home, and one is on {}",
                self.who(),
                self.name(c)
            )));
        }
        if let Some(i) = self.dice.iter().position(|&d| d == dist) {
            return Ok(i);
        }
        let farther = (0..self.r.cells)
            .any(|c| self.own(c) && self.index(Spot::Cell(c)).is_some_and(|i| i < fi));
        match self.dice.iter().position(|&d| d > dist) {
            Some(i) if !farther => Ok(i),
            Some(_) => Err(Some(format!(
                "a die larger than {dist} bears off only from the farthest piece, and {} has one farther back",
                self.who()
            ))),
            None => Err(Some(format!(
                "bearing off from there takes {dist}, and no die left shows {dist} or more (the dice left: {})",
                self.dice_left()
            ))),
        }
    }

    fn make(&mut self, from: Spot, to: Spot, bar: usize) {
        let cells = self.r.cells;
        match from {
            Spot::Bar => self.race[bar] -= 1,
            Spot::Cell(c) => self.race[c] -= 1,
            Spot::Off => {}
        }
        if let Spot::Cell(c) = to {
            if self.race[c] == 1 && !self.own(c) {
                let other = usize::from(self.race[cells + c]) - 1;
                self.race[self.r.bar_at(other)] += 1;
                self.race[c] = 0;
            }
            self.race[c] += 1;
            self.race[cells + c] = u8::try_from(self.p + 1).unwrap_or(u8::MAX);
        }
    }
}

impl Ask<'_> {
    /// Why the play typed is not legal in a race, if the game has one.
    pub(super) fn race_play(
        &self,
        game: &Game,
        state: &State,
        legal: &[Move],
    ) -> Option<Explanation> {
        let r = game.race.as_deref()?;
        let (ast, _) = syntax::parse(self.text);
        let block = ast.races.first()?.span;
        let at = |what: &str| {
            vec![LabeledSpan::new_primary_with_span(
                Some(what.to_string()),
                (block.start, block.len),
            )]
        };
        let Some((a, b)) = state.race_dice(game) else {
            return Some(self.explain(
                format!("`{}`: the dice are not rolled yet", self.mv),
                at("each turn starts with a roll of the dice"),
                Some("roll first (`roll`; a record writes the roll, e.g. `roll 6-1`)".to_string()),
            ));
        };
        let dice = match (a, b) {
            (a, 0) => vec![a],
            (a, b) if a == b => vec![a; if r.doubles_twice { 4 } else { 2 }],
            (a, b) => vec![a, b],
        };
        let most = legal
            .iter()
            .filter(|m| m.kind == MoveKind::Play)
            .map(|m| m.npath)
            .max()?;
        let best = legal
            .iter()
            .find(|m| m.kind == MoveKind::Play && m.npath == most)?;
        let example = crate::text::move_text(game, best, crate::text::CellNames::Algebraic);
        if self.mv == "pass" {
            return Some(self.explain(
                format!("`pass`: a player passes only when no die can be played, and {} can (e.g. `{example}`)", game.players[usize::from(state.to_move)]),
                at("a play uses as many dice as it can"),
                None,
            ));
        }
        let mut w = Walk {
            game,
            r,
            race: state.race.clone(),
            p: usize::from(state.to_move),
            dice,
        };
        let steps = self.steps(game)?;
        for (from, to) in &steps {
            if let Some(why) = w.step(*from, *to) {
                return Some(self.explain(
                    format!("`{}`: {why}", self.mv),
                    at("the race's rules"),
                    None,
                ));
            }
        }
        let (played, dice) = (steps.len(), if most == 1 { "die" } else { "dice" });
        Some(self.explain(
            format!(
                "`{}` plays {played} of the dice, and {most} {dice} can be played (e.g. `{example}`)",
                self.mv
            ),
            at("a play uses as many dice as it can; if only one, the larger"),
            Some("play every die that can be played".to_string()),
        ))
    }

    /// The checker moves typed (`a1-d1+d1-e1*`), or `None` if they are not
    /// all moves between cells, the bar and off.
    fn steps(&self, game: &Game) -> Option<Vec<(Spot, Spot)>> {
        let spot = |s: &str| match s.trim_end_matches('*') {
            "bar" => Some(Spot::Bar),
            "off" => Some(Spot::Off),
            c => game.board.cell(c).map(|c| Spot::Cell(usize::from(c))),
        };
        self.mv
            .split(|c: char| c == '+' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(|w| {
                let (f, t) = w.split_once('-')?;
                Some((spot(f)?, spot(t)?))
            })
            .collect()
    }
}
