//! An error about the board and its places: the variants of [`BoardError`], grouped by the file of
//! `check` that reports them.

use crate::diag::{Span, diagnostics};

diagnostics! {
    /// An error about the board and its places: the grid, direction groups, regions and cells, zones, tracks, branches and the store.
    pub enum BoardError {
        // board.rs
        #[error("a stack limit of {value} is not usable")]
        #[diagnostic(
            code("ludus::count-range"),
            help("write a limit from 2 to 1000, or `stacks unlimited`")
        )]
        StackLimit {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("`{point}` is twice on one of the board's lines")]
        #[diagnostic(
            code("ludus::line-point-twice"),
            help("a line of `lines` names each of its points once, in order: `lines a1 d1 g1`")
        )]
        LinePointTwice {
            point: String,
            #[label("already on this line")] span: Span,
        },
        #[error("the move needs the board's lines, but the board has none")]
        #[diagnostic(
            code("ludus::no-board-lines"),
            help("give the board its lines in the `board` block: `lines a1 d1 g1, a1 a4 a7`")
        )]
        NoBoardLines {
            #[label("uses the board's lines")] span: Span,
        },
        #[error("`then remove` takes `{expected}` here, not `{found}`")]
        #[diagnostic(
            code("ludus::remove-rule"),
            help("write `then remove enemy after line`, or `then remove enemy after line except in line`")
        )]
        RemoveRule {
            expected: String,
            found: String,
            #[label("expected `{expected}`")] span: Span,
        },
        #[error("`{dir}` is not a direction of a hex board")]
        #[diagnostic(
            code("ludus::hex-direction"),
            help("a cell of a hex board (`grid W x H hex`) has six neighbours: n, e, s, w, nw and se (`all-directions` is these six)")
        )]
        HexDirection {
            dir: String,
            #[label("not a neighbour on a hex board")] span: Span,
        },
        #[error("the board has no grid")]
        #[diagnostic(code("ludus::missing-part"), help("add `grid 8 x 8` (files x ranks)"))]
        NoGrid {
            #[label("this board needs a size")] span: Span,
        },
        #[error("the board has {cells} cells; at most {max} are supported")]
        #[diagnostic(code("ludus::board-size"), help("use a smaller grid, or `cells dark`"))]
        TooManyCells {
            cells: usize,
            max: usize,
            #[label("too many cells")] span: Span,
        },
        #[error("a board has 1 to {max} {what}")]
        #[diagnostic(code("ludus::board-size"), help("give a number of {what} from 1 to {max}"))]
        GridSize {
            max: i64,
            what: &'static str,
            value: String,
            #[label("{value} {what}")] span: Span,
        },
        #[error("both orders of `numbers by` name the same axis")]
        #[diagnostic(
            code("ludus::numbering"),
            help("number by one axis and then the other, e.g. `numbers by rank up, file down`")
        )]
        SameAxisTwice {
            #[label("same axis again")] span: Span,
        },

        // directions.rs
        #[error("direction group `{group}` is used before it is complete")]
        #[diagnostic(
            code("ludus::direction-order"),
            help("define a direction group before the groups that use it")
        )]
        DirectionOrder {
            group: String,
            #[label("defined at or after this group")] span: Span,
        },
        #[error("unknown direction `{name}`")]
        #[diagnostic(code("ludus::unknown-name"))]
        UnknownDirection {
            name: String,
            #[label("no direction has this name")] span: Span,
            #[help]
            help: String,
        },
        #[error(
            "player `{player}` has no forward direction, so relative directions mean nothing for it"
        )]
        #[diagnostic(
            code("ludus::no-forward"),
            help("write `{player} forward n` (or s, e, w, ...) in `players`")
        )]
        NoForward {
            player: String,
            #[label("a direction relative to the player's `forward`")] span: Span,
            #[label("declared here without `forward`")] first: Span,
        },

        // regions.rs
        #[error("rank {rank} is off the board")]
        #[diagnostic(code("ludus::off-board"), help("use a rank from 1 to {height}"))]
        RankOffBoard {
            rank: String,
            height: u8,
            #[label("the board has ranks 1 to {height}")] span: Span,
        },
        #[error("file `{file}` is off the board")]
        #[diagnostic(code("ludus::off-board"), help("use a file from a to {last}"))]
        FileOffBoard {
            file: String,
            last: char,
            #[label("the board has files a to {last}")] span: Span,
        },
        #[error("cell `{cell}` is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("squares are named a1 to {last}"))]
        SquareOffGrid {
            cell: String,
            last: String,
            #[label("no square of the grid has this name")] span: Span,
        },
        #[error("rank {rank} is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("use a rank from 1 to {height}"))]
        RankOffGrid {
            rank: i64,
            height: u8,
            #[label("the grid has ranks 1 to {height}")] span: Span,
        },
        #[error("file `{file}` is off the grid")]
        #[diagnostic(code("ludus::off-board"), help("use a file letter of the grid"))]
        FileOffGrid {
            file: String,
            last: char,
            #[label("the grid has files a to {last}")] span: Span,
        },
        #[error("cell `{cell}` is not used on this board")]
        #[diagnostic(
            code("ludus::unused-cell"),
            help("the board uses only some squares (`cells dark` or `cells light`); pick a used one")
        )]
        UnusedCell {
            cell: String,
            #[label("this square is not one of the board's cells")] span: Span,
        },
        #[error("cell `{cell}` is off the board")]
        #[diagnostic(code("ludus::off-board"))]
        CellOffBoard {
            cell: String,
            #[label("no cell has this name")] span: Span,
            #[help]
            help: String,
        },
        #[error("`{from}..{to}` is not a straight line of cells")]
        #[diagnostic(
            code("ludus::not-a-line"),
            help("split it into straight runs, e.g. `a1..a9, b9..i9`")
        )]
        NotALine {
            from: String,
            to: String,
            #[label("not along a file, a rank or a diagonal")] span: Span,
        },
        #[error("`{from}..{to}` runs over a square the board does not use")]
        #[diagnostic(code("ludus::off-board"), help("list only cells of the board"))]
        RunOffBoard {
            from: String,
            to: String,
            #[label("this run")] span: Span,
        },

        // zones.rs
        #[error("zone `{zone}` has two entries for `{player}`")]
        #[diagnostic(
            code("ludus::zone-player-twice"),
            help("give one entry per player; list several regions with commas, e.g. `{player}: rank 1, rank 8`")
        )]
        ZonePlayerTwice {
            zone: String,
            player: String,
            #[label("second entry")] span: Span,
            #[label("first entry")] first: Span,
        },
        #[error("zone `{zone}` does not say which cells it is for `{player}`")]
        #[diagnostic(
            code("ludus::zone-player-missing"),
            help("add `{player}: ...` to the zone, or give one region for every player with `zone {zone}: ...`")
        )]
        ZonePlayerMissing {
            zone: String,
            player: String,
            #[label("no entry for `{player}`")] span: Span,
        },

        // tracks.rs
        #[error("cell {cell} is on a track twice")]
        #[diagnostic(code("ludus::track-cell-twice"), help("a cell is on one track, once"))]
        TrackCellTwice {
            cell: String,
            #[label("this track")] span: Span,
            #[label("already here")] first: Span,
        },
        #[error("a branch is entered from a track cell; `{cell}` is on none")]
        #[diagnostic(code("ludus::not-on-track"), help("name a cell of track `{track}`"))]
        NotOnTrack {
            cell: String,
            track: String,
            #[label("not on a track")] span: Span,
        },
        #[error("cell {cell} is on a track and in a branch")]
        #[diagnostic(code("ludus::track-cell-twice"), help("a branch's cells are off the track"))]
        BranchOnTrack {
            cell: String,
            #[label("this branch")] span: Span,
        },
        #[error("a game has one store per player")]
        #[diagnostic(code("ludus::duplicate-definition"), help("keep one `store NAME` line"))]
        SecondStore {
            #[label("a second store")] span: Span,
        },
        // sowing.rs
        #[error("the `sowing` block has no {what}")]
        #[diagnostic(
            code("ludus::sowing-incomplete"),
            help("a `sowing` block needs `from ZONE along TRACK` (the players' pits, a track that loops), `seeds N` (the seeds in each pit at the start) and `store ZONE` (each player's store)")
        )]
        SowingIncomplete {
            what: String,
            #[label("this block")] span: Span,
        },
        #[error("{message}")]
        #[diagnostic(
            code("ludus::sowing-layout"),
            help("each player needs pits on the track (a zone of cells, no cell shared with another player) and one store cell; the track must be a `loop`")
        )]
        SowingLayout {
            message: String,
            #[label("here")] span: Span,
        },
        #[error("{value} is out of range here")]
        #[diagnostic(
            code("ludus::count-range"),
            help("seeds: 0 to 255 in each pit and 255 in all; a captured count: 1 to 63")
        )]
        SowingCount {
            value: String,
            #[label("out of range")] span: Span,
        },
        #[error("`count(seeds …)` needs a `sowing` block")]
        #[diagnostic(
            code("ludus::seeds-without-sowing"),
            help("seeds are counted only in a game that sows them: add a `sowing` block, or count `pieces`")
        )]
        SeedsWithoutSowing {
            #[label("no seeds in this game")] span: Span,
        },
        // race.rs
        #[error("the `race` block has no {what}")]
        #[diagnostic(
            code("ludus::race-incomplete"),
            help("a `race` block needs `along TRACK` (a track that does not loop), `roll N dice S` (1 or 2 dice of 2 to 9 faces), `home ZONE` and a way (`PLAYER forward` or `PLAYER backward`) for each player")
        )]
        RaceIncomplete {
            what: String,
            #[label("this block")] span: Span,
        },
        #[error("{message}")]
        #[diagnostic(
            code("ludus::race-layout"),
            help("the track of a race must not loop; each player's pieces start on its cells (`start PLAYER: N at CELL`), no cell holding two players' pieces")
        )]
        RaceLayout {
            message: String,
            #[label("here")] span: Span,
        },
        #[error("{value} is out of range here")]
        #[diagnostic(
            code("ludus::count-range"),
            help("a race rolls 1 or 2 dice of 2 to 9 faces; a player has 1 to 250 pieces in all")
        )]
        RaceCount {
            value: String,
            #[label("out of range")] span: Span,
        },
    }
}
