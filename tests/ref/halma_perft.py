#!/usr/bin/env python3
"""An independent perft for Halma on the 8x8 board (two players, ten pieces
each), written from the rules, not from ludus.

The rules it follows:
- White's camp is the ten squares a1-d1, a2-c2, a3-b3, a4 (file + rank <= 3,
  counted from 0); black's the mirror image h8-e8, h7-f7, h6-g6, h5. Each
  player starts with ten pieces on its camp; white moves first.
- A move is either a step to one of the eight neighbouring squares, if it is
  empty, or a series of hops: over an adjacent piece (either player's; none
  is taken) in one of the eight directions to the empty square right behind
  it, and from there on as the player likes, stopping on any square
  reached. A hop series is one move per square it can reach (the start
  square excluded), however many ways lead there.
- A player who has just filled the other's camp with all ten pieces has
  won: no moves follow. A player with no move has lost.

Usage: python3 tests/ref/halma_perft.py [DEPTH]
prints perft 1..DEPTH from the start, then perft 1..3 from 20 random
positions (seeded) in ludus's position syntax. The figures are frozen in
tests/halma_perft.rs.
"""

import random
import sys

FILES = "abcdefgh"
DIRS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]


def camp(player):
    cells = {(f, r) for f in range(8) for r in range(8) if f + r <= 3}
    if player == "w":
        return cells
    return {(7 - f, 7 - r) for f, r in cells}


def goal(player):
    return camp("b" if player == "w" else "w")


def name(sq):
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def on_board(f, r):
    return 0 <= f < 8 and 0 <= r < 8


def moves(board, player):
    out = []
    for sq, owner in board.items():
        if owner != player:
            continue
        dests = set()
        for df, dr in DIRS:
            to = (sq[0] + df, sq[1] + dr)
            if on_board(*to) and to not in board:
                dests.add(to)
        # Every square reachable by hops (the start square counts as empty).
        reached = {sq}
        frontier = [sq]
        while frontier:
            at = frontier.pop()
            for df, dr in DIRS:
                over = (at[0] + df, at[1] + dr)
                land = (at[0] + 2 * df, at[1] + 2 * dr)
                if not on_board(*land) or over == sq or over not in board:
                    continue
                if land in board or land in reached:
                    continue
                reached.add(land)
                frontier.append(land)
        dests |= reached - {sq}
        out.extend((sq, to) for to in dests)
    return out


def won(board, player):
    return sum(1 for sq in goal(player) if board.get(sq) == player) == 10


def perft(board, player, depth):
    ms = moves(board, player)
    if depth == 1:
        return len(ms)
    total = 0
    for frm, to in ms:
        nb = dict(board)
        del nb[frm]
        nb[to] = player
        if won(nb, player):
            continue
        total += perft(nb, "b" if player == "w" else "w", depth - 1)
    return total


def start():
    board = {sq: "w" for sq in camp("w")}
    board.update({sq: "b" for sq in camp("b")})
    return board


def position_text(board, player):
    parts = []
    for owner, word in (("w", "white"), ("b", "black")):
        sqs = sorted((s for s, p in board.items() if p == owner), key=lambda s: (s[1], s[0]))
        parts.append(f"{word} man: " + ", ".join(name(s) for s in sqs))
    return "  ".join(parts) + ("  turn white" if player == "w" else "  turn black")


def random_position(rng):
    """Ten pieces a side anywhere; a crowded middle is likelier, so that
    long hop series are common. A few positions have nine pieces of a
    side in its goal, one move from winning."""
    squares = [(f, r) for f in range(8) for r in range(8)]
    board = {}
    if rng.random() < 0.3:
        player = rng.choice("wb")
        near = sorted(goal(player))
        rng.shuffle(near)
        for sq in near[:9]:
            board[sq] = player
    for owner in ("w", "b"):
        while sum(1 for p in board.values() if p == owner) < 10:
            f = min(7, max(0, int(rng.gauss(3.5, 2.0))))
            r = min(7, max(0, int(rng.gauss(3.5, 2.0))))
            sq = (f, r) if rng.random() < 0.7 else rng.choice(squares)
            if sq not in board:
                board[sq] = owner
    return board, rng.choice("wb")


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    board = start()
    print("start:", ", ".join(str(perft(board, "w", d)) for d in range(1, depth + 1)))
    rng = random.Random(2026)
    for _ in range(20):
        b, p = random_position(rng)
        print(f'("{position_text(b, p)}", [{", ".join(str(perft(b, p, d)) for d in (1, 2, 3))}]),')


if __name__ == "__main__":
    main()
