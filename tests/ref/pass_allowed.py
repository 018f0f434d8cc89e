#!/usr/bin/env python3
"""An independent reference for tic-tac-toe where a player may always pass
(tests/games/pass-allowed.game): perft, a pass counted as a move; three in
a row through the mark just placed wins and stops the game; after 12 plies
the game is drawn (no moves). Written without reading the Rust engine.

  python3 tests/ref/pass_allowed.py DEPTH
"""
import sys

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def won(board, cell, who):
    return any(cell in line and all(board[c] == who for c in line) for line in LINES)


def perft(board, depth, who, ply):
    if ply >= 12:
        return 0
    n = 0
    for cell in list(range(9)) + [None]:
        if cell is not None and board[cell]:
            continue
        if depth == 1:
            n += 1
            continue
        if cell is None:
            n += perft(board, depth - 1, 3 - who, ply + 1)
            continue
        board[cell] = who
        if not won(board, cell, who):
            n += perft(board, depth - 1, 3 - who, ply + 1)
        board[cell] = 0
    return n


for d in range(1, int(sys.argv[1]) + 1):
    print("perft", d, "=", perft([0] * 9, d, 1, 0))
