#!/usr/bin/env python3
"""An independent perft for Nine Men's Morris, written from the rules, not
from ludus.

The rules it follows:
- The board has 24 points on three concentric squares joined at the
  midpoints of their sides. Named on a 7x7 grid: the outer square a1, d1,
  g1, g4, g7, d7, a7, a4; the middle b2, d2, f2, f4, f6, d6, b6, b4; the
  inner c3, d3, e3, e4, e5, d5, c5, c4. There are 16 lines of three points
  (the mills): each side of each square, and the four joins (d1 d2 d3,
  d5 d6 d7, a4 b4 c4, e4 f4 g4). Two points are adjacent when they are
  next to each other on a line.
- Each player has 9 men in hand at the start; white moves first. A player
  with men in hand must place one on an empty point. A player with none in
  hand moves a man to an adjacent empty point, or, with exactly 3 (or
  fewer) men on the board, to any empty point ("flying").
- A move that completes a mill of the mover's men through the point it
  reached (placing or moving) is followed, in the same turn, by the
  removal of one enemy man: one not in a mill of its owner, or any if all
  of them are in mills. Two mills at once remove one man. With no enemy
  man on the board, nothing is removed. A removed man leaves the game.
  Each (move, removal) pair is one move for perft.
- After a move, if the opponent has no man in hand and fewer than 3 men on
  the board, the game is over (the mover wins). A player with no move
  loses. Neither state has moves.

Usage: python3 tests/ref/morris_perft.py [DEPTH] [RDEPTH]
prints perft 1..DEPTH from the start, then perft 1..RDEPTH from 20 random
positions (seeded) in ludus's position syntax. The figures are frozen in
tests/morris_perft.rs. `--no-spare` drops the "not in a mill" clause (to
show the Rust test fails on a broken rule).
"""

import random
import sys

OUTER = ["a1", "d1", "g1", "g4", "g7", "d7", "a7", "a4"]
MIDDLE = ["b2", "d2", "f2", "f4", "f6", "d6", "b6", "b4"]
INNER = ["c3", "d3", "e3", "e4", "e5", "d5", "c5", "c4"]
MILLS = []
for sq in (OUTER, MIDDLE, INNER):
    for i in (0, 2, 4, 6):
        MILLS.append((sq[i], sq[i + 1], sq[(i + 2) % 8]))
MILLS += [("d1", "d2", "d3"), ("d5", "d6", "d7"), ("a4", "b4", "c4"), ("e4", "f4", "g4")]
POINTS = sorted(OUTER + MIDDLE + INNER, key=lambda p: (int(p[1:]), p[0]))
ADJ = {p: set() for p in POINTS}
for a, b, c in MILLS:
    ADJ[a].add(b)
    ADJ[b].update((a, c))
    ADJ[c].add(b)
MILLS_AT = {p: [m for m in MILLS if p in m] for p in POINTS}
assert len(MILLS) == 16 and sum(len(v) for v in ADJ.values()) == 64

SPARE = "--no-spare" not in sys.argv
OTHER = {"w": "b", "b": "w"}


def in_mill(board, p):
    who = board[p]
    return any(all(board[q] == who for q in m) for m in MILLS_AT[p])


def children(board, hand, player):
    """Yields (board, hand) after each move of `player`."""
    enemy = OTHER[player]
    mine = [p for p in POINTS if board[p] == player]
    empty = [p for p in POINTS if board[p] is None]
    if hand[player] > 0:
        moves = [(None, t) for t in empty]
    elif len(mine) <= 3:
        moves = [(f, t) for f in mine for t in empty]
    else:
        moves = [(f, t) for f in mine for t in sorted(ADJ[f]) if board[t] is None]
    for f, t in moves:
        b = dict(board)
        h = dict(hand)
        if f is None:
            h[player] -= 1
        else:
            b[f] = None
        b[t] = player
        if in_mill(b, t):
            enemies = [p for p in POINTS if b[p] == enemy]
            free = [p for p in enemies if not in_mill(b, p)] if SPARE else enemies
            cands = free or enemies
            if cands:
                for r in cands:
                    b2 = dict(b)
                    b2[r] = None
                    yield b2, h
                continue
        yield b, h


def over(board, hand, player):
    """Whether the move just made (by the other player) ended the game."""
    return hand[player] == 0 and sum(1 for p in POINTS if board[p] == player) < 3


def perft(board, hand, player, depth, root=True):
    if not root and over(board, hand, player):
        return 0
    if depth == 0:
        return 1
    n = 0
    for b, h in children(board, hand, player):
        n += 1 if depth == 1 else perft(b, h, OTHER[player], depth - 1, False)
    return n


def position_text(board, hand, player):
    name = {"w": "white", "b": "black"}
    parts = []
    for who in ("w", "b"):
        cells = [p for p in POINTS if board[p] == who]
        if cells:
            parts.append(f"{name[who]} man: {', '.join(cells)}")
    for who in ("w", "b"):
        if hand[who]:
            parts.append(f"{name[who]} man: {hand[who]} in hand")
    parts.append(f"turn {name[player]}")
    return "  ".join(parts)


def random_position(rng, i):
    """Mid-game positions with mills: every fourth with a player down to
    three men (flying), every fourth with all of one player's men in mills,
    some still placing."""
    board = {p: None for p in POINTS}
    hand = {"w": 0, "b": 0}
    player = rng.choice("wb")
    if i % 5 == 4:
        hand = {"w": rng.randint(1, 4), "b": rng.randint(1, 4)}
    counts = {"w": rng.randint(4, 8), "b": rng.randint(4, 8)}
    if i % 4 == 1:
        counts[rng.choice("wb")] = 3
    mills = rng.sample(MILLS, len(MILLS))
    if i % 4 == 2:
        # All of one player's men in mills: one or two whole mills.
        who = rng.choice("wb")
        chosen = [mills.pop()]
        if rng.random() < 0.5:
            m = next(m for m in mills if not set(m) & set(chosen[0]))
            mills.remove(m)
            chosen.append(m)
        for m in chosen:
            for p in m:
                board[p] = who
        counts[who] = 0
    # A mill for each side, or two men of one, when there is room.
    for who in "wb":
        if counts[who] >= 3:
            m = next((m for m in mills if all(board[p] is None for p in m)), None)
            if m:
                k = 3 if rng.random() < 0.5 else 2
                for p in m[:k]:
                    board[p] = who
                counts[who] -= k
    for who in "wb":
        empty = [p for p in POINTS if board[p] is None]
        for p in rng.sample(empty, max(0, counts[who])):
            board[p] = who
    return board, hand, player


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    depth = int(args[0]) if args else 5
    rdepth = int(args[1]) if len(args) > 1 else 4
    board = {p: None for p in POINTS}
    hand = {"w": 9, "b": 9}
    print("start:", ", ".join(str(perft(board, hand, "w", d)) for d in range(1, depth + 1)))
    rng = random.Random(42)
    for i in range(20):
        b, h, p = random_position(rng, i)
        figures = [perft(b, h, p, d) for d in range(1, rdepth + 1)]
        print(f'("{position_text(b, h, p)}", [{", ".join(str(x) for x in figures)}]),')
        sys.stdout.flush()


if __name__ == "__main__":
    main()
