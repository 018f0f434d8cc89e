//! Assembly: the checked parts become the [`Game`] (the IR), with what is
//! derived from them (neighbour table, piece codes, hash keys, teams) and
//! the engine's tables.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::ir::{
    Board, Branch, Cards, EndRule, Game, Kind, NO_CELL, Narrow, Program, Score, Tables, Track,
    TurnRules, Zone,
};
use crate::syntax::words::{ABS_DIRS, is_hex_dir};

use super::Checker;
use super::rules::Rules;

/// The checked parts of a game, before assembly.
pub(super) struct Parts {
    pub(super) board: Board,
    pub(super) zones: Vec<Zone>,
    pub(super) kinds: Vec<Kind>,
    pub(super) programs: Vec<Program>,
    pub(super) setup: Vec<u8>,
    pub(super) setup_stacks: Vec<(u8, Vec<u8>)>,
    pub(super) tracks: Vec<Track>,
    pub(super) branches: Vec<Branch>,
    pub(super) cards: Option<Cards>,
    pub(super) rules: Rules,
    pub(super) turn: TurnRules,
    pub(super) ends: Vec<EndRule>,
    pub(super) side: Vec<u8>,
    pub(super) side_names: Vec<String>,
    pub(super) score: Option<Score>,
    pub(super) sowing: Option<Box<crate::ir::Sowing>>,
    pub(super) race: Option<Box<crate::ir::Race>>,
}

impl Checker<'_> {
    /// The game from its checked parts (called only without error).
    pub(super) fn assemble(&mut self, parts: Parts) -> Game {
        let Parts {
            board,
            zones,
            kinds,
            programs,
            setup,
            setup_stacks,
            tracks,
            branches,
            cards,
            rules,
            turn,
            ends,
            side,
            side_names,
            score,
            sowing,
            race,
        } = parts;
        let np = self.players.len().max(1);
        let (team, team_names) = self.teams();
        let nbr = neighbours(&board);
        let (code_owner, code_kind) = code_tables(&kinds, np);
        let ncodes = code_owner.len();
        let hex = board.hex;
        let (zobrist, zobrist_turn) = hash_keys(ncodes * board.cells(), np);
        let np8: u8 = np.narrow();
        let mut game = Game {
            title: self
                .ast
                .title
                .as_ref()
                .map(|t| t.0.clone())
                .unwrap_or_default(),
            players: self.players.clone(),
            board,
            dirs: ABS_DIRS
                .iter()
                .map(|&(n, f, r)| (n.to_string(), f, r))
                .collect(),
            nbr,
            opposite: (0..ABS_DIRS.len())
                .map(|d| ((d + ABS_DIRS.len() / 2) % ABS_DIRS.len()).narrow())
                .collect(),
            zones,
            kinds,
            programs,
            setup,
            setup_stacks,
            reset_codes: self
                .reset_kinds
                .iter()
                .flat_map(|&k| (0..np8).map(move |p| 1 + k * np8 + p))
                .collect(),
            mandatory_capture: rules.mandatory_capture,
            capture: crate::ir::CaptureRules {
                groups: crate::ir::GroupRules {
                    dirs: group_dirs(hex),
                    ..rules.capture.groups
                },
                ..rules.capture
            },
            stacks: self.stacks,
            stack_limit: self.stack_limit,
            conds: std::mem::take(&mut self.conds),
            ends,
            zobrist,
            zobrist_turn,
            code_owner,
            code_kind,
            counters: self.counters.clone(),
            tracks,
            branches,
            store: self.store.clone(),
            store_to_captor: self.store_to_captor,
            cards,
            control: rules.control,
            setup_store: self.setup_store_counts(ncodes),
            team,
            team_names,
            side,
            side_names,
            score,
            turn,
            steal: rules.steal,
            events: rules.events,
            after_events: rules.after_events,
            whens: rules.whens,
            faces: rules.faces,
            explode: rules.explode,
            no_check: rules.no_check,
            picture: crate::ir::Picture::default(),
            sowing,
            race,
            tables: Tables::default(),
        };
        game.build_tables();
        game
    }

    /// Per piece code, how many pieces are in the stores at the start.
    fn setup_store_counts(&self, ncodes: usize) -> Vec<u16> {
        let mut v = vec![0u16; ncodes];
        for &(c, n) in &self.setup_store {
            if let Some(x) = v.get_mut(c as usize) {
                *x += n;
            }
        }
        v
    }
}

/// Per cell and absolute direction, the neighbouring cell (or [`NO_CELL`]).
fn neighbours(board: &Board) -> Vec<u8> {
    let mut nbr = vec![NO_CELL; board.cells() * ABS_DIRS.len()];
    for (c, &(f, r)) in board.coords.iter().enumerate() {
        for (d, &(_, df, dr)) in ABS_DIRS.iter().enumerate() {
            if board.hex && !is_hex_dir(d) {
                continue;
            }
            if let Some(n) = board.at(i32::from(f) + i32::from(df), i32::from(r) + i32::from(dr)) {
                nbr[c * ABS_DIRS.len() + d] = n;
            }
        }
    }
    nbr
}

/// Per piece code (0: empty), its owner and its kind. A neutral piece's
/// owner is one past the last player.
fn code_tables(kinds: &[Kind], np: usize) -> (Vec<u8>, Vec<u8>) {
    let ncodes = kinds.len() * np + 1;
    let mut code_owner = vec![0u8; ncodes];
    let mut code_kind = vec![0u8; ncodes];
    for (k, kind) in kinds.iter().enumerate() {
        for p in 0..np {
            let code = 1 + k * np + p;
            code_owner[code] = if kind.neutral {
                np.narrow()
            } else {
                p.narrow()
            };
            code_kind[code] = k.narrow();
        }
    }
    (code_owner, code_kind)
}

/// The Zobrist keys: one per (code, cell), one per player to move. The
/// seed is fixed: the same game file always hashes the same way.
fn hash_keys(n: usize, np: usize) -> (Vec<u64>, Vec<u64>) {
    let mut rng = ChaCha8Rng::seed_from_u64(0x006c_7564_7573);
    let zobrist = (0..n).map(|_| rng.next_u64()).collect();
    let zobrist_turn = (0..np).map(|_| rng.next_u64()).collect();
    (zobrist, zobrist_turn)
}

/// The directions that join a group (`capture groups`): the four
/// orthogonal ones on a square grid, the six neighbours on a hex board.
fn group_dirs(hex: bool) -> Vec<u8> {
    (0..ABS_DIRS.len())
        .filter(|&d| {
            let (_, f, r) = ABS_DIRS[d];
            if hex { is_hex_dir(d) } else { f == 0 || r == 0 }
        })
        .map(Narrow::narrow)
        .collect()
}
