//! Text forms: move notation (`c3-d4`, `c3xe5xg7`, or with the board's
//! numbers `11-15`, `11x18x25`), move parsing against the legal moves,
//! position texts, and board diagrams.

use std::fmt::Write;

use crate::engine::{Move, State};
use crate::ir::*;
use crate::syntax;

/// Which cell names to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CellNames {
    /// Algebraic (`c3`).
    #[default]
    Algebraic,
    /// The board's numbers (`11`), where it has them.
    Numbers,
}

pub fn cell_name(game: &Game, cell: u8, names: CellNames) -> &str {
    match (names, &game.board.numbers) {
        (CellNames::Numbers, Some(ns)) => &ns[cell as usize],
        _ => &game.board.names[cell as usize],
    }
}

/// A move as text: the start cell, then each landing, joined by `x` for a
/// capturing move and `-` otherwise; a promotion that is not forced by the
/// landing (a choice) would be written `=K`, never needed where the kind is
/// implied.
pub fn move_text(game: &Game, m: &Move, names: CellNames) -> String {
    if m.card != 0
        && let Some(cards) = &game.cards
    {
        let name = &cards.kinds[m.card as usize - 1].name;
        if m.is_discard() {
            return format!("discard {name}");
        }
        if m.is_give() {
            return format!("give {name}");
        }
        let kind = &cards.kinds[m.card as usize - 1];
        if kind.only_use() {
            // The card's only use: its name says it all (`liga`, `twister`).
            return name.clone();
        }
        if m.is_skip() {
            return format!("{name} skip");
        }
        if m.is_swap() {
            return format!(
                "{name} {}<>{}",
                cell_name(game, m.from, names),
                cell_name(game, m.to, names)
            );
        }
        let plain = Move { card: 0, ..*m };
        return format!("{name} {}", move_text(game, &plain, names));
    }
    if m.is_end_turn() {
        return "end".to_string();
    }
    if m.is_enter() {
        return format!("enter {}", cell_name(game, m.to, names));
    }
    if m.is_bear_off() {
        return format!("off {}", cell_name(game, m.from, names));
    }
    let sep = if m.is_capture() { "x" } else { "-" };
    let mut s = String::from(cell_name(game, m.from, names));
    for &c in m.landings() {
        s.push_str(sep);
        s.push_str(cell_name(game, c, names));
    }
    if m.lift > 1 {
        s.push_str(&format!("/{}", m.lift));
    }
    if m.placed != m.piece && !game.tables.promo_choices[m.piece as usize].is_empty() {
        s.push('=');
        s.push_str(&promotion_letter(game, m.placed));
    }
    s
}

/// The letter naming a kind in a promotion choice (`=L`): the upper case of
/// its first symbol.
fn promotion_letter(game: &Game, code: Code) -> String {
    game.kinds[game.code_kind[code as usize] as usize].symbols[0].to_uppercase()
}

/// Why a typed move was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    #[error("`{0}` is not a move: write cells joined by `-` or `x`, e.g. `c3-d4` or `c3xe5`")]
    Malformed(String),
    #[error("`{cell}` is not {}", if *unused { "one of the squares this board uses" } else { "a cell of this board" })]
    NoSuchCell { cell: String, unused: bool },
    #[error("`{text}` is not a legal move here; legal moves: {legal}")]
    Illegal { text: String, legal: String },
    #[error("`{text}` could mean {options}; write the full path")]
    Ambiguous { text: String, options: String },
    #[error("the game is over: no move can be played")]
    GameOver,
}

fn illegal(game: &Game, legal: &[Move], text: &str) -> MoveError {
    if legal.is_empty() {
        return MoveError::GameOver;
    }
    let names = legal
        .iter()
        .map(|m| move_text(game, m, CellNames::Algebraic))
        .collect::<Vec<_>>()
        .join(" ");
    MoveError::Illegal {
        text: text.to_string(),
        legal: names,
    }
}

/// Whether a name is a square of the grid that the board does not use
/// (e.g. a light square when only dark ones are used).
fn is_grid_square(game: &Game, name: &str) -> bool {
    let b = name.as_bytes();
    b.len() >= 2
        && b[0].is_ascii_lowercase()
        && (b[0] - b'a') < game.board.width
        && name[1..]
            .parse::<u8>()
            .is_ok_and(|r| r >= 1 && r <= game.board.height)
}

/// Finds the legal move a text means. The text names the start cell, the
/// destination, and optionally landings in between (any subsequence of the
/// path, as PDN allows `11x25` for `11x18x25`); `-` and `x` are both accepted
/// between cells.
pub fn parse_move(game: &Game, legal: &[Move], text: &str) -> Result<Move, MoveError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(MoveError::Malformed(text.to_string()));
    }
    if let Some(cards) = &game.cards {
        // `five a1-d1`, `one enter a1`, `discard five`.
        let (first, rest) = t.split_once(' ').unwrap_or((t, ""));
        let card_of = |w: &str| cards.kinds.iter().position(|k| k.name == w);
        if first == "discard" || first == "give" {
            let c = card_of(rest.trim());
            let give = first == "give";
            return match legal.iter().find(|m| {
                (if give { m.is_give() } else { m.is_discard() })
                    && Some(m.card as usize) == c.map(|c| c + 1)
            }) {
                Some(m) => Ok(*m),
                None => Err(illegal(game, legal, t)),
            };
        }
        if let Some(c) = card_of(first)
            && let Some((a, b)) = rest.trim().split_once("<>")
        {
            let (a, b) = (game.board.cell(a.trim()), game.board.cell(b.trim()));
            return match legal.iter().find(|m| {
                m.is_swap()
                    && m.card as usize == c + 1
                    && ((Some(m.from), Some(m.to)) == (a, b)
                        || (Some(m.from), Some(m.to)) == (b, a))
            }) {
                Some(m) => Ok(*m),
                None => Err(illegal(game, legal, t)),
            };
        }
        if let Some(c) = card_of(first)
            && rest.trim() == "skip"
        {
            return match legal
                .iter()
                .find(|m| m.is_skip() && m.card as usize == c + 1)
            {
                Some(m) => Ok(*m),
                None => Err(illegal(game, legal, t)),
            };
        }
        if let Some(c) = card_of(first)
            && rest.trim().is_empty()
            && cards.kinds[c].only_use()
        {
            return match legal
                .iter()
                .find(|m| m.card as usize == c + 1 && m.flags == 0)
            {
                Some(m) => Ok(*m),
                None => Err(illegal(game, legal, t)),
            };
        }
        if let Some(c) = card_of(first) {
            let with: Vec<Move> = legal
                .iter()
                .filter(|m| m.card as usize == c + 1 && !m.is_discard() && !m.is_give())
                .map(|m| Move { card: 0, ..*m })
                .collect();
            if with.is_empty() {
                return Err(illegal(game, legal, t));
            }
            return parse_move(game, &with, rest).map(|m| Move {
                card: c as u8 + 1,
                ..m
            });
        }
    }
    if let Some(cell) = t.strip_prefix("enter ") {
        let cell = cell.trim();
        let c = game.board.cell(cell).ok_or_else(|| MoveError::NoSuchCell {
            cell: cell.to_string(),
            unused: is_grid_square(game, cell),
        })?;
        return match legal.iter().find(|m| m.is_enter() && m.to == c) {
            Some(m) => Ok(*m),
            None => Err(illegal(game, legal, t)),
        };
    }
    if t == "end" {
        return match legal.iter().find(|m| m.is_end_turn()) {
            Some(m) => Ok(*m),
            None => Err(illegal(game, legal, t)),
        };
    }
    if let Some(cell) = t.strip_prefix("off ") {
        let cell = cell.trim();
        let c = game.board.cell(cell).ok_or_else(|| MoveError::NoSuchCell {
            cell: cell.to_string(),
            unused: is_grid_square(game, cell),
        })?;
        return match legal.iter().find(|m| m.is_bear_off() && m.from == c) {
            Some(m) => Ok(*m),
            None => Err(illegal(game, legal, t)),
        };
    }
    // `e7-e8=L`: the promotion chosen.
    let (t, promo) = match t.split_once('=') {
        Some((path, k)) => (path.trim(), Some(k.trim().to_uppercase())),
        None => (t, None),
    };
    // `c3-d4/2`: the number of pieces lifted from a stack.
    let (t, lift) = match t.split_once('/') {
        Some((path, n)) => match n.trim().parse::<u8>() {
            Ok(n) if n >= 1 => (path.trim(), n),
            _ => return Err(MoveError::Malformed(text.to_string())),
        },
        None => (t, 1),
    };
    let legal: Vec<Move> = legal
        .iter()
        .filter(|m| m.lift == lift && !m.is_bear_off())
        .filter(|m| {
            let choice =
                m.placed != m.piece && !game.tables.promo_choices[m.piece as usize].is_empty();
            match &promo {
                Some(k) => choice && promotion_letter(game, m.placed) == *k,
                None => !choice,
            }
        })
        .copied()
        .collect();
    let legal = &legal[..];
    let mut cells = Vec::new();
    for part in t.split(['-', 'x', 'X', ':']) {
        if part.is_empty() {
            return Err(MoveError::Malformed(text.to_string()));
        }
        match game.board.cell(part) {
            Some(c) => cells.push(c),
            None => {
                return Err(MoveError::NoSuchCell {
                    cell: part.to_string(),
                    unused: is_grid_square(game, part),
                });
            }
        }
    }
    if cells.len() < 2 {
        return Err(MoveError::Malformed(text.to_string()));
    }
    let (first, rest) = cells.split_first().expect("two or more cells");
    // A text naming the whole path is exact, even where a shorter path is
    // a subsequence of a longer one.
    let exact: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from == *first && m.landings() == rest)
        .collect();
    if exact.len() == 1 {
        return Ok(*exact[0]);
    }
    let matches: Vec<&Move> = legal
        .iter()
        .filter(|m| {
            if m.from != *first || m.to != *rest.last().expect("non-empty") {
                return false;
            }
            // `rest` must be a subsequence of the landings.
            let mut it = m.landings().iter();
            rest.iter().all(|c| it.any(|l| l == c))
        })
        .collect();
    match matches.len() {
        1 => Ok(*matches[0]),
        0 => {
            if legal.is_empty() {
                return Err(MoveError::GameOver);
            }
            let names = legal
                .iter()
                .map(|m| move_text(game, m, CellNames::Algebraic))
                .collect::<Vec<_>>()
                .join(" ");
            Err(MoveError::Illegal {
                text: t.to_string(),
                legal: names,
            })
        }
        _ => {
            let options = matches
                .iter()
                .map(|m| move_text(game, m, CellNames::Algebraic))
                .collect::<Vec<_>>()
                .join(" or ");
            Err(MoveError::Ambiguous {
                text: t.to_string(),
                options,
            })
        }
    }
}

/// Builds a position from a text such as
/// `black man: c3, e5  white king: d6  turn white`: the same placements as a
/// `setup` block, then whose turn it is (default: the first player).
pub fn parse_position(game: &Game, text: &str) -> Result<State, String> {
    let pos = syntax::parse_position(text).map_err(|d| {
        let span = d.primary_span().unwrap_or_default();
        format!("{} (at byte {})", d.message, span.start)
    })?;
    let np = game.players.len() as u8;
    let mut board = vec![0u8; game.board.cells()];
    let mut stores: Vec<(u8, u16)> = Vec::new();
    for pl in &pos.placements {
        let player = game
            .player(&pl.player.text)
            .ok_or_else(|| format!("unknown player `{}`", pl.player.text))?;
        let kind = game
            .kind(&pl.piece.text)
            .ok_or_else(|| format!("unknown piece `{}`", pl.piece.text))?;
        if let Some((n, st)) = &pl.store {
            if game.store.as_deref() != Some(st.text.as_str()) {
                return Err(format!("the game has no store `{}`", st.text));
            }
            let n = u16::try_from(n.value).map_err(|_| format!("{} pieces is too many", n.text))?;
            stores.push((1 + kind * np + player, n));
            continue;
        }
        for part in &pl.region.parts {
            let cells: Vec<u8> = match part {
                syntax::RegionPart::Cell(n) => vec![
                    game.board
                        .cell(&n.text)
                        .ok_or_else(|| format!("`{}` is not a cell of this board", n.text))?,
                ],
                syntax::RegionPart::Ranks(a, b) => {
                    let b = b.as_ref().unwrap_or(a);
                    let (lo, hi) = (a.value.min(b.value), a.value.max(b.value));
                    (0..game.board.cells() as u8)
                        .filter(|&c| {
                            (lo..=hi).contains(&(game.board.coords[c as usize].1 as i64 + 1))
                        })
                        .collect()
                }
                syntax::RegionPart::Files(a, b) => {
                    let f = |n: &syntax::Name| {
                        n.text
                            .bytes()
                            .next()
                            .map(|c| c.wrapping_sub(b'a'))
                            .unwrap_or(255)
                    };
                    let (x, y) = (f(a), b.as_ref().map(f).unwrap_or(f(a)));
                    let (lo, hi) = (x.min(y), x.max(y));
                    (0..game.board.cells() as u8)
                        .filter(|&c| (lo..=hi).contains(&game.board.coords[c as usize].0))
                        .collect()
                }
                syntax::RegionPart::Range(a, b) => {
                    let corner = |n: &syntax::Name| -> Result<(u8, u8), String> {
                        let t = n.text.as_bytes();
                        let f = t.first().map(|c| c.wrapping_sub(b'a')).unwrap_or(255);
                        let r = n
                            .text
                            .get(1..)
                            .and_then(|x| x.parse::<u8>().ok())
                            .unwrap_or(0);
                        if f < game.board.width && r >= 1 && r <= game.board.height {
                            Ok((f, r - 1))
                        } else {
                            Err(format!("`{}` is not a square of this board", n.text))
                        }
                    };
                    let (x, y) = (corner(a)?, corner(b)?);
                    (0..game.board.cells() as u8)
                        .filter(|&c| {
                            let (f, r) = game.board.coords[c as usize];
                            (x.0.min(y.0)..=x.0.max(y.0)).contains(&f)
                                && (x.1.min(y.1)..=x.1.max(y.1)).contains(&r)
                        })
                        .collect()
                }
            };
            for c in cells {
                board[c as usize] = 1 + kind * np + player;
            }
        }
    }
    let mut stacks = Vec::new();
    for st in &pos.stacks {
        if !game.stacks {
            return Err("this board has no stacks".into());
        }
        let cell = game
            .board
            .cell(&st.cell.text)
            .ok_or_else(|| format!("`{}` is not a cell of this board", st.cell.text))?;
        let mut codes = Vec::new();
        for (pl, pc) in &st.pieces {
            let kind = game
                .kind(&pc.text)
                .ok_or_else(|| format!("unknown piece `{}`", pc.text))?;
            let neutral = game.kinds[kind as usize].neutral;
            let player = match pl {
                None if neutral => 0,
                None => return Err(format!("whose `{}` is it? write the player first", pc.text)),
                Some(_) if neutral => {
                    return Err(format!(
                        "`{}` is neutral: write it without a player",
                        pc.text
                    ));
                }
                Some(pl) => game
                    .player(&pl.text)
                    .ok_or_else(|| format!("unknown player `{}`", pl.text))?,
            };
            codes.push(1 + kind * np + player);
        }
        if let Some(top) = codes.pop() {
            board[cell as usize] = top;
            stacks.push((cell, codes));
        }
    }
    let turn = match &pos.turn {
        None => 0,
        Some(n) => game
            .player(&n.text)
            .ok_or_else(|| format!("unknown player `{}`", n.text))?,
    };
    let mut state = State::from_board(game, board, turn);
    for (cell, below) in stacks {
        state.set_under(game, cell, below);
    }
    for (code, n) in stores {
        state.set_store(game, code, n);
    }
    if !pos.hands.is_empty() {
        let cards = game.cards.as_ref().ok_or("this game has no cards")?;
        let nk = cards.kinds.len();
        for (pl, list) in &pos.hands {
            let p = game
                .player(&pl.text)
                .ok_or_else(|| format!("unknown player `{}`", pl.text))?;
            for c in list {
                let k = cards
                    .kinds
                    .iter()
                    .position(|k| k.name == c.text)
                    .ok_or_else(|| format!("unknown card `{}`", c.text))?;
                state.hands[p as usize * nk + k] += 1;
            }
        }
        state.hash = state.compute_hash(game);
    }
    for (c, pl, v) in &pos.counters {
        let ci = game
            .counters
            .iter()
            .position(|x| *x == c.text)
            .ok_or_else(|| format!("unknown counter `{}`", c.text))?;
        let p = game
            .player(&pl.text)
            .ok_or_else(|| format!("unknown player `{}`", pl.text))?;
        let v =
            i32::try_from(v.value).map_err(|_| format!("counter value {} is too large", v.text))?;
        state.set_counter(game, ci, p, v);
    }
    Ok(state)
}

/// A plain-text board diagram: rank numbers on the left, file letters
/// below, `.` for an empty cell, a blank for a square the board does not use.
pub fn diagram(game: &Game, state: &State) -> String {
    diagram_for(game, state, Some(state.chooser()))
}

/// The diagram as seat `seat` may see it: hidden hands other than its own
/// (and those of the other seats its side plays, see `sides`) show only
/// their sizes. `None`: everything (a spectator of a game with no
/// secrets, or a review); `Some(NOBODY)` hides every hidden hand.
pub fn diagram_for(game: &Game, state: &State, seat: Option<u8>) -> String {
    let b = &game.board;
    let mut s = String::new();
    for r in (0..b.height).rev() {
        let _ = write!(s, "{:>2} ", r + 1);
        for f in 0..b.width {
            let c = b.index[r as usize * b.width as usize + f as usize];
            let sym = if c == NO_CELL {
                " "
            } else {
                match state.board[c as usize] {
                    0 => ".",
                    code => game.symbol(code),
                }
            };
            s.push(' ');
            s.push_str(sym);
        }
        s.push('\n');
    }
    s.push_str("   ");
    for f in 0..b.width {
        s.push(' ');
        s.push((b'a' + f) as char);
    }
    s.push('\n');
    // Stacks: the diagram shows each top; list every stack of two or more,
    // bottom to top.
    let stacks: Vec<String> = (0..b.cells() as u8)
        .filter(|&c| state.height(c) > 1)
        .map(|c| {
            let syms: Vec<&str> = state
                .stack(c)
                .iter()
                .map(|&code| game.symbol(code))
                .collect();
            format!("{} {}", b.names[c as usize], syms.join(""))
        })
        .collect();
    if !stacks.is_empty() {
        s.push_str("stacks (bottom to top): ");
        s.push_str(&stacks.join("  "));
        s.push('\n');
    }
    if let Some(off) = borne_off_text(game, state) {
        s.push_str(&format!("borne off: {off}\n"));
    }
    if let Some(c) = counters_text(game, state) {
        s.push_str(&c);
        s.push('\n');
    }
    if let Some(st) = store_text(game, state) {
        s.push_str(&st);
        s.push('\n');
    }
    if let Some(h) = hands_text(game, state, seat) {
        s.push_str(&h);
    }
    if game.turn.multi && state.acted {
        s.push_str(&format!(
            "{} is in the middle of a turn ({} of {} piece move{} made)\n",
            game.players[state.to_move as usize],
            state.used,
            game.turn.budget,
            if game.turn.budget == 1 { "" } else { "s" }
        ));
    }
    s
}

/// A seat that is no player: sees no hidden hand.
pub const NOBODY: u8 = u8::MAX;

/// The cards as seat `seat` may see them (`None`: everything): its own
/// hand, the other hands (only their sizes when hands are hidden), the deck
/// size and the last card played.
pub fn hands_text(game: &Game, state: &State, seat: Option<u8>) -> Option<String> {
    let cards = game.cards.as_ref()?;
    let nk = cards.kinds.len();
    let mut s = String::new();
    for (p, pn) in game.players.iter().enumerate() {
        let hand = &state.hands[p * nk..(p + 1) * nk];
        let n: u16 = hand.iter().sum();
        // Hands are open, the seat's side holds this one, or the seat is
        // taking this player's turn (`play for`).
        let visible = seat.is_none_or(|x| state.sees_hand(game, x, p as u8));
        if visible {
            let list: Vec<String> = hand
                .iter()
                .enumerate()
                .filter(|&(_, &k)| k > 0)
                .map(|(c, &k)| {
                    if k == 1 {
                        cards.kinds[c].name.clone()
                    } else {
                        format!("{} x{k}", cards.kinds[c].name)
                    }
                })
                .collect();
            let _ = writeln!(
                s,
                "hand of {pn}: {}",
                if list.is_empty() {
                    "(empty)".to_string()
                } else {
                    list.join(", ")
                }
            );
        } else {
            let _ = writeln!(
                s,
                "hand of {pn}: {n} card{} (hidden)",
                if n == 1 { "" } else { "s" }
            );
        }
    }
    let last = state
        .pile
        .last()
        .map(|&(c, p)| {
            format!(
                "; last card: {} ({})",
                cards.kinds[c as usize].name, game.players[p as usize]
            )
        })
        .unwrap_or_default();
    let _ = writeln!(s, "deck: {} cards{last}", state.deck.len());
    // The announcement follows a deal (a position given as text has had
    // none).
    if let Some((label, _)) = &cards.announce
        && state.deals > 0
    {
        let said: Vec<String> = game
            .players
            .iter()
            .enumerate()
            .map(|(p, pn)| {
                let yes = state.announced & (1 << p) != 0;
                format!("{pn} {}", if yes { "yes" } else { "no" })
            })
            .collect();
        let _ = writeln!(s, "{label}: {}", said.join(", "));
    }
    let np = game.players.len();
    if let Some(me) = seat.filter(|&x| (x as usize) < np)
        && cards.exchange > 0
    {
        // What this seat gave its partner in this deal's exchange.
        let g = state.given[me as usize];
        if g != 0 && (state.giving == 0 || state.has_given(game, me)) {
            let _ = writeln!(s, "given to partner: {}", cards.kinds[g as usize - 1].name);
        }
    }
    if state.giving > 0 {
        let _ = writeln!(
            s,
            "exchange: {} card{} still to give",
            state.giving,
            if state.giving == 1 { "" } else { "s" }
        );
    }
    if state.proxy > 0 && state.proxied > 0 {
        let _ = writeln!(
            s,
            "{} plays for {}",
            game.players[state.proxy as usize - 1],
            game.players[state.proxied as usize - 1]
        );
    }
    if state.pending > 0 && state.answering > 0 {
        let (w, a) = (state.pending - 1, state.answering - 1);
        let _ = if game.team_of(w) == game.team_of(a) {
            writeln!(
                s,
                "provisional win: {} (it stands after {}'s turn)",
                game.players[w as usize], game.players[a as usize]
            )
        } else {
            writeln!(
                s,
                "provisional win: {} (unless {} cancels it)",
                game.players[w as usize], game.players[a as usize]
            )
        };
    }
    if state.replay > 0 {
        let _ = writeln!(
            s,
            "to play again: {}",
            cards.kinds[state.replay as usize - 1].name
        );
    }
    if state.split_left > 0 {
        let _ = writeln!(
            s,
            "{}: {} step{} left",
            cards.kinds[state.split_card as usize].name,
            state.split_left,
            if state.split_left == 1 { "" } else { "s" }
        );
    }
    Some(s)
}

/// The pieces in each player's store (`base: north 4, east 2`).
pub fn store_text(game: &Game, state: &State) -> Option<String> {
    let name = game.store.as_ref()?;
    let np = game.players.len();
    let per: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, pn)| {
            let n: u32 = (0..game.kinds.len())
                .map(|k| state.store.get(1 + k * np + p).copied().unwrap_or(0) as u32)
                .sum();
            format!("{pn} {n}")
        })
        .collect();
    Some(format!("{name}: {}", per.join(", ")))
}

/// The counters, one per line part: `points: red 1, blue 0 · sets: ...`.
pub fn counters_text(game: &Game, state: &State) -> Option<String> {
    if game.counters.is_empty() {
        return None;
    }
    let n = game.counters.len();
    let parts: Vec<String> = game
        .counters
        .iter()
        .enumerate()
        .map(|(c, name)| {
            let per: Vec<String> = game
                .players
                .iter()
                .enumerate()
                .map(|(p, pn)| format!("{pn} {}", state.counters[p * n + c]))
                .collect();
            format!("{name}: {}", per.join(", "))
        })
        .collect();
    Some(parts.join(" · "))
}

/// The pieces borne off per player (`red 0, blue 3`), where the game bears
/// off or something has been borne off.
pub fn borne_off_text(game: &Game, state: &State) -> Option<String> {
    let bears = game.tables.bear.iter().any(|&b| b != crate::ir::NO_BEAR);
    if !(bears || state.off.iter().any(|&n| n > 0)) {
        return None;
    }
    let off: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(p, name)| format!("{name} {}", state.off[p]))
        .collect();
    Some(off.join(", "))
}

/// The position as a text that [`parse_position`] reads back.
pub fn position_text(game: &Game, state: &State) -> String {
    let mut parts = Vec::new();
    for p in 0..game.players.len() as u8 {
        for k in 0..game.kinds.len() as u8 {
            let code = game.code(k, p);
            let cells: Vec<&str> = (0..game.board.cells())
                .filter(|&c| state.board[c] == code && state.height(c as u8) == 1)
                .map(|c| game.board.names[c].as_str())
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
    for c in 0..game.board.cells() as u8 {
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
    parts.push(format!("turn {}", game.players[state.to_move as usize]));
    parts.join("  ")
}
