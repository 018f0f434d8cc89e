#!/usr/bin/env python3
"""An independent perft for Ataxx on the 7x7 board without blockers,
written from the rules, not from ludus.

The rules it follows:
- Two players, black (x) and white (o); black moves first. From the start
  black has a7 and g1, white g7 and a1 (the FEN x5o/7/7/7/7/7/o5x x).
- A move is either a clone, onto an empty square next to (one of the
  eight neighbours) a piece of the mover's: a new piece of the mover's
  stands there (one move per square, however many pieces are next to it);
  or a jump of a piece of the mover's to an empty square two squares away
  (the squares at a king's distance of exactly two: sixteen round the
  piece), leaving its square empty (one move per piece and square).
- After either, every enemy piece on the eight neighbours of the square
  moved to becomes the mover's.
- A player who has taken the last enemy piece has won: no moves follow.
  A player with no move passes (one move, the pass) if the other player
  has a move; if neither has, the game is over (the board full, or no
  empty square within reach of any piece).

Usage: python3 tests/ref/ataxx_perft.py [DEPTH]
prints perft 1..DEPTH from the start, then perft 1..3 from 30 positions
(seeded): 12 reached by random moves from the start, 12 crowded boards
filled at random, and 6 all but full boards where the player to move must
pass, the game then ending or going on. The
figures are frozen in tests/ataxx.rs.
"""

import random
import sys

N = 7
FILES = "abcdefg"
NEAR = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
FAR = [(df, dr) for df in range(-2, 3) for dr in range(-2, 3) if max(abs(df), abs(dr)) == 2]
PASS = None


def other(p):
    return "o" if p == "x" else "x"


def on_board(f, r):
    return 0 <= f < N and 0 <= r < N


def moves(board, player):
    """The moves of `player`: clones (None, to) and jumps (from, to)."""
    clones = set()
    jumps = []
    for (f, r), owner in board.items():
        if owner != player:
            continue
        for df, dr in NEAR:
            to = (f + df, r + dr)
            if on_board(*to) and to not in board:
                clones.add(to)
        for df, dr in FAR:
            to = (f + df, r + dr)
            if on_board(*to) and to not in board:
                jumps.append(((f, r), to))
    return [(None, to) for to in clones] + jumps


def play(board, player, move):
    nb = dict(board)
    frm, to = move
    if frm is not None:
        del nb[frm]
    nb[to] = player
    for df, dr in NEAR:
        sq = (to[0] + df, to[1] + dr)
        if nb.get(sq) == other(player):
            nb[sq] = player
    return nb


def decisions(board, player, moved_last):
    """The decisions of `player` to move: none if the game is over."""
    if moved_last and not any(p == player for p in board.values()):
        return []
    ms = moves(board, player)
    if ms:
        return ms
    if moves(board, other(player)):
        return [PASS]
    return []


def perft(board, player, depth, moved_last=True):
    ds = decisions(board, player, moved_last)
    if depth == 1:
        return len(ds)
    total = 0
    for d in ds:
        nb = board if d is PASS else play(board, player, d)
        total += perft(nb, other(player), depth - 1, d is not PASS)
    return total


def start():
    return {(0, 6): "x", (6, 0): "x", (6, 6): "o", (0, 0): "o"}


def name(sq):
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def position_text(board, player):
    parts = []
    for owner, word in (("x", "black"), ("o", "white")):
        sqs = sorted((s for s, p in board.items() if p == owner), key=lambda s: (s[1], s[0]))
        parts.append(f"{word} stone: " + ", ".join(name(s) for s in sqs))
    return "  ".join(parts) + ("  turn black" if player == "x" else "  turn white")


def played_position(rng):
    """A position reached by random moves from the start (both sides still
    with pieces, the game not over)."""
    while True:
        board, player = start(), "x"
        for _ in range(rng.randint(4, 70)):
            ds = decisions(board, player, True)
            if not ds:
                break
            d = rng.choice(ds)
            if d is not PASS:
                board = play(board, player, d)
            player = other(player)
        if decisions(board, player, True) and all(
            any(p == q for p in board.values()) for q in "xo"
        ):
            return board, player


def crowded_position(rng):
    """A board filled at random, 70 to 98 % full, both sides with pieces."""
    while True:
        fill = rng.uniform(0.7, 0.98)
        board = {}
        for f in range(N):
            for r in range(N):
                if rng.random() < fill:
                    board[(f, r)] = rng.choice("xo")
        if all(any(p == q for p in board.values()) for q in "xo"):
            return board, rng.choice("xo")


def pass_position(rng):
    """A full board but for one to four empty squares, where the player to
    move has no move (it passes) and the other has one."""
    while True:
        board = {(f, r): rng.choice("xo") for f in range(N) for r in range(N)}
        for sq in rng.sample(sorted(board), rng.randint(1, 4)):
            del board[sq]
        for player in "xo":
            if not moves(board, player) and moves(board, other(player)):
                if any(p == player for p in board.values()):
                    return board, player


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    board = start()
    print("start:", ", ".join(str(perft(board, "x", d)) for d in range(1, depth + 1)))
    rng = random.Random(2026)
    for make in [played_position] * 12 + [crowded_position] * 12 + [pass_position] * 6:
        b, p = make(rng)
        counts = ", ".join(str(perft(b, p, d)) for d in (1, 2, 3))
        print(f'("{position_text(b, p)}", [{counts}]),')


if __name__ == "__main__":
    main()
