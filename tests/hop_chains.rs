//! Hop chains over friends (issue 35, the hang): a chain never hops the same
//! piece twice. Before, `jump ... over friend chained` let a chain hop one
//! friend back and forth until the 24-hop cut: from four men in a square,
//! perft 1 ran for more than 30 s and grew past 3 GB. The moves are checked
//! against an independent enumerator written here (a plain 8x8 array, no
//! tables), at every position of seeded random games.

mod common;

use common::{Rng, at, load_test_game, moves, pos};
use ludus::Match;

const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// The board as 64 symbols ('.' empty), a1 = 0, file-major within a rank.
fn board_of(m: &Match) -> Vec<char> {
    let mut b = Vec::with_capacity(64);
    for rank in 1..=8 {
        for file in b'a'..=b'h' {
            let name = format!("{}{rank}", file as char);
            b.push(at(m, &name).chars().next().unwrap_or('.'));
        }
    }
    b
}

fn name(x: i32, y: i32) -> String {
    let file = u8::try_from(x).expect("a file of the board");
    format!("{}{}", (b'a' + file) as char, y + 1)
}

fn inside(x: i32, y: i32) -> bool {
    (0..8).contains(&x) && (0..8).contains(&y)
}

/// Follows every chain from `(x, y)`: hops over an adjacent friend not yet
/// hopped onto an empty cell (the origin is empty: the man is lifted); a
/// chain ends where no hop is possible.
fn chains(
    b: &[char],
    me: char,
    (x, y): (i32, i32),
    path: &mut Vec<String>,
    hopped: &mut Vec<(i32, i32)>,
    out: &mut Vec<String>,
) {
    let mut any = false;
    for (dx, dy) in DIRS {
        let (ox, oy, lx, ly) = (x + dx, y + dy, x + 2 * dx, y + 2 * dy);
        if !inside(lx, ly)
            || b[(oy * 8 + ox) as usize] != me
            || b[(ly * 8 + lx) as usize] != '.'
            || hopped.contains(&(ox, oy))
        {
            continue;
        }
        any = true;
        path.push(name(lx, ly));
        hopped.push((ox, oy));
        chains(b, me, (lx, ly), path, hopped, out);
        hopped.pop();
        path.pop();
    }
    if !any && path.len() > 1 {
        out.push(path.join("-"));
    }
}

/// The legal moves of the player with men `me`, as sorted texts.
fn independent_moves(b: &[char], me: char) -> Vec<String> {
    let mut out = Vec::new();
    for y in 0..8 {
        for x in 0..8 {
            if b[(y * 8 + x) as usize] != me {
                continue;
            }
            for (dx, dy) in DIRS {
                let (tx, ty) = (x + dx, y + dy);
                if inside(tx, ty) && b[(ty * 8 + tx) as usize] == '.' {
                    out.push(format!("{}-{}", name(x, y), name(tx, ty)));
                }
            }
            let mut lifted = b.to_vec();
            lifted[(y * 8 + x) as usize] = '.';
            chains(
                &lifted,
                me,
                (x, y),
                &mut vec![name(x, y)],
                &mut Vec::new(),
                &mut out,
            );
        }
    }
    out.sort();
    out
}

/// The position the hang was found in: four men in a square, each chain a
/// ring of three hops over the three others (ending where it began), or a
/// single hop outwards.
#[test]
fn a_chain_never_hops_the_same_friend_twice() {
    let game = load_test_game("hops/friend-hops.game");
    let mut m = pos(
        &game,
        "white man: c3, d3, c4, d4  black man: h8  turn white",
    );
    let listed = moves(&mut m);
    assert_eq!(listed, independent_moves(&board_of(&m), 'w'));
    assert_eq!(listed.len(), 32);
    assert!(listed.contains(&"c3-c5-e3-c3".to_string()), "{listed:?}");
    assert!(
        !listed.iter().any(|t| t.starts_with("d3-f3-d3")),
        "no hop back over the same man: {listed:?}"
    );
}

/// Seeded random games from the start (32 men, crowded rows): at every
/// position the listed moves are the independent enumerator's.
#[test]
fn hops_match_an_independent_enumerator_in_random_games() {
    let game = load_test_game("hops/friend-hops.game");
    let mut positions = 0;
    for seed in 1..=12u64 {
        let mut rng = Rng(0x51ed_270b_a3c9_1f47 ^ seed);
        let mut m = Match::new_seeded(&game, seed);
        for ply in 0..40 {
            let me = if ply % 2 == 0 { 'w' } else { 'b' };
            let listed = moves(&mut m);
            assert_eq!(
                listed,
                independent_moves(&board_of(&m), me),
                "seed {seed}, ply {ply}"
            );
            positions += 1;
            let legal = m.legal_moves();
            if legal.is_empty() || m.outcome().is_some() {
                break;
            }
            let mv = legal[rng.below(legal.len())];
            m.play(&mv).expect("a listed move is legal");
        }
    }
    assert!(positions > 400, "{positions} positions compared");
}
