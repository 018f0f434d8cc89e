//! `ludus moves`: the legal moves of the player to move, with the board, or
//! as JSON with what the seat to move may see of the cards.

use std::path::PathBuf;
use std::process::ExitCode;

use ludus::engine::State;
use ludus::ir::Narrow;
use ludus::notation;
use ludus::record::RecordResult;
use ludus::{Game, Match, Outcome};

use super::common::{StartArgs, board_text, describe, load, names, player_name, start};

/// The arguments of `ludus moves`.
#[derive(clap::Args)]
pub struct MovesArgs {
    pub file: PathBuf,
    #[command(flatten)]
    pub start: StartArgs,
    /// Print cells by the board's numbers (e.g. PDN squares) instead of a1-style names
    #[arg(long)]
    pub numbers: bool,
    /// Print JSON: the player to move, the moves, the result if over
    #[arg(long)]
    pub json: bool,
    /// Run the general path only, every fast path off (to check a fast path)
    #[arg(long)]
    pub reference: bool,
}

/// Prints the position's legal moves (or its result).
pub fn run(args: &MovesArgs) -> Result<ExitCode, String> {
    let game = load(&args.file)?;
    let game = if args.reference {
        game.reference()
    } else {
        game
    };
    let mut m = start(&game, &args.start, 0)?;
    let legal = m.legal_moves();
    super::common::warn_chains_cut(&m.state);
    let names = names(args.numbers);
    let texts: Vec<String> = legal
        .iter()
        .map(|mv| notation::move_text(&game, mv, names))
        .collect();
    let outcome = m.outcome();
    if args.json {
        println!("{}", moves_json(&game, &m, &texts, outcome.as_ref()));
    } else {
        print_moves(&game, &m, &texts, outcome.as_ref());
    }
    Ok(ExitCode::SUCCESS)
}

/// The player to move, the moves, the result if over, and what the seat
/// to move may see of the cards.
fn moves_json(
    game: &Game,
    m: &Match,
    texts: &[String],
    outcome: Option<&Outcome>,
) -> serde_json::Value {
    let mut v = serde_json::json!({
        "to_move": player_name(game, m.to_move()),
        "moves": texts,
        "result": outcome.map(|o| RecordResult::from_outcome(game, o)),
    });
    if let Some(c) = cards_json(game, &m.state, Some(m.chooser())) {
        v["cards"] = c;
    }
    v
}

/// The board, who is to move (and who chooses for them), then the legal
/// moves or the result.
fn print_moves(game: &Game, m: &Match, texts: &[String], outcome: Option<&Outcome>) {
    print!("{}", board_text(m));
    if m.chooser() == m.to_move() {
        println!("{} to move", player_name(game, m.to_move()));
    } else {
        println!(
            "{} to move, played by {}",
            player_name(game, m.to_move()),
            player_name(game, m.chooser())
        );
    }
    if let Some(o) = outcome {
        println!("game over: {}", describe(game, o));
    } else {
        println!(
            "{}: {}",
            super::play_help::count(texts.len(), "legal move"),
            texts.join(" ")
        );
    }
}

/// The cards as seat `seat` may see them, for `--json`: each hand with
/// its cards, or `"hidden": true` and only its size; the deck size; the
/// centre (cards played or discarded since the last shuffle, in order,
/// with who put them there); the announcement; the exchange and a split
/// in progress.
fn cards_json(game: &Game, state: &State, seat: Option<u8>) -> Option<serde_json::Value> {
    let cards = game.cards.as_ref()?;
    let nk = cards.kinds.len();
    let hands: Vec<serde_json::Value> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, pn)| {
            let hand = &state.hands[p * nk..(p + 1) * nk];
            let n: u16 = hand.iter().sum();
            if seat.is_none_or(|x| state.sees_hand(game, x, p.narrow())) {
                let list: Vec<&str> = hand
                    .iter()
                    .enumerate()
                    .flat_map(|(c, &k)| {
                        std::iter::repeat_n(cards.kinds[c].name.as_str(), usize::from(k))
                    })
                    .collect();
                serde_json::json!({"player": pn, "hidden": false, "count": n, "cards": list})
            } else {
                serde_json::json!({"player": pn, "hidden": true, "count": n})
            }
        })
        .collect();
    let pile: Vec<serde_json::Value> = state
        .pile
        .iter()
        .map(|&(c, p)| serde_json::json!({"card": cards.kinds[c as usize].name, "by": player_name(game, p)}))
        .collect();
    let mut v = serde_json::json!({
        "hands": hands,
        "deck": state.deck.len(),
        "played": pile,
        "dealer": player_name(game, state.dealer),
        "deals": state.deals,
    });
    if let Some(announce) = &cards.announce {
        let said: serde_json::Map<String, serde_json::Value> = game
            .players
            .iter()
            .enumerate()
            .map(|(p, pn)| {
                (
                    pn.clone(),
                    serde_json::Value::Bool(state.announced & (1 << p) != 0),
                )
            })
            .collect();
        v["announced"] = serde_json::json!({"label": announce.label, "players": said});
    }
    if state.giving > 0 {
        v["exchange_left"] = serde_json::json!(state.giving);
    }
    if state.split_left > 0 {
        v["split"] = serde_json::json!({
            "card": cards.kinds[state.split_card as usize].name,
            "steps_left": state.split_left,
        });
    }
    Some(v)
}
