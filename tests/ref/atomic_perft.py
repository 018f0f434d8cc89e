#!/usr/bin/env python3
"""Perft of Atomic chess by python-chess (chess.variant.AtomicBoard,
python-chess 1.11.2, `pip install chess==1.11.2`): a reference written
apart from ludus, in another language. (Debian's Fairy-Stockfish 11.1 has
no `atomic` variant: asked for it, it plays plain chess.)

python-chess's rules: a capture removes the captured piece, the capturing
piece and every piece but pawns on the eight squares around the capture
square (en passant: around the capturing pawn's landing); a move is legal if
a king of the mover's remains, and either no enemy king remains or the
mover's king is not in check, where kings side by side are never in check;
castling may pass squares next to the enemy king; no moves once a king is
gone; a game drawn by insufficient material
(`AtomicBoard.is_insufficient_material()`) ends after the move that makes it.

Usage: python3 tests/ref/atomic_perft.py [DEPTH] [fixed]
prints, for each position below and for 12 positions reached by seeded
random play from the start (not with `fixed`), its FEN and perft 1..DEPTH (default 3). The
figures are frozen in tests/atomic_perft.rs.
"""

import random
import sys

import chess
import chess.variant

POSITIONS = [
    # The start.
    chess.STARTING_FEN,
    # Kiwipete: castling both ways, pins, captures beside the kings.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    # Kings side by side: no check between them, a queen may not take
    # beside its own king.
    "8/8/2r5/3kK3/8/8/2Q5/8 w - - 0 1",
    # En passant beside the kings.
    "8/8/8/2kpP3/8/8/8/4K3 w - d6 0 1",
    # A capture that blows up the enemy king answers a check.
    "4k3/8/8/8/8/8/3q4/R3K3 w Q - 0 1",
    # A promotion by capture beside the enemy king.
    "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",
    # Castling past a square next to the enemy king, rooks to blow up.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    # A check by a knight that the king cannot take.
    "4k3/8/8/8/8/3n4/8/4K3 w - - 0 1",
]


def perft(board, depth):
    if depth == 0:
        return 1
    moves = list(board.legal_moves)
    if depth == 1:
        return len(moves)
    n = 0
    for m in moves:
        board.push(m)
        # A game drawn by insufficient material ends after the move (ludus's
        # `after move …: draw "insufficient material"`): nothing below.
        if not board.is_insufficient_material():
            n += perft(board, depth - 1)
        board.pop()
    return n


def random_positions(count, seed=34):
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        b = chess.variant.AtomicBoard()
        plies = rng.randrange(8, 40)
        for _ in range(plies):
            moves = list(b.legal_moves)
            if not moves:
                break
            # Prefer captures, so that the positions have had explosions.
            caps = [m for m in moves if b.is_capture(m)]
            b.push(rng.choice(caps if caps and rng.random() < 0.6 else moves))
        if b.legal_moves.count() > 0:
            out.append(b.fen())
    return out


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    fens = POSITIONS if "fixed" in sys.argv[2:] else POSITIONS + random_positions(12)
    for fen in fens:
        b = chess.variant.AtomicBoard(fen)
        print(fen, [perft(b, d) for d in range(1, depth + 1)])


if __name__ == "__main__":
    main()
