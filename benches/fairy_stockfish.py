#!/usr/bin/env python3
"""Perft speed of ludus and Fairy-Stockfish side by side, in one run.

Usage: python3 benches/fairy_stockfish.py [LUDUS] [--fsf PATH] [--runs N]
       [VARIANT:DEPTH ...]

LUDUS is a release binary (default target/release/ludus); Fairy-Stockfish is
Debian's `fairy-stockfish` package (default /usr/games/fairy-stockfish). The
default variants are chess 6, crazyhouse 6, shogi 5 and xiangqi 5.

Both count the same way: Fairy-Stockfish's `go perft N` counts the last ply
in bulk (`perft()` in its src/search.cpp adds `MoveList<LEGAL>(pos).size()`
at depth 2 without making those moves), so ludus runs `perft --bulk`, which
lists the last ply's legal moves without applying them. Each program runs
the variant's start position on one thread; the nodes per second of the
best of N runs are printed, with the counts (which must agree).
"""

import json
import subprocess
import sys
import time

DEFAULT = ["chess:6", "crazyhouse:6", "shogi:5", "xiangqi:5"]


def fsf(path, variant, depth):
    p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    p.stdin.write(f"uci\nsetoption name UCI_Variant value {variant}\n"
                  "position startpos\nisready\n")
    p.stdin.flush()
    while "readyok" not in p.stdout.readline():
        pass
    start = time.perf_counter()
    p.stdin.write(f"go perft {depth}\n")
    p.stdin.flush()
    for line in p.stdout:
        if line.startswith("Nodes searched"):
            seconds = time.perf_counter() - start
            p.kill()
            return int(line.split()[-1]), seconds
    raise RuntimeError("fairy-stockfish printed no node count")


def ludus(path, variant, depth):
    out = subprocess.run([path, "perft", f"games/{variant}.game", str(depth), "--bulk", "--json"],
                         check=True, capture_output=True, text=True).stdout
    j = json.loads(out)
    return j["counts"][-1], j["seconds"]


def main(argv):
    binary, engine, runs, specs = "target/release/ludus", "/usr/games/fairy-stockfish", 1, []
    it = iter(argv)
    for a in it:
        if a == "--fsf":
            engine = next(it)
        elif a == "--runs":
            runs = int(next(it))
        elif ":" in a:
            specs.append(a)
        else:
            binary = a
    print(f"{'game':<12} {'depth':>5} {'nodes':>12} {'ludus M/s':>10} {'FSF M/s':>8} {'ratio':>6}")
    for spec in specs or DEFAULT:
        variant, depth = spec.split(":")
        n1, t1 = min((ludus(binary, variant, depth) for _ in range(runs)), key=lambda r: r[1])
        n2, t2 = min((fsf(engine, variant, depth) for _ in range(runs)), key=lambda r: r[1])
        if n1 != n2:
            sys.exit(f"{variant} {depth}: ludus counts {n1}, Fairy-Stockfish {n2}")
        print(f"{variant:<12} {depth:>5} {n1:>12} {n1 / t1 / 1e6:>10.2f} {n2 / t2 / 1e6:>8.2f} "
              f"{t2 / t1:>6.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
