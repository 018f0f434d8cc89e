//! The data of the fast paths, one file per plan, built once with the
//! tables (`Game::build_tables`); the file names match the executors' in
//! `engine/<operation>/fast/`.

mod attack_map;
mod attack_tables;
mod card_plays;
mod count_lookups;
mod end_clocks;
mod rare_cells;
mod rays;
mod rays_wide;
mod repeat_buckets;
mod set_jumps;
mod sets;
mod slide_plans;
mod stack_runs;
mod tally;
mod track_paths;
mod turns;

pub use attack_map::*;
pub use attack_tables::*;
pub use count_lookups::*;
pub use end_clocks::*;
pub use rays::*;
pub use rays_wide::*;
pub use repeat_buckets::*;
pub use set_jumps::*;
pub use sets::*;
pub use slide_plans::*;
pub use stack_runs::*;
pub use tally::*;
pub use track_paths::*;
pub use turns::*;
