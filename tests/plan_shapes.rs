//! What each fast path's data holds for the games that take it, and the
//! cases the random playouts of tests/plans.rs do not reach by chance (the
//! compact perft's leaves and the end rules that cut its branches, a
//! crowned man's chain, `attacked` in a move condition). The equivalence
//! of every plan with the general path is tests/plans.rs; these short
//! tests were the game-specific asserts of the per-plan test files it
//! replaced (setwise, sw_compact, rays, wide_rays, wide_plan, along_paths,
//! stack_steps, attack_tables, stack_paths, lean_play, libero_leaf_loop).

#![allow(non_snake_case)] // test names are `attack_tables__<rule>`

mod common;

use common::{Rng, card_id, load_game, load_test_game, moves};
use ludus::engine::{CompactMoves, Leaf};
use ludus::ir::{AlongPaths, PlanId};
use ludus::perft::Perft;
use ludus::{Game, Match, Move, State};

// From tests/setwise.rs.
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
    let walk = game.without(PlanId::Sets);
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

// From tests/sw_compact.rs.
/// The positions after each decision, as leaf records, sorted.
fn after_each(game: &Game, state: &mut State) -> Vec<Leaf> {
    let mut moves = Vec::new();
    state.decisions(game, &mut moves);
    let mut out: Vec<Leaf> = moves
        .iter()
        .map(|m| {
            state.apply(game, m);
            let leaf = Leaf::of(game, state);
            state.undo(game, m);
            leaf
        })
        .collect();
    out.sort();
    out
}

/// Random games of `game` (with take-backs); in each position the compact
/// leaves against the decisions, and every `every` plies perft(`depth`)
/// full and bulk against the listing perft. Returns the positions seen and
/// the most captures of one move.
fn same_in_random_games(game: &Game, games: usize, plies: usize, depth: usize) -> (usize, usize) {
    assert!(game.tables.setwise.as_ref().is_some_and(|sw| sw.compact));
    let list = game.without(PlanId::Compact);
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let mut buf = CompactMoves::default();
    let (mut positions, mut most_caps) = (0, 0);
    let mut moves = Vec::new();
    for g in 0..games {
        let mut state = State::new(game);
        let mut played: Vec<Move> = Vec::new();
        for ply in 0..plies {
            let mut leaves = Vec::new();
            assert!(state.compact_children(game, &mut buf, |l| leaves.push(*l)));
            leaves.sort();
            assert_eq!(leaves, after_each(game, &mut state), "game {g} ply {ply}");
            if ply % 9 == 4 {
                let before = state.clone();
                for bulk in [false, true] {
                    let (mut p, mut q) = (Perft::new(depth), Perft::new(depth));
                    p.bulk = bulk;
                    q.bulk = bulk;
                    let a = p.run(game, &mut state, depth);
                    let b = q.run(&list, &mut state, depth);
                    assert_eq!(a, b, "game {g} ply {ply} bulk {bulk}");
                }
                assert!(state == before, "perft leaves the state as found");
            }
            positions += 1;
            state.decisions(game, &mut moves);
            if moves.is_empty() {
                break;
            }
            most_caps = moves
                .iter()
                .map(|m| m.captures().len())
                .fold(most_caps, usize::max);
            if rng.below(8) == 0 && played.len() >= 2 {
                for _ in 0..2 {
                    let m = played.pop().expect("played");
                    state.undo(game, &m);
                }
                continue;
            }
            let m = moves[rng.below(moves.len())];
            state.apply(game, &m);
            played.push(m);
        }
    }
    (positions, most_caps)
}

#[test]
fn checkers_takes_compact_moves_and_flying_kings_do_not() {
    let sw = |name: &str| load_game(name).tables.setwise.map(|sw| sw.compact);
    assert_eq!(sw("checkers.game"), Some(true));
    assert_eq!(sw("international.game"), Some(false));
    assert_eq!(sw("brazilian.game"), Some(false));
}

#[test]
fn checkers_compact_leaves_and_counts_are_the_listed_ones() {
    let (positions, caps) = same_in_random_games(&load_game("checkers.game"), 40, 150, 3);
    assert!(positions > 2000, "{positions} positions");
    assert!(caps >= 3, "chains of {caps} captures at most");
}

/// Checkers with its text changed by `edit` (a variant).
fn checkers_with(edit: impl Fn(String) -> String) -> Game {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/games/checkers.game");
    let src = edit(std::fs::read_to_string(path).expect("checkers.game"));
    ludus::compile(ludus::Source::named("variant.game", &src))
        .into_result()
        .unwrap_or_else(|e| panic!("{e:?}"))
}

/// Perft counts at depths 1 to `depth` of `game` from `state`, full and
/// bulk, by the compact path; asserted equal to the listing perft's.
fn counts_as_listed(game: &Game, state: &State, depth: usize) -> Vec<u64> {
    let list = game.without(PlanId::Compact);
    let mut out = Vec::new();
    for bulk in [false, true] {
        let (mut p, mut q) = (Perft::new(depth), Perft::new(depth));
        p.bulk = bulk;
        q.bulk = bulk;
        let (mut a, mut b) = (state.clone(), state.clone());
        let got: Vec<u64> = (1..=depth).map(|d| p.run(game, &mut a, d)).collect();
        let want: Vec<u64> = (1..=depth).map(|d| q.run(&list, &mut b, d)).collect();
        assert_eq!(got, want, "bulk {bulk}");
        assert!(a == *state, "perft leaves the state as found");
        out = got;
    }
    out
}

#[test]
fn repetition_ends_compact_branches_as_listed() {
    let game = load_game("checkers.game");
    let mut m = common::pos(&game, "black king: a1  white king: h8  white man: d4");
    // The start position occurs for the 2nd time: 4 plies below it occurs
    // a 3rd time, a draw that ends its branch (nothing below it at ply 5).
    common::play(&mut m, &["a1-b2", "h8-g7", "b2-a1", "g7-h8"]);
    let with = counts_as_listed(&game, &m.state, 6);
    let free = checkers_with(|s| {
        s.replace(
            "    repetition 3 since capture: draw \"threefold repetition\"\n",
            "",
        )
    });
    let mut n = common::pos(&free, "black king: a1  white king: h8  white man: d4");
    common::play(&mut n, &["a1-b2", "h8-g7", "b2-a1", "g7-h8"]);
    let without = counts_as_listed(&free, &n.state, 6);
    assert_eq!(with[..4], without[..4], "no branch ends within 4 plies");
    assert!(with[4] < without[4], "{with:?} {without:?}");
}

#[test]
fn plies_since_capture_end_compact_branches_as_listed() {
    let game = load_game("checkers.game");
    let black = ["a3", "b2", "c1", "d2", "c3", "b4"];
    let white = ["c7", "d6", "e5", "f4", "g3", "h4", "g5", "f6", "e7", "d8"];
    let mut m = common::pos(&game, "black king: a3  white king: c7");
    for ply in 0..97usize {
        let k = ply / 2;
        let t = if ply % 2 == 0 {
            format!("{}-{}", black[k % 6], black[(k + 1) % 6])
        } else {
            format!("{}-{}", white[k % 10], white[(k + 1) % 10])
        };
        common::play(&mut m, &[&t]);
    }
    assert_eq!(m.state.since_capture, 97);
    let got = counts_as_listed(&game, &m.state, 5);
    // Plies 98 and 99 are played, the position after ply 100 is drawn:
    // no move below it.
    assert_eq!(got[3], 0, "{got:?}");
    assert!(got[2] > 0, "{got:?}");
}

// From tests/rays.rs.
#[test]
fn grid_boards_of_one_piece_per_cell_get_ray_masks() {
    for name in ["chess.game", "gamemix.game"] {
        let g = load_game(name);
        let r = g.tables.rays.as_ref().unwrap_or_else(|| panic!("{name}"));
        // a1 (cell 0) toward a2 (cell 8): the rest of the a-file, 7 cells up.
        let nd = g.dirs.len();
        let north = (0..nd).find(|&d| g.nbr[d] == 8).unwrap();
        let north: u8 = north.try_into().unwrap();
        assert_eq!(r.ray(0, north).count_ones(), 7, "{name}");
        assert!(r.up[north as usize], "{name}: north goes up the indices");
    }
    // International draughts: a 10x10 grid, but only its 50 dark squares
    // are cells, so the masks fit one word (the flying kings slide by them).
    assert!(load_game("international.game").tables.rays.is_some());
    // Card games (the general path) keep the walk.
    assert!(load_game("liga.game").tables.rays.is_none());
}

// From tests/wide_rays.rs.
#[test]
fn boards_over_64_cells_with_slides_get_wide_ray_masks() {
    let g = load_game("libero.game");
    let r = g
        .tables
        .wide_rays
        .as_ref()
        .expect("libero has wide ray masks");
    assert!(g.tables.rays.is_none());
    // b1 (cell 0) eastward: the rest of rank 1, c1..s1, 17 cells, going up
    // the indices; b1 northward: b2..b9, 8 cells (the a-file holds only
    // the goal a4..a6).
    let nd = g.dirs.len();
    let east = (0..nd).find(|&d| g.nbr[d] == 1).unwrap();
    let east: u8 = east.try_into().unwrap();
    let ones = |set: &[u64; 4]| set.iter().map(|w| w.count_ones()).sum::<u32>();
    assert_eq!(ones(r.ray(0, east)), 17);
    assert!(r.up[east as usize]);
    let north = (0..nd).find(|&d| g.nbr[d] == 18).unwrap();
    let north: u8 = north.try_into().unwrap();
    assert!(r.up[north as usize]);
    assert_eq!(ones(r.ray(0, north)), 8);
    // Boards of at most 64 cells keep the one-word masks or the walk.
    for name in [
        "chess.game",
        "international.game",
        "liger.game",
        "liga.game",
    ] {
        assert!(load_game(name).tables.wide_rays.is_none(), "{name}");
    }
}

// From tests/wide_plan.rs.
#[test]
fn libero_has_slide_plans_a_full_budget_and_a_counter_comparison() {
    let g = load_game("libero.game");
    let plan = g.tables.wide_plan.as_ref().expect("libero has slide plans");
    assert!(plan.own_planned, "every piece a player owns slides only");
    // Every code has a plan: goalkeeper, libero and soldier of each player,
    // and the ball, which has no steps (carried straight to its plan).
    let codes = plan.planned.len();
    assert!((1..codes).all(|c| plan.planned[c] && plan.bare[c]));
    // The goalkeeper's two conditions make two runs of 8 directions.
    let keeper = 1u8;
    let runs = plan.runs_of(keeper);
    assert_eq!(runs.len(), 2);
    assert!(
        runs.iter()
            .all(|r| plan.dirs_of(r).len() == 8 && r.cond != 0)
    );
    assert!(g.tables.budget_all);
    assert_eq!(
        g.tables.counter_cmp.iter().flatten().count(),
        1,
        "count(sets own) = 2"
    );
    // A goal slide from the middle of the field reaches the goal the
    // player attacks along some directions, not all.
    let ball_goal = plan
        .list
        .iter()
        .find(|r| r.stop_in != 0)
        .expect("the ball's goal slides");
    let middle = g.board.cell("j5").unwrap();
    let reach = plan.reach(ball_goal.stop_in, 0, middle);
    assert!(reach != 0 && reach.count_ones() < 8, "{reach:b}");
    for name in ["chess.game", "liger.game", "liga.game", "checkers.game"] {
        let other = load_game(name);
        assert!(other.tables.wide_plan.is_none(), "{name}");
        assert!(!other.tables.budget_all, "{name}");
    }
}

// From tests/along_paths.rs.
/// The table of `game`, which must have one.
fn table(game: &Game, name: &str) -> Box<AlongPaths> {
    game.tables
        .along_paths
        .clone()
        .unwrap_or_else(|| panic!("{name}: no path table"))
}

#[test]
fn games_with_exact_along_moves_get_path_tables() {
    for name in ["liga.game", "liga-2p.game", "liga-solo.game"] {
        let g = load_game(name);
        let t = table(&g, name);
        // North's start point i17 is the first cell of the ring: 13 forward
        // from it is one cell of the ring, passing the 12 before it.
        let ring = &g.tracks[0].cells;
        let paths = t
            .get(0, 13, 0, ring[0])
            .expect("13 forward is in the table");
        assert_eq!(paths.len(), 1, "{name}");
        assert_eq!(paths[0].to, ring[13], "{name}");
        let passed: u32 = paths[0].over.iter().map(|w| w.count_ones()).sum();
        assert_eq!(passed, 12, "{name}");
        // Distances no card moves are not in the table (the walk is kept).
        assert!(t.get(0, 11, 0, ring[0]).is_none(), "{name}");
    }
    // Games without tracks have none.
    assert!(load_game("checkers.game").tables.along_paths.is_none());
    assert!(load_game("chess.game").tables.along_paths.is_none());
}

#[test]
fn cards_of_only_exact_moves_and_enters_are_lean() {
    let g = load_game("liga.game");
    let cards = g.cards.as_ref().expect("LIGA has cards");
    let lean: Vec<&str> = cards
        .kinds
        .iter()
        .zip(&g.tables.lean_cards)
        .filter(|(_, l)| **l)
        .map(|(k, _)| k.name.as_str())
        .collect();
    // The 7 splits, the 8 may skip, the Attack runs `until`, the others
    // swap, cancel, pass, play for or move another's pieces.
    assert_eq!(
        lean,
        [
            "one", "thirteen", "two", "three", "four", "five", "six", "nine", "ten", "twelve"
        ]
    );
}

#[test]
fn a_path_into_the_home_is_one_of_the_paths_from_the_entry() {
    let g = load_game("liga.game");
    let t = table(&g, "liga.game");
    // The cell before north's start point (i17, the ring's first cell) is
    // its last; from there 2 forward is the ring's second cell, or the
    // first home cell entered at i17 (north's home only).
    let ring = &g.tracks[0].cells;
    let before = ring[ring.len() - 1];
    let north: Vec<u8> = t
        .get(0, 2, 0, before)
        .expect("in the table")
        .iter()
        .map(|p| p.to)
        .collect();
    let east: Vec<u8> = t
        .get(0, 2, 1, before)
        .expect("in the table")
        .iter()
        .map(|p| p.to)
        .collect();
    assert_eq!(north.len(), 2);
    assert_eq!(north[0], ring[1]);
    assert!(g.tables.branch_of[north[1] as usize] != 0);
    assert_eq!(east, vec![ring[1]]);
}

// From tests/stack_steps.rs.
#[test]
fn stack_steps_are_compiled_for_games_of_steps_onto_stacks_only() {
    assert!(load_game("liger.game").tables.stack_steps.is_some());
    // Libero has turns of several actions; the castling game castles.
    assert!(load_game("libero.game").tables.stack_steps.is_none());
    assert!(
        load_test_game("castle_stacks.game")
            .tables
            .stack_steps
            .is_none()
    );
    assert!(load_game("checkers.game").tables.stack_steps.is_none());
}

// From tests/attack_tables.rs.
#[test]
fn attack_tables__exact_only_where_every_capture_is_tabled() {
    assert!(load_game("chess.game").tables.attacks.exact);
    assert!(load_game("gamemix.game").tables.attacks.exact);
    // Chained jumps and mandatory capture: the replies are generated.
    assert!(!load_game("checkers.game").tables.attacks.exact);
}

/// Chess with one rule changed.
fn chess_with(old: &str, new: &str) -> Game {
    let path = format!("{}/games/chess.game", env!("CARGO_MANIFEST_DIR"));
    let src = std::fs::read_to_string(path).expect("chess.game");
    assert!(src.contains(old));
    let src = src.replace(old, new);
    let (game, diags) = ludus::compile(ludus::Source::named("pawn-check.game", &src)).into_parts();
    game.unwrap_or_else(|| panic!("compiles: {diags:?}"))
}

#[test]
fn attacked__in_a_move_condition_is_judged_before_the_move() {
    // A pawn may step only while its king is not in check.
    let g = chess_with(
        "    step forward to empty\n",
        "    step forward to empty if not attacked(king own)\n",
    );
    let chess = load_game("chess.game");
    // The bishop on b4 checks e1 along c3 and d2; c2-c3 would block it.
    let check = "4k3/8/8/8/1b6/8/2P5/4K3 w - - 0 1";
    let mut plain = Match::from_fen(&chess, check).unwrap();
    assert!(moves(&mut plain).contains(&"c2-c3".to_string()));
    let mut m = Match::from_fen(&g, check).unwrap();
    assert!(m.in_check());
    let legal = moves(&mut m);
    assert!(!legal.contains(&"c2-c3".to_string()), "{legal:?}");
    assert_eq!(legal, ["e1-d1", "e1-e2", "e1-f1", "e1-f2"]);
    // Out of check, the pawn steps again.
    let mut quiet = Match::from_fen(&g, "4k3/8/8/8/8/8/b1P5/4K3 w - - 0 1").unwrap();
    assert!(!quiet.in_check());
    assert!(moves(&mut quiet).contains(&"c2-c3".to_string()));
}

// From tests/lean_play.rs.
#[test]
fn lean_play_is_on_in_card_games_of_one_action_turns() {
    let liga = load_game("liga.game");
    assert!(liga.tables.lean_play);
    // Played by putting the card down and then its move, enter or skip.
    for name in [
        "one", "two", "four", "eight", "thirteen", "cheater", "mage", "attack",
    ] {
        assert!(
            liga.tables.plain_play[card_id(&liga, name) as usize],
            "{name}"
        );
    }
    // A split, a cancel, hands passed, a turn played for another.
    for name in ["seven", "liga", "twister", "phantom"] {
        assert!(
            !liga.tables.plain_play[card_id(&liga, name) as usize],
            "{name}"
        );
    }
    for name in ["checkers.game", "chess.game", "liger.game", "libero.game"] {
        let game = load_game(name);
        assert!(!game.tables.lean_play, "{name}");
        assert!(game.tables.plain_play.is_empty(), "{name}");
    }
}

// From tests/libero_leaf_loop.rs.
// The last ply of a Libero perft (`State::apply_undo_each`) plays most
// decisions by a leaf loop of its own (`engine/perft/fast/turn_leaves.rs`: the `end`
// of a turn and the plain carries written out, the turn record not
// pushed). Along random games, every position it looks at must be the one
// `apply` makes (board, stacks, hash equal to a fresh hash, turn, budget,
// history, last mover), and the position after the list the one before
// it. The games must go through each rule the loop writes out: the end of
// a turn, a piece moving alone, a piece carrying the ball, a pass, a
// tackle (a steal) and a goal (an event, taken by the general path).

/// What the leaf loop went through, counted along the games.
#[derive(Default, Debug)]
struct Seen {
    ends: usize,
    alone: usize,
    with_ball: usize,
    passes: usize,
    tackles: usize,
    goals: usize,
}

impl Seen {
    /// Counts the rule that `m` exercised, judged from the positions
    /// before (`s`) and after (`after`) it.
    fn count(&mut self, s: &State, m: &Move, after: &State) {
        if m.is_end_turn() {
            self.ends += 1;
        } else if m.lift == 2 {
            self.with_ball += 1;
        } else if s.height(m.from) == 2 {
            // The ball, on top of its holder, moved: a pass, or a goal
            // (everything back to the setup: the goal cell empty).
            if after.height(m.to) == 0 {
                self.goals += 1;
            } else {
                self.passes += 1;
            }
        } else if after.height(m.to) == 2 {
            // A piece moved alone and holds the ball: it tackled.
            self.tackles += 1;
        } else {
            self.alone += 1;
        }
    }
}

/// The leaf loop's positions against `apply`'s, from `state`.
fn check_leaves(game: &ludus::Game, state: &mut State, moves: &[Move], seen: &mut Seen) {
    let before = state.clone();
    let mut looked = 0;
    state.apply_look_undo_each(game, moves, |after, m| {
        let mut expected = before.clone();
        expected.apply(game, m);
        assert!(
            after == &expected,
            "after {m:?}: not the position apply makes"
        );
        assert_eq!(after.hash, after.compute_hash(game), "after {m:?}: hash");
        assert_eq!(after.last_mover, expected.last_mover, "after {m:?}");
        seen.count(&before, m, after);
        looked += 1;
    });
    assert_eq!(looked, moves.len());
    assert!(
        *state == before,
        "the position after the list is not the one before"
    );
    assert_eq!(state.last_mover, before.last_mover);
}

#[test]
fn libero_leaf_loop_plays_end_carries_passes_tackles_and_goals_as_apply_does() {
    let game = load_game("libero.game");
    let mut seen = Seen::default();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for _ in 0..12 {
        let mut state = State::new(&game);
        let mut moves = Vec::new();
        for _ in 0..300 {
            state.decisions(&game, &mut moves);
            if moves.is_empty() {
                break;
            }
            check_leaves(&game, &mut state, &moves, &mut seen);
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // `end` one time in eight, so that turns reach their ball
            // moves and tackles.
            let actions: Vec<Move> = moves.iter().filter(|m| !m.is_end_turn()).copied().collect();
            let m = match moves.iter().find(|m| m.is_end_turn()) {
                Some(end) if seed.is_multiple_of(8) || actions.is_empty() => *end,
                _ => actions[usize::try_from((seed >> 3) % actions.len() as u64).unwrap_or(0)],
            };
            state.apply(&game, &m);
        }
    }
    assert!(
        seen.ends > 0
            && seen.alone > 0
            && seen.with_ball > 0
            && seen.passes > 0
            && seen.tackles > 0
            && seen.goals > 0,
        "every rule exercised: {seen:?}"
    );
}
