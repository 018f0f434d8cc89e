#!/usr/bin/env python3
"""An independent perft for two-player Chinese checkers on the star board
with arms of six holes (73 holes), written from the rules, not from ludus.

The board, in cube coordinates (x, y, z) with x + y + z = 0: the union of
the two big triangles {x, y, z >= -3} and {x, y, z <= 3}, a six-pointed star
whose middle is the hexagon of radius 3 (37 holes) and whose six points are
triangles of six holes. Two holes are neighbours when their coordinates
differ by a permutation of (1, -1, 0): six neighbours.

The rules it follows:
- White starts on the six holes of the point z < -3 (the bottom point),
  black on the opposite point z > 3. White moves first.
- A move is either a step to a neighbouring empty hole, or a series of
  hops: over a neighbouring piece (either player's; none is taken) to the
  empty hole right behind it on the same line, and from there on as the
  player likes, stopping on any hole reached. A hop series is one move per
  hole it can reach (the start hole excluded), however many ways lead there.
- A player who has just filled the opposite point with all six pieces has
  won: no moves follow. A player with no move has lost.

Holes are named as ludus names the cells of `grid 13 x 13 hex`: the file is
x + 6 (a to m), the rank z + 7 (1 to 13).

Usage: python3 tests/ref/chinese_checkers_perft.py [DEPTH]
prints perft 1..DEPTH from the start, then perft 1..3 from 20 random
positions and 4 positions a move from a win (seeded) in ludus's position syntax. The figures are frozen in
tests/chinese_checkers_perft.rs.
"""

import random
import sys

N = 3
NEIGHBOURS = [(1, -1, 0), (-1, 1, 0), (1, 0, -1), (-1, 0, 1), (0, 1, -1), (0, -1, 1)]


def on_board(c):
    x, y, z = c
    return (x >= -N and y >= -N and z >= -N) or (x <= N and y <= N and z <= N)


HOLES = [
    (x, -x - z, z)
    for x in range(-2 * N, 2 * N + 1)
    for z in range(-2 * N, 2 * N + 1)
    if on_board((x, -x - z, z))
]
assert len(HOLES) == 73


def home(player):
    """The point a player starts on; the other's is its goal."""
    if player == "w":
        return {c for c in HOLES if c[2] < -N}
    return {c for c in HOLES if c[2] > N}


def goal(player):
    return home("b" if player == "w" else "w")


def name(c):
    return f"{'abcdefghijklm'[c[0] + 2 * N]}{c[2] + 2 * N + 1}"


def add(c, d, k=1):
    return (c[0] + k * d[0], c[1] + k * d[1], c[2] + k * d[2])


def moves(board, player):
    out = []
    for sq, owner in board.items():
        if owner != player:
            continue
        dests = set()
        for d in NEIGHBOURS:
            to = add(sq, d)
            if on_board(to) and to not in board:
                dests.add(to)
        # Every hole reachable by hops (the start hole counts as empty).
        seen = {sq}
        frontier = [sq]
        while frontier:
            at = frontier.pop()
            for d in NEIGHBOURS:
                over, to = add(at, d), add(at, d, 2)
                if not on_board(to) or over == sq or over not in board:
                    continue
                if to in board and to != sq:
                    continue
                if to not in seen:
                    seen.add(to)
                    frontier.append(to)
        dests |= seen - {sq}
        out.extend((sq, to) for to in dests)
    return out


def won(board, player):
    return all(board.get(c) == player for c in goal(player))


def perft(board, player, depth):
    if depth == 0:
        return 1
    other = "b" if player == "w" else "w"
    total = 0
    for frm, to in moves(board, player):
        board[to] = board.pop(frm)
        if depth == 1:
            total += 1
        elif not won(board, player):  # a won game has no moves below it
            total += perft(board, other, depth - 1)
        board[frm] = board.pop(to)
    return total


def text(board, player):
    parts = []
    for who, label in (("w", "white"), ("b", "black")):
        cells = sorted(
            (c for c, o in board.items() if o == who), key=lambda c: (c[2], c[0])
        )
        parts.append(f"{label} man: " + ", ".join(name(c) for c in cells))
    parts.append("turn " + ("white" if player == "w" else "black"))
    return "  ".join(parts)


def start():
    board = {c: "w" for c in home("w")}
    board.update({c: "b" for c in home("b")})
    return board


def random_positions(count, seed):
    """Positions after random play with the pieces drawn to the middle."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board, player = start(), "w"
        for _ in range(rng.randrange(12, 60)):
            legal = moves(board, player)
            if not legal:
                break
            # Prefer forward moves so the armies meet in the middle.
            sign = 1 if player == "w" else -1
            forward = [m for m in legal if sign * (m[1][2] - m[0][2]) > 0]
            frm, to = rng.choice(forward if forward and rng.random() < 0.7 else legal)
            board[to] = board.pop(frm)
            if won(board, player):
                break
            player = "b" if player == "w" else "w"
        if not won(board, "w") and not won(board, "b") and moves(board, player):
            found.append((dict(board), player))
    return found


def near_wins(count, seed):
    """Positions where the mover has five pieces on its goal and the sixth
    in the middle, so that some moves end the game (no moves follow)."""
    rng = random.Random(seed)
    middle = [c for c in HOLES if abs(c[2]) <= N]
    found = []
    while len(found) < count:
        player = rng.choice("wb")
        other = "b" if player == "w" else "w"
        aim = sorted(goal(player))
        board = {c: player for c in aim}
        del board[rng.choice(aim)]
        free = [c for c in middle if c not in board]
        rng.shuffle(free)
        board[free[0]] = player
        for c in free[1:7]:
            board[c] = other
        if moves(board, player):
            found.append((board, player))
    return found


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    board = start()
    print("start:", [perft(board, "w", d) for d in range(1, depth + 1)])
    for board, player in random_positions(20, 2026) + near_wins(4, 2027):
        figures = [perft(board, player, d) for d in range(1, 4)]
        print(f'("{text(board, player)}", {figures}),')


if __name__ == "__main__":
    main()
