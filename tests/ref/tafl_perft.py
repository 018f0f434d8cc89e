#!/usr/bin/env python3
"""Independent reference for two tafl games, written from their rules
(docs/rules/hnefatafl.md, docs/rules/brandubh.md), not from ludus.

Both games: black (the attackers) moves first; every piece moves like a
rook over empty squares; only the king may stop on the throne (the centre)
and the four corners; any piece may pass over the empty throne.
After a move, each enemy piece next to the moved piece (orthogonally) is
captured when the square beyond it, on the same line, is hostile to it: an
enemy piece (the king is armed), a corner, or the throne (always hostile to
attackers, hostile to defenders only while empty). Captures are made only
by the moving side's move (a piece may move in between two enemies).

The king:
  hnefatafl (Copenhagen, 11 x 11): captured only when attackers stand on all
    four sides, or on three sides with the (empty) throne on the fourth;
    never on the board's edge.
  brandubh (7 x 7): on the throne or next to it, as in Copenhagen; anywhere
    else captured by two, like any piece (a corner counts as an enemy).

The game ends after a move that brings the king to a corner (white wins) or
captures him (black wins); a player with no legal move loses; the third
occurrence of a position (board and side to move) is a draw in brandubh,
and in hnefatafl (Copenhagen rule 10: perpetual repetition is forbidden) a
loss for white, whoever made the repeating move. Shieldwalls,
edge forts and the encirclement win are not played.

Usage:
  python3 tests/ref/tafl_perft.py perft GAME DEPTH
  python3 tests/ref/tafl_perft.py random GAME GAMES MAXPLIES
The random games: game number s (0..GAMES-1) draws splitmix64 numbers from
the seed s; at each ply the legal moves, written FROM-TO:CAPTURES (cells by
name, captures sorted, e.g. d1-d3:c3,e3), are sorted and the move at index
(draw % count) is played. A 64-bit FNV-1a digest runs over every ply's sorted
list (each move followed by ';', each ply by '/'). Printed per game:
  seed plies result digest
with result black, white, draw (repetition) or none (MAXPLIES reached).
"""

import sys

GAMES = {
    "brandubh": {
        "n": 7,
        "black": "d1 d2 d6 d7 a4 b4 f4 g4",
        "white": "d3 d5 c4 e4",
        "king": "d4",
        "repetition": "draw",
    },
    "hnefatafl": {
        "n": 11,
        "black": "d1 e1 f1 g1 h1 f2 a4 a5 a6 a7 a8 b6 k4 k5 k6 k7 k8 j6 "
        "d11 e11 f11 g11 h11 f10",
        "white": "f4 e5 f5 g5 d6 e6 g6 h6 e7 f7 g7 f8",
        "king": "f6",
        "repetition": "black",
    },
}

EMPTY, ATT, DEF, KING = 0, 1, 2, 3
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def side(p):
    return 0 if p == ATT else 1  # 0 black, 1 white


class Tafl:
    def __init__(self, name):
        g = GAMES[name]
        self.name = name
        self.n = n = g["n"]
        self.board = [[EMPTY] * n for _ in range(n)]
        for c in g["black"].split():
            self.put(c, ATT)
        for c in g["white"].split():
            self.put(c, DEF)
        self.put(g["king"], KING)
        self.repetition = g["repetition"]
        self.turn = 0
        m = n // 2
        self.throne = (m, m)
        self.corners = {(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)}
        self.history = {}
        self.record()

    def put(self, cell, piece):
        x, y = ord(cell[0]) - 97, int(cell[1:]) - 1
        self.board[x][y] = piece

    def key(self):
        return (tuple(tuple(col) for col in self.board), self.turn)

    def record(self):
        k = self.key()
        self.history[k] = self.history.get(k, 0) + 1

    def on(self, x, y):
        return 0 <= x < self.n and 0 <= y < self.n

    def restricted(self, x, y):
        return (x, y) == self.throne or (x, y) in self.corners

    def hostile(self, x, y, victim):
        """Whether square (x, y) is hostile to the piece `victim`."""
        if not self.on(x, y):
            return False
        if (x, y) in self.corners:
            return True
        p = self.board[x][y]
        if (x, y) == self.throne:
            if victim == ATT:
                return True
            if p == EMPTY:
                return True
        return p != EMPTY and side(p) != side(victim)

    def near_throne(self, x, y):
        tx, ty = self.throne
        return abs(x - tx) + abs(y - ty) <= 1

    def king_taken(self, x, y):
        """The king on (x, y), after an attacker's move next to him."""
        if self.name == "brandubh" and not self.near_throne(x, y):
            return None  # taken by two: judged as any piece
        for dx, dy in DIRS:
            a, b = x + dx, y + dy
            if not self.on(a, b):
                return False
            if self.board[a][b] == ATT:
                continue
            if (a, b) == self.throne and self.board[a][b] == EMPTY:
                continue
            return False
        return True

    def captures(self, x, y):
        """The squares of the pieces the piece just moved to (x, y) takes."""
        me = self.board[x][y]
        out = []
        for dx, dy in DIRS:
            a, b = x + dx, y + dy
            if not self.on(a, b):
                continue
            v = self.board[a][b]
            if v == EMPTY or side(v) == side(me):
                continue
            if v == KING:
                t = self.king_taken(a, b)
                if t is None:
                    t = self.hostile(a + dx, b + dy, KING)
            else:
                t = self.hostile(a + dx, b + dy, v)
            if t:
                out.append((a, b))
        return out

    def moves(self):
        out = []
        for x in range(self.n):
            for y in range(self.n):
                p = self.board[x][y]
                if p == EMPTY or side(p) != self.turn:
                    continue
                for dx, dy in DIRS:
                    a, b = x + dx, y + dy
                    while self.on(a, b) and self.board[a][b] == EMPTY:
                        if p == KING or not self.restricted(a, b):
                            out.append((x, y, a, b))
                        a, b = a + dx, b + dy
        return out

    def play(self, mv):
        x, y, a, b = mv
        p = self.board[x][y]
        self.board[x][y] = EMPTY
        self.board[a][b] = p
        caps = self.captures(a, b)
        taken = [(c, self.board[c[0]][c[1]]) for c in caps]
        for c in caps:
            self.board[c[0]][c[1]] = EMPTY
        self.turn ^= 1
        self.record()
        return (mv, p, taken)

    def unplay(self, undo):
        (x, y, a, b), p, taken = undo
        k = self.key()
        self.history[k] -= 1
        if self.history[k] == 0:
            del self.history[k]
        self.turn ^= 1
        for (c, v) in taken:
            self.board[c[0]][c[1]] = v
        self.board[a][b] = EMPTY
        self.board[x][y] = p

    def king_at(self):
        for x in range(self.n):
            for y in range(self.n):
                if self.board[x][y] == KING:
                    return (x, y)
        return None

    def result(self, moves, moved):
        """The game's result in this position (None: it goes on); `moves`
        the legal moves of the player to move; `moved`: a move was played."""
        if moved:
            k = self.king_at()
            if k is None:
                return "black"
            if k in self.corners:
                return "white"
        if not moves:
            return "white" if self.turn == 0 else "black"
        if self.history.get(self.key(), 0) >= 3:
            return self.repetition
        return None


def perft(t, depth, moved):
    ms = t.moves()
    if t.result(ms, moved) is not None:
        return 0
    if depth == 1:
        return len(ms)
    total = 0
    for mv in ms:
        u = t.play(mv)
        total += perft(t, depth - 1, True)
        t.unplay(u)
    return total


def name(x, y):
    return chr(97 + x) + str(y + 1)


def text(t, mv):
    """FROM-TO:CAPTURES of a legal move, without playing it for good."""
    u = t.play(mv)
    caps = sorted(name(*c) for (c, _) in u[2])
    t.unplay(u)
    x, y, a, b = mv
    return name(x, y) + "-" + name(a, b) + ":" + ",".join(caps)


MASK = (1 << 64) - 1


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def fnv(h, s):
    for byte in s.encode():
        h = ((h ^ byte) * 0x100000001B3) & MASK
    return h


def random_game(game, seed, max_plies):
    t = Tafl(game)
    h, state, plies, moved = 0xCBF29CE484222325, seed, 0, False
    while True:
        ms = t.moves()
        r = t.result(ms, moved)
        if r is not None:
            return plies, r, h
        texts = sorted((text(t, mv), mv) for mv in ms)
        for s, _ in texts:
            h = fnv(h, s + ";")
        h = fnv(h, "/")
        if plies == max_plies:
            return plies, "none", h
        state, v = splitmix(state)
        t.play(texts[v % len(texts)][1])
        plies, moved = plies + 1, True


def main():
    if sys.argv[1] == "perft":
        game, depth = sys.argv[2], int(sys.argv[3])
        for d in range(1, depth + 1):
            print(d, perft(Tafl(game), d, False))
    else:
        game, games, max_plies = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        for s in range(games):
            plies, r, h = random_game(game, s, max_plies)
            print(s, plies, r, "%016x" % h)


if __name__ == "__main__":
    main()
