#!/usr/bin/env python3
"""An independent perft for Frisian draughts (Fries dammen), written from
the Frisian rules (FNDB; the summary in docs/rules/frisian.md), not from
ludus.

The rules it follows:
- 10x10 board; the 50 dark squares (file + rank even, a1 = (0, 0)) are
  in play. White (ranks 1-4) moves first, towards rank 10; black (ranks
  7-10) towards rank 1. 20 men each.
- A man steps one square diagonally forward onto an empty square. A king
  moves any distance along a diagonal over empty squares.
- Captures go in eight directions. Diagonally, a man jumps an adjacent
  enemy onto the empty square behind it. Along a file or a rank the next
  dark square is two squares away: a man jumps the enemy on the dark
  square two away onto the empty dark square four away.
- A king takes along the same eight lines of dark squares (a diagonal
  step is one square, a file or rank step two), flying: over empty
  squares to an enemy piece, landing on any empty square beyond it before
  the next piece, and goes on from there.
- A capture goes on while it can. Pieces taken stay on the board until
  the move ends (none is taken twice, and a taken piece blocks a line);
  the moving piece's own square counts as empty.
- A man is crowned only if its move ends on the far row.
- Capturing is compulsory. Among the captures the one of greatest value
  is chosen, a king being worth more than one man but less than two:
  n kings outweigh 2n - 1 men and are outweighed by 2n men. Written
  here as the pair (men + 2 * kings, -kings), compared in order. At equal
  value, a capture by a king must be chosen over one by a man.
- Moves taking the same pieces from the same square to the same square
  are one move.
- A king may not make more than three non-capturing moves in a row while
  its side still has men: after three, that king must capture or another
  piece must move. The count is kept per side: the square of the king
  that made the last quiet king moves and how many (a position text starts
  with none).
- A player with no move has lost: no moves below that node.
- The endgame draws (lidraughts, py-draughts): with no men on the board,
  two kings against one king are drawn once 14 plies (7 moves each) have
  been played since the last capture or man's move; one king each once 4
  plies (2 moves each) have. A drawn position has no moves below it. (A
  position text gives the plies since: `plies N since N`.)

Usage: python3 tests/ref/frisian_perft.py [DEPTH]
prints perft 1..DEPTH from the start, then perft 1..4 from 16 random
positions with kings (seeded) in ludus's position syntax. The figures are
frozen in tests/frisian_perft.rs.
"""

import random
import sys

FILES = "abcdefghij"
N = 10
DIAG = ((1, 1), (-1, 1), (1, -1), (-1, -1))
ORTHO = ((2, 0), (-2, 0), (0, 2), (0, -2))
KING_LIMIT = 3


def playable(f, r):
    return (f + r) % 2 == 0


def on_board(f, r):
    return 0 <= f < N and 0 <= r < N


def name(sq):
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def other(p):
    return "b" if p == "w" else "w"


def forward(p):
    return 1 if p == "w" else -1


def far_rank(p):
    return N - 1 if p == "w" else 0


class Pos:
    def __init__(self, board, turn):
        self.board = board  # (f, r) -> (player, "man" | "king")
        self.turn = turn
        # per player: (square of the king that made the last quiet moves,
        # how many in a row)
        self.quiet = {"w": (None, 0), "b": (None, 0)}
        # plies since the last capture or man's move
        self.since = 0


def start():
    board = {}
    for f in range(N):
        for r in range(N):
            if playable(f, r):
                if r <= 3:
                    board[(f, r)] = ("w", "man")
                elif r >= 6:
                    board[(f, r)] = ("b", "man")
    return Pos(board, "w")


def man_jumps(board, player, sq, taken):
    for (df, dr) in DIAG + ORTHO:
        over = (sq[0] + df, sq[1] + dr)
        land = (sq[0] + 2 * df, sq[1] + 2 * dr)
        if not on_board(*land):
            continue
        p = board.get(over)
        if p is None or p[0] == player or over in taken:
            continue
        if land in board:
            continue
        yield over, [land]


def king_jumps(board, player, sq, taken):
    for (df, dr) in DIAG + ORTHO:
        f, r = sq[0] + df, sq[1] + dr
        while on_board(f, r) and (f, r) not in board:
            f, r = f + df, r + dr
        if not on_board(f, r):
            continue
        over = (f, r)
        p = board[over]
        if p[0] == player or over in taken:
            continue
        lands = []
        f, r = f + df, r + dr
        while on_board(f, r) and (f, r) not in board:
            lands.append((f, r))
            f, r = f + df, r + dr
        if lands:
            yield over, lands


def captures_from(board, player, sq, kind):
    """Every complete capture of the piece on sq: (landing, taken list)."""
    out = []
    piece = board.pop(sq)
    jumps = king_jumps if kind == "king" else man_jumps

    def go(at, taken):
        more = False
        for over, lands in jumps(board, player, at, taken):
            for land in lands:
                more = True
                go(land, taken + [over])
        if not more and taken:
            out.append((at, taken))

    go(sq, [])
    board[sq] = piece
    return out


def value(board, taken):
    kings = sum(1 for t in taken if board[t][1] == "king")
    men = len(taken) - kings
    return (men + 2 * kings, -kings)


def legal_moves(pos):
    """Moves as (from, to, taken tuple)."""
    board, me = pos.board, pos.turn
    caps = []
    for sq, (pl, kind) in list(board.items()):
        if pl != me:
            continue
        for to, taken in captures_from(board, me, sq, kind):
            caps.append((value(board, taken), kind == "king", sq, to, frozenset(taken)))
    if caps:
        best = max((v, k) for v, k, *_ in caps)
        moves = {(sq, to, taken) for v, k, sq, to, taken in caps if (v, k) == best}
        return sorted(moves, key=lambda m: (m[0], m[1], sorted(m[2])))
    moves = []
    has_men = any(pl == me and kind == "man" for pl, kind in board.values())
    tired, count = pos.quiet[me]
    for sq, (pl, kind) in board.items():
        if pl != me:
            continue
        if kind == "man":
            for df in (1, -1):
                to = (sq[0] + df, sq[1] + forward(me))
                if on_board(*to) and to not in board:
                    moves.append((sq, to, frozenset()))
        else:
            if has_men and sq == tired and count >= KING_LIMIT:
                continue
            for df, dr in DIAG:
                f, r = sq[0] + df, sq[1] + dr
                while on_board(f, r) and (f, r) not in board:
                    moves.append((sq, (f, r), frozenset()))
                    f, r = f + df, r + dr
    return moves


def make(pos, m):
    sq, to, taken = m
    board, me = pos.board, pos.turn
    undo = (dict((t, board[t]) for t in taken), board[sq], pos.quiet[me], pos.since)
    pl, kind = board.pop(sq)
    pos.since = 0 if taken or kind == "man" else pos.since + 1
    for t in taken:
        del board[t]
    if kind == "king" and not taken:
        tired, count = pos.quiet[me]
        pos.quiet[me] = (to, count + 1 if tired == sq else 1)
    else:
        pos.quiet[me] = (None, 0)
    if kind == "man" and to[1] == far_rank(me):
        kind = "king"
    board[to] = (pl, kind)
    pos.turn = other(me)
    return undo


def unmake(pos, m, undo):
    sq, to, taken = m
    gone, piece, quiet, since = undo
    pos.since = since
    pos.turn = other(pos.turn)
    del pos.board[to]
    pos.board[sq] = piece
    pos.board.update(gone)
    pos.quiet[pos.turn] = quiet


def drawn(pos):
    """Whether an endgame draw holds: no men, two kings against one after
    14 plies, one king each after 4."""
    kinds = list(pos.board.values())
    if any(kind == "man" for _, kind in kinds):
        return False
    kings = sorted(sum(1 for pl, _ in kinds if pl == p) for p in "wb")
    return (kings == [1, 2] and pos.since >= 14) or (kings == [1, 1] and pos.since >= 4)


def perft(pos, depth):
    if drawn(pos):
        return 0
    moves = legal_moves(pos)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        u = make(pos, m)
        total += perft(pos, depth - 1)
        unmake(pos, m, u)
    return total


def random_position(rng):
    squares = [(f, r) for f in range(N) for r in range(N) if playable(f, r)]
    rng.shuffle(squares)
    board = {}
    for player in ("w", "b"):
        men, kings = rng.randint(1, 6), rng.randint(1, 2)
        for _ in range(men):
            while True:
                sq = squares.pop()
                if sq[1] != far_rank(player):
                    break
            board[sq] = (player, "man")
        for _ in range(kings):
            board[squares.pop()] = (player, "king")
    return Pos(board, rng.choice("wb"))


def position_text(pos):
    parts = []
    for player, word in (("w", "white"), ("b", "black")):
        for kind in ("man", "king"):
            sqs = sorted(
                (sq for sq, p in pos.board.items() if p == (player, kind)),
                key=lambda s: (s[1], s[0]),
            )
            if sqs:
                parts.append(f"{word} {kind}: " + ", ".join(name(s) for s in sqs))
    if pos.since:
        parts.append(f"plies {pos.since} since {pos.since}")
    parts.append("turn " + ("white" if pos.turn == "w" else "black"))
    return "  ".join(parts)


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    pos = start()
    print("start:", [perft(pos, d) for d in range(1, depth + 1)])
    rng = random.Random(2026)
    for _ in range(16):
        p = random_position(rng)
        print(f'("{position_text(p)}", {[perft(p, d) for d in range(1, 5)]}),')
    # Endgames of kings only, near the draw (seed 35), perft 1..5.
    rng = random.Random(35)
    for i in range(8):
        p = king_ending(rng, 1 if i < 3 else 2, 10 + i % 4 if i >= 3 else i)
        print(f'("{position_text(p)}", {[perft(p, d) for d in range(1, 6)]}),')


def king_ending(rng, white_kings, since):
    """Kings only: `white_kings` white kings against one black king, the
    draw count at `since`."""
    squares = [(f, r) for f in range(N) for r in range(N) if playable(f, r)]
    rng.shuffle(squares)
    board = {squares.pop(): ("w", "king") for _ in range(white_kings)}
    board[squares.pop()] = ("b", "king")
    pos = Pos(board, rng.choice("wb"))
    pos.since = since
    return pos


if __name__ == "__main__":
    main()
