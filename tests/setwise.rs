//! Set-wise move generation (`Tables::setwise`, issue 20): which games the
//! rule compiler turns into shift-and-mask operations, and that in random
//! games (men, kings, captures, long chains, majority capture) the set-wise
//! generator lists exactly the moves of the table walk, in the same order,
//! after any sequence of applies and undos; and that the counting sink of
//! bulk perft counts what `decisions` lists.

mod common;

use common::{Rng, load_game};
use ludus::{Game, Move, State};

/// The same game with the set-wise tables removed: moves by the walk.
fn walked(game: &Game) -> Game {
    let mut g = game.clone();
    g.tables.setwise = None;
    g
}

#[test]
fn draughts_step_and_jump_rules_compile_to_shifts() {
    for name in ["checkers.game", "international.game", "brazilian.game"] {
        let g = load_game(name);
        let sw = g
            .tables
            .setwise
            .as_ref()
            .unwrap_or_else(|| panic!("{name}"));
        let man = g.code(g.kind("man").unwrap(), 0) as usize;
        assert!(
            sw.step_ok[man] && sw.jump_ok[man],
            "{name}: men are set-wise"
        );
        assert_eq!(sw.nsteps[man], 2, "{name}: two forward steps");
        let cells = g.board.cells();
        assert_eq!(
            sw.all.count_ones() as usize,
            cells,
            "{name}: a bit per cell"
        );
    }
    // International kings slide and jump long: they keep the walk.
    let g = load_game("international.game");
    let sw = g.tables.setwise.as_ref().unwrap();
    let king = g.code(g.kind("king").unwrap(), 0) as usize;
    assert!(!sw.step_ok[king] && !sw.jump_ok[king]);
    // Royal pieces (check) and castling are not set-wise.
    for name in ["chess.game", "gamemix.game", "liga.game"] {
        assert!(load_game(name).tables.setwise.is_none(), "{name}");
    }
}

/// Plays seeded random games of `name`, checking at every position that
/// the set-wise moves are the walked ones and that the counting sink counts
/// them; now and then it takes a few moves back.
fn same_moves_in_random_games(name: &str, games: usize, plies: usize) {
    let game = load_game(name);
    let walk = walked(&game);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut a, mut b, mut buf) = (Vec::new(), Vec::new(), Vec::new());
    let mut positions = 0;
    for _ in 0..games {
        let mut state = State::new(&game);
        let mut played: Vec<Move> = Vec::new();
        for _ in 0..plies {
            state.decisions(&game, &mut a);
            state.decisions(&walk, &mut b);
            assert_eq!(a, b, "{name}: set-wise and walked moves differ");
            let n = state.count_decisions(&game, &mut buf);
            assert_eq!(n, a.len() as u64, "{name}: the counting sink");
            same_picks(&game, &mut state, &a, name);
            same_make(&game, &walk, &state, &a, name);
            positions += 1;
            if a.is_empty() {
                break;
            }
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().unwrap();
                    state.undo(&game, &m);
                }
                continue;
            }
            let m = a[rng.below(a.len())];
            state.apply(&game, &m);
            played.push(m);
        }
    }
    assert!(positions > games * 20, "{name}: {positions} positions");
}

/// `pick_decision` (random playouts) picks the decision of the number it
/// chooses among exactly as many as `decisions` lists, and none when it
/// lists none.
fn same_picks(game: &Game, state: &mut State, listed: &[Move], name: &str) {
    let mut buf = Vec::new();
    for k in 0..=listed.len() {
        let picked = state.pick_decision(game, &mut buf, |n| {
            assert_eq!(n, listed.len(), "{name}: the count of the pick");
            k
        });
        assert_eq!(picked.as_ref(), listed.get(k), "{name}: decision {k}");
    }
}

/// Each move applied by the game's own path (the lean set-wise make in
/// checkers) leaves the state that the path of the walked game leaves, and
/// undo restores it.
fn same_make(game: &Game, walk: &Game, state: &State, moves: &[Move], name: &str) {
    for m in moves {
        let (mut x, mut y) = (state.clone(), state.clone());
        x.apply(game, m);
        y.apply(walk, m);
        assert_eq!(x, y, "{name}: apply");
        assert_eq!(x.hash, x.compute_hash(game), "{name}: hash");
        x.undo(game, m);
        assert_eq!(&x, state, "{name}: undo");
    }
}

#[test]
fn checkers_setwise_moves_are_the_walked_ones() {
    same_moves_in_random_games("checkers.game", 60, 200);
}

#[test]
fn international_setwise_moves_are_the_walked_ones() {
    same_moves_in_random_games("international.game", 30, 250);
}

#[test]
fn brazilian_setwise_moves_are_the_walked_ones() {
    same_moves_in_random_games("brazilian.game", 40, 200);
}

/// The set-wise jump walk (`SetWise::walk`): the codes whose jumps are
/// single jumps over an enemy neighbour follow their chains on cell sets;
/// a man's promotion that ends its move stops the chain on the far row.
#[test]
fn jumps_over_enemy_neighbours_are_walked_on_sets() {
    let g = load_game("checkers.game");
    let sw = g.tables.setwise.as_ref().unwrap();
    for p in 0..2 {
        let man = g.code(g.kind("man").unwrap(), p) as usize;
        let king = g.code(g.kind("king").unwrap(), p) as usize;
        assert!(sw.walk.ok[man] && sw.walk.ok[king]);
        assert_eq!((sw.walk.n[man], sw.walk.n[king]), (2, 4));
        // The far row: four dark squares, where a man is crowned and
        // stops; a king never stops.
        assert_eq!(sw.walk.stop[man].count_ones(), 4);
        assert_eq!(sw.walk.stop[king], 0);
        assert_eq!(
            sw.walk.stop[man] & sw.walk.stop[g.code(g.kind("man").unwrap(), 1 - p) as usize],
            0
        );
    }
    // International men jump backwards too and are walked; its kings fly
    // and keep the table walk.
    let g = load_game("international.game");
    let sw = g.tables.setwise.as_ref().unwrap();
    let man = g.code(g.kind("man").unwrap(), 0) as usize;
    let king = g.code(g.kind("king").unwrap(), 0) as usize;
    assert!(sw.walk.ok[man] && !sw.walk.ok[king]);
    assert_eq!(sw.walk.n[man], 4);
}

/// A crowning man's chain stops on the far row (its capture ends there),
/// a king's goes on: the walked sequences are the table walk's, and the
/// counting sink counts them.
#[test]
fn checkers_walk_stops_a_crowned_man_and_not_a_king() {
    let game = load_game("checkers.game");
    let walk = walked(&game);
    let (mut a, mut b, mut buf) = (Vec::new(), Vec::new(), Vec::new());
    for text in [
        // b6 x d8 crowns and stops, though d8 x f6 would go on for a king.
        "black man: b6  white man: c7, e7, e5",
        "black king: b6  white man: c7, e7, e5",
    ] {
        let mut state = common::pos(&game, text).state;
        state.decisions(&game, &mut a);
        state.decisions(&walk, &mut b);
        assert_eq!(a, b, "{text}");
        assert_eq!(state.count_decisions(&game, &mut buf), a.len() as u64);
        let longest = a.iter().map(|m| m.ncap).max().unwrap();
        let king = text.starts_with("black king");
        assert_eq!(longest, if king { 3 } else { 1 }, "{text}");
    }
}
