//! FEN import (`--fen`): a chess-style position text read for any grid game
//! whose pieces have one-letter symbols. The board field maps each letter to
//! the kind and player whose symbol it is; the other fields give the player
//! to move (`w`: the first, `b`: the second), the castling rights (which
//! castling pieces and partners are still unmoved: `KQkq`, or the partners'
//! files, `HAha`), the en-passant cell, and the two clocks.

use crate::engine::State;
use crate::ir::{Code, Game, NO_CELL, Narrow};

/// Builds a position from a FEN text such as
/// `rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1`. Missing
/// fields take their defaults (`w - - 0 1`).
pub fn parse_fen(game: &Game, text: &str) -> Result<State, String> {
    if text.len() > crate::limits::POSITION {
        return Err("the FEN text is too long".to_string());
    }
    if game.store_to_captor && super::sfen::looks_like_sfen(text) {
        return super::sfen::parse_sfen(game, text);
    }
    let mut f = text.split_whitespace();
    let (field, pockets) = super::fen_pockets::split(f.next().ok_or("an empty FEN text")?)?;
    let board = fen_board(game, field)?;
    let turn: u8 = match f.next().unwrap_or("w") {
        "w" => 0,
        "b" if game.players.len() > 1 => 1,
        other => return Err(format!("`{other}` is not a side to move (w or b)")),
    };
    let castling = f.next().unwrap_or("-");
    let ep = f.next().unwrap_or("-");
    let clock = |s: Option<&str>, default: u32| -> Result<u32, String> {
        s.map_or(Ok(default), |s| {
            s.parse::<u32>()
                .map_err(|_| format!("`{s}` is not a move count"))
        })
    };
    let halfmove = clock(f.next(), 0)?;
    let fullmove = clock(f.next(), 1)?.max(1);
    if let Some(extra) = f.next() {
        return Err(format!("unexpected `{extra}` after the six FEN fields"));
    }
    let mut state = State::from_board(game, board, turn);
    castling_rights(game, &mut state, castling)?;
    if let Some(pockets) = pockets {
        super::fen_pockets::fill(game, &mut state, pockets)?;
    }
    if ep != "-" {
        let cell = game
            .board
            .cell(ep)
            .ok_or_else(|| format!("no cell `{ep}` for en passant"))?;
        // The piece that passed it stands one rank further from the player
        // to move.
        let (file, rank) = game.board.coords[cell as usize];
        let step = if turn == 0 { -1 } else { 1 };
        let victim = game
            .board
            .at(i32::from(file), i32::from(rank) + step)
            .ok_or_else(|| format!("no piece can have passed `{ep}`"))?;
        if state.board[cell as usize] != 0 || state.board[victim as usize] == 0 {
            return Err(format!("`{ep}` is not an en-passant cell here"));
        }
        state.set_en_passant(game, cell, victim);
    }
    state.set_clocks(halfmove, (fullmove - 1) * 2 + u32::from(turn));
    super::position_check::refusal(game, &state, &super::position_check::Whole(text.len()))?;
    Ok(state)
}

/// The board field: ranks from the top, `/` between them, a digit for empty
/// cells (several digits for more than nine).
fn fen_board(game: &Game, field: &str) -> Result<Vec<Code>, String> {
    let b = &game.board;
    let mut board = vec![0 as Code; b.cells()];
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != b.height as usize {
        return Err(format!(
            "the FEN board has {} ranks, the game's board {}",
            rows.len(),
            b.height
        ));
    }
    for (rank, row) in (0..i32::from(b.height)).rev().zip(&rows) {
        let mut file = 0i32;
        let mut digits = 0i32;
        let mut chars = row.chars().chain(std::iter::once('/')).peekable();
        while let Some(ch) = chars.next() {
            if let Some(d) = ch.to_digit(10) {
                // Saturating: a run of digits too long for a rank is
                // refused below, never an overflow.
                digits = digits.saturating_mul(10).saturating_add(d as i32);
                continue;
            }
            file = file.saturating_add(digits);
            digits = 0;
            if ch == '/' {
                break;
            }
            // FEN's mark of a promoted piece (`Q~`) after the letter.
            let promoted = chars.next_if_eq(&'~').is_some();
            let code = super::fen_pockets::symbol_code(game, ch, promoted)?;
            let cell = b
                .at(file, rank)
                .ok_or_else(|| format!("rank {} of the FEN board is too long", rank + 1))?;
            board[cell as usize] = code;
            file += 1;
        }
        if file != i32::from(b.width) {
            return Err(format!(
                "rank {} of the FEN board has {file} cells, the board {}",
                rank + 1,
                b.width
            ));
        }
    }
    Ok(board)
}

/// The castling field: every castling piece and partner starts as moved;
/// each letter gives a player's piece and one partner back their flags.
/// `K`/`k`: the outermost partner on the higher files, `Q`/`q` on the lower
/// ones; a file letter (`H`, `a`): the partner on that file.
fn castling_rights(game: &Game, state: &mut State, field: &str) -> Result<(), String> {
    let t = &game.tables;
    let n = game.board.cells();
    let tracked: Vec<u8> = (0..n)
        .filter(|&c| {
            let code = state.board[c];
            code != 0 && t.unmoved[code as usize]
        })
        .map(Narrow::narrow)
        .collect();
    state.set_moved(game, &tracked);
    if field == "-" {
        return Ok(());
    }
    let mut keep: Vec<u8> = Vec::new();
    for ch in field.chars() {
        let player: u8 = if ch.is_ascii_uppercase() { 0 } else { 1 };
        let lower = ch.to_ascii_lowercase();
        let found = (0..n).find_map(|c| {
            let code = state.board[c];
            if code == 0 || t.owner[code as usize] != player || t.castles[code as usize].is_empty()
            {
                return None;
            }
            let king: u8 = c.narrow();
            t.castles[code as usize]
                .iter()
                .find_map(|e| castle_partner(game, state, king, e, lower))
                .map(|p| (king, p))
        });
        let Some((king, partner)) = found else {
            return Err(format!("no castling `{ch}` in this position"));
        };
        keep.extend([king, partner]);
    }
    let moved: Vec<u8> = tracked.into_iter().filter(|c| !keep.contains(c)).collect();
    *state = {
        let mut s = State::from_board(game, state.board[..n].to_vec(), state.to_move);
        s.set_moved(game, &moved);
        s
    };
    Ok(())
}

/// The partner that castling letter `letter` (lower case) names for the
/// king on `king` and this castling, if any.
fn castle_partner(
    game: &Game,
    state: &State,
    king: u8,
    e: &crate::ir::CastleEntry,
    letter: char,
) -> Option<u8> {
    let nd = game.opposite.len();
    let kfile = game.board.coords[king as usize].0;
    let mut c = king;
    let mut found = None;
    loop {
        c = game.nbr[c as usize * nd + e.dir as usize];
        if c == NO_CELL {
            break;
        }
        if state.board[c as usize] == e.partner {
            found = Some(c);
            if letter != 'k' && letter != 'q' && file_letter(game, c) == Some(letter) {
                return Some(c);
            }
        }
    }
    let c = found?;
    let higher = game.board.coords[c as usize].0 > kfile;
    match letter {
        'k' if higher => Some(c),
        'q' if !higher => Some(c),
        _ => None,
    }
}

/// The letter of a cell's file (`a` for the first).
fn file_letter(game: &Game, cell: u8) -> Option<char> {
    let f = game.board.coords[cell as usize].0;
    char::from_u32(u32::from(b'a') + u32::from(f))
}
