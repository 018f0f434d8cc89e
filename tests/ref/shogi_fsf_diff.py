#!/usr/bin/env python3
"""Shogi: ludus against Fairy-Stockfish on positions of seeded random games.

Not a reference program of its own: a driver that plays seeded random
games with ludus (`ludus moves --json`, uniform over the legal moves),
writes positions along them as SFEN (`ludus position --print-sfen`), and
counts perft 1..DEPTH of each with ludus (`ludus perft --json --fen`) and
with Fairy-Stockfish (`setoption name UCI_Variant value shogi`, `position
fen BOARD[HAND] w - - 0 N`, where Fairy-Stockfish's `w` is the first
player, `go perft N`). Prints one line per position, `SFEN|c1,c2,c3`
with Fairy-Stockfish's counts, and `MISMATCH` lines where ludus differs.

Run: python3 tests/ref/shogi_fsf_diff.py LUDUS GAMES SEED DEPTH
  (e.g. target/release/ludus 20 1 3). Used to freeze the positions of
`tests/shogi_perft.rs`.
"""
import json
import random
import re
import subprocess
import sys

GAME = "games/shogi.game"
FSF = "/usr/games/fairy-stockfish"


def ludus(binary, *args):
    out = subprocess.run([binary, *args], capture_output=True, text=True, check=True)
    return out.stdout


def fsf_fen(sfen):
    board, side, hand, number = sfen.split()
    letters = "" if hand == "-" else re.sub(
        r"(\d+)(\D)", lambda m: m.group(2) * int(m.group(1)), hand)
    return f"{board}[{letters}] {'w' if side == 'b' else 'b'} - - 0 {number}"


def fsf_counts(sfen, depth):
    p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    cmds = ["setoption name UCI_Variant value shogi", f"position fen {fsf_fen(sfen)}"]
    cmds += [f"go perft {d}" for d in range(1, depth + 1)] + ["quit"]
    out, _ = p.communicate("\n".join(cmds) + "\n")
    return [int(n) for n in re.findall(r"Nodes searched: (\d+)", out)]


def ludus_counts(binary, sfen, depth):
    out = ludus(binary, "perft", GAME, str(depth), "--json", "--fen", sfen)
    return json.loads(out)["counts"]


def random_positions(binary, games, seed):
    rng = random.Random(seed)
    for _ in range(games):
        sfen = ludus(binary, "position", GAME, "--print-sfen").strip()
        plies = rng.randrange(20, 160)
        for ply in range(plies):
            listing = json.loads(ludus(binary, "moves", GAME, "--json", "--fen", sfen))
            moves = listing.get("moves") or []
            if not moves:
                break
            move = rng.choice(moves)
            sfen = ludus(binary, "position", GAME, "--print-sfen", "--fen", sfen,
                         "--moves", move).strip()
            if ply >= 10 and rng.random() < 0.06:
                yield sfen


def main():
    binary, games, seed, depth = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    bad = 0
    for sfen in random_positions(binary, games, seed):
        want = fsf_counts(sfen, depth)
        got = ludus_counts(binary, sfen, depth)
        print(f"{sfen}|{','.join(map(str, want))}", flush=True)
        if got != want:
            bad += 1
            print(f"MISMATCH {sfen}: ludus {got}, Fairy-Stockfish {want}", flush=True)
    print(f"# {bad} mismatches")


if __name__ == "__main__":
    main()
