//! Who plays each seat (`--seat PLAYER=KIND` of `play` and `arena`): a
//! person at the terminal or a computer player ([`ludus::ai::parse_seats`]).

use ludus::Game;
use ludus::ai::Player;
pub use ludus::ai::Seat;

/// The seats given by `--seat` specs, in order over the default: the
/// first player is a person, the others play at random.
pub fn parse_seats(game: &Game, specs: &[String]) -> Result<Vec<Seat>, String> {
    let defaults = (0..game.players.len())
        .map(|i| {
            if i == 0 {
                Seat::Human
            } else {
                Seat::Computer(Player::Random)
            }
        })
        .collect();
    ludus::ai::parse_seats(game, defaults, specs)
}
