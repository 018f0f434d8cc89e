//! ludus for Python: the native module `ludus._ludus` of the Python package
//! `ludus` (see docs/python.md). A [`Game`](PyGame) is a compiled `.game`
//! file with its action space and observation layout; a [`State`](PyState)
//! a position of it, played by move texts or by the integer actions of
//! [`actions`]. Nothing here is specific to a game: every rule comes from
//! the file.

mod actions;
mod analyze;
mod chance;
mod observe;
mod state;

use std::sync::Arc;

use ludus::engine::{Move, State};
use ludus::ir::Narrow;
use ludus::{Game, LoadError, Source};
use pyo3::exceptions::{PyIOError, PyValueError};
use pyo3::prelude::{
    Bound, PyModule, PyModuleMethods, PyResult, Python, pyclass, pyfunction, pymethods, pymodule,
    wrap_pyfunction,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use actions::Space;
use observe::Layout;
use state::PyState;

/// A game and what the bindings derive from it once.
pub struct Shared {
    pub game: Game,
    pub space: Space,
    pub layout: Layout,
}

/// A compiled game: its players, action space and observation shape.
#[pyclass(frozen, module = "ludus._ludus", name = "Game")]
pub struct PyGame {
    pub shared: Arc<Shared>,
}

fn wrap(game: Game) -> PyResult<PyGame> {
    let space = Space::new(&game);
    let layout = Layout::new(&game);
    Ok(PyGame {
        shared: Arc::new(Shared {
            game,
            space,
            layout,
        }),
    })
}

fn diagnostics_text(ds: &[ludus::Diagnostic]) -> String {
    ds.iter()
        .map(ludus::Diagnostic::render_plain)
        .collect::<Vec<_>>()
        .join("\n")
}

/// Loads a `.game` file (with the files it extends).
#[pyfunction]
fn load(py: Python<'_>, path: std::path::PathBuf) -> PyResult<PyGame> {
    match py.detach(|| ludus::load(&path)) {
        Ok(g) => wrap(g),
        Err(LoadError::Io { path, err }) => {
            Err(PyIOError::new_err(format!("cannot read {path}: {err}")))
        }
        Err(LoadError::Invalid { path, diagnostics }) => Err(PyValueError::new_err(format!(
            "{path}: {} error(s)\n{}",
            diagnostics.len(),
            diagnostics_text(&diagnostics)
        ))),
    }
}

/// Compiles a rule text known by `name` (an `extends` needs a file: use
/// `load`).
#[pyfunction]
#[pyo3(signature = (text, name = "<text>"))]
fn compile(py: Python<'_>, text: &str, name: &str) -> PyResult<PyGame> {
    let compiled = py.detach(|| ludus::compile(Source::named(name, text)));
    match compiled.into_result() {
        Ok(g) => wrap(g),
        Err(ds) => Err(PyValueError::new_err(format!(
            "{name}: {} error(s)\n{}",
            ds.len(),
            diagnostics_text(&ds)
        ))),
    }
}

/// Random playouts in Rust, the GIL released: `(games, steps)` over
/// `games` games of at most `max_plies` decisions each, moves chosen
/// uniformly from `seed` (a roll of the dice by its chance).
fn rust_playouts(shared: &Shared, games: u32, max_plies: u32, seed: u64) -> (u32, u64) {
    let game = &shared.game;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    let mut steps = 0u64;
    for g in 0..games {
        let mut s = State::new_seeded(game, seed.wrapping_add(u64::from(g)));
        for _ in 0..max_plies {
            s.decisions(game, &mut buf);
            if buf.is_empty() {
                break;
            }
            let m = match ludus::chance::draw(&buf, &mut rng) {
                Some(roll) => roll,
                None => buf[rng.random_range(0..buf.len())],
            };
            s.apply(game, &m);
            steps += 1;
        }
    }
    (games, steps)
}

#[pymethods]
impl PyGame {
    /// The game's title.
    #[getter]
    fn title(&self) -> String {
        self.shared.game.title.clone()
    }

    /// The seats' names, in seat order.
    #[getter]
    fn players(&self) -> Vec<String> {
        self.shared.game.players.clone()
    }

    #[getter]
    fn num_players(&self) -> usize {
        self.shared.game.players.len()
    }

    /// The size of the fixed action space.
    #[getter]
    fn num_distinct_actions(&self) -> u32 {
        self.shared.space.total
    }

    /// The planes' shape: (planes, height, width).
    #[getter]
    fn observation_shape(&self) -> (usize, usize, usize) {
        let l = &self.shared.layout;
        (l.planes, l.height, l.width)
    }

    /// The length of the observation vector.
    #[getter]
    fn vector_size(&self) -> usize {
        self.shared.layout.vector
    }

    /// The team of each seat (each seat its own without teams).
    #[getter]
    fn teams(&self) -> Vec<u32> {
        let g = &self.shared.game;
        (0..g.players.len())
            .map(|p| u32::from(g.team_of(p.narrow())))
            .collect()
    }

    /// Whether the returns always sum to 0: whoever wins, as many seats
    /// win as lose (two players; two teams of two; not a solitaire).
    #[getter]
    fn zero_sum(&self) -> bool {
        let g = &self.shared.game;
        let n: u8 = g.players.len().narrow();
        (0..n).all(|w| {
            let o = ludus::Outcome {
                winner: Some(w),
                reason: String::new(),
                label: None,
            };
            2 * (0..n).filter(|&p| o.wins(g, p)).count() == usize::from(n)
        })
    }

    /// The game has cards (shuffled decks: a sampled stochastic game).
    #[getter]
    fn has_cards(&self) -> bool {
        self.shared.game.cards.is_some()
    }

    /// The game has chance nodes: dice rolled by the chance player
    /// (OpenSpiel's explicit stochastic).
    #[getter]
    fn has_chance(&self) -> bool {
        self.shared.game.race.is_some()
    }

    /// The number of distinct chance outcomes (rolls): chance actions are
    /// `0..max_chance_outcomes`; 0 without dice.
    #[getter]
    fn max_chance_outcomes(&self) -> u32 {
        chance::max_outcomes(&self.shared.game)
    }

    /// Chance action `action` in words: `roll 6-5`.
    fn chance_outcome_to_string(&self, action: u32) -> String {
        chance::name(&self.shared.game, action)
    }

    /// Some hands are hidden from some seats (imperfect information).
    #[getter]
    fn hidden_information(&self) -> bool {
        self.shared.game.cards.as_ref().is_some_and(|c| c.hidden)
    }

    /// The start position; the cards (if any) shuffled from `seed`.
    #[pyo3(signature = (seed = 0))]
    fn new_initial_state(&self, seed: u64) -> PyState {
        PyState::new(self.shared.clone(), seed)
    }

    /// The action in words (`a1-b2`, `end`, `card 7`, `as queen`, `#1`).
    fn action_to_string(&self, action: u32) -> String {
        self.shared.space.name(&self.shared.game, action)
    }

    /// Random playouts by the Rust loop, the GIL released: returns
    /// `(games, steps)`.
    #[pyo3(signature = (games, max_plies = 1000, seed = 0))]
    fn rust_playouts(&self, py: Python<'_>, games: u32, max_plies: u32, seed: u64) -> (u32, u64) {
        let shared = self.shared.clone();
        py.detach(move || rust_playouts(&shared, games, max_plies, seed))
    }

    fn __repr__(&self) -> String {
        format!("<ludus.Game {:?}>", self.shared.game.title)
    }
}

/// The native module.
#[pymodule]
fn _ludus(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(compile, m)?)?;
    m.add_function(wrap_pyfunction!(analyze::rule_files, m)?)?;
    m.add_function(wrap_pyfunction!(analyze::analyze_shard, m)?)?;
    m.add_function(wrap_pyfunction!(analyze::analyze_merge, m)?)?;
    m.add_function(wrap_pyfunction!(analyze::play_records, m)?)?;
    m.add_class::<PyGame>()?;
    m.add_class::<PyState>()?;
    m.add("INDEX_BLOCK", actions::INDEX)?;
    m.add("CHANCE", chance::CHANCE)?;
    Ok(())
}
