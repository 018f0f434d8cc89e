//! One game on the server: the position, who plays each seat (and the
//! secret token of its link), the moves as each seat may read them, the
//! result. Everything here is behind the game's lock; the computer seats
//! think outside it (see [`super::thinking`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use ludus::ai::Player;
use ludus::notation::{self, CellNames};
use ludus::{Game, Move, Outcome, State};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::cli::seats::Seat;

/// What a seat sends to roll the dice: the server draws the roll (by the
/// game's seeded generator), so no person chooses the numbers.
pub const ROLL: &str = "roll";

/// A compiled game and the fingerprint of its text (for records).
#[derive(Clone)]
pub struct Rules {
    pub game: Arc<Game>,
    pub hash: String,
    /// The rule file, for explaining an illegal move (`ludus why`); none
    /// for a pasted text.
    pub path: Option<std::path::PathBuf>,
}

/// A move played, as each seat may read it.
pub struct Played {
    /// The move, to take it back.
    pub mv: Move,
    /// Who made the decision.
    pub player: u8,
    /// The move in the default notation.
    pub text: String,
    /// Bit `p` set: seat `p` may see which card the move used (a card given
    /// face down is seen only by those who see the giver's hand).
    pub seen_by: u64,
    /// Which move of the game's life this is (never reused, even after an
    /// undo): an event stream sends only the moves after the last one it
    /// sent while that one is still in place.
    pub serial: u64,
    /// The move was followed by a new deal: its number and its dealer
    /// (public).
    pub deal: Option<(u32, u8)>,
    /// After a card that passes the hands round: each seat's own hand
    /// (`hands_after[p]` is shown to seat `p` only).
    pub hands_after: Vec<String>,
}

/// Why a request about a game is refused.
#[derive(Debug, PartialEq)]
pub enum Refusal {
    NotYourTurn(String),
    Illegal(String),
    Over,
    /// Not now or not in this game (undo with a computer seat, nothing to
    /// take back, a record still secret).
    Refused(String),
}

pub struct Table {
    pub id: u64,
    pub file: String,
    pub game: Arc<Game>,
    /// The fingerprint of the rule text (`record::source_hash`).
    pub game_hash: String,
    pub seed: u64,
    /// The creator chose the seed (every seat is told: with cards, it
    /// fixes the deal).
    pub seed_chosen: bool,
    pub state: State,
    pub history: Vec<Played>,
    pub seats: Vec<Seat>,
    /// The secret of each seat's link.
    pub tokens: Vec<String>,
    /// A resignation (its result), or the rules' result once reached.
    pub result: Option<Outcome>,
    /// Bumped at each change: clients poll it, a computer's move is
    /// dropped if the game changed while it thought.
    pub version: u64,
    /// A computer seat's task is running for this game.
    pub thinking: bool,
    /// Set when the game changes or ends: a search in progress stops.
    pub cancel: Arc<AtomicBool>,
    /// The result is not the rules' (a resignation, or the server's ply cap
    /// in a game with no person): undo does not take it back.
    pub imposed: bool,
    /// When a request last asked about the game, and when it ended.
    pub last_asked: Instant,
    pub ended_at: Option<Instant>,
    /// Dropped by the server: its event streams end.
    pub evicted: bool,
    /// Told of every change (a move, a resignation, an undo, a computer
    /// starting or stopping to think): the event streams wait on it.
    pub changes: tokio::sync::watch::Sender<u64>,
    pub rng: ChaCha8Rng,
    buf: Vec<Move>,
    serials: u64,
    /// The rule file, if the game was read from one.
    path: Option<std::path::PathBuf>,
}

impl Table {
    pub fn new(id: u64, file: String, rules: Rules, seats: Vec<Seat>, seed: u64) -> Table {
        let Rules { game, hash, path } = rules;
        let state = State::new_seeded(&game, seed);
        let mut token_rng = rand::rng();
        let tokens = seats
            .iter()
            .map(|_| format!("{:016x}", token_rng.random::<u64>()))
            .collect();
        let mut t = Table {
            id,
            file,
            game,
            game_hash: hash,
            seed,
            seed_chosen: false,
            state,
            history: Vec::new(),
            seats,
            tokens,
            result: None,
            version: 0,
            thinking: false,
            cancel: Arc::new(AtomicBool::new(false)),
            imposed: false,
            last_asked: Instant::now(),
            ended_at: None,
            evicted: false,
            changes: tokio::sync::watch::Sender::new(0),
            rng: ChaCha8Rng::seed_from_u64(seed),
            buf: Vec::with_capacity(64),
            serials: 0,
            path,
        };
        t.refresh_result();
        t
    }

    /// The seat whose link carries `token`.
    pub fn seat_of(&self, token: &str) -> Option<u8> {
        self.tokens
            .iter()
            .position(|t| t == token)
            .and_then(|p| u8::try_from(p).ok())
    }

    /// The moves the player to decide may make (none once over).
    pub fn legal(&mut self) -> Vec<Move> {
        if self.result.is_some() {
            return Vec::new();
        }
        self.state.decisions(&self.game, &mut self.buf);
        self.buf.clone()
    }

    /// The legal moves of `seat` as text: empty unless it is its turn.
    pub fn legal_texts(&mut self, seat: u8) -> Vec<String> {
        if self.state.chooser() != seat {
            return Vec::new();
        }
        let legal = self.legal();
        if ludus::chance::is_chance(&legal) {
            return vec![ROLL.to_string()];
        }
        legal.iter().map(|m| self.text(m)).collect()
    }

    fn text(&self, m: &Move) -> String {
        notation::move_text(&self.game, m, CellNames::Algebraic)
    }

    /// Plays the move written `text` as `seat`.
    pub fn play_text(&mut self, seat: u8, text: &str) -> Result<(), Refusal> {
        if self.result.is_some() {
            return Err(Refusal::Over);
        }
        let me = self.state.chooser();
        if me != seat {
            return Err(Refusal::NotYourTurn(format!(
                "it is {}'s turn, not {}'s",
                self.game.players[usize::from(me)],
                self.game.players[usize::from(seat)]
            )));
        }
        let legal = self.legal();
        if ludus::chance::is_chance(&legal) {
            if text.trim() != ROLL {
                return Err(Refusal::Illegal(format!(
                    "`{text}`: the dice are to be rolled, and the server rolls them: send `{ROLL}`"
                )));
            }
            let m = ludus::chance::draw(&legal, &mut self.rng).ok_or(Refusal::Over)?;
            self.apply(&m);
            return Ok(());
        }
        let m = notation::parse_move(&self.game, &legal, text).map_err(|e| {
            let why = matches!(e, ludus::MoveError::Illegal { .. })
                .then(|| self.why(text))
                .flatten();
            Refusal::Illegal(match why {
                Some(w) => format!("{e}; why: {w}"),
                None => e.to_string(),
            })
        })?;
        self.apply(&m);
        Ok(())
    }

    /// Why the move written `text` is not legal here, as `ludus why` says
    /// it (its message and the rules it points at), for a game read from a
    /// file whose hands are not hidden (the explanation is worked out on
    /// the whole position, which no seat may see when hands are hidden).
    fn why(&self, text: &str) -> Option<String> {
        let path = self.path.as_ref()?;
        if self.game.cards.as_ref().is_some_and(|c| c.hidden) {
            return None;
        }
        let at = notation::position_text(&self.game, &self.state);
        let e = ludus::explain::why(path, ludus::explain::Start::Position(&at), text).ok()?;
        let mut out = e.message.clone();
        for l in &e.labels {
            let (s, n) = (l.offset(), l.len());
            if let (Some(rule), Some(label)) = (e.src.inner().get(s..s + n), l.label()) {
                out.push_str(&format!(" (`{}`: {label})", rule.trim()));
            }
        }
        if let Some(h) = &e.help {
            out.push_str(&format!("; {h}"));
        }
        Some(out)
    }

    /// Applies a legal move, noting who may see its card.
    pub fn apply(&mut self, m: &Move) {
        let np = self.game.players.len().min(64);
        let seen_by = (0..np)
            .filter(|&p| {
                u8::try_from(p).is_ok_and(|p| notation::sees_card(&self.game, &self.state, m, p))
            })
            .fold(0u64, |acc, p| acc | 1 << p);
        let deals = self.state.deals;
        self.history.push(Played {
            mv: *m,
            player: self.state.chooser(),
            text: self.text(m),
            seen_by,
            serial: self.serials,
            deal: None,
            hands_after: Vec::new(),
        });
        self.serials += 1;
        self.state.apply(&self.game, m);
        let passed = notation::passes_hands(&self.game, m);
        let hands: Vec<String> = (0..self.game.players.len())
            .filter(|_| passed)
            .map(|p| {
                notation::own_hand_text(&self.game, &self.state, u8::try_from(p).unwrap_or(0))
                    .unwrap_or_default()
            })
            .collect();
        if let Some(h) = self.history.last_mut() {
            if self.state.deals > deals {
                h.deal = Some((self.state.deals, self.state.dealer));
            }
            h.hands_after = hands;
        }
        self.changed();
    }

    /// Notes a change of the game: a new version, the result if reached,
    /// any search stopped, the event streams told.
    fn changed(&mut self) {
        self.version += 1;
        self.refresh_result();
        self.cancel.store(true, Ordering::Relaxed);
        self.touch();
    }

    /// Tells the event streams that something changed.
    pub fn touch(&self) {
        self.changes.send_modify(|n| *n += 1);
    }

    /// Ends the game with a result that is not the rules' (a resignation,
    /// the server's ply cap).
    pub fn impose(&mut self, outcome: Outcome) {
        self.result = Some(outcome);
        self.imposed = true;
        self.changed();
    }

    /// Whether a computer plays one of the seats.
    pub fn has_computer(&self) -> bool {
        self.seats.iter().any(|s| matches!(s, Seat::Computer(_)))
    }

    /// Takes back `seat`'s own last move: only the last move of the game,
    /// only if `seat` made it (never the opponent's without asking), only
    /// while the game goes on, and only in a game with no computer seat
    /// and no cards (taking back a draw or a card given would show a seat
    /// the deck's order or another's card).
    pub fn undo(&mut self, seat: u8) -> Result<(), Refusal> {
        if self.has_computer() {
            return Err(Refusal::Refused(
                "undo is only for games with no computer seat".to_string(),
            ));
        }
        if self.game.cards.is_some() {
            return Err(Refusal::Refused(
                "no undo in a game with cards: it would show hidden cards".to_string(),
            ));
        }
        if self.result.is_some() {
            return Err(Refusal::Over);
        }
        let Some(last) = self.history.last() else {
            return Err(Refusal::Refused("no move to take back".to_string()));
        };
        if last.player != seat {
            return Err(Refusal::Refused(format!(
                "the last move is {}'s: a seat takes back only its own move",
                self.game.players[usize::from(last.player)]
            )));
        }
        if let Some(last) = self.history.pop() {
            self.state.undo(&self.game, &last.mv);
        }
        self.changed();
        Ok(())
    }

    /// `seat` resigns: its side loses.
    pub fn resign(&mut self, seat: u8) -> Result<(), Refusal> {
        if self.result.is_some() {
            return Err(Refusal::Over);
        }
        self.impose(crate::cli::play::resignation(&self.game, seat));
        Ok(())
    }

    fn refresh_result(&mut self) {
        if self.result.is_none() {
            self.result = self.state.outcome(&self.game, &mut self.buf);
        }
        if self.result.is_some() && self.ended_at.is_none() {
            self.ended_at = Some(Instant::now());
        }
    }

    /// The computer player of the seat to decide, if it is one and the game
    /// goes on (a game whose rules leave the player no move stops too).
    pub fn computer_to_move(&mut self) -> Option<Player> {
        if self.result.is_some() || self.legal().is_empty() {
            return None;
        }
        // A computer seat's roll of the dice is drawn by its seeded
        // generator; a person's waits for the seat's `roll`.
        let chance = ludus::chance::is_chance(&self.legal());
        match self.seats[usize::from(self.state.chooser())] {
            Seat::Computer(_) if chance => Some(Player::Random),
            Seat::Computer(p) => Some(p),
            Seat::Human => None,
        }
    }
}
