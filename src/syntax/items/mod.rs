//! Top-level items, pest pairs → AST: one file per kind of item, and
//! [`add_item_at`], which hands each item to its file.

mod board;
mod cards;
mod end;
mod game;
mod moves;
mod pictures;
mod pieces;
mod race;
mod rules;
mod setup;
mod sowing;
mod tracks;
mod turn;

use pest::iterators::Pair;

use super::Rule;
use super::ast::Ast;

pub(in crate::syntax) use setup::{placement, stack_entry};

/// Adds one top-level item to the AST. `base` is where the parsed text
/// starts in the source space of the spans.
pub(in crate::syntax) fn add_item_at(ast: &mut Ast, item: Pair<Rule>, base: usize) {
    match item.as_rule() {
        Rule::game_item => game::game(ast, item, base),
        Rule::remove_item => game::remove(ast, item, base),
        Rule::sides_item => game::sides(ast, item, base),
        Rule::players_item => game::players(ast, item, base),
        Rule::board_item => board::board(ast, item, base),
        Rule::directions_item => board::directions(ast, item, base),
        Rule::zone_item => board::zone(ast, item, base),
        Rule::piece_item => pieces::piece(ast, item, base),
        Rule::store_item => pieces::store(ast, item, base),
        Rule::setup_item => setup::setup(ast, item, base),
        Rule::rules_item => rules::rules(ast, item, base),
        Rule::counters_item => rules::counters(ast, item, base),
        Rule::cards_item => cards::cards(ast, item, base),
        Rule::card_item => cards::card(ast, item, base),
        Rule::track_item => tracks::track(ast, item, base),
        Rule::branch_item => tracks::branch(ast, item, base),
        Rule::turn_item => turn::turn(ast, item, base),
        Rule::end_item => end::end(ast, item, base),
        Rule::picture_item => pictures::picture(ast, item, base),
        Rule::sowing_item => sowing::sowing(ast, item, base),
        Rule::race_item => race::race(ast, item, base),
        _ => {}
    }
}
