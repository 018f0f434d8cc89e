#!/usr/bin/env python3
"""An independent list of the legal plays of Backgammon for a position and a
roll, written from the rules, not from ludus.

The rules it follows (no doubling cube):
- 24 points. Each player moves its checkers from its 24-point toward its
  1-point; white's point n is black's point 25 - n. A point holding two or
  more checkers of one player is closed to the other; a point holding one
  (a blot) may be landed on by the other, who hits it: it goes to its
  owner's bar.
- A player with checkers on the bar must enter them all (a die d enters on
  the opponent's home, the mover's point 25 - d) before any other move.
- A player whose fifteen checkers are all in its home (points 1 to 6) or
  borne off may bear off: a die d bears off a checker from point d, or from
  a lower point if no checker of the player stands higher than it.
- A roll of two dice is played as two moves (either die first); a double as
  four moves of that number. As many dice as possible must be played; if
  only one of two different dice can be played, the larger one must be,
  when it can. If none can be played, the play is empty (a pass).
- A play is identified by the position it reaches: two orders of moves
  reaching the same position are one play.

Position format (one a line, white's numbering):
  TURN D1 D2 P1 ... P24 BARW BARB OFFW OFFB
where TURN is w or b, P1..P24 are signed counts (+ white, - black). The
output for each line is the number of plays and a 64-bit FNV-1a digest of
the sorted result positions (each written as `P1,...,P24,BARW,BARB,OFFW,OFFB`
joined with `;`): "COUNT DIGEST".

Usage: python3 tests/ref/backgammon_moves.py < positions.txt
(tests/backgammon.rs writes the positions, reached by seeded random play,
and compares: 300 frozen in cargo test, 10,000 in an ignored deep test.)
"""

import sys


def fnv1a(text):
    h = 0xCBF29CE484222325
    for b in text.encode():
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def mover_view(pts, bars, offs, turn):
    """The board from the mover's side: m[1..24] (mover's points), mover
    checkers positive, and the mover's and opponent's bars and offs."""
    m = [0] * 25
    for n in range(1, 25):
        if turn == "w":
            m[n] = pts[n]
        else:
            m[n] = -pts[25 - n]
    if turn == "w":
        return m, bars[0], bars[1], offs[0], offs[1]
    return m, bars[1], bars[0], offs[1], offs[0]


def back_to_white(m, mybar, herbar, myoff, heroff, turn):
    if turn == "w":
        pts = m[1:]
        return tuple(pts) + (mybar, herbar, myoff, heroff)
    pts = [-m[25 - n] for n in range(1, 25)]
    return tuple(pts) + (herbar, mybar, heroff, myoff)


def single_moves(m, mybar, die):
    """(src, dst) of one checker by `die`: src 25 is the bar, dst 0 off."""
    if mybar > 0:
        dst = 25 - die
        if m[dst] >= -1:
            return [(25, dst)]
        return []
    out = []
    all_home = all(m[n] <= 0 for n in range(7, 25))
    highest = max((n for n in range(1, 25) if m[n] > 0), default=0)
    for src in range(24, 0, -1):
        if m[src] <= 0:
            continue
        dst = src - die
        if dst >= 1:
            if m[dst] >= -1:
                out.append((src, dst))
        elif all_home and (dst == 0 or src == highest):
            out.append((src, 0))
    return out


def plays(pts, bars, offs, turn, d1, d2):
    m, mybar, herbar, myoff, heroff = mover_view(pts, bars, offs, turn)
    if d1 == d2:
        orders = [[d1] * 4]
    else:
        orders = [[d1, d2], [d2, d1]]
    found = {}  # result -> (dice used, first die)

    def walk(m, mybar, herbar, myoff, dice, used, first):
        moves = single_moves(m, mybar, dice[0]) if dice else []
        if not moves:
            res = back_to_white(m, mybar, herbar, myoff, heroff, turn)
            old = found.get(res)
            if old is None or old[0] < used:
                found[res] = (used, first)
            return
        for src, dst in moves:
            m2 = list(m)
            b2, h2, o2 = mybar, herbar, myoff
            if src == 25:
                b2 -= 1
            else:
                m2[src] -= 1
            if dst == 0:
                o2 += 1
            else:
                if m2[dst] == -1:
                    m2[dst] = 0
                    h2 += 1
                m2[dst] += 1
            walk(m2, b2, h2, o2, dice[1:], used + 1, first if used else dice[0])

    for order in orders:
        walk(m, mybar, herbar, myoff, order, 0, 0)
    best = max(u for u, _ in found.values())
    kept = {r: f for r, (u, f) in found.items() if u == best}
    if best == 1 and d1 != d2:
        big = max(d1, d2)
        if any(f == big for f in kept.values()):
            kept = {r: f for r, f in kept.items() if f == big}
    return sorted(kept)


def main():
    for line in sys.stdin:
        w = line.split()
        if not w:
            continue
        turn, d1, d2 = w[0], int(w[1]), int(w[2])
        nums = [int(x) for x in w[3:]]
        pts = [0] + nums[:24]
        bars = nums[24:26]
        offs = nums[26:28]
        res = plays(pts, bars, offs, turn, d1, d2)
        # The positions' texts sorted as texts (byte order).
        text = ";".join(sorted(",".join(str(x) for x in r) for r in res))
        print(len(res), format(fnv1a(text), "016x"))


if __name__ == "__main__":
    main()
