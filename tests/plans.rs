//! One equivalence suite for every fast path (issue 32): for every game of
//! games/ and tests/games/ (and the variants the per-plan tests built), the
//! plans it takes (a snapshot), and for each plan taken, switched off with
//! `Game::without`, and for `Game::reference` (every plan off): seeded
//! random playouts with bursts of undo, checking at every position the same
//! decisions in the same order, the same count, the same pick for the same
//! index, the same position after apply (its text and hash, and the hash
//! equal to the one computed from scratch), undo restoring it, the same
//! outcome; every few positions perft(2), listed and bulk, equal.

mod common;

use common::Rng;
use ludus::ir::PlanId;
use ludus::notation::position_text;
use ludus::perft::Perft;
use ludus::{Game, Move, Source, State, compile};

/// Positions between two checks of the leaf loops.
const LEAVES_EVERY: usize = 4;

/// Positions between two perft(2) comparisons.
const PERFT_EVERY: usize = 24;

fn root() -> &'static str {
    env!("CARGO_MANIFEST_DIR")
}

fn compiled(name: &str, text: &str) -> Game {
    compile(Source::named(name, text))
        .into_result()
        .unwrap_or_else(|e| panic!("{name} compiles: {e:?}"))
}

/// `games/<file>` or `tests/games/<file>`, with `swaps` made in its text.
fn game_at(path: &str, swaps: &[(&str, &str)]) -> Game {
    let full = format!("{}/{path}", root());
    if swaps.is_empty() {
        return ludus::load(&full).unwrap_or_else(|e| panic!("{path} loads: {e:?}"));
    }
    let mut text = std::fs::read_to_string(&full).expect("the game reads");
    for (from, to) in swaps {
        assert!(text.contains(from), "{path} has `{from}`");
        text = text.replace(from, to);
    }
    compiled(path, &text)
}

/// What a seat would see of a position, and its hash (checked against the
/// hash computed from scratch).
fn seen(game: &Game, s: &State, what: &str) -> (String, u64) {
    assert_eq!(s.hash, s.compute_hash(game), "{what}: hash from scratch");
    (position_text(game, s), s.hash)
}

/// The two games of a comparison, their states and buffers.
struct Pair<'g> {
    fast: &'g Game,
    slow: &'g Game,
    a: State,
    b: State,
    bufs: [Vec<Move>; 2],
    what: String,
}

impl Pair<'_> {
    /// Checks the position of both sides and returns the decisions.
    fn check(&mut self, leaves: bool) -> Vec<Move> {
        let what = &self.what.clone();
        assert_eq!(
            seen(self.fast, &self.a, what),
            seen(self.slow, &self.b, what),
            "{what}: the same position"
        );
        let mut da = Vec::new();
        let mut db = Vec::new();
        self.a.decisions(self.fast, &mut da);
        self.b.decisions(self.slow, &mut db);
        assert_eq!(da, db, "{what}: the same decisions in the same order");
        let n = da.len() as u64;
        assert_eq!(
            self.a.count_decisions(self.fast, &mut self.bufs[0]),
            n,
            "{what}: count"
        );
        assert_eq!(
            self.b.count_decisions(self.slow, &mut self.bufs[1]),
            n,
            "{what}: count"
        );
        for k in [0, da.len() / 2, da.len().saturating_sub(1)] {
            let pa = self.a.pick_decision(self.fast, &mut self.bufs[0], |_| k);
            let pb = self.b.pick_decision(self.slow, &mut self.bufs[1], |_| k);
            assert_eq!(pa, pb, "{what}: pick {k}");
            assert_eq!(pa.as_ref(), da.get(k), "{what}: pick {k} is the listed one");
        }
        if self.fast.tables.takes(PlanId::GroupPick) {
            self.random_picks(&da);
        }
        if self.fast.tables.takes(PlanId::RacePick) {
            self.race_picks();
        }
        if self.fast.tables.takes(PlanId::PlacePly) {
            self.ply_picks(&da);
        }
        if leaves {
            self.leaves(&da);
        }
        let oa = self.a.outcome(self.fast, &mut self.bufs[0]);
        let ob = self.b.outcome(self.slow, &mut self.bufs[1]);
        assert_eq!(oa, ob, "{what}: the same outcome");
        da
    }

    /// The random pick of the fast side (`State::pick_random`, which may
    /// draw again when a candidate is refused): every first draw gives a
    /// listed decision, and the first draws together give each of them
    /// (the pick of each draw sequence is one of the decisions, and none
    /// is out of its reach); none once the game is over.
    fn random_picks(&mut self, listed: &[Move]) {
        let what = &self.what;
        let mut n = 0;
        let first = self.a.pick_random(self.fast, &mut self.bufs[0], |m| {
            n = m;
            0
        });
        if listed.is_empty() {
            assert_eq!(first, None, "{what}: no pick once over");
            return;
        }
        let mut reached = vec![false; listed.len()];
        for j in 0..n {
            let mut draws = 0;
            let m = self.a.pick_random(self.fast, &mut self.bufs[0], |_| {
                draws += 1;
                if draws == 1 { j } else { 0 }
            });
            let i = listed.iter().position(|d| Some(d) == m.as_ref());
            let i = i.unwrap_or_else(|| panic!("{what}: first draw {j} gives {m:?}, not listed"));
            reached[i] = true;
        }
        assert!(
            reached.iter().all(|&r| r),
            "{what}: every decision drawn by some first draw"
        );
    }

    /// The random pick of a race (`State::pick_random`, one draw): for
    /// every draw the fast side asks the same bound and picks the same
    /// decision as the general side (a roll by its chance, a play
    /// uniformly); none once the game is over.
    fn race_picks(&mut self) {
        let what = &self.what;
        let bound = |s: &mut State, g: &Game, buf: &mut Vec<Move>| {
            let mut n = 0;
            let m = s.pick_random(g, buf, |k| {
                n = k;
                0
            });
            (m, n)
        };
        let (fa, na) = bound(&mut self.a, self.fast, &mut self.bufs[0]);
        let (fb, nb) = bound(&mut self.b, self.slow, &mut self.bufs[1]);
        assert_eq!(
            (fa, na),
            (fb, nb),
            "{what}: race pick, first draw and bound"
        );
        for j in 0..na {
            let pa = self.a.pick_random(self.fast, &mut self.bufs[0], |_| j);
            let pb = self.b.pick_random(self.slow, &mut self.bufs[1], |_| j);
            assert_eq!(pa, pb, "{what}: race pick of draw {j}");
        }
    }

    /// A playout's ply (`State::play_random`) of the fast side, for every
    /// draw below the bound and one past it: the same bound asked and the
    /// same position after it as the general side's pick (`pick_random`)
    /// and `apply`, the listed decision of that number played, and `undo`
    /// of that move giving the position back; nothing played once over or
    /// for a draw past the bound.
    fn ply_picks(&mut self, listed: &[Move]) {
        let what = &self.what.clone();
        let before = seen(self.fast, &self.a, what);
        for k in 0..=listed.len() {
            let (mut a, mut b) = (self.a.clone(), self.b.clone());
            let (mut na, mut nb) = (None, None);
            let played = a.play_random(self.fast, &mut self.bufs[0], |n| {
                na = Some(n);
                k
            });
            let m = b.pick_random(self.slow, &mut self.bufs[1], |n| {
                nb = Some(n);
                k
            });
            assert_eq!(na, nb, "{what}: ply {k}, the bound drawn from");
            assert_eq!(played, m.is_some(), "{what}: ply {k} played");
            assert_eq!(
                m.as_ref(),
                listed.get(k),
                "{what}: ply {k} is the listed one"
            );
            let Some(m) = m else {
                assert_eq!(seen(self.fast, &a, what), before, "{what}: ply {k}");
                continue;
            };
            b.apply(self.slow, &m);
            let mut applied = self.a.clone();
            applied.apply(self.fast, &m);
            assert_eq!(
                a, applied,
                "{what}: ply {k}: the whole state as apply leaves it"
            );
            assert_eq!(
                seen(self.fast, &a, what),
                seen(self.slow, &b, what),
                "{what}: ply {k}: {m:?}"
            );
            assert_eq!(a.plies, b.plies, "{what}: ply {k}: plies");
            assert_eq!(a.last_to, b.last_to, "{what}: ply {k}: last landing");
            a.undo(self.fast, &m);
            assert_eq!(seen(self.fast, &a, what), before, "{what}: ply {k} undone");
        }
    }

    /// The last ply of a perft (`apply_undo_each`, the leaf loop of the
    /// fast side's path) gives the position back, and the positions it
    /// looks at (`apply_look_undo_each`) are those `apply` makes.
    fn leaves(&mut self, moves: &[Move]) {
        let what = &self.what.clone();
        let before = self.a.clone();
        let seen_before = seen(self.fast, &self.a, what);
        self.a.apply_undo_each(self.fast, moves);
        assert_eq!(
            seen(self.fast, &self.a, what),
            seen_before,
            "{what}: leaf loop restores"
        );
        let mut looked = 0;
        self.a.apply_look_undo_each(self.fast, moves, |after, m| {
            let mut expected = before.clone();
            expected.apply(self.fast, m);
            assert_eq!(
                seen(self.fast, after, what),
                seen(self.fast, &expected, what),
                "{what}: leaf {m:?}"
            );
            looked += 1;
        });
        assert_eq!(looked, moves.len(), "{what}: every leaf looked at");
        assert_eq!(
            seen(self.fast, &self.a, what),
            seen_before,
            "{what}: leaf loop restores"
        );
    }

    /// perft(2), listed (divide) and bulk, equal on both sides, each
    /// position left as found.
    fn perft2(&mut self) {
        let what = &self.what;
        let before = seen(self.fast, &self.a, what);
        for bulk in [false, true] {
            let mut p = Perft::new(2);
            p.bulk = bulk;
            let la = p.divide(self.fast, &mut self.a, 2);
            let lb = p.divide(self.slow, &mut self.b, 2);
            assert_eq!(la, lb, "{what}: perft(2) divide, bulk {bulk}");
            let na = p.run(self.fast, &mut self.a, 2);
            let nb = p.run(self.slow, &mut self.b, 2);
            assert_eq!(na, nb, "{what}: perft(2), bulk {bulk}");
        }
        assert_eq!(
            seen(self.fast, &self.a, what),
            before,
            "{what}: perft restores"
        );
        assert_eq!(
            seen(self.slow, &self.b, what),
            before,
            "{what}: perft restores"
        );
    }

    fn apply(&mut self, m: &Move) {
        self.a.apply(self.fast, m);
        self.b.apply(self.slow, m);
    }

    fn undo(&mut self, m: &Move) {
        self.a.undo(self.fast, m);
        self.b.undo(self.slow, m);
    }
}

/// Seeded random playouts of `fast` and `slow` side by side; returns the
/// positions checked.
fn playouts(fast: &Game, slow: &Game, what: &str, games: u64, plies: usize) -> usize {
    let mut positions = 0;
    for g in 0..games {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (g + 1).wrapping_mul(0x2545_f491));
        let mut p = Pair {
            fast,
            slow,
            a: State::new_seeded(fast, g),
            b: State::new_seeded(slow, g),
            bufs: [Vec::new(), Vec::new()],
            what: format!("{what}, game {g}"),
        };
        let mut played: Vec<(Move, (String, u64))> = Vec::new();
        for _ in 0..plies {
            let moves = p.check(positions % LEAVES_EVERY == 0);
            positions += 1;
            if positions % PERFT_EVERY == 0 {
                p.perft2();
            }
            if rng.below(8) == 0 && !played.is_empty() {
                for _ in 0..=rng.below(3).min(played.len() - 1) {
                    let (m, before) = played.pop().expect("a move was played");
                    p.undo(&m);
                    assert_eq!(seen(fast, &p.a, what), before, "{what}: undo restores");
                    assert_eq!(seen(slow, &p.b, what), before, "{what}: undo restores");
                }
                continue;
            }
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            played.push((m, seen(fast, &p.a, what)));
            p.apply(&m);
        }
    }
    positions
}

/// Every plan `game` takes, switched off alone, and every plan off, play
/// as `game` does. Returns the positions checked per comparison.
fn plans_agree(name: &str, game: &Game, games: u64, plies: usize) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for id in game.tables.taken() {
        if !game.tables.optional(id) {
            continue;
        }
        let slow = game.without(id);
        assert!(!slow.tables.takes(id), "{name}: {id:?} is off");
        let what = format!("{name} without {}", id.name());
        out.push((
            id.name().to_string(),
            playouts(game, &slow, &what, games, plies),
        ));
    }
    let reference = game.reference();
    assert!(
        reference
            .tables
            .taken()
            .iter()
            .all(|&id| !game.tables.optional(id)),
        "{name}: every optional plan off"
    );
    let what = format!("{name}, reference");
    out.push((
        "reference".into(),
        playouts(game, &reference, &what, games, plies),
    ));
    for (plan, n) in &out {
        assert!(*n >= 20, "{name} {plan}: only {n} positions");
        eprintln!("positions checked: {name} {plan} {n}");
    }
    out
}

macro_rules! suite {
    ($($test:ident: $path:literal $(with [$($swaps:expr),+])?, $games:literal x $plies:literal;)*) => {
        /// The files and variants the suite covers: name, file, changes.
        const CASES: &[(&str, &str, &[(&str, &str)])] = &[$((stringify!($test), $path, &[$($($swaps),+)?])),*];
        $(
            #[test]
            fn $test() {
                let swaps: &[(&str, &str)] = &[$($($swaps),+)?];
                let game = game_at($path, swaps);
                plans_agree(stringify!($test), &game, $games, $plies);
            }
        )*
    };
}

suite! {
    antichess: "games/antichess.game", 3 x 120;
    brazilian: "games/brazilian.game", 4 x 120;
    breakthrough: "games/breakthrough.game", 4 x 120;
    checkers: "games/checkers.game", 6 x 120;
    checkers_free_capture: "games/checkers.game" with [("    mandatory capture\n", "")], 4 x 120;
    checkers_no_repetition: "games/checkers.game" with [("    repetition 3 since capture: draw \"threefold repetition\"\n", "")], 4 x 120;
    checkers_crowning_goes_on: "games/checkers.game"
        with [("promote king on far-row ends move", "promote king on far-row")], 4 x 120;
    chess: "games/chess.game", 4 x 120;
    chess_pawn_check: "games/chess.game"
        with [("    step forward to empty\n", "    step forward to empty if not attacked(king own)\n")], 3 x 80;
    gamemix: "games/gamemix.game", 4 x 120;
    halma: "games/halma.game", 2 x 120;
    chinese_checkers: "games/chinese-checkers.game", 2 x 120;
    xiangqi: "games/xiangqi.game", 2 x 120;
    xiangqi_leg_taken: "games/xiangqi.game"
        with [("leap (1, 2) through empty", "leap (1, 2) through piece")], 1 x 120;
    xiangqi_own_screen: "games/xiangqi.game"
        with [("to enemy over piece", "to enemy over friend")], 1 x 120;
    international: "games/international.game", 4 x 120;
    italian: "games/italian.game", 4 x 120;
    frisian: "games/frisian.game", 4 x 120;
    libero: "games/libero.game", 4 x 120;
    liga_2p: "games/liga-2p.game", 1 x 300;
    liga_solo: "games/liga-solo.game", 1 x 300;
    liga: "games/liga.game", 2 x 300;
    liga_two_phantoms: "tests/games/extends/liga-two-phantoms.game", 1 x 300;
    kingofthehill: "games/kingofthehill.game", 3 x 80;
    threecheck: "games/threecheck.game", 3 x 80;
    atomic: "games/atomic.game", 3 x 80;
    racingkings: "games/racingkings.game", 3 x 80;
    crazyhouse: "games/crazyhouse.game", 3 x 80;
    crazyhouse_in_hand: "tests/games/extends/crazyhouse-in-hand.game", 3 x 80;
    shogi: "games/shogi.game", 2 x 60;
    liger: "games/liger.game", 4 x 150;
    liger_stack_limit: "games/liger.game" with [("stacks unlimited", "stacks 3")], 4 x 150;
    liger_empty_friend_lift: "games/liger.game"
        with [("step forward-diagonal onto any\n",
              "step forward-diagonal onto empty\n    step forward-left onto friend\n"),
             ("step forward-diagonal onto any lift 2 if below is enemy",
              "step forward-diagonal onto enemy lift 2")], 4 x 150;
    castle_stacks: "tests/games/castle_stacks.game", 3 x 60;
    hexapawn: "tests/games/hexapawn.game", 3 x 60;
    castle_store: "tests/games/castle_store.game", 3 x 60;
    for_block_uses: "tests/games/for_block_uses.game", 3 x 60;
    race_cards: "tests/games/race-cards.game", 3 x 60;
    race: "tests/games/race.game", 3 x 60;
    south_first: "tests/games/analyze/south-first.game", 3 x 60;
    first_wins: "tests/games/analyze/first-wins.game", 3 x 60;
    race_solo: "tests/games/extends/race-solo.game", 3 x 60;
    race_2p: "tests/games/extends/race-2p.game", 3 x 60;
    crown_ends: "tests/games/draughts/crown-ends.game", 3 x 60;
    two_rules: "tests/games/draughts/two-rules.game", 3 x 60;
    free_choice: "tests/games/draughts/free-choice.game", 3 x 60;
    crown_at_once: "tests/games/draughts/crown-at-once.game", 3 x 60;
    offset: "tests/games/draughts/offset.game", 3 x 60;
    weighted: "tests/games/draughts/weighted.game", 3 x 60;
    removal: "tests/games/draughts/removal.game", 3 x 60;
    italian_order: "tests/games/draughts/italian-order.game", 3 x 60;
    friend_hops: "tests/games/hops/friend-hops.game", 3 x 60;
    russian: "games/russian.game", 3 x 60;
    tictactoe: "games/tictactoe.game", 6 x 20;
    connect4: "games/connect4.game", 4 x 60;
    store_everywhere: "tests/games/store-everywhere.game", 8 x 10;
    reversi: "games/reversi.game", 3 x 70;
    ataxx: "games/ataxx.game", 2 x 40;
    gomoku: "games/gomoku.game", 2 x 40;
    connect4_rising: "games/connect4.game"
        with [("zone top: rank 6", "zone top: rank 1"), ("falling s", "falling n")], 3 x 60;
    connect4_sideways: "games/connect4.game"
        with [("zone top: rank 6", "zone top: file g"), ("falling s", "falling w")], 3 x 60;
    connect4_no_fall: "games/connect4.game" with [("enter onto top to empty falling s", "enter to empty")], 3 x 60;
    connect4_exactly: "games/connect4.game" with [("line of 4", "line of exactly 4")], 3 x 60;
    gomoku_small: "games/gomoku.game" with [("grid 15 x 15", "grid 8 x 8")], 3 x 60;
    reversi_orthogonal: "games/reversi.game" with [("flipping all-directions", "flipping orthogonal")], 3 x 70;
    reversi_three_ways: "games/reversi.game" with [("flipping all-directions", "flipping n, e, sw")], 3 x 70;
    hex: "games/hex.game", 2 x 60;
    amazons: "games/amazons.game", 2 x 30;
    hnefatafl: "games/hnefatafl.game", 2 x 60;
    brandubh: "games/brandubh.game", 3 x 60;
    morris: "games/morris.game", 4 x 120;
    pass_allowed: "tests/games/pass-allowed.game", 4 x 14;
    kalah: "games/kalah.game", 4 x 40;
    oware: "games/oware.game", 4 x 40;
    go: "games/go.game", 2 x 40;
    go_simpleko: "games/go-simpleko.game", 2 x 40;
    backgammon: "games/backgammon.game", 3 x 60;
}

/// The `.game` files under `dir` (recursively), relative to the root.
fn game_files(dir: &str, out: &mut Vec<String>) {
    let full = format!("{}/{dir}", root());
    for e in std::fs::read_dir(&full)
        .expect("the folder reads")
        .flatten()
    {
        let name = e.file_name().to_string_lossy().to_string();
        let rel = format!("{dir}/{name}");
        if e.path().is_dir() {
            game_files(&rel, out);
        } else if name.ends_with(".game") {
            out.push(rel);
        }
    }
}

#[test]
fn every_game_that_compiles_is_in_the_suite() {
    let mut files = Vec::new();
    game_files("games", &mut files);
    game_files("tests/games", &mut files);
    files.sort();
    for f in files {
        let full = format!("{}/{f}", root());
        if ludus::load(&full).is_ok() {
            assert!(
                CASES.iter().any(|c| c.1 == f),
                "{f} is not in tests/plans.rs's suite"
            );
        }
    }
}

/// The plans each game takes.
#[test]
fn the_plans_each_game_takes() {
    let mut lines = Vec::new();
    for (name, path, swaps) in CASES {
        let game = game_at(path, swaps);
        let names: Vec<&str> = game.tables.taken().into_iter().map(PlanId::name).collect();
        lines.push(format!("{name}: {}", names.join(" ")));
    }
    insta::assert_snapshot!(lines.join("\n"));
}

#[test]
fn every_plan_is_taken_by_some_game() {
    let mut taken = Vec::new();
    for (_, path, swaps) in CASES {
        taken.extend(game_at(path, swaps).tables.taken());
    }
    for id in PlanId::ALL {
        assert!(
            taken.contains(&id),
            "no game of the suite takes {}",
            id.name()
        );
    }
}

/// Issue 39, finding 14: a plain two-player game does not write `mover`
/// after a move (the last mover is the player before the one to move).
#[test]
fn a_plain_game_writes_no_mover() {
    for (path, first) in [
        ("games/chess.game", "e2-e4"),
        ("games/checkers.game", "c3-d4"),
    ] {
        let game = game_at(path, &[]);
        for g in [game.clone(), game.reference()] {
            let mut m = ludus::Match::new(&g);
            m.play_text(first)
                .unwrap_or_else(|e| panic!("{path}: {first}: {e:?}"));
            let text = position_text(&g, &m.state);
            assert!(!text.contains("mover"), "{path}: {text}");
        }
    }
}

/// Perft from the start of every game of games/, full and bulk, with every
/// plan off (`--reference`) equals perft with the game's plans.
#[test]
fn perft_of_the_reference_equals_perft() {
    for (name, path, _) in CASES
        .iter()
        .filter(|c| c.1.starts_with("games/") && c.2.is_empty())
    {
        let game = game_at(path, &[]);
        let reference = game.reference();
        // Amazons has some 4.3 million positions at depth 2 already.
        let depth = if *name == "amazons" { 2 } else { 3 };
        for bulk in [false, true] {
            let mut p = Perft::new(depth);
            p.bulk = bulk;
            let a = p.run(&game, &mut State::new(&game), depth);
            let b = p.run(&reference, &mut State::new(&reference), depth);
            assert_eq!(a, b, "{name}: perft {depth}, bulk {bulk}");
        }
    }
}

/// `ludus perft --reference` and `ludus check --plans` on the command line.
#[test]
fn the_command_line_runs_the_reference_and_lists_the_plans() {
    let file = format!("{}/games/chess.game", root());
    let fast = common::bin::run_ludus(&["perft", &file, "3", "--bulk"], None);
    let slow = common::bin::run_ludus(&["perft", &file, "3", "--bulk", "--reference"], None);
    let counts = |out: &str| {
        out.lines()
            .filter(|l| l.starts_with("perft"))
            .map(|l| l.split_whitespace().take(4).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
    };
    assert!(fast.out.contains("perft 3 = 8902"), "{}", fast.out);
    assert_eq!(counts(&fast.out), counts(&slow.out));
    let plans = common::bin::run_ludus(&["check", "--plans", &file], None);
    assert_eq!(plans.code, Some(0), "{}", plans.err);
    assert!(
        plans.out.contains("legality  attack_map\n"),
        "{}",
        plans.out
    );
    assert!(
        plans.out.contains("make      one_per_cell\n"),
        "{}",
        plans.out
    );
}

/// The plans table of ARCHITECTURE.md is `PlanId`: one row per plan, in
/// order, with its operation and the games of games/ that take it.
#[test]
fn the_plans_table_of_the_architecture_is_plan_id() {
    let doc = std::fs::read_to_string(format!("{}/ARCHITECTURE.md", root())).expect("reads");
    let start = doc.find("### Plans").expect("a plans table");
    let rows: Vec<Vec<String>> = doc[start..]
        .lines()
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .filter(|l| l.starts_with("| `"))
        .map(|l| l.split('|').map(|c| c.trim().to_string()).collect())
        .collect();
    let games: Vec<(String, Game)> = CASES
        .iter()
        .filter(|c| c.1.starts_with("games/") && c.2.is_empty())
        .map(|c| {
            (
                c.1["games/".len()..c.1.len() - ".game".len()].to_string(),
                game_at(c.1, &[]),
            )
        })
        .collect();
    assert_eq!(rows.len(), PlanId::ALL.len(), "one row per plan");
    for (row, id) in rows.iter().zip(PlanId::ALL) {
        assert_eq!(
            row[1],
            format!("`{}`", id.name()),
            "the rows in PlanId's order"
        );
        assert_eq!(row[2], id.operation(), "{}: operation", id.name());
        let mut taking: Vec<&str> = games
            .iter()
            .filter(|(_, g)| g.tables.takes(id))
            .map(|(n, _)| n.as_str())
            .collect();
        taking.sort_unstable();
        assert_eq!(
            row[5],
            taking.join(", "),
            "{}: the games that take it",
            id.name()
        );
    }
}

/// A feature no plan lists (the next one the language gains) makes every
/// plan refuse: with its bit, the tables of every game take no plan.
#[test]
fn a_new_feature_makes_every_game_take_no_plan() {
    for (name, path, swaps) in CASES {
        let game = game_at(path, swaps);
        let mut t = game.tables.clone();
        t.features.0 |= 1 << 63;
        t.choose_paths();
        let left: Vec<PlanId> = t.taken().into_iter().filter(|&id| t.optional(id)).collect();
        assert_eq!(left, Vec::new(), "{name}");
    }
}

/// The suite, longer (it replaces the deep test of the attack tables).
#[test]
#[ignore = "deep: run by .ci/run with --ignored"]
fn plans_agree_deep() {
    for path in [
        "games/chess.game",
        "games/gamemix.game",
        "games/checkers.game",
        "games/international.game",
        "games/libero.game",
        "games/liger.game",
        "games/liga.game",
    ] {
        plans_agree(path, &game_at(path, &[]), 40, 300);
    }
}
