//! Text forms of a game's state: move notation (`c3-d4`, `c3xe5xg7`, or with
//! the board's numbers `11-15`, `11x18x25`) and move parsing against the
//! legal moves ([`moves`]), position texts ([`position`]), board diagrams
//! ([`diagram`](mod@diagram)) and hands of cards ([`hands`]). The crate
//! also names this module `notation`, its older name.

pub mod diagram;
pub mod fen;
mod fen_pockets;
pub mod hands;
pub mod moves;
pub mod narrate;
pub mod pdn_fen;
pub mod position;
pub mod position_check;
mod position_state;
pub mod race;
mod san;
pub mod seeds;
pub mod sfen;

pub use diagram::{borne_off_text, counters_text, diagram, diagram_for, store_text};
pub use fen::parse_fen;
pub use hands::{NOBODY, hands_text, sees_card};
pub use moves::{CellNames, MoveError, cell_name, display_text, move_text, parse_move};
pub use narrate::{card_effect, new_deal_text, own_hand_text, passes_hands};
pub use pdn_fen::{is_pdn_fen, parse_pdn_fen, pdn_fen};
pub use position::{parse_position, position_diagnostics, position_parts, position_text};
pub use position_check::PositionError;
pub use sfen::sfen;
