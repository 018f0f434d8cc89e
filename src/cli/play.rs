//! `ludus play`: a game in the terminal, between people (passing the
//! screen when hands are hidden) and computer players, saved as a record.

use std::path::PathBuf;
use std::process::ExitCode;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use ludus::ir::Narrow;
use ludus::notation::{self, CellNames};
use ludus::record::{self, Record, RecordResult};
use ludus::{Game, Match, Move, Outcome};

use super::common::{
    StartArgs, board_text_for, describe, load, names, player_name, read_source, start,
};
use super::input::Input;
use super::play_help::{count, help_text, other_case};
use super::play_record::Recorder;
use super::seats::{Seat, parse_seats};

/// The arguments of `ludus play`.
#[derive(clap::Args)]
pub struct PlayArgs {
    pub file: PathBuf,
    /// Who plays each seat: PLAYER=human|random, PLAYER a name, a number (1-based) or `all`
    #[arg(long = "seat", value_name = "PLAYER=KIND")]
    pub seats: Vec<String>,
    /// Seed for the computer players (printed if not given)
    #[arg(long)]
    pub seed: Option<u64>,
    /// Save the game record (JSON) to this file when the game ends, input ends or a signal
    /// stops it (journalled in OUT.partial before each person's move; an existing OUT is replaced only
    /// by the complete new record)
    #[arg(long, value_name = "OUT")]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub start: StartArgs,
    /// Print cells by the board's numbers instead of a1-style names
    #[arg(long)]
    pub numbers: bool,
    /// Stop after this many plies (a safety net for computer-only games)
    #[arg(long, default_value_t = 100_000)]
    pub max_plies: usize,
}

/// A game being played: the match, who plays each seat, and who may look
/// at the screen.
struct Table<'g> {
    game: &'g Game,
    m: Match<'g>,
    seats: Vec<Seat>,
    names: CellNames,
    /// The plies played before the game began (`--moves`): not undone.
    base_moves: usize,
    /// Hands are hidden, so a person sees only their own.
    hidden: bool,
    /// The sides (people) with a seat played by a person.
    humans: usize,
    /// The seat the screen was last shown to.
    last_viewer: Option<u8>,
    /// The game's file, for explaining an illegal typed move (`ludus why`).
    file: PathBuf,
    /// The deals made when the board was last shown (a new one is said).
    deals_seen: u32,
}

/// What a person's line asks for.
enum Said {
    /// A move was played (or `board`): show the board again.
    Played,
    /// Nothing changed (help, the moves, an error): do not show the board.
    Unchanged,
    Quit,
    Resign,
    /// The player claimed a rule `on claim` that holds: the result.
    Claim(ludus::Outcome),
}

/// Plays the game, then prints the result and saves the record.
pub fn run(args: &PlayArgs) -> Result<ExitCode, String> {
    let src = read_source(&args.file)?;
    let game = load(&args.file)?;
    let seats = parse_seats(&game, &args.seats)?;
    // A record that cannot be written is refused before the game starts;
    // an existing one is left as it is until the new one is complete.
    let recorder = args.record.as_deref().map(Recorder::open).transpose()?;
    let seed = args.seed.unwrap_or_else(clock_seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    // Where the game starts, for the record: a given position, as text.
    let origin = super::common::origin(&game, &args.start)?
        .map(|o| notation::position_text(&game, &o.state));
    let m = start(&game, &args.start, seed)?;
    let mut table = Table::new(&game, m, seats, names(args.numbers));
    table.file.clone_from(&args.file);
    table.print_header(seed);
    let mut resigned: Option<u8> = None;
    let mut show = true;
    let mut input = Input::from_stdin();
    let outcome = loop {
        if show {
            // The record so far (a signal saves it): before every person's
            // turn, and at most once a second while computers play.
            let person = table.m.outcome().is_none()
                && table.seats[usize::from(table.m.chooser())] == Seat::Human;
            if let Some(r) = recorder.as_ref().filter(|r| r.due(person)) {
                r.journal(&record_text(&table, args, (&src, &origin), seed, None)?)?;
            }
            table.show_board();
        }
        show = true;
        if let Some(o) = table.m.outcome() {
            break Some(o);
        }
        if table.m.played.len() >= args.max_plies {
            println!("stopped after {} plies (--max-plies)", args.max_plies);
            break None;
        }
        let me = table.m.chooser();
        let legal = table.m.legal_moves();
        if legal.is_empty() {
            // Rules that do not end the game when a player cannot move.
            println!("{} has no legal move: stopping", player_name(&game, me));
            break None;
        }
        // A roll of the dice: drawn from the game's seed, whoever plays.
        if let Some(roll) = ludus::chance::draw(&legal, &mut rng) {
            table.play_computer(me, &roll)?;
            continue;
        }
        match table.seats[usize::from(me)] {
            Seat::Computer(ai) => {
                let mv = ai.choose(&game, &table.m.state, &legal, &mut rng);
                table.play_computer(me, &mv)?;
            }
            Seat::Human => match table.human_turn(me, &legal, &mut input) {
                Said::Played => {}
                Said::Unchanged => show = false,
                Said::Quit => break None,
                Said::Resign => {
                    resigned = Some(me);
                    break None;
                }
                Said::Claim(o) => break Some(o),
            },
        }
    };
    let result = final_result(&game, outcome.as_ref(), resigned);
    if let Some(r) = &recorder {
        r.finish(&record_text(&table, args, (&src, &origin), seed, result)?)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A seed from the clock, for a game without `--seed`.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_nanos() % 1_000_000).unwrap_or(0))
}

impl<'g> Table<'g> {
    fn new(game: &'g Game, m: Match<'g>, seats: Vec<Seat>, names: CellNames) -> Table<'g> {
        // Who may see what: with hidden hands, a person sees only their own
        // hands (those of the seats their side plays; nobody's while a
        // computer moves); without people, everything. People are counted
        // by side.
        let mut human_sides: Vec<u8> = (0..game.players.len())
            .filter(|&p| seats[p] == Seat::Human)
            .map(|p| game.side_of(p.narrow()))
            .collect();
        human_sides.sort_unstable();
        human_sides.dedup();
        let m_deals = m.state.deals;
        Table {
            game,
            base_moves: m.played.len(),
            m,
            seats,
            names,
            hidden: game.cards.as_ref().is_some_and(|c| c.hidden),
            humans: human_sides.len(),
            last_viewer: None,
            file: PathBuf::new(),
            deals_seen: m_deals,
        }
    }

    /// The title, the seed, who plays each seat, and the help if a person
    /// plays.
    fn print_header(&mut self, seed: u64) {
        let game = self.game;
        println!(
            "{} — seed {seed}",
            if game.title.is_empty() {
                "ludus"
            } else {
                &game.title
            }
        );
        for (i, p) in game.players.iter().enumerate() {
            if game.side_names.is_empty() {
                println!("  {p}: {}", self.seats[i]);
            } else {
                println!("  {p} ({}): {}", game.side_name(i.narrow()), self.seats[i]);
            }
        }
        if self.seats.contains(&Seat::Human) {
            println!("{}", self.help());
        }
        // The game's legend (`picture { legend "..." }`).
        for line in &game.picture.legend {
            println!("  {line}");
        }
    }

    /// `help`: this game's notation, its pieces and the commands, with a
    /// legal move of the position as the example.
    fn help(&mut self) -> String {
        let example = self
            .m
            .legal_moves()
            .first()
            .map(|mv| notation::move_text(self.game, mv, self.names));
        help_text(self.game, example.as_deref())
    }

    /// The board as the one at the screen may see it (one person: its own
    /// hands, also during the others' turns); with hidden hands and
    /// several people, first a notice to pass the screen when its turn
    /// goes to another person.
    fn show_board(&mut self) {
        let (deals, dealer) = (self.m.state.deals, self.m.state.dealer);
        if deals > self.deals_seen {
            println!("{}", notation::new_deal_text(self.game, deals, dealer));
        }
        self.deals_seen = deals;
        let mover = self.m.chooser();
        let seat = if !self.hidden || self.humans == 0 {
            None
        } else if self.seats[usize::from(mover)] == Seat::Human {
            if self.humans > 1
                && self
                    .last_viewer
                    .is_none_or(|v| !self.game.same_side(v, mover))
                && self.m.outcome().is_none()
            {
                println!();
                println!(
                    "--- {}'s turn: pass the screen to {0}; only {0} should look now ---",
                    self.game.side_name(mover)
                );
            }
            self.last_viewer = Some(mover);
            Some(mover)
        } else if self.humans == 1 {
            // One person at the screen: its own hands stay in view while
            // the computers move (never theirs).
            self.seats
                .iter()
                .position(|&s| s == Seat::Human)
                .map(|p| p.narrow())
        } else {
            Some(notation::NOBODY)
        };
        println!();
        print!("{}", board_text_for(&self.m, seat));
        if self.m.outcome().is_none() && self.m.in_check() {
            let p = self.m.to_move();
            println!("check: {} is in check", player_name(self.game, p));
        }
    }

    /// A computer's move, announced and played. A card given face down is
    /// announced without its name unless every person at the screen may
    /// see it.
    fn play_computer(&mut self, me: u8, mv: &Move) -> Result<(), String> {
        let seen = !self.hidden
            || (0..self.game.players.len())
                .filter(|&p| self.seats[p] == Seat::Human)
                .all(|p| notation::sees_card(self.game, &self.m.state, mv, p.narrow()));
        if seen {
            let effect = notation::card_effect(self.game, mv, me)
                .map_or(String::new(), |e| format!(": {e}"));
            println!(
                "{} plays {}{effect}",
                player_name(self.game, me),
                notation::display_text(self.game, mv, self.names)
            );
        } else {
            println!("{} gives a card", player_name(self.game, me));
        }
        self.m.play(mv).map_err(|e| e.to_string())?;
        if seen && self.humans == 1 && notation::passes_hands(self.game, mv) {
            let human = self.seats.iter().position(|&s| s == Seat::Human);
            if let Some(h) =
                human.and_then(|h| notation::own_hand_text(self.game, &self.m.state, h.narrow()))
            {
                println!("your hand is now: {h}");
            }
        }
        Ok(())
    }

    /// `claim`: the result of the first rule `on claim` that holds.
    fn claim(&self, me: u8) -> Said {
        match self.m.state.claimable(self.game) {
            Some(o) => {
                println!("{} {}", player_name(self.game, me), o.name());
                Said::Claim(o)
            }
            None => {
                println!("nothing to claim now (the game goes on)");
                Said::Unchanged
            }
        }
    }

    /// Reads and carries out a person's line: a move or a command. The end
    /// of input stops the game.
    fn human_turn(&mut self, me: u8, legal: &[Move], input: &mut Input) -> Said {
        if let Some(o) = self.m.state.claimable(self.game) {
            let what = if o.winner.is_none() {
                "a draw"
            } else {
                "the result"
            };
            println!(
                "{} may claim {what} ({}): type `claim`",
                player_name(self.game, me),
                o.name().trim_start_matches("claimed: ")
            );
        }
        let line = match input.read(&format!("{} to move> ", player_name(self.game, me))) {
            Some(Ok(line)) => line,
            Some(Err(e)) => {
                println!();
                println!("cannot read the input ({e}): stopping");
                return Said::Quit;
            }
            None => {
                println!();
                println!("end of input: stopping");
                return Said::Quit;
            }
        };
        match line.trim() {
            "" => Said::Unchanged,
            "claim" | "claim draw" => self.claim(me),
            "help" | "?" => {
                println!("{}", self.help());
                Said::Unchanged
            }
            "moves" => {
                let t: Vec<String> = legal
                    .iter()
                    .map(|mv| notation::display_text(self.game, mv, self.names))
                    .collect();
                println!("{}: {}", count(t.len(), "legal move"), t.join(" "));
                Said::Unchanged
            }
            "board" => Said::Played,
            "quit" | "exit" => Said::Quit,
            "resign" => Said::Resign,
            "undo" => self.undo(),
            text => match self.m.play_text(text).or_else(|e| {
                // Cells and card names in any case; if neither spelling
                // is legal, what is wrong with the one in lower case.
                // (A text naming several moves is said so as typed.)
                match other_case(text) {
                    Some(t) if !matches!(e, ludus::MoveError::Ambiguous { .. }) => {
                        self.m.play_text(&t)
                    }
                    _ => Err(e),
                }
            }) {
                Ok(mv) => {
                    if let Some(e) = notation::card_effect(self.game, &mv, me) {
                        println!("{e}");
                    }
                    Said::Played
                }
                Err(e) => {
                    println!("error: {e}");
                    if matches!(e, ludus::MoveError::Illegal { .. }) {
                        let at = notation::position_text(self.game, &self.m.state);
                        if let Some(why) = super::why::for_play(&self.file, &at, text) {
                            print!("{why}");
                        }
                    }
                    println!("(the game is unchanged; type `moves` for the legal moves)");
                    Said::Unchanged
                }
            },
        }
    }

    /// Takes back moves until it is a person's turn again, at least one
    /// ply (never the `--moves` played before the game).
    fn undo(&mut self) -> Said {
        let mut undone = 0;
        while self.m.played.len() > self.base_moves && self.m.undo() {
            undone += 1;
            if self.seats[usize::from(self.m.chooser())] == Seat::Human {
                break;
            }
        }
        if undone == 0 {
            println!("nothing to undo");
            Said::Unchanged
        } else {
            Said::Played
        }
    }
}

/// Prints how the game ended (by the rules or a resignation) and returns
/// the result for the record; none if it was stopped.
fn final_result(
    game: &Game,
    outcome: Option<&Outcome>,
    resigned: Option<u8>,
) -> Option<RecordResult> {
    match (outcome, resigned) {
        (Some(o), _) => {
            println!("game over: {}", describe(game, o));
            Some(RecordResult::from_outcome(game, o))
        }
        (None, Some(p)) => {
            let o = resignation(game, p);
            match o.winners_text(game) {
                Some(w) => println!("{} resigns: {w} wins", player_name(game, p)),
                None => println!(
                    "{} resigns: the game is lost, nobody wins",
                    player_name(game, p)
                ),
            }
            Some(RecordResult::from_outcome(game, &o))
        }
        (None, None) => None,
    }
}

/// The result when seat `p` resigns: its team (and its side) loses, and
/// the next seat in turn order of another team and side wins, with its
/// partners. When every seat is on one side (a solitaire), nobody wins.
pub fn resignation(game: &Game, p: u8) -> Outcome {
    let players: u8 = game.players.len().narrow();
    let winner = (1..players)
        .map(|i| (p + i) % players)
        .find(|&q| game.team_of(q) != game.team_of(p) && !game.same_side(q, p));
    Outcome {
        winner,
        reason: if winner.is_some() {
            "resignation"
        } else {
            "resignation, a loss"
        }
        .into(),
        label: None,
    }
}

/// The game record (JSON) as it stands, with `result` if it is over.
fn record_text(
    table: &Table,
    args: &PlayArgs,
    (src, position): (&str, &Option<String>),
    seed: u64,
    result: Option<RecordResult>,
) -> Result<String, String> {
    let rec = Record {
        format: record::FORMAT.into(),
        game: args.file.display().to_string(),
        game_hash: record::source_hash(src),
        title: Some(table.game.title.clone()),
        seed: Some(seed),
        deal_seed: args.start.deal_seed.filter(|&d| d != seed),
        position: position.clone(),
        seats: table
            .seats
            .iter()
            .map(|s| format!("{s:?}").to_lowercase())
            .collect(),
        moves: record::move_texts(&table.m, CellNames::Algebraic),
        result,
    };
    let text = serde_json::to_string_pretty(&rec).map_err(|e| e.to_string())?;
    Ok(text + "\n")
}
