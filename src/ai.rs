//! Computer players: `random` and `mcts` (UCT over the interpreter). Both
//! work for any game in the language and any number of players: the search
//! scores each finished playout per player (1 win, ½ draw, 0 loss) and
//! every node is judged from the view of the player who moved into it.
//! Everything random comes from a seeded generator.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::{Move, State};
use crate::ir::{Game, Narrow};

/// Who plays a seat.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Seat {
    Human,
    Computer(Player),
}

impl std::fmt::Display for Seat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Seat::Human => write!(f, "human"),
            Seat::Computer(p) => write!(f, "{p}"),
        }
    }
}

/// The seats given by `--seat PLAYER=KIND` specs, in order over
/// `defaults` (one per seat): PLAYER is a player's name or number (from 1),
/// a side's name or `all`; KIND a computer player ([`Player::parse`]) or
/// `human`.
pub fn parse_seats(
    game: &Game,
    defaults: Vec<Seat>,
    specs: &[String],
) -> Result<Vec<Seat>, String> {
    let mut seats = defaults;
    for spec in specs {
        let (who, kind) = spec
            .split_once('=')
            .ok_or_else(|| format!("--seat `{spec}`: write PLAYER=KIND, e.g. white=random"))?;
        let kind = match kind {
            "human" => Seat::Human,
            other => Seat::Computer(
                Player::parse(other).map_err(|e| format!("--seat `{spec}`: {e} (or human)"))?,
            ),
        };
        let side = game.side_seats(who);
        if who == "all" {
            seats.iter_mut().for_each(|s| *s = kind);
        } else if !side.is_empty() {
            // A side's name: all the seats it plays.
            side.iter().for_each(|&p| seats[usize::from(p)] = kind);
        } else {
            let p = game.player(who).ok_or_else(|| no_player(game, spec, who))?;
            seats[usize::from(p)] = kind;
        }
    }
    Ok(seats)
}

/// The error for a `--seat` naming nobody: the players (and sides) there are.
fn no_player(game: &Game, spec: &str, who: &str) -> String {
    format!(
        "--seat `{spec}`: no player `{who}`; players: {}{}",
        game.players.join(", "),
        if game.side_names.is_empty() {
            String::new()
        } else {
            format!("; sides: {}", game.side_names.join(", "))
        }
    )
}

/// How much an MCTS player may think per move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    Playouts(u32),
    Time(Duration),
}

/// When a search must stop whatever its budget says: after `time` (a
/// ceiling on the budget) or as soon as `cancel` is set (its game changed
/// or ended). A search always makes at least one playout, so it still
/// answers a legal move.
#[derive(Clone, Copy, Debug, Default)]
pub struct Halt<'a> {
    pub time: Option<Duration>,
    pub cancel: Option<&'a AtomicBool>,
}

impl Halt<'_> {
    fn now(&self, start: Instant) -> bool {
        self.time.is_some_and(|t| start.elapsed() >= t)
            || self.cancel.is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

/// A computer player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Player {
    Random,
    Mcts(Budget),
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => write!(f, "random"),
            Player::Mcts(Budget::Playouts(n)) => write!(f, "mcts:{n}"),
            Player::Mcts(Budget::Time(t)) => write!(f, "mcts:{}ms", t.as_millis()),
        }
    }
}

impl Player {
    /// Parses `random`, `mcts`, `mcts:2000` (playouts) or `mcts:1s` /
    /// `mcts:500ms` (time per move).
    pub fn parse(text: &str) -> Result<Player, String> {
        match text {
            "random" => return Ok(Player::Random),
            "mcts" => return Ok(Player::Mcts(Budget::Playouts(1000))),
            _ => {}
        }
        let Some(arg) = text.strip_prefix("mcts:") else {
            return Err(format!(
                "unknown computer player `{text}`: use random, mcts, mcts:N or mcts:1s"
            ));
        };
        let bad = || {
            format!(
                "`{text}`: write mcts:N (playouts per move) or mcts:1s / mcts:500ms (time per move)"
            )
        };
        if let Some(ms) = arg.strip_suffix("ms") {
            let ms: u64 = ms.parse().map_err(|_| bad())?;
            return Ok(Player::Mcts(Budget::Time(Duration::from_millis(ms.max(1)))));
        }
        if let Some(s) = arg.strip_suffix('s') {
            let s: f64 = s.parse().map_err(|_| bad())?;
            if !(s > 0.0 && s < 86_400.0) {
                return Err(bad());
            }
            return Ok(Player::Mcts(Budget::Time(Duration::from_secs_f64(s))));
        }
        let n: u32 = arg.parse().map_err(|_| bad())?;
        Ok(Player::Mcts(Budget::Playouts(n.max(1))))
    }

    /// Chooses one of the legal moves `legal` (not empty) in `state`.
    pub fn choose(&self, game: &Game, state: &State, legal: &[Move], rng: &mut ChaCha8Rng) -> Move {
        self.choose_halting(game, state, legal, rng, Halt::default())
    }

    /// [`Player::choose`], stopping the search early when `halt` says so.
    pub fn choose_halting(
        &self,
        game: &Game,
        state: &State,
        legal: &[Move],
        rng: &mut ChaCha8Rng,
        halt: Halt,
    ) -> Move {
        // A roll of the dice is no one's choice: drawn by its chance.
        if let Some(roll) = crate::chance::draw(legal, rng) {
            return roll;
        }
        match self {
            Player::Random => legal[rng.random_range(0..legal.len())],
            Player::Mcts(budget) => {
                if legal.len() == 1 {
                    return legal[0];
                }
                let hidden = game.cards.as_ref().is_some_and(|c| c.hidden);
                if !hidden {
                    let seed = rng.random();
                    return Mcts::new(game, state.clone(), seed).search(*budget, halt);
                }
                // Hidden hands: the search must not see them. Search several
                // determinizations (the unseen cards dealt at random,
                // consistently with what the seat knows) and add up the
                // visits of each root move.
                const WORLDS: u32 = 4;
                let share = match *budget {
                    Budget::Playouts(n) => Budget::Playouts((n / WORLDS).max(1)),
                    Budget::Time(t) => Budget::Time(t / WORLDS),
                };
                let mut visits: Vec<u64> = vec![0; legal.len()];
                for _ in 0..WORLDS {
                    let world = determinize(game, state, state.chooser(), rng);
                    let seed = rng.random();
                    let mut search = Mcts::new(game, world, seed);
                    search.run(share, halt);
                    for (mv, n) in search.root_visits() {
                        if let Some(i) = legal.iter().position(|l| *l == mv) {
                            visits[i] += n as u64;
                        }
                    }
                }
                let best = (0..legal.len()).max_by_key(|&i| visits[i]).unwrap_or(0);
                legal[best]
            }
        }
    }
}

/// The position as `seat` might imagine it: every card it cannot see (the
/// other hidden hands, the cards others have given face down in an exchange
/// in progress, and the deck) dealt again at random, each hand keeping its
/// size and the deck its size. Its own hand, the board and the played cards
/// stay as they are, and so does what it knows of its partner's hand: the
/// card it gave in this deal's exchange, until the partner plays a card of
/// that kind. The hands of the seats its side plays (`sides`) are its own
/// too, and so are the cards they have given. (The public announcement is
/// not used: it is about the hands as dealt, before the exchange.)
pub fn determinize(game: &Game, state: &State, seat: u8, rng: &mut ChaCha8Rng) -> State {
    let mut s = state.clone();
    let Some(cards) = &game.cards else {
        return s;
    };
    if !cards.hidden {
        return s;
    }
    let nk = cards.kinds.len();
    let np = game.players.len();
    let mut unseen: Vec<u8> = s.deck.clone();
    let mut sizes = vec![0u16; np];
    let unknown = |p: usize| !state.sees_hand(game, seat, p.narrow());
    for p in (0..np).filter(|&p| unknown(p)) {
        for c in 0..nk {
            let n = s.hands[p * nk + c];
            unseen.extend(std::iter::repeat_n(Narrow::<u8>::narrow(c), n as usize));
            sizes[p] += n;
            s.hands[p * nk + c] = 0;
        }
    }
    // Cards other players have given face down in the exchange in
    // progress: unseen too.
    let limbo: Vec<u8> = (0..np.narrow())
        .filter(|&p| {
            !game.same_side(seat, p) && state.has_given(game, p) && state.given[p as usize] != 0
        })
        .collect();
    for &p in &limbo {
        unseen.push(state.given[p as usize] - 1);
    }
    // The card this seat gave its partner in this deal's exchange is in the
    // partner's hand until the partner plays a card of that kind.
    let mut known: Option<(usize, u8)> = None;
    if cards.exchange > 0
        && s.giving == 0
        && let Some(q) = State::partner(game, seat)
        && let Some(g) = state.given[seat as usize].checked_sub(1)
        && !state.pile[(state.deal_start as usize).min(state.pile.len())..]
            .iter()
            .any(|&(c, by)| c == g && by == q)
        && sizes[q as usize] > 0
        && let Some(i) = unseen.iter().position(|&c| c == g)
    {
        unseen.swap_remove(i);
        known = Some((q as usize, g));
    }
    for i in (1..unseen.len()).rev() {
        let j = rng.random_range(0..=i);
        unseen.swap(i, j);
    }
    if let Some((q, g)) = known {
        s.hands[q * nk + g as usize] += 1;
        sizes[q] -= 1;
    }
    let mut it = unseen.into_iter();
    for &p in &limbo {
        if let Some(c) = it.next() {
            s.given[p as usize] = c + 1;
        }
    }
    for p in (0..np).filter(|&p| unknown(p)) {
        for _ in 0..sizes[p] {
            if let Some(c) = it.next() {
                s.hands[p * nk + c as usize] += 1;
            }
        }
    }
    s.deck = it.collect();
    s.hash = s.compute_hash(game);
    s
}

struct Node {
    /// The move that led here (unused at the root).
    mv: Move,
    /// The player who made `mv`.
    mover: u8,
    parent: usize,
    children: Vec<usize>,
    /// Moves not yet expanded into children.
    untried: Vec<Move>,
    visits: u32,
    /// Total reward for `mover`.
    reward: f64,
}

/// UCT search from one position. The state is changed only by apply/undo
/// and is back where it started after each iteration.
struct Mcts<'g> {
    game: &'g Game,
    state: State,
    nodes: Vec<Node>,
    rng: ChaCha8Rng,
    buf: Vec<Move>,
    /// Playouts stop (as draws) after this many plies.
    max_playout: usize,
}

const EXPLORATION: f64 = 1.4;

impl<'g> Mcts<'g> {
    fn new(game: &'g Game, mut state: State, seed: u64) -> Self {
        let mut buf = Vec::with_capacity(64);
        state.decisions(game, &mut buf);
        let root = Node {
            mv: buf.first().copied().unwrap_or_else(dummy_move),
            mover: state.chooser(),
            parent: usize::MAX,
            children: Vec::new(),
            untried: buf.clone(),
            visits: 0,
            reward: 0.0,
        };
        Mcts {
            game,
            state,
            nodes: vec![root],
            rng: ChaCha8Rng::seed_from_u64(seed),
            buf,
            max_playout: 400,
        }
    }

    /// Visits of each move at the root after a search.
    fn root_visits(&self) -> Vec<(Move, u32)> {
        self.nodes[0]
            .children
            .iter()
            .map(|&c| (self.nodes[c].mv, self.nodes[c].visits))
            .collect()
    }

    fn run(&mut self, budget: Budget, halt: Halt) {
        let start = Instant::now();
        let mut n = 0u32;
        loop {
            match budget {
                Budget::Playouts(max) if n >= max => break,
                Budget::Time(t) if n > 0 && start.elapsed() >= t => break,
                _ if n > 0 && halt.now(start) => break,
                _ => {}
            }
            self.iterate();
            n += 1;
        }
    }

    fn search(&mut self, budget: Budget, halt: Halt) -> Move {
        self.run(budget, halt);
        let root = &self.nodes[0];
        let best = root
            .children
            .iter()
            .max_by_key(|&&c| self.nodes[c].visits)
            .copied();
        match best {
            Some(c) => self.nodes[c].mv,
            None => root.untried[0],
        }
    }

    fn iterate(&mut self) {
        let game = self.game;
        let mut path_moves: Vec<Move> = Vec::new();
        // Selection.
        let mut node = 0;
        let mut drawn = None;
        while self.nodes[node].untried.is_empty() && !self.nodes[node].children.is_empty()
            || self.chance_node(node)
        {
            // A chance node: the roll drawn by its chance, not chosen.
            if self.chance_node(node) {
                self.state.decisions(game, &mut self.buf);
                let roll = crate::chance::draw(&self.buf, &mut self.rng).unwrap_or(Move::NONE);
                let found = self.nodes[node]
                    .children
                    .iter()
                    .copied()
                    .find(|&c| self.nodes[c].mv == roll);
                let Some(next) = found else {
                    drawn = Some(roll);
                    break;
                };
                self.state.apply(game, &roll);
                path_moves.push(roll);
                node = next;
                continue;
            }
            let parent_visits = self.nodes[node].visits.max(1) as f64;
            let ln = parent_visits.ln();
            let next = *self.nodes[node]
                .children
                .iter()
                .max_by(|&&a, &&b| {
                    let ua = self.uct(a, ln);
                    let ub = self.uct(b, ln);
                    ua.partial_cmp(&ub).unwrap_or(std::cmp::Ordering::Equal)
                })
                .expect("children");
            let mv = self.nodes[next].mv;
            self.state.apply(game, &mv);
            path_moves.push(mv);
            node = next;
        }
        // Expansion.
        if !self.nodes[node].untried.is_empty() {
            let untried = &self.nodes[node].untried;
            let i = match drawn.and_then(|r| untried.iter().position(|m| *m == r)) {
                Some(i) => i,
                None => self.rng.random_range(0..untried.len()),
            };
            let mv = self.nodes[node].untried.swap_remove(i);
            let mover = self.state.chooser();
            self.state.apply(game, &mv);
            path_moves.push(mv);
            self.state.decisions(game, &mut self.buf);
            let child = Node {
                mv,
                mover,
                parent: node,
                children: Vec::new(),
                untried: self.buf.clone(),
                visits: 0,
                reward: 0.0,
            };
            self.nodes.push(child);
            let id = self.nodes.len() - 1;
            self.nodes[node].children.push(id);
            node = id;
        }
        // Playout.
        let rewards = self.playout();
        // Backpropagation.
        let mut n = node;
        loop {
            let nd = &mut self.nodes[n];
            nd.visits += 1;
            nd.reward += rewards[nd.mover as usize];
            if nd.parent == usize::MAX {
                break;
            }
            n = nd.parent;
        }
        for mv in path_moves.iter().rev() {
            self.state.undo(game, mv);
        }
    }

    /// Whether the decisions at `node` are rolls of the dice.
    fn chance_node(&self, node: usize) -> bool {
        let n = &self.nodes[node];
        let first = n
            .untried
            .first()
            .copied()
            .or_else(|| n.children.first().map(|&c| self.nodes[c].mv));
        first.is_some_and(|m| crate::chance::is_chance(&[m]))
    }

    fn uct(&self, child: usize, ln_parent: f64) -> f64 {
        let c = &self.nodes[child];
        if c.visits == 0 {
            return f64::INFINITY;
        }
        let v = c.visits as f64;
        c.reward / v + EXPLORATION * (ln_parent / v).sqrt()
    }

    /// Random moves to the end (or the ply limit); the reward per player.
    fn playout(&mut self) -> Vec<f64> {
        let game = self.game;
        let np = game.players.len();
        let mut played: Vec<Move> = Vec::new();
        let outcome = loop {
            if let Some(o) = self.state.outcome(game, &mut self.buf) {
                break Some(o);
            }
            if played.len() >= self.max_playout || self.buf.is_empty() {
                break None;
            }
            let mv = match crate::chance::draw(&self.buf, &mut self.rng) {
                Some(roll) => roll,
                None => self.buf[self.rng.random_range(0..self.buf.len())],
            };
            self.state.apply(game, &mv);
            played.push(mv);
        };
        for mv in played.iter().rev() {
            self.state.undo(game, mv);
        }
        match outcome {
            Some(o) if o.winner.is_some() => (0..np)
                .map(|p| if o.wins(game, p.narrow()) { 1.0 } else { 0.0 })
                .collect(),
            _ => vec![0.5; np],
        }
    }
}

fn dummy_move() -> Move {
    Move::NONE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_player_specs() {
        assert_eq!(Player::parse("random"), Ok(Player::Random));
        assert_eq!(
            Player::parse("mcts:2000"),
            Ok(Player::Mcts(Budget::Playouts(2000)))
        );
        assert_eq!(
            Player::parse("mcts:1s"),
            Ok(Player::Mcts(Budget::Time(Duration::from_secs(1))))
        );
        assert_eq!(
            Player::parse("mcts:250ms"),
            Ok(Player::Mcts(Budget::Time(Duration::from_millis(250))))
        );
        assert!(Player::parse("mcts:fast").is_err());
        assert!(Player::parse("alphazero").is_err());
    }
}
