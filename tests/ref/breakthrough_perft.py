#!/usr/bin/env python3
"""An independent perft for Breakthrough (8x8), written from the rules, not
from ludus: pawns move one square straight forward onto an empty square, or
diagonally forward onto a square that is empty or holds an enemy pawn
(capturing it). A player who reaches the far row wins at once; a player with
no pawns or no move loses. The game is over, and counts no moves, once the
player who just moved stands on the far row, or the player to move has no
pawn.

Usage: python3 tests/ref/breakthrough_perft.py [DEPTH]
prints the counts from the start (and from the positions of
tests/breakthrough_perft.rs) for depths 1..DEPTH. The figures are frozen in
tests/breakthrough_perft.rs.
"""

import sys

FILES = "abcdefgh"


def cell(name):
    return (FILES.index(name[0]), int(name[1:]) - 1)


def start():
    board = {}
    for f in range(8):
        for r in (0, 1):
            board[(f, r)] = "w"
        for r in (6, 7):
            board[(f, r)] = "b"
    return board


def goal(player):
    return 7 if player == "w" else 0


def other(player):
    return "b" if player == "w" else "w"


def moves(board, player):
    dr = 1 if player == "w" else -1
    out = []
    for (f, r), owner in board.items():
        if owner != player:
            continue
        nr = r + dr
        if not 0 <= nr < 8:
            continue
        if (f, nr) not in board:
            out.append(((f, r), (f, nr)))
        for nf in (f - 1, f + 1):
            if 0 <= nf < 8 and board.get((nf, nr)) != player:
                out.append(((f, r), (nf, nr)))
    return out


def over(board, player):
    """Whether the game is over with `player` to move."""
    mover = other(player)
    if any(o == mover and r == goal(mover) for (f, r), o in board.items()):
        return True
    return not any(o == player for o in board.values())


def perft(board, player, depth):
    if depth == 0:
        return 1
    if over(board, player):
        return 0
    ms = moves(board, player)
    if depth == 1:
        return len(ms)
    total = 0
    for a, b in ms:
        taken = board.get(b)
        del board[a]
        board[b] = player
        total += perft(board, other(player), depth - 1)
        board[a] = player
        if taken is None:
            del board[b]
        else:
            board[b] = taken
    return total


def position(white, black):
    board = {}
    for c in white:
        board[cell(c)] = "w"
    for c in black:
        board[cell(c)] = "b"
    return board


# The positions of tests/breakthrough_perft.rs: near the end, where
# reaching the far row, losing the last pawn and having no move end the game.
POSITIONS = {
    "near-goal": (["b6", "c2", "h5"], ["a3", "f7", "g6"], "w"),
    "last-pawns": (["d4"], ["e5", "a2"], "w"),
}

if __name__ == "__main__":
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print("start", [perft(start(), "w", d) for d in range(1, depth + 1)])
    for name, (w, b, p) in POSITIONS.items():
        print(name, [perft(position(w, b), p, d) for d in range(1, depth + 2)])
