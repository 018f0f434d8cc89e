#!/usr/bin/env python3
"""An independent perft for Italian draughts (Dama italiana), written from
the rules of the Federazione Italiana Dama, not from ludus.

The rules it follows:
- 8x8 board, the 32 squares (file + rank odd, a1 = (0, 0)) in play, so that
  h1 is a playing square: the single corner is on each player's right.
- White (ranks 1-3) moves first, towards rank 8; black (ranks 6-8) towards
  rank 1.
- A man steps one square diagonally forward onto an empty square; it
  captures forward only, by jumping an adjacent ENEMY MAN (never a king)
  onto the empty square behind it, and goes on jumping while it can. A man
  reaching the far row becomes a king, and that ends its move.
- A king steps one square diagonally in any direction, and captures in any
  diagonal direction (not flying), taking men and kings, going on while it
  can.
- Jumped pieces stay on the board until the move ends: none is jumped
  twice; the moving piece's own square counts as empty.
- Capturing is compulsory, and among the captures:
  1. the sequence taking the most pieces;
  2. then, one made by a king rather than a man;
  3. then, the one taking the most kings;
  4. then, the one meeting a king first (the smallest index of the first
     king in the sequence).
  What still ties is the player's free choice: every capture PATH left is
  a move (two paths taking the same pieces are two moves).
- A player with no move has lost: no moves below that node.

Usage: python3 tests/ref/italian_perft.py [DEPTH]
prints perft 1..DEPTH from the start, then perft 1..3 from 24 random
positions with kings (seeded) in ludus's position syntax. The figures are
frozen in tests/italian_perft.rs.
"""

import random
import sys

FILES = "abcdefgh"
DIAGONALS = ((1, 1), (-1, 1), (1, -1), (-1, -1))


def playable(f, r):
    return (f + r) % 2 == 1


def name(sq):
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def start():
    board = {}
    for f in range(8):
        for r in range(8):
            if not playable(f, r):
                continue
            if r <= 2:
                board[(f, r)] = ("w", "man")
            elif r >= 5:
                board[(f, r)] = ("b", "man")
    return board


def forward(player):
    return 1 if player == "w" else -1


def far_rank(player):
    return 7 if player == "w" else 0


def other(player):
    return "b" if player == "w" else "w"


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def captures_from(board, player, sq, kind):
    """Every complete capture path of the piece on sq: lists of
    (landing squares, captured squares, captured kinds)."""
    dirs = DIAGONALS if kind == "king" else ((1, forward(player)), (-1, forward(player)))
    out = []

    def walk(at, path, taken, kinds):
        went_on = False
        for df, dr in dirs:
            over = (at[0] + df, at[1] + dr)
            land = (at[0] + 2 * df, at[1] + 2 * dr)
            if not on_board(*land) or over in taken:
                continue
            piece = board.get(over)
            if piece is None or piece[0] == player:
                continue
            if kind == "man" and piece[1] == "king":
                continue
            if land != sq and land in board:
                continue
            went_on = True
            npath = path + [land]
            ntaken = taken + [over]
            nkinds = kinds + [piece[1]]
            if kind == "man" and land[1] == far_rank(player):
                out.append((npath, ntaken, nkinds))  # crowned: the move ends
            else:
                walk(land, npath, ntaken, nkinds)
        if not went_on and path:
            out.append((path, taken, kinds))

    walk(sq, [], [], [])
    return out


def first_king(kinds):
    for i, k in enumerate(kinds):
        if k == "king":
            return i
    return len(kinds)


def moves(board, player):
    caps = []
    for sq, (owner, kind) in board.items():
        if owner == player:
            for path, taken, kinds in captures_from(board, player, sq, kind):
                caps.append((sq, kind, path, taken, kinds))
    if caps:
        best = max(len(c[3]) for c in caps)
        caps = [c for c in caps if len(c[3]) == best]
        if any(c[1] == "king" for c in caps):
            caps = [c for c in caps if c[1] == "king"]
        most = max(c[4].count("king") for c in caps)
        caps = [c for c in caps if c[4].count("king") == most]
        early = min(first_king(c[4]) for c in caps)
        caps = [c for c in caps if first_king(c[4]) == early]
        return [(sq, path, taken) for sq, _, path, taken, _ in caps]
    out = []
    for sq, (owner, kind) in board.items():
        if owner != player:
            continue
        dirs = DIAGONALS if kind == "king" else ((1, forward(player)), (-1, forward(player)))
        for df, dr in dirs:
            to = (sq[0] + df, sq[1] + dr)
            if on_board(*to) and to not in board:
                out.append((sq, [to], []))
    return out


def play(board, player, move):
    sq, path, taken = move
    nb = dict(board)
    owner, kind = nb.pop(sq)
    for t in taken:
        del nb[t]
    end = path[-1]
    if kind == "man" and end[1] == far_rank(player):
        kind = "king"
    nb[end] = (owner, kind)
    return nb


def perft(board, player, depth):
    ms = moves(board, player)
    if depth == 1:
        return len(ms)
    return sum(perft(play(board, player, m), other(player), depth - 1) for m in ms)


def position_text(board, player):
    groups = []
    for owner, word in (("w", "white"), ("b", "black")):
        for kind in ("man", "king"):
            sqs = sorted((s for s, p in board.items() if p == (owner, kind)), key=lambda s: (s[1], s[0]))
            if sqs:
                groups.append(f"{word} {kind}: " + ", ".join(name(s) for s in sqs))
    return "  ".join(groups) + ("  turn white" if player == "w" else "  turn black")


def random_position(rng):
    """A few men and kings a side on random playing squares; no man on its
    own far row."""
    squares = [(f, r) for f in range(8) for r in range(8) if playable(f, r)]
    rng.shuffle(squares)
    board = {}
    for owner in ("w", "b"):
        for kind, n in (("man", rng.randint(2, 5)), ("king", rng.randint(1, 3))):
            placed = 0
            while placed < n and squares:
                sq = squares.pop()
                if kind == "man" and sq[1] == far_rank(owner):
                    continue
                board[sq] = (owner, kind)
                placed += 1
    return board, rng.choice("wb")


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    board = start()
    print("start:", ", ".join(str(perft(board, "w", d)) for d in range(1, depth + 1)))
    rng = random.Random(2026)
    for _ in range(24):
        b, p = random_position(rng)
        counts = [perft(b, p, d) for d in (1, 2, 3)]
        print(f'("{position_text(b, p)}", [{", ".join(map(str, counts))}]),')


if __name__ == "__main__":
    main()
