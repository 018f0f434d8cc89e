//! Position texts: `black man: c3, e5  white king: d6  turn white` read into
//! a [`State`] ([`parse_position`]) and written back ([`position_text`]).

use crate::check::regions;
use crate::engine::State;
use crate::ir::{Code, Game, Narrow};
use crate::syntax::{self, Name, Placement, PositionText, Region, StackEntry};

use super::position_check;
use super::position_state::{read_state, skip_part, state_parts};
use crate::diag::{Diagnostic, Span};

/// Builds a position from a text such as
/// `black man: c3, e5  white king: d6  turn white`: the same placements as a
/// `setup` block, then whose turn it is (default: the first player).
pub fn parse_position(game: &Game, text: &str) -> Result<State, String> {
    let (state, pos) = read(game, text)?;
    position_check::refusal(
        game,
        &state,
        &TextSpans {
            game,
            pos: &pos,
            text,
        },
    )?;
    Ok(state)
}

/// [`parse_position`] without the check that the position can arise in
/// the game (see [`crate::Match::from_position_unchecked`]).
pub fn parse_position_unchecked(game: &Game, text: &str) -> Result<State, String> {
    read(game, text).map(|(state, _)| state)
}

/// The state of a position text, and the text parsed.
fn read(game: &Game, text: &str) -> Result<(State, PositionText), String> {
    if text.len() > crate::limits::POSITION {
        return Err(format!(
            "the position text is too long: {} bytes, at most {}",
            text.len(),
            crate::limits::size_text(crate::limits::POSITION as u64)
        ));
    }
    let pos = syntax::parse_position(text).map_err(|d| {
        let span = d.primary_span().unwrap_or_default();
        format!("{} (at byte {})", d.message, span.start)
    })?;
    Ok((build(game, &pos)?, pos))
}

/// The problems of a position text that reads as a position of `game` but
/// cannot arise in it (`ludus::position-…`, spans in `text`); an error if
/// it does not read.
pub fn position_diagnostics(game: &Game, text: &str) -> Result<Vec<Diagnostic>, String> {
    let pos = syntax::parse_position(text).map_err(|d| d.message)?;
    let state = build(game, &pos)?;
    Ok(position_check::problems(
        game,
        &state,
        &TextSpans {
            game,
            pos: &pos,
            text,
        },
    ))
}

/// The spans of a position text's parts, for its problems.
struct TextSpans<'a> {
    game: &'a Game,
    pos: &'a PositionText,
    text: &'a str,
}

impl TextSpans<'_> {
    /// From the player's name to the end of the cells of a placement.
    fn placement(pl: &Placement) -> Span {
        let start = pl.player.span.start;
        let end = pl.region.span.start + pl.region.span.len;
        Span::new(start, end.max(start + pl.player.span.len) - start)
    }
}

impl position_check::Spans for TextSpans<'_> {
    fn cell(&self, cell: u8) -> Span {
        self.pos
            .placements
            .iter()
            .filter(|pl| pl.store.is_none())
            .find(|pl| region_cells(self.game, &pl.region).is_ok_and(|cs| cs.contains(&cell)))
            .map_or(Span::new(0, self.text.len()), Self::placement)
    }

    fn player(&self, player: u8) -> Span {
        let g = self.game;
        self.pos
            .placements
            .iter()
            .filter(|pl| pl.store.is_none() && g.player(&pl.player.text) == Some(player))
            .find(|pl| {
                g.kind(&pl.piece.text)
                    .is_some_and(|k| g.tables.royal[usize::from(g.code(k, player))])
            })
            .map_or(Span::new(0, self.text.len()), Self::placement)
    }

    fn card(&self, k: usize, player: Option<u8>) -> Span {
        let g = self.game;
        let name = g
            .cards
            .as_ref()
            .and_then(|c| c.kinds.get(k))
            .map(|c| c.name.as_str());
        self.pos
            .hands
            .iter()
            .filter(|(p, _)| player.is_none_or(|q| g.player(&p.text) == Some(q)))
            .flat_map(|(_, cards)| cards)
            .find(|c| Some(c.text.as_str()) == name)
            .map_or(Span::new(0, self.text.len()), |c| c.span)
    }
}

/// The state a parsed position text stands for (also each position in
/// brackets, that a card in the centre restores).
fn build(game: &Game, pos: &PositionText) -> Result<State, String> {
    let mut board = vec![0u8; game.board.cells()];
    let mut stores: Vec<(Code, u16)> = Vec::new();
    for pl in &pos.placements {
        place(game, pl, &mut board, &mut stores)?;
    }
    let stacks = stacks(game, &pos.stacks, &mut board)?;
    let turn = match &pos.turn {
        None => 0,
        Some(n) => player(game, n)?,
    };
    let mut state = State::from_board(game, board, turn);
    for (cell, below) in stacks {
        state.set_under(game, cell, below);
    }
    for (code, n) in stores {
        state.set_store(game, code, n);
    }
    deal_hands(game, pos, &mut state)?;
    set_counters(game, pos, &mut state)?;
    read_state(game, &pos.state, &mut state, &|b| {
        build(game, b).map(|s| s.snapshot())
    })?;
    set_history(game, pos, &mut state)?;
    super::race::check_counts(game, &state)?;
    Ok(state)
}

/// What the position keeps of its history: the castling pieces that have
/// moved, the pieces borne off, the clocks, the en-passant cell.
fn set_history(game: &Game, pos: &PositionText, state: &mut State) -> Result<(), String> {
    if let Some(r) = &pos.moved {
        let cells = region_cells(game, r)?;
        state.set_moved(game, &cells);
    }
    for (pl, n) in &pos.off {
        let p = player(game, pl)?;
        let n = u16::try_from(n.value).map_err(|_| format!("{} pieces is too many", n.text))?;
        state.set_off(game, p, n);
    }
    if let Some((plies, since)) = &pos.clocks {
        let count = |n: &syntax::Int| {
            u32::try_from(n.value).map_err(|_| format!("{} is not a ply count", n.text))
        };
        let plies = count(plies)?;
        let since = since.as_ref().map_or(Ok(plies), count)?;
        state.set_clocks(since.min(plies), plies);
    }
    if let Some((ep, by)) = &pos.en_passant {
        let cell = |n: &Name| {
            game.board
                .cell(&n.text)
                .ok_or_else(|| format!("unknown cell `{}`", n.text))
        };
        let (ep, by) = (cell(ep)?, cell(by)?);
        if state.board[usize::from(ep)] != 0 || state.board[usize::from(by)] == 0 {
            return Err(format!(
                "`en-passant {} {}`: the first cell must be empty, the second hold the piece that passed it",
                game.board.names[usize::from(ep)],
                game.board.names[usize::from(by)]
            ));
        }
        state.set_en_passant(game, ep, by);
    }
    Ok(())
}

/// The player a name stands for.
fn player(game: &Game, n: &Name) -> Result<u8, String> {
    game.player(&n.text)
        .ok_or_else(|| format!("unknown player `{}`", n.text))
}

/// The piece kind a name stands for.
fn kind(game: &Game, n: &Name) -> Result<u8, String> {
    game.kind(&n.text)
        .ok_or_else(|| format!("unknown piece `{}`", n.text))
}

/// One placement (`black man: c3, e5` or `red marble: 4 in base`): its
/// pieces put on `board`, or counted into `stores`.
fn place(
    game: &Game,
    pl: &Placement,
    board: &mut [Code],
    stores: &mut Vec<(Code, u16)>,
) -> Result<(), String> {
    let player = player(game, &pl.player)?;
    let code = game.code(kind(game, &pl.piece)?, player);
    if let Some((n, st)) = &pl.store {
        if game.store.as_deref() != Some(st.text.as_str()) {
            return Err(format!("the game has no store `{}`", st.text));
        }
        let n = u16::try_from(n.value).map_err(|_| format!("{} pieces is too many", n.text))?;
        stores.push((code, n));
        return Ok(());
    }
    for c in region_cells(game, &pl.region)? {
        put(game, board, c, code)?;
    }
    Ok(())
}

/// Puts piece `code` on `cell`, which must be empty: a cell holds one
/// piece (several only as a `stack`).
fn put(game: &Game, board: &mut [Code], cell: u8, code: Code) -> Result<(), String> {
    let there = board[usize::from(cell)];
    if there != 0 {
        let name = &game.board.names[usize::from(cell)];
        return Err(format!(
            "two pieces on `{name}`: {} and {}; a cell holds one piece{}",
            piece_name(game, there),
            piece_name(game, code),
            if game.stacks {
                format!(" (write `stack {name}: ...` for a stack, bottom first)")
            } else {
                String::new()
            }
        ));
    }
    board[usize::from(cell)] = code;
    Ok(())
}

/// A piece in words: `black man`, or a neutral kind's name (`ball`).
fn piece_name(game: &Game, code: Code) -> String {
    let kind = &game.kinds[usize::from(game.code_kind[usize::from(code)])];
    match game
        .players
        .get(usize::from(game.code_owner[usize::from(code)]))
    {
        Some(p) if !kind.neutral => format!("{p} {}", kind.name),
        _ => kind.name.clone(),
    }
}

/// The cells of a region, lowered by [`regions::region_cells`], the one
/// place a region becomes cells (the checker's): a part off the board is
/// refused with the checker's message.
fn region_cells(game: &Game, region: &Region) -> Result<Vec<u8>, String> {
    let mut errors = Vec::new();
    let cells = regions::region_cells(&game.board, region, &mut errors);
    match errors.first() {
        Some(d) => Err(d.message.clone()),
        None => Ok(cells),
    }
}

/// The stacks (`stack c3: red checker, blue checker`): each top put on
/// `board`; the result is each stack's cell and the pieces below its top.
fn stacks(
    game: &Game,
    entries: &[StackEntry],
    board: &mut [Code],
) -> Result<Vec<(u8, Vec<Code>)>, String> {
    let mut stacks = Vec::new();
    for st in entries {
        if !game.stacks {
            return Err("this board has no stacks".into());
        }
        let cell = game
            .board
            .cell(&st.cell.text)
            .ok_or_else(|| format!("`{}` is not a cell of this board", st.cell.text))?;
        let mut codes = Vec::new();
        for (pl, pc) in &st.pieces {
            let kind = kind(game, pc)?;
            let neutral = game.kinds[usize::from(kind)].neutral;
            let player = match pl {
                None if neutral => 0,
                None => return Err(format!("whose `{}` is it? write the player first", pc.text)),
                Some(_) if neutral => {
                    return Err(format!(
                        "`{}` is neutral: write it without a player",
                        pc.text
                    ));
                }
                Some(pl) => player(game, pl)?,
            };
            codes.push(game.code(kind, player));
        }
        if let Some(top) = codes.pop() {
            put(game, board, cell, top)?;
            stacks.push((cell, codes));
        }
    }
    Ok(stacks)
}

/// The hands of the text (`hand north: five, liga`) put into `state`.
fn deal_hands(game: &Game, pos: &PositionText, state: &mut State) -> Result<(), String> {
    if pos.hands.is_empty() {
        return Ok(());
    }
    let cards = game.cards.as_ref().ok_or("this game has no cards")?;
    let nk = cards.kinds.len();
    for (pl, list) in &pos.hands {
        let p = player(game, pl)?;
        for c in list {
            let k = cards
                .kinds
                .iter()
                .position(|k| k.name == c.text)
                .ok_or_else(|| format!("unknown card `{}`", c.text))?;
            state.hands[usize::from(p) * nk + k] += 1;
        }
    }
    state.hash = state.compute_hash(game);
    Ok(())
}

/// The counters of the text (`counter points red 2`) set in `state`.
fn set_counters(game: &Game, pos: &PositionText, state: &mut State) -> Result<(), String> {
    for (c, pl, v) in &pos.counters {
        let ci = game
            .counters
            .iter()
            .position(|x| *x == c.text)
            .ok_or_else(|| format!("unknown counter `{}`", c.text))?;
        let p = player(game, pl)?;
        let v =
            i32::try_from(v.value).map_err(|_| format!("counter value {} is too large", v.text))?;
        state.set_counter(game, ci, p, v);
    }
    Ok(())
}

/// The position as a text that [`parse_position`] reads back: the whole
/// state that legal moves, the hash and the result depend on.
pub fn position_text(game: &Game, state: &State) -> String {
    position_parts(game, state).join("  ")
}

/// The entries of [`position_text`], in order (the JSON form lists them).
pub fn position_parts(game: &Game, state: &State) -> Vec<String> {
    let mut parts = Vec::new();
    piece_parts(game, state, &mut parts);
    super::race::race_parts(game, state, &mut parts);
    hand_parts(game, state, &mut parts);
    history_text(game, state, &mut parts);
    state_parts(game, state, &mut parts, &|s| snapshot_text(game, s));
    parts.push(format!("turn {}", game.players[state.to_move as usize]));
    parts
}

/// A position a card in the centre restores: its pieces, counters, pieces
/// borne off and skips.
fn snapshot_text(game: &Game, state: &State) -> String {
    let mut parts = Vec::new();
    piece_parts(game, state, &mut parts);
    off_parts(game, state, &mut parts);
    parts.extend(skip_part(game, state));
    parts.join("  ")
}

/// The pieces (placements, stacks, stores) and the counters.
fn piece_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    let (np, nk, ncells): (u8, u8, u8) = (
        game.players.len().narrow(),
        game.kinds.len().narrow(),
        game.board.cells().narrow(),
    );
    for p in 0..np {
        for k in 0..nk {
            let code = game.code(k, p);
            let cells: Vec<&str> = (0..ncells)
                .filter(|&c| state.board[usize::from(c)] == code && state.height(c) == 1)
                .map(|c| game.board.names[usize::from(c)].as_str())
                .collect();
            if !cells.is_empty() {
                parts.push(format!(
                    "{} {}: {}",
                    game.players[p as usize],
                    game.kinds[k as usize].name,
                    cells.join(", ")
                ));
            }
        }
    }
    for c in 0..ncells {
        let top = state.board[c as usize];
        let lone_neutral = top != 0
            && state.height(c) == 1
            && game.kinds[game.code_kind[top as usize] as usize].neutral;
        if state.height(c) > 1 || lone_neutral {
            let pieces: Vec<String> = state
                .stack(c)
                .iter()
                .map(|&code| {
                    let kind = &game.kinds[game.code_kind[code as usize] as usize];
                    match game.players.get(game.code_owner[code as usize] as usize) {
                        Some(p) if !kind.neutral => format!("{p} {}", kind.name),
                        _ => kind.name.clone(),
                    }
                })
                .collect();
            parts.push(format!(
                "stack {}: {}",
                game.board.names[c as usize],
                pieces.join(", ")
            ));
        }
    }
    if let Some(st) = &game.store {
        for (code, &n) in state.store.iter().enumerate() {
            if n > 0 {
                parts.push(format!(
                    "{} {}: {n} in {st}",
                    game.players[game.code_owner[code] as usize],
                    game.kinds[game.code_kind[code] as usize].name
                ));
            }
        }
    }
    let n = game.counters.len();
    for (i, &v) in state.counters.iter().enumerate() {
        if v != 0 {
            parts.push(format!(
                "counter {} {} {v}",
                game.counters[i % n],
                game.players[i / n]
            ));
        }
    }
}

/// The entries of [`set_history`], where they differ from a fresh
/// position's.
fn history_text(game: &Game, state: &State, parts: &mut Vec<String>) {
    let t = &game.tables;
    let name = |c: u8| game.board.names[usize::from(c)].as_str();
    let moved: Vec<&str> = (0..game.board.cells())
        .map(Narrow::<u8>::narrow)
        .filter(|&c| {
            let code = state.board[usize::from(c)];
            t.any_castle && code != 0 && t.unmoved[usize::from(code)] && !state.is_unmoved(c)
        })
        .map(name)
        .collect();
    if !moved.is_empty() {
        parts.push(format!("moved: {}", moved.join(", ")));
    }
    off_parts(game, state, parts);
    if state.plies > 0 || state.since_capture > 0 {
        parts.push(format!(
            "plies {} since {}",
            state.plies, state.since_capture
        ));
    }
    ko_parts(game, state, parts);
    if state.ep != crate::ir::NO_CELL && state.ep_victim != crate::ir::NO_CELL {
        parts.push(format!(
            "en-passant {} {}",
            name(state.ep),
            name(state.ep_victim)
        ));
    }
}

/// `passes: N` (the passes in a row, where `passes N` ends a game) and
/// `earlier: H, …` (the earlier positions a `ko` rule forbids).
fn ko_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    let passes = state.passes_in_a_row();
    if passes > 0 && game.tables.features.has(crate::ir::Features::PASSES) {
        parts.push(format!("passes: {passes}"));
    }
    let earlier = state.ko_earlier(game);
    if !earlier.is_empty() {
        let hashes: Vec<String> = earlier.iter().map(|k| format!("h{k:016x}")).collect();
        parts.push(format!("earlier: {}", hashes.join(", ")));
    }
}

/// `off PLAYER N` for each player who has borne pieces off.
fn off_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    for (p, &n) in state.off.iter().enumerate().take(game.players.len()) {
        if n > 0 {
            parts.push(format!("off {} {n}", game.players[p]));
        }
    }
}

/// `hand PLAYER: CARD, …` for each hand that holds cards.
fn hand_parts(game: &Game, state: &State, parts: &mut Vec<String>) {
    let Some(cards) = &game.cards else {
        return;
    };
    let nk = cards.kinds.len();
    for (p, name) in game.players.iter().enumerate() {
        let held: Vec<&str> = (0..nk)
            .flat_map(|k| {
                std::iter::repeat_n(
                    cards.kinds[k].name.as_str(),
                    usize::from(state.hands[p * nk + k]),
                )
            })
            .collect();
        if !held.is_empty() {
            parts.push(format!("hand {name}: {}", held.join(", ")));
        }
    }
}
