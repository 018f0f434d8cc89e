//! Legality: whether a move leaves its player's royal piece attacked, and
//! whether a cell or piece is attacked. The reference answers by generating
//! the replies (`replies.rs`); the fast paths (`fast/`) answer by the attack
//! tables, the ray masks and the attack map.

mod replies;
/// The fast paths of legality: each answers as the replies do.
mod fast {
    mod attack_map;
    mod filter;
    mod tables;
}
