#!/usr/bin/env python3
"""An independent reference for Hex on an N x N rhombus, written from the
rules without reading the Rust engine.

Cells are (col, row), col 0..N-1 (files a..), row 0..N-1 (ranks 1..). On
the rhombus a cell's six neighbours are (c+-1, r), (c, r+-1), (c-1, r+1)
and (c+1, r-1). Red (the first player) joins row 0 to row N-1, blue col 0
to col N-1. A game stops when the player who just moved has a chain that
joins his two edges.

  python3 tests/ref/hex.py perft N DEPTH
      perft 1..DEPTH from the empty board.
  python3 tests/ref/hex.py wins N GAMES
      for seed 0..GAMES-1: the cells in a seeded random order (splitmix64,
      Fisher-Yates, below), filled red, blue, red, ... The board is filled
      whole; then the first ply after which a player connects is found by a
      flood fill of the whole board from that player's first edge after
      each ply, and the full board's winner by the same fill. Prints
      "SEED WINNER PLY" (WINNER r or b, PLY 1-based), after checking that
      the full board's winner is the first one to connect.
"""
import sys

MASK = (1 << 64) - 1
NEIGHBOURS = [(1, 0), (-1, 0), (0, 1), (0, -1), (-1, 1), (1, -1)]


def splitmix64(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffled(n_cells, seed):
    """0..n_cells-1 shuffled: for i from the last down to 1, swap i with
    (next value mod (i + 1))."""
    order = list(range(n_cells))
    state = seed
    for i in range(n_cells - 1, 0, -1):
        state, v = splitmix64(state)
        j = v % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def connected(board, n, who):
    """Whether player `who` (1 red, 2 blue) joins his edges, by a flood fill
    from every stone of his first edge."""
    if who == 1:
        start = [(c, 0) for c in range(n) if board[0][c] == 1]
    else:
        start = [(0, r) for r in range(n) if board[r][0] == 2]
    seen = set(start)
    todo = list(start)
    while todo:
        c, r = todo.pop()
        if (who == 1 and r == n - 1) or (who == 2 and c == n - 1):
            return True
        for dc, dr in NEIGHBOURS:
            cc, rr = c + dc, r + dr
            if 0 <= cc < n and 0 <= rr < n and (cc, rr) not in seen and board[rr][cc] == who:
                seen.add((cc, rr))
                todo.append((cc, rr))
    return False


def perft(board, n, depth, who):
    count = 0
    for r in range(n):
        for c in range(n):
            if board[r][c]:
                continue
            if depth == 1:
                count += 1
                continue
            board[r][c] = who
            if not connected(board, n, who):
                count += perft(board, n, depth - 1, 3 - who)
            board[r][c] = 0
    return count


def wins(n, games):
    for seed in range(games):
        order = shuffled(n * n, seed)
        board = [[0] * n for _ in range(n)]
        first = None
        for ply, cell in enumerate(order, 1):
            who = 1 if ply % 2 == 1 else 2
            board[cell // n][cell % n] = who
            if first is None and connected(board, n, who):
                first = (who, ply)
        full = [w for w in (1, 2) if connected(board, n, w)]
        assert full == [first[0]], (seed, full, first)
        print(seed, "rb"[first[0] - 1], first[1])


def main():
    what, n, k = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    if what == "perft":
        board = [[0] * n for _ in range(n)]
        for d in range(1, k + 1):
            print("perft", d, "=", perft(board, n, d, 1))
    else:
        wins(n, k)


if __name__ == "__main__":
    main()
