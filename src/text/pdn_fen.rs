//! The PDN FEN form of a draughts position (`W:W31,32,K22:B1-12`), for
//! games whose board has square numbers (`numbers …` in `board`): the side
//! to move, then per side its squares, a king's with `K`, ranges allowed
//! (`1-12`), optionally `H` (plies since the last capture) and `F` (the
//! move number) fields. A side's letter is its men's symbol in upper case
//! (`symbols "w" "b"`: `W`, `B`); `K` marks the kind whose symbol for that
//! side is the letter itself (`symbols "W" "B"`).

use crate::engine::State;
use crate::ir::{Code, Game, Narrow};

/// Whether `text` is in the PDN FEN form (`W:…`, `B:…`, maybe inside a
/// `[FEN "…"]` tag) rather than the chess form.
pub fn is_pdn_fen(text: &str) -> bool {
    let t = strip_tag(text);
    let mut c = t.chars();
    c.next().is_some_and(|x| x.is_ascii_alphabetic()) && c.next() == Some(':')
}

/// `[FEN "W:…"]` → `W:…`; a trailing `.` goes too.
fn strip_tag(text: &str) -> &str {
    let t = text.trim();
    let t = t
        .strip_prefix("[FEN")
        .and_then(|r| r.strip_suffix(']'))
        .map_or(t, |r| r.trim().trim_matches('"'));
    t.trim().trim_end_matches('.')
}

/// The player whose side letter is `letter` (upper case), with the codes of
/// its men and kings.
fn side(game: &Game, letter: char) -> Option<(u8, Code, Option<Code>)> {
    let man = letter.to_ascii_lowercase().to_string();
    let king = letter.to_ascii_uppercase().to_string();
    (0..game.players.len()).find_map(|p| {
        let kind_with = |s: &str| {
            game.kinds
                .iter()
                .position(|k| k.symbols.get(p).is_some_and(|x| x == s))
                .map(|k| game.code(k.narrow(), p.narrow()))
        };
        kind_with(&man).map(|m| (p.narrow(), m, kind_with(&king)))
    })
}

/// The side letter of player `p`: its men's symbol in upper case.
fn letter(game: &Game, p: u8) -> Option<char> {
    game.kinds.iter().find_map(|k| {
        let s = k.symbols.get(usize::from(p))?;
        let mut c = s.chars();
        match (c.next(), c.next()) {
            (Some(x), None) if x.is_ascii_lowercase() => Some(x.to_ascii_uppercase()),
            _ => None,
        }
    })
}

fn numbers(game: &Game) -> Result<&[String], String> {
    game.board.numbers.as_deref().ok_or_else(|| {
        "the PDN FEN form needs a board with square numbers (`numbers` in `board`)".into()
    })
}

/// Builds a position from a PDN FEN text such as `W:W31,32,K22:B1-12`.
pub fn parse_pdn_fen(game: &Game, text: &str) -> Result<State, String> {
    if text.len() > crate::limits::POSITION {
        return Err("the FEN text is too long".to_string());
    }
    let nums = numbers(game)?;
    let mut fields = strip_tag(text).split(':');
    let turn_letter = fields
        .next()
        .and_then(|t| t.trim().chars().next())
        .ok_or("an empty FEN text")?;
    let (turn, ..) = side(game, turn_letter.to_ascii_uppercase())
        .ok_or_else(|| format!("`{turn_letter}` is no side of this game"))?;
    let mut board = vec![0 as Code; game.board.cells()];
    let (mut since, mut moves) = (0u32, 1u32);
    for f in fields {
        let f = f.trim();
        let mut ch = f.chars();
        let Some(head) = ch.next() else { continue };
        let rest = ch.as_str();
        match head {
            'H' | 'F' if rest.chars().all(|c| c.is_ascii_digit()) && !rest.is_empty() => {
                let n = rest
                    .parse::<u32>()
                    .map_err(|_| format!("`{f}` is not a count"))?;
                if head == 'H' {
                    since = n
                } else {
                    moves = n.max(1)
                }
            }
            _ => place_side(game, nums, head, rest, &mut board)?,
        }
    }
    let mut state = State::from_board(game, board, turn);
    state.set_clocks(since, (moves - 1) * 2 + u32::from(turn));
    super::position_check::refusal(game, &state, &super::position_check::Whole(text.len()))?;
    Ok(state)
}

/// One side's field: `W31,32,K22,1-5`.
fn place_side(
    game: &Game,
    nums: &[String],
    head: char,
    list: &str,
    board: &mut [Code],
) -> Result<(), String> {
    let (_, man, king) = side(game, head.to_ascii_uppercase())
        .ok_or_else(|| format!("`{head}` is no side of this game"))?;
    let cell = |n: u32| {
        nums.iter()
            .position(|x| x.parse::<u32>().ok() == Some(n))
            .ok_or_else(|| format!("no square {n} on this board"))
    };
    let number = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("`{s}` is not a square number"))
    };
    for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (code, squares) = match item.strip_prefix('K') {
            Some(r) => (
                king.ok_or_else(|| format!("side `{head}` has no kings"))?,
                r,
            ),
            None => (man, item),
        };
        let (a, b) = match squares.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(squares)?, number(squares)?),
        };
        if b < a || b - a > 255 {
            return Err(format!("`{item}` is not a range of squares"));
        }
        for n in a..=b {
            let c = cell(n)?;
            if board[c] != 0 {
                return Err(format!("square {n} is given twice"));
            }
            board[c] = code;
        }
    }
    Ok(())
}

/// The position in the PDN FEN form: `W:W31,32,K22:B1,2` (the side whose
/// letter is `W` first; men then kings, each in square order).
pub fn pdn_fen(game: &Game, state: &State) -> Result<String, String> {
    let nums = numbers(game)?;
    let np: u8 = game.players.len().narrow();
    let letters: Vec<char> = (0..np)
        .map(|p| {
            letter(game, p).ok_or_else(|| {
                format!(
                    "{} has no one-letter men's symbol",
                    game.players[usize::from(p)]
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let mut order: Vec<u8> = (0..np).collect();
    order.sort_by_key(|&p| letters[usize::from(p)] != 'W');
    let mut out = letters[usize::from(state.to_move)].to_string();
    let mut written = 0;
    for p in order {
        let Some((_, man, king)) = side(game, letters[usize::from(p)]) else {
            continue;
        };
        let squares = |code: Code, prefix: &str| -> Vec<(u32, String)> {
            let mut v: Vec<(u32, String)> = (0..game.board.cells())
                .filter(|&c| code != 0 && state.board[c] == code)
                .filter_map(|c| {
                    let n = nums[c].parse::<u32>().ok()?;
                    Some((n, format!("{prefix}{n}")))
                })
                .collect();
            v.sort();
            v
        };
        let mut items = squares(man, "");
        if let Some(k) = king {
            items.extend(squares(k, "K"));
        }
        written += items.len();
        let list: Vec<String> = items.into_iter().map(|(_, s)| s).collect();
        out.push(':');
        out.push(letters[usize::from(p)]);
        out.push_str(&list.join(","));
    }
    let on_board = (0..game.board.cells())
        .filter(|&c| state.board[c] != 0)
        .count();
    if written != on_board {
        return Err("the PDN FEN form holds only men and kings, one a square".into());
    }
    Ok(out)
}
