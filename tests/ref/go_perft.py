#!/usr/bin/env python3
"""An independent reference for Go on an N x N board (Tromp-Taylor style):
a stone on any empty point; the enemy groups (orthogonal neighbours) left
without a liberty are removed, then the mover's own group (suicide allowed,
or refused with --no-suicide); positional superko (no move may bring back
any earlier board, whoever was to move) or --simple ko (no move may bring
back the board before the opponent's last move); a pass is always legal
and two passes in a row end the game (no moves). Written without reading
the Rust engine.

  python3 tests/ref/go_perft.py perft DEPTH            from the empty 9x9 board
  python3 tests/ref/go_perft.py random GAMES PLIES DEPTH
      GAMES seeded random games of PLIES plies (seed = game number), then
      perft 1..DEPTH from each end position: one line per game,
      "MOVES | COUNTS", moves in ludus's notation (enter e5, pass).
  Options: --simple, --no-suicide, --size N.
"""
import sys

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
SIMPLE = "--simple" in sys.argv
SUICIDE = "--no-suicide" not in sys.argv
N = 9
for i, a in enumerate(sys.argv):
    if a == "--size":
        N = int(sys.argv[i + 1])
        ARGS.remove(sys.argv[i + 1])
CELLS = N * N
NB = [[c + d for d in (-N, N) if 0 <= c + d < CELLS] + [c + d for d in (-1, 1) if 0 <= c % N + d < N] for c in range(CELLS)]


def group(board, c):
    color = board[c]
    seen = {c}
    todo = [c]
    libs = False
    while todo:
        x = todo.pop()
        for y in NB[x]:
            if board[y] == 0:
                libs = True
            elif board[y] == color and y not in seen:
                seen.add(y)
                todo.append(y)
    return seen, libs


def play(board, c, color):
    """The board after `color` plays on empty `c`, or None if suicide is refused."""
    b = list(board)
    b[c] = color
    for y in NB[c]:
        if b[y] == 3 - color:
            g, libs = group(b, y)
            if not libs:
                for x in g:
                    b[x] = 0
    g, libs = group(b, c)
    if not libs:
        if not SUICIDE:
            return None
        for x in g:
            b[x] = 0
    return tuple(b)


class Game:
    def __init__(self):
        self.board = tuple([0] * CELLS)
        self.history = [self.board]  # every board so far, the current last
        self.color = 1
        self.passes = 0

    def moves(self):
        """Each legal move (a cell, or None for a pass) and the board after it."""
        if self.passes >= 2:
            return []
        out = []
        seen = set(self.history)
        for c in range(CELLS):
            if self.board[c]:
                continue
            b = play(self.board, c, self.color)
            if b is None:
                continue
            if SIMPLE:
                if len(self.history) >= 2 and b == self.history[-2]:
                    continue
            elif b in seen:
                continue
            out.append((c, b))
        out.append((None, self.board))
        return out

    def make(self, c, b):
        self.history.append(b)
        self.board = b
        self.color = 3 - self.color
        self.saved_passes = getattr(self, "saved_passes", []) + [self.passes]
        self.passes = self.passes + 1 if c is None else 0

    def unmake(self):
        self.history.pop()
        self.board = self.history[-1]
        self.color = 3 - self.color
        self.passes = self.saved_passes.pop()


def perft(g, depth):
    ms = g.moves()
    if depth == 1:
        return len(ms)
    n = 0
    for c, b in ms:
        g.make(c, b)
        n += perft(g, depth - 1)
        g.unmake()
    return n


def name(c):
    return "pass" if c is None else "enter " + "abcdefghijklmnopqrs"[c % N] + str(c // N + 1)


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & (2**64 - 1)
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & (2**64 - 1)
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & (2**64 - 1)
    return state, z ^ (z >> 31)


def main():
    if ARGS[0] == "perft":
        g = Game()
        for d in range(1, int(ARGS[1]) + 1):
            print("perft", d, "=", perft(g, d))
        return
    games, plies, depth = int(ARGS[1]), int(ARGS[2]), int(ARGS[3])
    for seed in range(games):
        g = Game()
        state = seed
        played = []
        for _ in range(plies):
            ms = g.moves()
            if not ms:
                break
            # Passes only when nothing else is legal, so that games go on.
            stones = [m for m in ms if m[0] is not None]
            pool = stones or ms
            state, r = splitmix(state)
            c, b = pool[r % len(pool)]
            g.make(c, b)
            played.append(name(c))
        counts = [perft(g, d) for d in range(1, depth + 1)]
        print(",".join(played), "|", " ".join(map(str, counts)))


main()
