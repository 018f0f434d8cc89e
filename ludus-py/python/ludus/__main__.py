"""``python -m ludus bench [FILES...]``: steps per second of random play,
per game: the Python loop (legal actions + apply), the same with the
observation each step, and the Rust loop; with ``--pyspiel``, OpenSpiel's
own checkers and chess by the same Python loop."""

import argparse
import pathlib
import random
import sys
import time

import ludus


def python_loop(game, seconds, observe=False, seed=0):
    """Random steps (legal_actions + apply_action) for about `seconds`."""
    rng = random.Random(seed)
    steps = 0
    games = 0
    game.new_initial_state().observation_tensor(0)  # imports NumPy: not timed
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = game.new_initial_state(seed=games)
        games += 1
        n = 0
        while not s.is_terminal() and n < 1000:
            if observe:
                s.observation_tensor(s.current_player())
            acts = s.legal_actions()
            s.apply_action(acts[rng.randrange(len(acts))])
            n += 1
        steps += n
    return steps / (time.perf_counter() - t0)


def rust_loop(game, seconds):
    games, steps, t0 = 1, 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        _, n = game.rust_playouts(games, 1000, seed=games)
        steps += n
        games *= 2
    return steps / (time.perf_counter() - t0)


def pyspiel_loop(name, seconds, observe=False, seed=0):
    import pyspiel

    game = pyspiel.load_game(name)
    rng = random.Random(seed)
    steps, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        s = game.new_initial_state()
        n = 0
        while not s.is_terminal() and n < 1000:
            if observe:
                s.observation_tensor(s.current_player())
            acts = s.legal_actions()
            s.apply_action(acts[rng.randrange(len(acts))])
            n += 1
        steps += n
    return steps / (time.perf_counter() - t0)


def bench(args):
    files = args.files
    if not files:
        # games/ of the working directory, else of the checkout this
        # package was built from (an editable install).
        for root in (pathlib.Path.cwd(), pathlib.Path(__file__).resolve().parents[3]):
            files = sorted(str(p) for p in (root / "games").glob("*.game"))
            if files:
                break
    if not files:
        sys.exit("no games: give .game files, or run from a ludus checkout")
    print(f"{'game':<22}{'python':>12}{'python+obs':>14}{'rust':>14}   steps/s")
    for f in files:
        g = ludus.load(f)
        py = python_loop(g, args.seconds)
        obs = python_loop(g, args.seconds, observe=True)
        rs = rust_loop(g, args.seconds)
        print(f"{pathlib.Path(f).stem:<22}{py:>12,.0f}{obs:>14,.0f}{rs:>14,.0f}", flush=True)
    if args.pyspiel:
        try:
            import pyspiel  # noqa: F401
        except ImportError:
            print("pyspiel: not installed (pip install open_spiel)")
            return
        for name in ("checkers", "chess"):
            py = pyspiel_loop(name, args.seconds)
            obs = pyspiel_loop(name, args.seconds, observe=True)
            print(f"{'pyspiel ' + name:<22}{py:>12,.0f}{obs:>14,.0f}{'':>14}", flush=True)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m ludus")
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bench", help="steps/s of random play per game")
    b.add_argument("files", nargs="*", help=".game files (default: games/*.game)")
    b.add_argument("--seconds", type=float, default=2.0, help="time per measure")
    b.add_argument("--pyspiel", action="store_true", help="also OpenSpiel's checkers and chess")
    args = p.parse_args(argv)
    if args.cmd == "bench":
        bench(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
