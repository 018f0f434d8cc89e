//! Who plays each seat (`--seat PLAYER=KIND` of `play` and `arena`): a
//! person at the terminal or a computer player.

use ludus::Game;
use ludus::ai::Player;

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

/// The seats given by `--seat` specs, in order over the default: the
/// first player is a person, the others play at random.
pub fn parse_seats(game: &Game, specs: &[String]) -> Result<Vec<Seat>, String> {
    let mut seats: Vec<Seat> = (0..game.players.len())
        .map(|i| {
            if i == 0 {
                Seat::Human
            } else {
                Seat::Computer(Player::Random)
            }
        })
        .collect();
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
