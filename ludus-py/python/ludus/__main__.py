"""``python -m ludus bench [FILES...]``: steps per second of random play,
per game: the Python loop (legal actions + apply), the same with the
observation each step, and the Rust loop; with ``--pyspiel``, OpenSpiel's
own checkers and chess by the same Python loop.

``python -m ludus analyze FILE --ray [ADDRESS] ...``: ``ludus analyze``
on a Ray cluster (``ludus.ray.analyze``), with the command line's flags;
without ``--ray``, in this process (one shard)."""

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
                p = s.current_player()
                if p >= 0:  # not a chance node (the dice to roll)
                    s.observation_tensor(p)
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


def analyze(args):
    if args.ray is None:
        files = ludus._ludus.rule_files(args.file)
        shard = ludus._ludus.analyze_shard(
            files, args.games, args.seed, args.seat, 1, 1, args.max_plies, args.lead,
            args.second_search,
        )
        text, js, svg = ludus._ludus.analyze_merge(files, [("this process", shard)])
    else:
        from ludus import ray as ludus_ray

        a = ludus_ray.analyze(
            args.file,
            games=args.games,
            seed=args.seed,
            seats=args.seat,
            address=None if args.ray == "local" else args.ray,
            max_plies=args.max_plies,
            lead=args.lead,
            second_search=args.second_search,
            batch_size=args.batch_size,
        )
        text, js, svg = a.text, a.json, a.svg
        if args.tasks:
            for node, n in sorted(a.tasks_per_node.items()):
                print(f"node {node}: {n} tasks", file=sys.stderr)
    if args.svg:
        with open(args.svg, "w", encoding="utf-8") as f:
            f.write(svg)
    if args.json:
        print(js)
    else:
        sys.stdout.write(text)


def analyze_parser(sub):
    a = sub.add_parser("analyze", help="ludus analyze, on a Ray cluster with --ray")
    a.add_argument("file", help="the .game file")
    a.add_argument(
        "--ray", nargs="?", const="local", default=None, metavar="ADDRESS",
        help="run on Ray: a local Ray without ADDRESS, else `auto` or ray://host:10001",
    )
    a.add_argument("--games", type=int, default=1000, help="number of games (default 1000)")
    a.add_argument("--seed", type=int, default=1, help="seed of the analysis (default 1)")
    a.add_argument(
        "--seat", action="append", default=[], metavar="PLAYER=KIND",
        help="who plays a seat, as for ludus analyze (random, mcts, mcts:N)",
    )
    a.add_argument("--max-plies", type=int, default=10_000, help="stop a game after N plies")
    a.add_argument("--lead", default=None, help="how the lead is measured (none, pieces, counters)")
    a.add_argument("--second-search", action="store_true", help="search MCTS decisions twice")
    a.add_argument("--json", action="store_true", help="print the report as JSON")
    a.add_argument("--svg", metavar="OUT.svg", help="write the plots to this file")
    a.add_argument("--batch-size", type=int, default=None, help="games per Ray task")
    a.add_argument("--tasks", action="store_true", help="print the Ray tasks run per node")


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m ludus")
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bench", help="steps/s of random play per game")
    b.add_argument("files", nargs="*", help=".game files (default: games/*.game)")
    b.add_argument("--seconds", type=float, default=2.0, help="time per measure")
    b.add_argument("--pyspiel", action="store_true", help="also OpenSpiel's checkers and chess")
    analyze_parser(sub)
    args = p.parse_args(argv)
    if args.cmd == "bench":
        bench(args)
    elif args.cmd == "analyze":
        try:
            analyze(args)
        except (ValueError, OSError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
