//! `ludus._ludus.State`: a position, played by move texts or by actions.

use std::fmt::Write;
use std::sync::Arc;

use ludus::engine::{Move, Outcome, State};
use ludus::ir::Narrow;
use ludus::notation::{self, CellNames};
use pyo3::exceptions::{PyIndexError, PyValueError};
use pyo3::prelude::{
    Bound, Py, PyAny, PyAnyMethods, PyDictMethods, PyResult, Python, pyclass, pymethods,
};
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyByteArray, PyDict};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::Shared;
use crate::actions::{Decision, NotLegal};
use crate::chance::{self, CHANCE};
use crate::observe::partial;

/// OpenSpiel's player id of a terminal state.
const TERMINAL: i32 = -4;

/// A move played, with who made it and who may see its card (for the
/// history a seat may see).
#[derive(Clone, Copy, Debug)]
struct Played {
    m: Move,
    mover: u8,
    /// Bit `p` set: seat `p` may see which card the move used
    /// (`notation::sees_card`, judged before the move, as the server does).
    seen_by: u64,
}

/// A position of a game.
#[pyclass(module = "ludus._ludus", name = "State")]
pub struct PyState {
    shared: Arc<Shared>,
    state: State,
    played: Vec<Played>,
    buf: Vec<Move>,
    /// The decision being taken (the legal moves, and the actions taken so
    /// far), computed when first asked for (`fresh`).
    dec: Decision,
    fresh: bool,
    /// The outcome, computed when first asked for.
    over: Option<Option<Outcome>>,
    seed: u64,
    /// The stream the dice are drawn from by `apply_chance` (seeded from
    /// `seed`; cloned with the state).
    dice: ChaCha8Rng,
}

/// Mixed into the seed of a state's dice stream, apart from its shuffles.
const DICE_STREAM: u64 = 0x6469_6365_5f72_6e67;

/// An array of NumPy from raw bytes: `numpy.frombuffer(bytearray(b),
/// dtype)`, writable, reshaped to `shape` if given.
fn numpy<'py>(
    py: Python<'py>,
    bytes: &[u8],
    dtype: &str,
    shape: Option<(usize, usize, usize)>,
) -> PyResult<Bound<'py, PyAny>> {
    static FROMBUFFER: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
    let frombuffer = FROMBUFFER.import(py, "numpy", "frombuffer")?;
    let a = frombuffer.call1((PyByteArray::new(py, bytes), dtype))?;
    match shape {
        Some(s) => a.call_method1("reshape", (s,)),
        None => Ok(a),
    }
}

fn floats(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_ne_bytes()).collect()
}

impl PyState {
    pub fn new(shared: Arc<Shared>, seed: u64) -> PyState {
        let state = State::new_seeded(&shared.game, seed);
        Self::from_state(shared, state, seed)
    }

    fn from_state(shared: Arc<Shared>, state: State, seed: u64) -> PyState {
        PyState {
            shared,
            state,
            played: Vec::new(),
            buf: Vec::with_capacity(64),
            dec: Decision::default(),
            fresh: false,
            over: None,
            seed,
            dice: ChaCha8Rng::seed_from_u64(seed ^ DICE_STREAM),
        }
    }

    /// The decision at this position.
    fn decision(&mut self) -> &mut Decision {
        if !self.fresh {
            let sh = &self.shared;
            self.state.decisions(&sh.game, &mut self.dec.moves);
            self.dec.refresh(&sh.space, &sh.game);
            self.fresh = true;
        }
        &mut self.dec
    }

    /// The result, if the game is over: only where no decision is left
    /// (`State::decisions` offers none once over).
    fn outcome_ref(&mut self) -> Option<&Outcome> {
        if self.over.is_none() {
            let o = if self.decision().moves.is_empty() {
                self.state.outcome(&self.shared.game, &mut self.buf)
            } else {
                None
            };
            self.over = Some(o);
        }
        self.over.as_ref().and_then(Option::as_ref)
    }

    fn terminal(&mut self) -> bool {
        self.decision().moves.is_empty()
    }

    fn play(&mut self, m: Move) {
        let g = &self.shared.game;
        let mover = self.state.chooser();
        // Only a card given face down is hidden from anyone.
        let seen_by = if m.is_give() {
            (0..g.players.len().min(64).narrow())
                .filter(|&p| notation::sees_card(g, &self.state, &m, p))
                .fold(0u64, |acc, p| acc | 1 << p)
        } else {
            u64::MAX
        };
        self.state.apply(g, &m);
        self.played.push(Played { m, mover, seen_by });
        self.fresh = false;
        self.over = None;
    }

    fn seat_or_chooser(&self, seat: Option<u8>) -> PyResult<u8> {
        let s = seat.unwrap_or_else(|| self.state.chooser());
        if usize::from(s) >= self.shared.game.players.len() {
            return Err(PyIndexError::new_err(format!("no seat {s}")));
        }
        Ok(s)
    }

    /// `actions:` and the actions taken in the decision under way, a line.
    fn push_staged(&self, out: &mut String) {
        out.push_str("actions:");
        for &a in self.staged() {
            let _ = write!(out, " {}", self.shared.space.name(&self.shared.game, a));
        }
        out.push('\n');
    }

    fn staged(&self) -> &[u32] {
        if self.fresh { &self.dec.staged } else { &[] }
    }

    fn text(&self, m: &Move) -> String {
        notation::move_text(&self.shared.game, m, CellNames::Algebraic)
    }

    /// Whether the next decision is a roll of the dice.
    fn chance_node(&mut self) -> bool {
        chance::is_chance(&self.decision().moves)
    }

    /// Plays chance action `a` (a roll) here.
    fn play_chance(&mut self, a: u32) -> PyResult<()> {
        let shared = self.shared.clone();
        match chance::roll_of(&shared.game, &self.decision().moves, a) {
            Some(m) => {
                self.play(m);
                Ok(())
            }
            None => Err(PyValueError::new_err(format!(
                "chance action {a} is not a roll of this game"
            ))),
        }
    }

    /// A chance action drawn by the dice's chances, from `seed` or else
    /// this state's stream; `None` if this is no chance node.
    fn draw_chance(&mut self, seed: Option<u64>) -> Option<u32> {
        let shared = self.shared.clone();
        let mut own;
        let rng = match seed {
            Some(s) => {
                own = ChaCha8Rng::seed_from_u64(s);
                &mut own
            }
            None => &mut self.dice,
        };
        let m = ludus::chance::draw(&self.dec.moves, rng)?;
        chance::action_of(&shared.game, &m)
    }
}

#[pymethods]
impl PyState {
    /// The seat that makes the next decision (the player to move, or the
    /// one taking his turn), -1 at a chance node (the dice are to be
    /// rolled: OpenSpiel's chance player), or -4 once the game is over
    /// (OpenSpiel's terminal id).
    fn current_player(&mut self) -> i32 {
        if self.terminal() {
            TERMINAL
        } else if self.chance_node() {
            CHANCE
        } else {
            i32::from(self.state.chooser())
        }
    }

    /// The seat whose turn it is.
    fn to_move(&self) -> u8 {
        self.state.to_move
    }

    fn is_terminal(&mut self) -> bool {
        self.terminal()
    }

    /// Whether the next decision is chance's: the dice are to be rolled.
    fn is_chance_node(&mut self) -> bool {
        self.chance_node()
    }

    /// At a chance node, each distinct roll as (chance action,
    /// probability), ascending; the probabilities sum to 1. Empty
    /// elsewhere.
    fn chance_outcomes(&mut self) -> Vec<(u32, f64)> {
        let shared = self.shared.clone();
        chance::outcomes(&shared.game, &self.decision().moves)
    }

    /// At a chance node, a chance action drawn by the dice's chances
    /// (from `seed`, else from this state's own stream, seeded by the
    /// state's seed); ValueError elsewhere.
    #[pyo3(signature = (seed = None))]
    fn sample_chance_outcome(&mut self, seed: Option<u64>) -> PyResult<u32> {
        if !self.chance_node() {
            return Err(PyValueError::new_err("this is no chance node"));
        }
        self.draw_chance(seed)
            .ok_or_else(|| PyValueError::new_err("no roll to draw"))
    }

    /// At a chance node, rolls the dice (as `sample_chance_outcome`) and
    /// plays the roll; returns its chance action. ValueError elsewhere.
    #[pyo3(signature = (seed = None))]
    fn apply_chance(&mut self, seed: Option<u64>) -> PyResult<u32> {
        let a = self.sample_chance_outcome(seed)?;
        self.play_chance(a)?;
        Ok(a)
    }

    /// The dice of the turn (larger first; the second 0 with one die), or
    /// None before the roll and in a game without dice.
    fn dice(&self) -> Option<(u8, u8)> {
        self.state.race_dice(&self.shared.game)
    }

    /// The legal moves in the CLI's notation (none once over).
    fn legal_moves(&mut self) -> Vec<String> {
        let moves = self.decision().moves.clone();
        moves.iter().map(|m| self.text(m)).collect()
    }

    /// Plays a move given as text; an illegal move raises ValueError and
    /// changes nothing.
    fn apply_move(&mut self, text: &str) -> PyResult<()> {
        if !self.staged().is_empty() {
            return Err(PyValueError::new_err(
                "a decision is half taken by actions: finish it or undo() first",
            ));
        }
        let shared = self.shared.clone();
        let moves = &self.decision().moves;
        let m = notation::parse_move(&shared.game, moves, text)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        self.play(m);
        Ok(())
    }

    /// The legal actions, ascending: at a chance node, the chance actions
    /// of the rolls (`chance_outcomes`).
    fn legal_actions(&mut self) -> Vec<u32> {
        if self.chance_node() {
            return self.chance_outcomes().into_iter().map(|(a, _)| a).collect();
        }
        let space = &self.shared.clone().space;
        self.decision().legal_actions(space)
    }

    /// The legal actions as a mask over the action space (NumPy int8).
    fn legal_action_mask<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let mut mask = vec![0u8; self.shared.space.total as usize];
        for a in self.legal_actions() {
            if let Some(x) = mask.get_mut(a as usize) {
                *x = 1;
            }
        }
        numpy(py, &mask, "int8", None)
    }

    /// Takes an action: plays the move once it is singled out, else the
    /// same seat acts again; at a chance node, plays the roll of chance
    /// action `action`. An illegal action raises ValueError.
    fn apply_action(&mut self, action: u32) -> PyResult<()> {
        if self.terminal() {
            return Err(PyValueError::new_err("the game is over"));
        }
        if self.chance_node() {
            return self.play_chance(action);
        }
        let shared = self.shared.clone();
        match self.decision().take(&shared.space, action) {
            Ok(Some(m)) => {
                self.play(m);
                Ok(())
            }
            Ok(None) => Ok(()),
            Err(NotLegal) => Err(PyValueError::new_err(format!(
                "action {action} ({}) is not legal here",
                shared.space.name(&shared.game, action)
            ))),
        }
    }

    /// The action in words; `(action)` or OpenSpiel's `(player, action)`.
    /// A chance action (player -1, or one argument at a chance node) is
    /// its roll: `roll 6-5`.
    #[pyo3(signature = (a, b = None))]
    fn action_to_string(&mut self, a: i64, b: Option<i64>) -> String {
        let action = u32::try_from(b.unwrap_or(a)).unwrap_or(u32::MAX);
        let by_chance = match b {
            Some(_) => a == i64::from(CHANCE),
            None => self.chance_node(),
        };
        if by_chance {
            return chance::name(&self.shared.game, action);
        }
        self.shared.space.name(&self.shared.game, action)
    }

    /// The actions that play the move `text` from here.
    fn move_to_actions(&mut self, text: &str) -> PyResult<Vec<u32>> {
        let shared = self.shared.clone();
        let (game, space) = (&shared.game, &shared.space);
        let moves = self.decision().moves.clone();
        let m = notation::parse_move(game, &moves, text)
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        if let Some(a) = chance::action_of(game, &m) {
            return Ok(vec![a]);
        }
        let i = moves.iter().position(|x| *x == m).unwrap_or(usize::MAX);
        Ok(self.decision().path_to(space, i))
    }

    /// The actions taken so far in the decision under way.
    fn partial_actions(&self) -> Vec<u32> {
        self.staged().to_vec()
    }

    /// Per seat: 1 for a winner (teams and sides included), -1 for a loser,
    /// 0 for a draw or a game not over.
    fn returns(&mut self) -> Vec<f64> {
        let n = self.shared.game.players.len();
        let shared = self.shared.clone();
        match self.outcome_ref() {
            Some(o) if o.winner.is_some() => (0..n)
                .map(|p| {
                    if o.wins(&shared.game, p.narrow()) {
                        1.0
                    } else {
                        -1.0
                    }
                })
                .collect(),
            _ => vec![0.0; n],
        }
    }

    /// The result once over: `{"winner": name or None, "winners": [seats],
    /// "reason": rule, "label": its name or None, "text": words}`; None before.
    fn outcome<'py>(&mut self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let shared = self.shared.clone();
        let g = &shared.game;
        let Some(o) = self.outcome_ref() else {
            return Ok(None);
        };
        let d = PyDict::new(py);
        let winner = o.winner.map(|w| g.players[usize::from(w)].clone());
        let winners: Vec<u32> = (0..g.players.len().narrow())
            .filter(|&p| o.wins(g, p))
            .map(u32::from)
            .collect();
        let text = match o.winners_text(g) {
            Some(w) => format!("{w} wins ({})", o.name()),
            None => format!("draw ({})", o.name()),
        };
        d.set_item("winner", winner)?;
        d.set_item("winners", winners)?;
        d.set_item("reason", o.reason.clone())?;
        d.set_item("label", o.label.clone())?;
        d.set_item("text", text)?;
        Ok(Some(d))
    }

    /// A copy, independent of this state.
    fn clone(&self) -> PyState {
        PyState {
            shared: self.shared.clone(),
            state: self.state.clone(),
            played: self.played.clone(),
            buf: Vec::with_capacity(64),
            dec: self.dec.clone(),
            fresh: self.fresh,
            over: self.over.clone(),
            seed: self.seed,
            dice: self.dice.clone(),
        }
    }

    fn __copy__(&self) -> PyState {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyState {
        self.clone()
    }

    /// Takes back the last action of a decision under way, else the last
    /// move; false if there is nothing to take back.
    fn undo(&mut self) -> bool {
        let shared = self.shared.clone();
        if self.fresh && self.dec.untake(&shared.space) {
            return true;
        }
        match self.played.pop() {
            Some(p) => {
                self.state.undo(&shared.game, &p.m);
                self.fresh = false;
                self.over = None;
                true
            }
            None => false,
        }
    }

    /// The moves played, as texts.
    fn history(&self) -> Vec<String> {
        self.played.iter().map(|p| self.text(&p.m)).collect()
    }

    /// The position text (what `--position` reads): the whole state.
    fn position(&self) -> String {
        notation::position_text(&self.shared.game, &self.state)
    }

    /// The position as a dict: `position` (the text), `turn`, `pieces`
    /// (cell name → pieces, a stack bottom first), `hash`.
    fn position_json<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let g = &self.shared.game;
        let d = PyDict::new(py);
        let pieces = PyDict::new(py);
        for c in 0..g.board.cells() {
            let stack = self.state.stack(c.narrow());
            if stack.is_empty() {
                continue;
            }
            let names: Vec<String> = stack.iter().map(|&code| piece_name(g, code)).collect();
            pieces.set_item(&g.board.names[c], names.join(", "))?;
        }
        d.set_item("position", self.position())?;
        d.set_item("turn", &g.players[usize::from(self.state.to_move)])?;
        d.set_item("pieces", pieces)?;
        d.set_item("hash", format!("{:016x}", self.state.hash))?;
        Ok(d)
    }

    /// The board diagram as `seat` may see it (hidden hands as sizes), or
    /// without a seat everything (every hand).
    #[pyo3(signature = (seat = None))]
    fn diagram(&self, seat: Option<u8>) -> PyResult<String> {
        let g = &self.shared.game;
        Ok(match seat {
            Some(s) => notation::diagram_for(g, &self.state, Some(self.seat_or_chooser(Some(s))?)),
            None => notation::diagram_for(g, &self.state, None),
        })
    }

    fn __str__(&self) -> String {
        notation::diagram_for(&self.shared.game, &self.state, Some(self.state.chooser()))
    }

    /// What `seat` knows: the diagram as it sees it, the moves played (a
    /// card given face down shown only to a seat that sees the giver's
    /// hand) and the actions taken in the decision under way.
    #[pyo3(signature = (seat = None))]
    fn information_state_string(&self, seat: Option<u8>) -> PyResult<String> {
        let s = self.seat_or_chooser(seat)?;
        let g = &self.shared.game;
        let mut out = notation::diagram_for(g, &self.state, Some(s));
        out.push_str("moves:");
        for p in &self.played {
            if 1u64
                .checked_shl(u32::from(s))
                .is_some_and(|b| p.seen_by & b == 0)
            {
                let _ = write!(out, " {}:give", g.players[usize::from(p.mover)]);
            } else {
                let _ = write!(out, " {}", self.text(&p.m));
            }
        }
        out.push('\n');
        self.push_staged(&mut out);
        Ok(out)
    }

    /// What `seat` sees now: the diagram and the actions taken in the
    /// decision under way.
    #[pyo3(signature = (seat = None))]
    fn observation_string(&self, seat: Option<u8>) -> PyResult<String> {
        let s = self.seat_or_chooser(seat)?;
        let g = &self.shared.game;
        let mut out = notation::diagram_for(g, &self.state, Some(s));
        self.push_staged(&mut out);
        Ok(out)
    }

    /// The planes as `seat` sees them: float32, (planes, height, width).
    #[pyo3(signature = (seat = None))]
    fn observation_planes<'py>(
        &self,
        py: Python<'py>,
        seat: Option<u8>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let s = self.seat_or_chooser(seat)?;
        let sh = &self.shared;
        let l = &sh.layout;
        let p = l.planes(&sh.game, &self.state, s, partial(&sh.space, self.staged()));
        numpy(
            py,
            &floats(&p),
            "float32",
            Some((l.planes, l.height, l.width)),
        )
    }

    /// The vector as `seat` sees it: float32.
    #[pyo3(signature = (seat = None))]
    fn observation_vector<'py>(
        &self,
        py: Python<'py>,
        seat: Option<u8>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let s = self.seat_or_chooser(seat)?;
        let sh = &self.shared;
        let v = sh
            .layout
            .vector(&sh.game, &self.state, s, partial(&sh.space, self.staged()));
        numpy(py, &floats(&v), "float32", None)
    }

    /// The planes (flat) then the vector, float32: OpenSpiel's observation
    /// tensor.
    #[pyo3(signature = (seat = None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        seat: Option<u8>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let s = self.seat_or_chooser(seat)?;
        let sh = &self.shared;
        let part = partial(&sh.space, self.staged());
        let mut p = sh.layout.planes(&sh.game, &self.state, s, part);
        p.extend(sh.layout.vector(&sh.game, &self.state, s, part));
        numpy(py, &floats(&p), "float32", None)
    }

    /// The position as `seat` might imagine it: every card it cannot see
    /// dealt again at random from `seed` (the hands keep their sizes).
    /// Its observation and information state are those of this state: in a
    /// decision half taken by actions, only deals in which those actions
    /// are still legal are kept (rejection; after 256 tries, this very
    /// position).
    #[pyo3(signature = (seat, seed = 0))]
    fn determinize(&self, seat: u8, seed: u64) -> PyResult<PyState> {
        let s = self.seat_or_chooser(Some(seat))?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..256 {
            let state = ludus::ai::determinize(&self.shared.game, &self.state, s, &mut rng);
            let mut out = Self::from_state(self.shared.clone(), state, self.seed);
            out.played.clone_from(&self.played);
            out.dice.clone_from(&self.dice);
            let sh = out.shared.clone();
            let staged = self.staged();
            if staged
                .iter()
                .all(|&a| matches!(out.decision().take(&sh.space, a), Ok(None)))
            {
                return Ok(out);
            }
        }
        Ok(self.clone())
    }

    /// The seed the cards were shuffled from.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// Plies played since the start.
    #[getter]
    fn plies(&self) -> u32 {
        self.state.plies
    }

    /// The position's hash (Zobrist; hidden cards included).
    #[getter]
    fn hash(&self) -> u64 {
        self.state.hash
    }

    fn __repr__(&self) -> String {
        format!(
            "<ludus.State {} plies={}>",
            self.shared.game.title, self.state.plies
        )
    }
}

/// A piece in words: `white king`, or a neutral kind's name.
fn piece_name(g: &ludus::Game, code: ludus::ir::Code) -> String {
    let kind = &g.kinds[usize::from(g.code_kind[usize::from(code)])];
    if kind.neutral {
        kind.name.clone()
    } else {
        let owner = usize::from(g.code_owner[usize::from(code)]);
        format!("{} {}", g.players[owner], kind.name)
    }
}
