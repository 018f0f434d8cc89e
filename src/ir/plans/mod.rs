//! The data of the fast paths, one file per plan, built once with the
//! tables (`Game::build_tables`); the file names match the executors' in
//! `engine/<operation>/fast/`.

mod attack_map;
mod attack_tables;
mod card_plays;
mod count_lookups;
mod drops;
mod end_clocks;
mod group_pick;
mod line_ends;
mod place_ply;
mod placements;
mod race_pick;
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
pub use drops::*;
pub use end_clocks::*;
pub use group_pick::*;
pub use line_ends::*;
pub use place_ply::*;
pub use placements::*;
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

use crate::ir::{Features, Game, Tables};

/// The fast paths ("plans") a game may take, each with the operation it
/// serves and the file of its executor (`engine/<operation>/fast/`). Every
/// plan gives what the reference of its operation gives; `Game::without`
/// switches one off, `Game::reference` all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlanId {
    /// generate, make, perft: the table walk and the make of one piece per
    /// cell with the general checks compiled out (`Tables::simple`).
    Simple,
    /// generate: set-wise steps and jumps, counting and picking
    /// (`generate/fast/sets.rs`, `pick.rs`; `Tables::setwise`).
    Sets,
    /// generate: the set-wise jump walk (`generate/fast/set_jumps.rs`).
    SetJumps,
    /// generate: slides by ray masks, boards of at most 64 cells (`generate/fast/rays.rs`, `legality/fast/pins.rs`).
    Rays,
    /// generate: slides by ray masks on larger boards (`generate/fast/rays_wide.rs`).
    RaysWide,
    /// generate: the plain slides of the wide ray masks in one loop (`generate/fast/slide_plans.rs`).
    SlidePlans,
    /// generate: exact moves along tracks by path tables (`generate/fast/track_paths.rs`, `cards/fast/cancel_check.rs`).
    TrackPaths,
    /// generate: the steps of a stacks game by runs (`generate/fast/stack_runs.rs`).
    StackRuns,
    /// generate: out-of-line moves looked for only on the cells that have them (`ir/plans/rare_cells.rs`).
    RareCells,
    /// generate: a budget spent skips every step (`Tables::budget_all`).
    BudgetAll,
    /// generate: placements listed, counted and picked on cell sets (`generate/fast/placements.rs`).
    Placements,
    /// cards: a card of moves and enters only, in one loop (`cards/fast/card_plays.rs`).
    CardPlays,
    /// make: one piece per cell (`make/fast/one_per_cell.rs`).
    OnePerCell,
    /// make: the lean set-wise make (`make/fast/sets.rs`; `SetWise::lean`).
    SetsMake,
    /// make: the lean make of stacks (`make/fast/stacks.rs`, `carry.rs`).
    StacksMake,
    /// make: the lean make of stacks with turns (`make/fast/turns.rs`).
    TurnsMake,
    /// make: what follows a move, by the kind's flags (`ir/plans/turns.rs`).
    TurnFlags,
    /// make: the lean make of placements (`make/fast/placements.rs`; `Tables::place_make`).
    PlaceMake,
    /// make: a plain card play (`make/fast/card_plays.rs`, `flat_move.rs`; `Tables::lean_play`).
    PlayMake,
    /// perft: compact perft (`perft/fast/compact.rs`, `compact_moves.rs`; `SetWise::compact`).
    Compact,
    /// perft: the leaf loop of the lean make of stacks (`perft/fast/stack_leaves.rs`).
    StackLeaves,
    /// perft: the leaf loop of the lean make of turns (`perft/fast/turn_leaves.rs`).
    TurnLeaves,
    /// perft: the leaf loop of plain card plays (`perft/fast/card_leaves.rs`).
    CardLeaves,
    /// legality: the attack tables (`legality/fast/tables.rs`, `filter.rs`).
    AttackTables,
    /// legality: the map of the foe's attacks (`legality/fast/attack_map.rs`).
    AttackMap,
    /// end: the clock rules by comparisons (`end/fast/clocks.rs`).
    EndClocks,
    /// end: count rules by look-up (`end/fast/count_lookup.rs`).
    CountLookups,
    /// end: counter comparisons by look-up (`end/fast/counter_lookup.rs`).
    CounterLookups,
    /// end: a line rule by the line through the last landing on cell sets (`end/fast/line_ends.rs`).
    LineEnds,
    /// end: zone tallies (`state/tally.rs`, `end/fast/tally_reach.rs`).
    Tally,
    /// end: repetition by buckets of the hash (`end/fast/repeat_buckets.rs`).
    RepeatBuckets,
    /// generate: a random playout's pick of a placement game with groups,
    /// one candidate judged at a time (`generate/fast/group_pick.rs`).
    GroupPick,
    /// generate: drops from the store onto empty cells by cell sets
    /// (`generate/fast/drops.rs`).
    Drops,
    /// generate: a random playout's pick in a race, the roll drawn by its
    /// chance unlisted and the plays by the race's walk alone
    /// (`generate/fast/race_pick.rs`).
    RacePick,
    /// generate: a random playout's ply of placements that flip nothing,
    /// the cell picked and the piece put down in one go, no move written
    /// (`generate/fast/place_ply.rs`).
    PlacePly,
}

impl PlanId {
    /// Every plan, in order.
    pub const ALL: [PlanId; 35] = [
        PlanId::Simple,
        PlanId::Sets,
        PlanId::SetJumps,
        PlanId::Rays,
        PlanId::RaysWide,
        PlanId::SlidePlans,
        PlanId::TrackPaths,
        PlanId::StackRuns,
        PlanId::RareCells,
        PlanId::BudgetAll,
        PlanId::Placements,
        PlanId::CardPlays,
        PlanId::OnePerCell,
        PlanId::SetsMake,
        PlanId::StacksMake,
        PlanId::TurnsMake,
        PlanId::TurnFlags,
        PlanId::PlaceMake,
        PlanId::PlayMake,
        PlanId::Compact,
        PlanId::StackLeaves,
        PlanId::TurnLeaves,
        PlanId::CardLeaves,
        PlanId::AttackTables,
        PlanId::AttackMap,
        PlanId::EndClocks,
        PlanId::CountLookups,
        PlanId::CounterLookups,
        PlanId::LineEnds,
        PlanId::Tally,
        PlanId::RepeatBuckets,
        PlanId::GroupPick,
        PlanId::Drops,
        PlanId::RacePick,
        PlanId::PlacePly,
    ];

    /// The plan's name as `ludus check --plans` prints it.
    pub fn name(self) -> &'static str {
        match self {
            PlanId::Simple => "simple",
            PlanId::Sets => "sets",
            PlanId::SetJumps => "set_jumps",
            PlanId::Rays => "rays",
            PlanId::RaysWide => "rays_wide",
            PlanId::SlidePlans => "slide_plans",
            PlanId::TrackPaths => "track_paths",
            PlanId::StackRuns => "stack_runs",
            PlanId::RareCells => "rare_cells",
            PlanId::BudgetAll => "budget_all",
            PlanId::Placements => "placements",
            PlanId::CardPlays => "card_plays",
            PlanId::OnePerCell => "one_per_cell",
            PlanId::SetsMake => "sets_make",
            PlanId::StacksMake => "stacks",
            PlanId::TurnsMake => "turns",
            PlanId::TurnFlags => "turn_flags",
            PlanId::PlaceMake => "place_make",
            PlanId::PlayMake => "card_play_make",
            PlanId::Compact => "compact",
            PlanId::StackLeaves => "stack_leaves",
            PlanId::TurnLeaves => "turn_leaves",
            PlanId::CardLeaves => "card_leaves",
            PlanId::AttackTables => "attack_tables",
            PlanId::AttackMap => "attack_map",
            PlanId::EndClocks => "end_clocks",
            PlanId::CountLookups => "count_lookups",
            PlanId::CounterLookups => "counter_lookups",
            PlanId::LineEnds => "line_ends",
            PlanId::Tally => "tally",
            PlanId::RepeatBuckets => "repeat_buckets",
            PlanId::GroupPick => "group_pick",
            PlanId::Drops => "drops",
            PlanId::RacePick => "race_pick",
            PlanId::PlacePly => "place_ply",
        }
    }

    /// The operation the plan serves (its folder in `engine/`).
    pub fn operation(self) -> &'static str {
        match self {
            PlanId::Simple
            | PlanId::Sets
            | PlanId::SetJumps
            | PlanId::Rays
            | PlanId::RaysWide
            | PlanId::SlidePlans
            | PlanId::TrackPaths
            | PlanId::StackRuns
            | PlanId::RareCells
            | PlanId::BudgetAll
            | PlanId::Placements
            | PlanId::GroupPick
            | PlanId::Drops
            | PlanId::RacePick
            | PlanId::PlacePly => "generate",
            PlanId::CardPlays => "cards",
            PlanId::OnePerCell
            | PlanId::SetsMake
            | PlanId::StacksMake
            | PlanId::TurnsMake
            | PlanId::TurnFlags
            | PlanId::PlaceMake
            | PlanId::PlayMake => "make",
            PlanId::Compact | PlanId::StackLeaves | PlanId::TurnLeaves | PlanId::CardLeaves => {
                "perft"
            }
            PlanId::AttackTables | PlanId::AttackMap => "legality",
            PlanId::EndClocks
            | PlanId::CountLookups
            | PlanId::CounterLookups
            | PlanId::LineEnds
            | PlanId::Tally
            | PlanId::RepeatBuckets => "end",
        }
    }

    /// The features the plan handles: it is built only for a game whose
    /// features are all among them (`Features::within`).
    pub fn handles(self) -> Features {
        match self {
            PlanId::Simple => handles::SIMPLE,
            PlanId::Sets => handles::SETS,
            PlanId::StacksMake => handles::STACKS_MAKE,
            PlanId::TurnsMake => handles::TURNS_MAKE,
            PlanId::PlayMake => handles::PLAY_MAKE,
            PlanId::StackRuns => handles::STACK_RUNS,
            PlanId::Placements | PlanId::PlaceMake | PlanId::LineEnds => handles::PLACEMENTS,
            PlanId::AttackTables => handles::ATTACK_TABLES,
            PlanId::Rays => handles::RAYS,
            PlanId::RaysWide => handles::CUSTODIAN,
            PlanId::AttackMap | PlanId::Drops => handles::DROPS,
            PlanId::OnePerCell => handles::ONE_PER_CELL,
            PlanId::RepeatBuckets => handles::REPEAT_BUCKETS,
            PlanId::GroupPick => handles::GROUP_PICK,
            PlanId::RacePick => handles::RACE_PICK,
            PlanId::PlacePly => handles::PLACE_PLY,
            PlanId::CountLookups => handles::COUNT_LOOKUPS,
            _ => handles::KNOWN,
        }
    }

    fn bit(self) -> u64 {
        1 << (self as u32)
    }
}

/// The features each plan handles (`PlanId::handles`).
mod handles {
    use crate::ir::Features as F;

    /// What the pieces' moves may use that the lean makes handle.
    const MOVES: F = F::of(&[
        F::ROYAL,
        F::FLYING,
        F::ENTER,
        F::EN_PASSANT,
        F::BEAR_OFF,
        F::CHAINS,
        F::LONG_CONTINUE,
        F::RESETS,
        F::RARE,
        F::PROMOTION_CHOICE,
        F::SLOW_STEPS,
        F::CAPTURE_CRITERIA,
        F::MANY_PLAYERS,
    ]);

    /// Every feature known today: the plans without a list of their own
    /// handle these (and no bit added later).
    pub(super) const KNOWN: F = F::of(&[
        F::CARDS,
        F::STACKS,
        F::STACK_LIMIT,
        F::MULTI,
        F::BUDGET,
        F::STEAL,
        F::EVENTS,
        F::STORE,
        F::TRACKS,
        F::ROYAL,
        F::CASTLING,
        F::FLYING,
        F::NEUTRAL,
        F::ENTER,
        F::EN_PASSANT,
        F::PASSING,
        F::BEAR_OFF,
        F::CHAINS,
        F::LONG_CONTINUE,
        F::RESETS,
        F::RARE,
        F::PROMOTION_CHOICE,
        F::SLOW_STEPS,
        F::CAPTURE_CRITERIA,
        F::MANY_PLAYERS,
        F::JUMP_KINDS,
    ]);
    /// What `KNOWN` handles, and drops from a store the captures fill
    /// (Crazyhouse): entries onto empty cells of several (`ENTER_MANY`;
    /// the attack tables refuse an entry that takes, `drops_only`), the
    /// captor's store. The ray masks, attack tables and map read the
    /// board alone, and the royal filter judges a drop by putting its
    /// piece down (`legality/fast/filter.rs`).
    pub(super) const DROPS: F = F::of(&[KNOWN, F::ENTER_MANY, F::CAPTOR_STORE]);
    /// The attack tables: what the others handle, and `after move` rules,
    /// which only count (their conditions may ask `attacked(…)`).
    /// Also the Shogi rules that change no capture: optional promotion,
    /// counts on a file, entries that may not mate (judged by the tables);
    /// and Xiangqi's moves and rule: leaps through a cell and slides over a
    /// screen (their reverse asked cell by cell, `legality/fast/screens.rs`),
    /// facing rules of royal kinds (judged by the royal filter as attacks).
    pub(super) const ATTACK_TABLES: F = F::of(&[
        DROPS,
        F::AFTER_EVENTS,
        F::OPTIONAL_PROMOTION,
        F::LINE_COUNTS,
        F::NO_MATE_ENTER,
        F::BLOCKED_LEAPS,
        F::SCREENS,
        F::FACING,
    ]);
    /// What `KNOWN` handles, and custodian capture (a pass after the
    /// general generation, whatever finds the slides: its captures are
    /// undone as any move's) with slides `stopping outside` (walked by
    /// `generate/lines.rs`, never by the ray masks). An end rule naming a
    /// player changes only the outcome's winner (`State::outcome_of`, on
    /// every path), never which positions end.
    pub(super) const CUSTODIAN: F = F::of(&[KNOWN, F::CUSTODIAN, F::STOP_OUTSIDE, F::END_WHO]);
    /// The ray masks: `CUSTODIAN` and drops.
    pub(super) const RAYS: F = F::of(&[CUSTODIAN, DROPS]);
    /// The make of one piece per cell and the repetition buckets: what
    /// they are given is a move and a position, however the moves were
    /// found and judged (custodian capture; Xiangqi's leaps through a
    /// cell, slides over a screen and facing rule).
    pub(super) const ONE_PER_CELL: F = F::of(&[CUSTODIAN, F::BLOCKED_LEAPS, F::SCREENS, F::FACING]);
    /// Placements from a supply taking groups, with ko, passes and the
    /// area count (Go's rules), for the two plans below.
    const GROUP_PLACEMENTS: F = F::of(&[
        F::SUPPLY,
        F::ENTER_MANY,
        F::PASS_ANY,
        F::GROUPS,
        F::KO,
        F::PASSES,
        F::AREA,
    ]);
    /// The repetition buckets, also kept for `ko positional`: the general
    /// make keeps them, whatever the moves (placements taking groups).
    /// (And the captor's store: the general make keeps them for drops.)
    pub(super) const REPEAT_BUCKETS: F = F::of(&[ONE_PER_CELL, GROUP_PLACEMENTS, F::CAPTOR_STORE]);
    /// The random pick of placements with groups: what its judge of one
    /// candidate knows (groups, suicide, ko) and the end rules it leaves
    /// to the general judge.
    pub(super) const GROUP_PICK: F = F::of(&[F::ENTER, GROUP_PLACEMENTS]);
    /// The random pick of a race: the dice and the race's plays along its
    /// tracks, the end rules left to the general judge (its plan data asks
    /// for no kind of piece, so no move of the board's tables).
    pub(super) const RACE_PICK: F = F::of(&[F::DICE, F::RACE, F::TRACKS]);
    /// The end rules by look-up: what `KNOWN` handles, and races with
    /// dice, whose checkers borne off the state counts (`count(off own)`,
    /// read as the general judge reads it).
    pub(super) const COUNT_LOOKUPS: F = F::of(&[KNOWN, F::DICE, F::RACE]);
    /// The table walk and make with the general checks compiled out.
    /// (Not the capture criteria: the simple walk does not sort out
    /// captures.)
    pub(super) const SIMPLE: F = F::of(&[
        F::STACK_LIMIT,
        F::BUDGET,
        F::ENTER,
        F::MANY_PLAYERS,
        F::JUMP_KINDS,
    ]);
    /// Set-wise steps and jumps.
    pub(super) const SETS: F = F::of(&[
        F::CHAINS,
        F::LONG_CONTINUE,
        F::RESETS,
        F::RARE,
        F::PROMOTION_CHOICE,
        F::SLOW_STEPS,
        F::CAPTURE_CRITERIA,
    ]);
    /// The lean make of stacks.
    pub(super) const STACKS_MAKE: F = F::of(&[MOVES, F::STACKS, F::STACK_LIMIT, F::BUDGET]);
    /// The lean make of stacks with turns.
    pub(super) const TURNS_MAKE: F = F::of(&[
        MOVES,
        F::STACKS,
        F::STACK_LIMIT,
        F::MULTI,
        F::BUDGET,
        F::STEAL,
        F::EVENTS,
        F::NEUTRAL,
    ]);
    /// The plain card play.
    pub(super) const PLAY_MAKE: F = F::of(&[
        MOVES,
        F::CARDS,
        F::STACKS,
        F::STACK_LIMIT,
        F::BUDGET,
        F::STORE,
        F::TRACKS,
        F::NEUTRAL,
    ]);
    /// Placements from the supply, falling or flipping.
    pub(super) const PLACEMENTS: F = F::of(&[
        F::ENTER,
        F::SUPPLY,
        F::ENTER_MANY,
        F::FALLING,
        F::LINES,
        F::PASS,
        F::FLIPS,
    ]);
    /// A playout's ply of placements: from the supply, maybe falling,
    /// judged by a line rule or the general end rules; no flips, and no
    /// pass (the player without a placement takes the general pick).
    pub(super) const PLACE_PLY: F =
        F::of(&[F::ENTER, F::SUPPLY, F::ENTER_MANY, F::FALLING, F::LINES]);
    /// The runs of a stacks game.
    pub(super) const STACK_RUNS: F = F::of(&[
        F::STACKS,
        F::STACK_LIMIT,
        F::FLYING,
        F::BEAR_OFF,
        F::CHAINS,
        F::LONG_CONTINUE,
        F::RESETS,
        F::RARE,
        F::SLOW_STEPS,
        F::MANY_PLAYERS,
    ]);
}

/// The path of move generation (`engine/generate/mod.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GenPath {
    /// The table walk (the reference).
    #[default]
    General,
    /// The table walk with the general checks compiled out.
    Simple,
    /// The runs of a stacks game (`generate/fast/stack_runs.rs`).
    StackRuns,
    /// Placements on cell sets (`generate/fast/placements.rs`).
    Placements,
}

/// The path of `apply` and `undo` (`engine/make/mod.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MakePath {
    /// The general make (the reference).
    #[default]
    General,
    /// One piece per cell, no general bookkeeping.
    Simple,
    /// The lean set-wise make.
    Sets,
    /// One piece per cell (a bear-off takes the general make).
    OnePerCell,
    /// One piece per cell with castling.
    Castling,
    /// The lean make of stacks.
    Stacks,
    /// The lean make of stacks with turns.
    Turns,
    /// The lean make of placements.
    Place,
}

/// The path of perft's leaf loops (`engine/perft/mod.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LeafPath {
    /// `apply`, look, `undo` (the reference).
    #[default]
    General,
    /// The simple make inlined.
    Simple,
    /// The lean set-wise make inlined.
    Sets,
    /// `perft/fast/stack_leaves.rs`.
    Stacks,
    /// `perft/fast/turn_leaves.rs`.
    Turns,
    /// `perft/fast/card_leaves.rs`.
    CardPlays,
}

/// The paths of a game, chosen once from its tables (`Paths::choose`), and
/// the plans switched off.
#[derive(Clone, Copy, Debug, Default)]
pub struct Paths {
    pub generate: GenPath,
    pub make: MakePath,
    pub leaf: LeafPath,
    /// The plans switched off (`Game::without`), one bit per `PlanId`.
    off: u64,
}

impl Paths {
    /// The paths of a game with tables `t`, `off` the plans switched off.
    pub(in crate::ir) fn choose(t: &Tables, off: u64) -> Paths {
        let on = |id: PlanId| off & id.bit() == 0;
        let lean = on(PlanId::SetsMake) && t.setwise.as_ref().is_some_and(|sw| sw.lean);
        let simple = t.simple && on(PlanId::Simple);
        let generate = if simple {
            GenPath::Simple
        } else if t.stack_steps.is_some() {
            GenPath::StackRuns
        } else if t.placements.is_some() {
            GenPath::Placements
        } else {
            GenPath::General
        };
        let one_per_cell = !t.general && on(PlanId::OnePerCell);
        let stacks = t.general && t.stacks_only && on(PlanId::StacksMake);
        let turns = t.general && t.stacks_turns && on(PlanId::TurnsMake);
        let make = if simple && lean && one_per_cell {
            MakePath::Sets
        } else if simple && one_per_cell {
            MakePath::Simple
        } else if stacks {
            MakePath::Stacks
        } else if turns {
            MakePath::Turns
        } else if t.place_make && on(PlanId::PlaceMake) {
            MakePath::Place
        } else if !one_per_cell {
            MakePath::General
        } else if t.any_castle {
            MakePath::Castling
        } else {
            MakePath::OnePerCell
        };
        let leaf = match make {
            MakePath::Sets => LeafPath::Sets,
            MakePath::Simple => LeafPath::Simple,
            MakePath::Stacks if on(PlanId::StackLeaves) => LeafPath::Stacks,
            MakePath::Turns if on(PlanId::TurnLeaves) => LeafPath::Turns,
            _ if t.lean_play && on(PlanId::CardLeaves) => LeafPath::CardPlays,
            _ => LeafPath::General,
        };
        Paths {
            generate,
            make,
            leaf,
            off,
        }
    }
}

impl Tables {
    /// The plans these tables take, in `PlanId` order.
    pub fn taken(&self) -> Vec<PlanId> {
        PlanId::ALL
            .into_iter()
            .filter(|&id| self.takes(id))
            .collect()
    }

    /// Whether plan `id` can be switched off: every plan but the attack
    /// tables of a game that asks `attacked(…)` in its moves.
    pub fn optional(&self, id: PlanId) -> bool {
        id != PlanId::AttackTables || !self.attacks.asked_in_moves
    }

    /// Whether these tables take plan `id`.
    pub fn takes(&self, id: PlanId) -> bool {
        let sw = self.setwise.as_deref();
        let p = &self.paths;
        match id {
            PlanId::Simple => p.generate == GenPath::Simple,
            PlanId::Sets => sw.is_some(),
            PlanId::SetJumps => sw.is_some_and(|sw| sw.walk.ok.iter().any(|&ok| ok)),
            PlanId::Rays => self.rays.is_some(),
            PlanId::RaysWide => self.wide_rays.is_some(),
            PlanId::SlidePlans => self.wide_plan.is_some(),
            PlanId::TrackPaths => self.along_paths.is_some(),
            PlanId::StackRuns => p.generate == GenPath::StackRuns,
            PlanId::RareCells => !self.rare_at.is_empty(),
            PlanId::BudgetAll => self.budget_all,
            PlanId::Placements => p.generate == GenPath::Placements,
            PlanId::CardPlays => self.lean_cards.iter().any(|&l| l),
            PlanId::OnePerCell => matches!(
                p.make,
                MakePath::Simple | MakePath::OnePerCell | MakePath::Castling
            ),
            PlanId::SetsMake => p.make == MakePath::Sets,
            PlanId::StacksMake => p.make == MakePath::Stacks,
            PlanId::TurnsMake => p.make == MakePath::Turns,
            PlanId::TurnFlags => !self.turn_flags.is_empty(),
            PlanId::PlaceMake => p.make == MakePath::Place,
            PlanId::PlayMake => self.lean_play,
            PlanId::Compact => sw.is_some_and(|sw| sw.compact),
            PlanId::StackLeaves => p.leaf == LeafPath::Stacks,
            PlanId::TurnLeaves => p.leaf == LeafPath::Turns,
            PlanId::CardLeaves => p.leaf == LeafPath::CardPlays,
            PlanId::AttackTables => self.attacks.exact,
            PlanId::AttackMap => self.attack_map.is_some(),
            PlanId::EndClocks => self.end_quick.is_some(),
            PlanId::CountLookups => self.end_counts.is_some(),
            PlanId::CounterLookups => self.counter_cmp.iter().any(Option::is_some),
            PlanId::LineEnds => self.line_end.is_some(),
            PlanId::Tally => self.tally.on(),
            PlanId::RepeatBuckets => self.repeat_filter,
            PlanId::GroupPick => self.group_pick.is_some(),
            PlanId::Drops => self.drops.is_some(),
            PlanId::RacePick => self.race_pick,
            PlanId::PlacePly => self.place_ply.is_some(),
        }
    }

    /// Switches plan `id` off: its data is dropped, with the plans that
    /// need it, and the paths are chosen again.
    pub fn without(&mut self, id: PlanId) {
        match id {
            PlanId::Sets => self.setwise = None,
            PlanId::SetJumps => {
                if let Some(sw) = self.setwise.as_deref_mut() {
                    sw.walk.ok = Default::default();
                    sw.compact = false;
                }
            }
            PlanId::Rays => {
                self.rays = None;
                self.attack_map = None;
            }
            PlanId::RaysWide => {
                self.wide_rays = None;
                self.wide_plan = None;
            }
            PlanId::SlidePlans => self.wide_plan = None,
            PlanId::TrackPaths => self.along_paths = None,
            PlanId::StackRuns => self.stack_steps = None,
            PlanId::RareCells => self.rare_at = Vec::new(),
            PlanId::BudgetAll => self.budget_all = false,
            PlanId::Placements => self.placements = None,
            PlanId::PlaceMake => self.place_make = false,
            PlanId::CardPlays => self.lean_cards.iter_mut().for_each(|l| *l = false),
            PlanId::SetsMake | PlanId::Compact => {
                if let Some(sw) = self.setwise.as_deref_mut() {
                    sw.lean &= id != PlanId::SetsMake;
                    sw.compact = false;
                }
            }
            PlanId::TurnFlags => {
                self.turn_flags = Vec::new();
                self.used_steps = Vec::new();
            }
            PlanId::PlayMake => self.lean_play = false,
            PlanId::AttackTables => self.attacks.exact &= self.attacks.asked_in_moves,
            PlanId::AttackMap => self.attack_map = None,
            PlanId::EndClocks => self.end_quick = None,
            PlanId::CountLookups => self.end_counts = None,
            PlanId::CounterLookups => self.counter_cmp = Vec::new(),
            PlanId::LineEnds => self.line_end = None,
            PlanId::Tally => self.tally = crate::ir::ZoneTally::default(),
            PlanId::RepeatBuckets => self.repeat_filter = false,
            PlanId::GroupPick => self.group_pick = None,
            PlanId::Drops => self.drops = None,
            PlanId::RacePick => self.race_pick = false,
            PlanId::PlacePly => self.place_ply = None,
            PlanId::Simple
            | PlanId::OnePerCell
            | PlanId::StacksMake
            | PlanId::TurnsMake
            | PlanId::StackLeaves
            | PlanId::TurnLeaves
            | PlanId::CardLeaves => {}
        }
        self.paths = Paths::choose(self, self.paths.off | id.bit());
        // The general make of a game of one piece per cell handles its
        // passing slides (en passant) as the games with castling do.
        if self.paths.make == MakePath::General && !self.general {
            self.general_rare |= self
                .extra
                .iter()
                .flatten()
                .any(|x| matches!(x, crate::ir::Extra::Slide { passing: true, .. }));
        }
        // The set-wise tables are kept up to date only by the makes of one
        // piece per cell.
        if !matches!(
            self.paths.make,
            MakePath::Sets | MakePath::Simple | MakePath::OnePerCell
        ) && self.setwise.is_some()
        {
            self.setwise = None;
            self.paths = Paths::choose(self, self.paths.off);
        }
        self.place_ply_follows();
    }

    /// Drops the playout ply (`ir/plans/place_ply.rs`) where the
    /// placements are not listed on cell sets or not made by the lean
    /// make: its pick and make are theirs.
    fn place_ply_follows(&mut self) {
        if self.paths.generate != GenPath::Placements || self.paths.make != MakePath::Place {
            self.place_ply = None;
        }
    }

    /// Chooses the paths of freshly built tables (`Game::build_tables`),
    /// every plan that does not handle all the game's features off.
    pub fn choose_paths(&mut self) {
        self.paths = Paths::choose(self, 0);
        for id in PlanId::ALL {
            if !self.features.within(id.handles()) {
                self.without(id);
            }
        }
        self.place_ply_follows();
    }
}

impl Game {
    /// The same game with plan `id` switched off (and the plans that need
    /// it): it plays exactly as this one.
    pub fn without(&self, id: PlanId) -> Game {
        let mut g = self.clone();
        g.tables.without(id);
        g
    }

    /// The same game with every plan switched off: the general path only.
    pub fn reference(&self) -> Game {
        let mut g = self.clone();
        for id in PlanId::ALL {
            g.tables.without(id);
        }
        g
    }
}
