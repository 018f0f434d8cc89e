//! SFEN, Shogi's position text (as USI and Fairy-Stockfish write it), read
//! by `--fen` for a game with hands:
//! `lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1`. The
//! board field as FEN's, a promoted piece written with `+` before its
//! letter (its kind's symbol: `symbols "+P" "+p"`); the side to move (`b`:
//! the first player, `w`: the second); the pieces in hand (`-`, or counts
//! and letters: `2Pb`, upper case for the first player); the move number.

use crate::engine::State;
use crate::ir::{Code, Features, Game, Narrow};

/// Whether a position text is SFEN rather than FEN: four fields, the last
/// a number (FEN's fourth is an en-passant cell), or a `+` on the board.
pub(super) fn looks_like_sfen(text: &str) -> bool {
    let f: Vec<&str> = text.split_whitespace().collect();
    let side = f.get(1).is_some_and(|s| *s == "b" || *s == "w");
    side && (f.len() == 4 && f[3].parse::<u32>().is_ok() || f[0].contains('+'))
}

/// Builds a position from an SFEN text.
pub fn parse_sfen(game: &Game, text: &str) -> Result<State, String> {
    if text.len() > crate::limits::POSITION {
        return Err("the SFEN text is too long".to_string());
    }
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() > 4 {
        return Err(format!("unexpected `{}` after the four SFEN fields", f[4]));
    }
    let board = sfen_board(game, f.first().copied().ok_or("an empty SFEN text")?)?;
    let turn: u8 = match f.get(1).copied().unwrap_or("b") {
        "b" => 0,
        "w" if game.players.len() > 1 => 1,
        other => return Err(format!("`{other}` is not a side to move (b or w)")),
    };
    let number = match f.get(3) {
        Some(s) => s
            .parse::<u32>()
            .map_err(|_| format!("`{s}` is not a move number"))?,
        None => 1,
    };
    let mut state = State::from_board(game, board, turn);
    hands(game, &mut state, f.get(2).copied().unwrap_or("-"))?;
    let ply = (number.max(1) - 1) / 2 * 2 + u32::from(turn);
    state.set_clocks(0, ply);
    super::position_check::refusal(game, &state, &super::position_check::Whole(text.len()))?;
    Ok(state)
}

/// The code whose symbol is `s` (`P`, `+p`).
fn code_of(game: &Game, s: &str) -> Result<Code, String> {
    for (k, kind) in game.kinds.iter().enumerate() {
        if let Some(p) = kind.symbols.iter().position(|x| x == s)
            && p < game.players.len()
        {
            return Ok(game.code(k.narrow(), p.narrow()));
        }
    }
    Err(format!("no piece has the symbol `{s}`"))
}

/// The board field: ranks from the top, `/` between them, a number for
/// empty cells, `+` before a promoted piece's letter.
fn sfen_board(game: &Game, field: &str) -> Result<Vec<Code>, String> {
    let b = &game.board;
    let mut board = vec![0 as Code; b.cells()];
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != b.height as usize {
        return Err(format!(
            "the SFEN board has {} ranks, the game's board {}",
            rows.len(),
            b.height
        ));
    }
    for (rank, row) in (0..i32::from(b.height)).rev().zip(&rows) {
        let mut file = 0i32;
        let mut chars = row.chars().peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                file = file.saturating_add(d as i32);
                continue;
            }
            let symbol = if ch == '+' {
                let letter = chars.next().ok_or("a `+` with no piece after it")?;
                format!("+{letter}")
            } else {
                ch.to_string()
            };
            let code = code_of(game, &symbol)?;
            let cell = b
                .at(file, rank)
                .ok_or_else(|| format!("rank {} of the SFEN board is too long", rank + 1))?;
            board[cell as usize] = code;
            file += 1;
        }
        if file != i32::from(b.width) {
            return Err(format!(
                "rank {} of the SFEN board has {file} cells, the board {}",
                rank + 1,
                b.width
            ));
        }
    }
    Ok(board)
}

/// The pieces in hand: `-`, or letters each after an optional count.
fn hands(game: &Game, state: &mut State, field: &str) -> Result<(), String> {
    if field == "-" {
        return Ok(());
    }
    if game.store.is_none() {
        return Err("this game has no hands for the pieces of the SFEN".to_string());
    }
    let mut counts = vec![0u16; game.code_owner.len()];
    let mut n: u16 = 0;
    for ch in field.chars() {
        if let Some(d) = ch.to_digit(10) {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u16::try_from(d).ok()?))
                .ok_or("too many pieces in hand")?;
            continue;
        }
        let code = code_of(game, &ch.to_string())?;
        let c = &mut counts[code as usize];
        *c = c.checked_add(n.max(1)).ok_or("too many pieces in hand")?;
        n = 0;
    }
    if n > 0 {
        return Err(format!("a count `{n}` with no piece after it in the hands"));
    }
    for (code, &n) in counts.iter().enumerate().skip(1) {
        if n > 0 {
            state.set_store(game, code.narrow(), n);
        }
    }
    Ok(())
}

/// What a position may hold that SFEN does not write.
const UNWRITTEN: Features = Features::of(&[
    Features::CARDS,
    Features::STACKS,
    Features::CASTLING,
    Features::EN_PASSANT,
    Features::SOWING,
    Features::DICE,
    Features::BEAR_OFF,
]);

/// The position as SFEN (what [`parse_sfen`] reads back): the board from
/// the top rank, the side to move, the pieces in hand (the first
/// player's, upper case, then the second's, each kind in the game's
/// order, a count before a letter held more than once), the move number
/// (the plies played and one, as USI counts).
/// Refused for a game of other than two players, without hands to the
/// captor, keeping what SFEN does not write (`UNWRITTEN`), or whose pieces
/// on the board or in hand have no symbol.
pub fn sfen(game: &Game, state: &State) -> Result<String, String> {
    if game.players.len() != 2 || !game.store_to_captor {
        return Err("SFEN is written for games of two players whose captures go to a hand".into());
    }
    if game.tables.features.0 & UNWRITTEN.0 != 0 || !game.counters.is_empty() {
        return Err(
            "SFEN holds only pieces, hands and the side to move: this game keeps \
                    more (stacks, castling, en passant, counters or cards)"
                .into(),
        );
    }
    let symbol = |code: Code| -> Result<&str, String> {
        let kind = &game.kinds[usize::from(game.code_kind[usize::from(code)])];
        kind.symbols
            .get(usize::from(game.code_owner[usize::from(code)]))
            .map(String::as_str)
            .ok_or_else(|| format!("the {} has no symbol for SFEN", kind.name))
    };
    let b = &game.board;
    let mut ranks = Vec::with_capacity(usize::from(b.height));
    for rank in (0..i32::from(b.height)).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..i32::from(b.width) {
            let code = b.at(file, rank).map_or(0, |c| state.board[usize::from(c)]);
            if code == 0 {
                empty += 1;
                continue;
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
                empty = 0;
            }
            row.push_str(symbol(code)?);
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        ranks.push(row);
    }
    let mut hand = String::new();
    for p in 0..2u8 {
        for (code, &n) in state.store.iter().enumerate().skip(1) {
            if n > 0 && game.code_owner[code] == p {
                if n > 1 {
                    hand.push_str(&n.to_string());
                }
                hand.push_str(symbol(code.narrow())?);
            }
        }
    }
    if hand.is_empty() {
        hand.push('-');
    }
    let side = if state.to_move == 0 { 'b' } else { 'w' };
    Ok(format!(
        "{} {side} {hand} {}",
        ranks.join("/"),
        state.plies + 1
    ))
}
