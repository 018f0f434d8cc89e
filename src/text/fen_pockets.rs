//! FEN's pockets (Fairy-Stockfish's Crazyhouse form): the pieces in each
//! player's hand in brackets after the board field,
//! `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[QPp] w KQkq - 0 1`, an upper
//! case letter for the first player's, lower case for the second's. Read
//! into the game's store (`store NAME to captor`). Also the letters of the
//! board field ([`symbol_code`]), a promoted piece's with FEN's mark `~`.

use crate::engine::State;
use crate::ir::{Code, Game, Narrow};

/// The board field and the pockets (`None` without brackets).
pub(super) fn split(field: &str) -> Result<(&str, Option<&str>), String> {
    let Some(open) = field.find('[') else {
        return Ok((field, None));
    };
    let rest = &field[open + 1..];
    let Some(close) = rest.find(']') else {
        return Err("the pockets `[` of the FEN board are not closed by `]`".to_string());
    };
    if close + 1 != rest.len() {
        return Err(format!(
            "unexpected `{}` after the pockets of the FEN board",
            &rest[close + 1..]
        ));
    }
    Ok((&field[..open], Some(&rest[..close])))
}

/// Puts the pieces of the pockets into their owners' stores (a game
/// without a store has none to put them in).
pub(super) fn fill(game: &Game, state: &mut State, pockets: &str) -> Result<(), String> {
    if pockets.is_empty() {
        return Ok(());
    }
    if game.store.is_none() {
        return Err("this game has no store for the pieces in the FEN pockets".to_string());
    }
    let mut counts = vec![0u16; game.code_owner.len()];
    for ch in pockets.chars() {
        let code = symbol_code(game, ch, false)?;
        let n = &mut counts[code as usize];
        *n = n
            .checked_add(1)
            .ok_or("too many pieces in the FEN pockets")?;
    }
    for (code, &n) in counts.iter().enumerate().skip(1) {
        if n > 0 {
            state.set_store(game, code.narrow(), n);
        }
    }
    Ok(())
}

/// The code whose symbol is this letter (with `~` after it if `promoted`).
pub(super) fn symbol_code(game: &Game, ch: char, promoted: bool) -> Result<Code, String> {
    let s = if promoted {
        format!("{ch}~")
    } else {
        ch.to_string()
    };
    for (k, kind) in game.kinds.iter().enumerate() {
        if let Some(p) = kind.symbols.iter().position(|x| *x == s)
            && p < game.players.len()
        {
            return Ok(game.code(k.narrow(), p.narrow()));
        }
    }
    Err(format!("no piece has the symbol `{s}`"))
}
