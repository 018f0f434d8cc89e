//! `race { ... }`: the track, each player's way along it, the dice, the
//! home and the start of a race game checked and compiled into [`Race`].

use crate::ir::{Narrow, Race, Track, Zone};
use crate::syntax::{Int, Name, RaceBlock};

use super::Checker;
use super::errors::BoardError;
use super::regions::off_board_cell;

impl Checker<'_> {
    /// The game's race, if it has a `race` block and it is sound.
    pub(super) fn race(&mut self, zones: &[Zone], tracks: &[Track]) -> Option<Box<Race>> {
        let ast = self.ast;
        let b = ast.races.first()?;
        if let Some(second) = ast.races.get(1) {
            self.duplicate_block("race", second.span, b.span);
        }
        let board = self.board.clone()?;
        let np = self.players.len();
        let cells = board.cells();
        let missing = |what: &str| BoardError::RaceIncomplete {
            what: what.to_string(),
            span: b.span,
        };
        let (Some(along), Some((dice, faces)), Some(home)) = (&b.along, &b.roll, &b.home) else {
            let what = if b.along.is_none() {
                "`along TRACK`"
            } else if b.roll.is_none() {
                "`roll N dice S`"
            } else {
                "`home ZONE`"
            };
            self.err(missing(what));
            return None;
        };
        let dice = self.race_int(dice, 1, 2)?;
        let faces = self.race_int(faces, 2, 9)?;
        let home = self.zone(home)?;
        let track = self.race_track(along, tracks)?;
        let mut backward = vec![None; np];
        for (p, back) in &b.ways {
            let i = self.player(p)?;
            backward[i as usize] = Some(*back);
        }
        if let Some(p) = backward.iter().position(Option::is_none) {
            let who = self.players[p].clone();
            self.err(missing(&format!("way for {who} (`{who} forward`)")));
            return None;
        }
        let len = track.cells.len();
        let mut r = Race {
            players: np,
            cells,
            index: vec![u8::MAX; np * cells],
            home: vec![false; np * len],
            start: vec![0; np * cells],
            total: vec![0; np],
            dice: dice.narrow(),
            faces: faces.narrow(),
            doubles_twice: b.doubles.is_some(),
            ..Race::default()
        };
        r.draws = r.roll_draws();
        for (p, back) in backward.iter().enumerate() {
            let mut path = track.cells.clone();
            if *back == Some(true) {
                path.reverse();
            }
            for (i, &c) in path.iter().enumerate() {
                r.index[p * cells + c as usize] = i.narrow();
                r.home[p * len + i] = zones[home as usize].member[p * cells + c as usize];
            }
            r.paths.push(path);
        }
        r.home_bits = (0..np)
            .map(|p| (0..len.min(64)).fold(0, |m, i| m | u64::from(r.home[p * len + i]) << i))
            .collect();
        self.race_starts(b, &board, &mut r)?;
        Some(Box::new(r))
    }

    /// `N` of `roll N dice S` or a start count, within `lo..=hi`.
    fn race_int(&mut self, n: &Int, lo: i64, hi: i64) -> Option<usize> {
        if n.value < lo || n.value > hi {
            self.err(BoardError::RaceCount {
                value: n.text.clone(),
                span: n.span,
            });
            return None;
        }
        usize::try_from(n.value).ok()
    }

    /// The checkers at the start: on the track, no cell shared.
    fn race_starts(&mut self, b: &RaceBlock, board: &crate::ir::Board, r: &mut Race) -> Option<()> {
        let cells = r.cells;
        for (p, counts) in &b.starts {
            let p = self.player(p)? as usize;
            for (n, c) in counts {
                let n = self.race_int(n, 1, 250)?;
                let Some(cell) = board.cell(&c.text) else {
                    self.err(off_board_cell(c, board));
                    return None;
                };
                let cell = cell as usize;
                if r.index[p * cells + cell] == u8::MAX {
                    self.race_layout(format!("{} is not on the race's track", c.text), c);
                    return None;
                }
                if (0..r.players).any(|q| q != p && r.start[q * cells + cell] > 0) {
                    self.race_layout(format!("{} holds two players' pieces", c.text), c);
                    return None;
                }
                let now = usize::from(r.start[p * cells + cell]) + n;
                let all = usize::from(r.total[p]) + n;
                if now > 250 || all > 250 {
                    self.err(BoardError::RaceCount {
                        value: all.to_string(),
                        span: c.span,
                    });
                    return None;
                }
                r.start[p * cells + cell] = now.narrow();
                r.total[p] = all.narrow();
            }
        }
        Some(())
    }

    /// The track named in `along TRACK`: not a loop.
    fn race_track<'t>(&mut self, name: &Name, tracks: &'t [Track]) -> Option<&'t Track> {
        self.zone(name)?;
        let Some(t) = tracks.iter().find(|t| t.name == name.text) else {
            self.race_layout(format!("`{}` is a zone, not a track", name.text), name);
            return None;
        };
        if t.looped || t.cells.len() > 250 {
            self.race_layout(format!("track `{}` loops", name.text), name);
            return None;
        }
        Some(t)
    }

    fn race_layout(&mut self, message: String, at: &Name) {
        self.err(BoardError::RaceLayout {
            message,
            span: at.span,
        });
    }
}
