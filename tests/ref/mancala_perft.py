#!/usr/bin/env python3
"""An independent reference for two mancala games, Kalah and Oware (Abapa),
written from their published rules, not from ludus.

Kalah (Kalah(6,4), the rules of Wikipedia's "Kalah" page, as played since
William Champion's 1940s patent):
- Two rows of six pits, four seeds in each; each player owns the row on
  its side and a store (kalah) on its right. South moves first.
- A move takes every seed of one of the player's non-empty pits and sows
  them one by one counterclockwise into the following pits and the
  player's own store, skipping the opponent's store.
- If the last seed falls into the player's own store, the player moves
  again.
- If the last seed falls into an empty pit of the player's own and the
  opposite pit holds seeds, that seed and the opposite pit's seeds go to
  the player's store.
- The game ends as soon as one player's six pits are all empty (checked
  after every move); each player then adds the seeds left in its own pits
  to its store; the most seeds wins, equal is a draw.

Oware, Abapa rules (Wikipedia's "Oware" page; the rules of the Ghana Oware
Association and of most tournaments):
- Two rows of six houses, four seeds in each; South moves first.
- Sowing is counterclockwise, one seed a house; a move of 12 or more seeds
  skips the house it started from.
- If the last seed makes a house of the opponent's hold 2 or 3 seeds, they
  are captured, and so are the seeds of the houses before it (clockwise)
  while they are the opponent's and hold 2 or 3.
- Grand slam: a move that would capture every seed of the opponent is
  played but captures nothing.
- If the opponent has no seed, the player must make a move that gives it
  seeds; a player who cannot captures the seeds left on its own side and
  the game ends.
- The game ends when a player has more than 24 seeds (it wins) or both
  have 24 (a draw); a position occurring the third time (an endless cycle)
  ends it drawn (the implementation's rule for cycles: see
  docs/rules/oware.md).

Both games: perft counts decisions, so an extra turn in Kalah is one ply;
a finished game has no moves below it.

Cells are named as in games/kalah.game and games/oware.game: south's pits
b1..g1, north's g2..b2 (counterclockwise), Kalah's stores h1 (south) and
a2 (north), Oware's stores h1 and a2 off the ring.

Usage:
  python3 tests/ref/mancala_perft.py perft kalah|oware DEPTH
  python3 tests/ref/mancala_perft.py games kalah|oware N
The second prints N seeded random games (seed 1..N), one a line:
`SEED MOVES DIGEST RESULT`, where DIGEST is the FNV-1a 64 hash of the text
of every position of the game, ply by ply: the legal moves (pit names,
space-separated) then `|` and the two stores, then `;`. Frozen in
tests/data/mancala_games.txt and checked by tests/mancala.rs.
"""

import random
import sys

PIT_NAMES = ["b1", "c1", "d1", "e1", "f1", "g1", "g2", "f2", "e2", "d2", "c2", "b2"]


class Kalah:
    """Indices 0-5 south's pits, 6 south's store, 7-12 north's pits, 13
    north's store: counterclockwise."""

    def __init__(self):
        self.b = [4] * 6 + [0] + [4] * 6 + [0]
        self.turn = 0
        self.over = None

    def pits(self, p):
        return range(0, 6) if p == 0 else range(7, 13)

    def store(self, p):
        return 6 if p == 0 else 13

    def name(self, i):
        return PIT_NAMES[i] if i < 6 else PIT_NAMES[i - 1]

    def moves(self):
        if self.over is not None:
            return []
        return [i for i in self.pits(self.turn) if self.b[i] > 0]

    def play(self, i):
        p = self.turn
        b = self.b[:]
        n, b[i] = b[i], 0
        pos = i
        while n:
            pos = (pos + 1) % 14
            if pos == self.store(1 - p):
                continue
            b[pos] += 1
            n -= 1
        if pos in self.pits(p) and b[pos] == 1 and b[12 - pos] > 0:
            b[self.store(p)] += 1 + b[12 - pos]
            b[pos] = 0
            b[12 - pos] = 0
        nxt = Kalah()
        nxt.b = b
        nxt.turn = p if pos == self.store(p) else 1 - p
        south, north = sum(b[0:6]), sum(b[7:13])
        if south == 0 or north == 0:
            s, t = b[6] + south, b[13] + north
            nxt.over = "south" if s > t else "north" if t > s else "draw"
        return nxt

    def stores(self):
        return (self.b[6], self.b[13])


class Oware:
    """Houses 0-5 south's, 6-11 north's, counterclockwise; two stores."""

    def __init__(self):
        self.b = [4] * 12
        self.st = [0, 0]
        self.turn = 0
        self.over = None
        self.seen = {}

    def row(self, p):
        return range(0, 6) if p == 0 else range(6, 12)

    def name(self, i):
        return PIT_NAMES[i]

    def sow(self, i):
        """The board after sowing house i, and the captured count."""
        p = self.turn
        b = self.b[:]
        n, b[i] = b[i], 0
        pos = i
        while n:
            pos = (pos + 1) % 12
            if pos == i:
                continue
            b[pos] += 1
            n -= 1
        opp = self.row(1 - p)
        taken = []
        j = pos
        while j in opp and b[j] in (2, 3):
            taken.append(j)
            j -= 1
        if taken and sum(b[k] for k in taken) < sum(b[k] for k in opp):
            got = sum(b[k] for k in taken)
            for k in taken:
                b[k] = 0
            return b, got
        return b, 0

    def legal(self):
        p = self.turn
        mine = [i for i in self.row(p) if self.b[i] > 0]
        if sum(self.b[k] for k in self.row(1 - p)) == 0:
            mine = [i for i in mine if sum(self.sow(i)[0][k] for k in self.row(1 - p)) > 0]
        return mine

    def moves(self):
        return [] if self.over is not None else self.legal()

    def key(self):
        return (tuple(self.b), tuple(self.st), self.turn)

    def play(self, i):
        p = self.turn
        b, got = self.sow(i)
        nxt = Oware()
        nxt.b = b
        nxt.st = self.st[:]
        nxt.st[p] += got
        nxt.turn = 1 - p
        nxt.seen = dict(self.seen)
        k = nxt.key()
        nxt.seen[k] = nxt.seen.get(k, 0) + 1
        nxt.judge(p)
        return nxt

    def judge(self, mover):
        """The end rules in the order of games/oware.game."""
        if self.st[mover] > 24:
            self.over = ["south", "north"][mover]
        elif self.st == [24, 24]:
            self.over = "draw"
        elif not self.legal():
            me = self.turn
            mine = self.st[me] + sum(self.b[k] for k in self.row(me))
            theirs = self.st[1 - me] + sum(self.b[k] for k in self.row(1 - me))
            win = me if mine > theirs else 1 - me if theirs > mine else None
            self.over = "draw" if win is None else ["south", "north"][win]
        elif self.seen.get(self.key(), 0) >= 3:
            self.over = "draw"

    def stores(self):
        return tuple(self.st)


def start(game):
    if game == "kalah":
        return Kalah()
    g = Oware()
    g.seen = {g.key(): 1}
    return g


def perft(g, depth):
    if depth == 0:
        return 1
    ms = g.moves()
    if depth == 1:
        return len(ms)
    return sum(perft(g.play(m), depth - 1) for m in ms)


def fnv(text):
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def random_game(game, seed):
    rng = random.Random(seed)
    g = start(game)
    played = []
    text = []
    while True:
        ms = g.moves()
        names = " ".join(g.name(m) for m in ms)
        a, b = g.stores()
        text.append(f"{names}|{a} {b};")
        if not ms:
            break
        m = rng.choice(ms)
        played.append(g.name(m))
        g = g.play(m)
    return played, fnv("".join(text)), g.over


def main():
    what, game, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
    if what == "perft":
        g = start(game)
        for d in range(1, n + 1):
            print(f"perft {d} = {perft(g, d)}", flush=True)
    else:
        for seed in range(1, n + 1):
            played, digest, over = random_game(game, seed)
            print(f"{seed} {','.join(played)} {digest:016x} {over}")


if __name__ == "__main__":
    main()
