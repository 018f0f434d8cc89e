"""``ludus analyze`` and self-play spread over a Ray cluster.

The rules travel as text (the file and the files it ``extends``), each
batch of game indices is a Ray task (``num_cpus=1``) that plays a shard of
the analysis, and the shards are merged by index into the report by the
same code as ``ludus analyze --merge``: the text, JSON and SVG of one run
of ``ludus analyze``, byte for byte, whatever the cluster. See
docs/analyze.md, "Beyond one machine".

>>> import ludus.ray
>>> a = ludus.ray.analyze("games/checkers.game", games=2000, seed=7)
>>> print(a.text)

``address=None`` starts a local Ray (or joins the one ``ray start`` runs on
this machine); ``"auto"`` or ``"ray://host:10001"`` runs on a cluster.
"""

import math
import os
import sys
import time
from dataclasses import dataclass, field

from . import _ludus

__all__ = ["Analysis", "Played", "analyze", "play", "seat_specs"]


@dataclass
class Analysis:
    """The report of an analysis, as ``ludus analyze`` gives it."""

    #: The text table (``ludus analyze``).
    text: str
    #: The JSON (``ludus analyze --json``, without the final newline).
    json: str
    #: The plots (``ludus analyze --svg``).
    svg: str
    #: Tasks run per Ray node id.
    tasks_per_node: dict = field(default_factory=dict)
    #: Seconds from the first task submitted to the merged report.
    seconds: float = 0.0

    def report(self):
        """The report as a Python value (``json.loads`` of :attr:`json`)."""
        import json

        return json.loads(self.json)


@dataclass
class Played:
    """What :func:`play` wrote."""

    #: The record files, in game order.
    files: list
    tasks_per_node: dict = field(default_factory=dict)
    seconds: float = 0.0


def seat_specs(seats):
    """``--seat`` specs from ``["black=mcts:200"]`` or ``{"black": "mcts:200"}``."""
    if seats is None:
        return []
    if isinstance(seats, dict):
        return [f"{who}={kind}" for who, kind in seats.items()]
    if isinstance(seats, str):
        return [seats]
    return list(seats)


def _init(address, runtime_env):
    """Connects to Ray (starting a local one for ``address=None``) unless
    this process already is."""
    import ray

    if ray.is_initialized():
        return ray
    kwargs = {"log_to_driver": False}
    if runtime_env is not None:
        kwargs["runtime_env"] = runtime_env
    if address is not None:
        kwargs["address"] = address
    ray.init(**kwargs)
    return ray


def _batches(games, batch_size, cpus):
    """How many tasks: ``batch_size`` games each, or else about four per CPU
    of the cluster (so that a slow batch does not leave CPUs idle), at most
    one per game."""
    if batch_size is None:
        count = max(1, 4 * max(1, int(cpus)))
    else:
        if batch_size < 1:
            raise ValueError("batch_size must be at least 1")
        count = math.ceil(games / batch_size)
    return max(1, min(games, count))


class _Progress:
    """Games done out of all, on stderr (a line redrawn), when shown."""

    def __init__(self, total, shown):
        self.total, self.done, self.shown = total, 0, shown
        self.t0 = time.perf_counter()

    def add(self, n):
        self.done += n
        if self.shown:
            rate = self.done / max(1e-9, time.perf_counter() - self.t0)
            sys.stderr.write(f"\r{self.done}/{self.total} games, {rate:,.0f} games/s")
            sys.stderr.flush()

    def close(self):
        if self.shown:
            sys.stderr.write("\n")


def _run_tasks(ray, task, calls, sizes, progress):
    """Runs ``task`` on each argument tuple of ``calls`` (``sizes[i]``
    games each): the results in call order and the tasks per node."""
    refs = [task.remote(*c) for c in calls]
    where = {ref: i for i, ref in enumerate(refs)}
    results = [None] * len(refs)
    per_node = {}
    bar = _Progress(sum(sizes), sys.stderr.isatty() if progress is None else progress)
    pending = list(refs)
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                node, value = ray.get(ref)
                i = where[ref]
                results[i] = value
                per_node[node] = per_node.get(node, 0) + 1
                bar.add(sizes[i])
    finally:
        bar.close()
    return results, per_node


def _remote(ray, f):
    """``f`` as a Ray task of one CPU, spread over the nodes (the default
    packs short tasks on the driver's node while its CPUs free up in time)."""
    return ray.remote(num_cpus=1, scheduling_strategy="SPREAD")(f)


def _node():
    import ray

    return ray.get_runtime_context().get_node_id()


def _shard_task(files, games, seed, seats, index, count, max_plies, lead, second_search):
    text = _ludus.analyze_shard(
        files, games, seed, seats, index, count, max_plies, lead, second_search
    )
    return _node(), text


def _records_task(files, first, end, seed, seats, max_plies):
    return _node(), _ludus.play_records(files, first, end, seed, seats, max_plies)


def analyze(
    path,
    games=1000,
    seed=1,
    seats=None,
    address=None,
    *,
    max_plies=10_000,
    lead=None,
    second_search=False,
    batch_size=None,
    runtime_env=None,
    progress=None,
):
    """Analyses ``games`` seeded games of the ``.game`` file ``path`` on
    Ray, as ``ludus analyze FILE --games N --seed S --seat ...`` does on one
    machine, and gives the same report (:class:`Analysis`).

    ``seats``: ``--seat`` specs (``["black=mcts:200"]``) or a dict
    (``{"black": "mcts:200"}``); every seat is random unless given.
    ``batch_size``: games per task (default: about four tasks per CPU of
    the cluster). ``runtime_env``: given to ``ray.init`` (how the package
    reaches the workers of a cluster without it installed, e.g.
    ``{"py_modules": [ludus]}``). ``progress``: show games done on stderr
    (default: when stderr is a terminal).
    """
    files = _ludus.rule_files(os.fspath(path))
    specs = seat_specs(seats)
    if games < 1:
        raise ValueError("games must be at least 1")
    ray = _init(address, runtime_env)
    count = _batches(games, batch_size, ray.cluster_resources().get("CPU", 1))
    task = _remote(ray, _shard_task)
    files_ref = ray.put(files)
    calls = [
        (files_ref, games, seed, specs, k, count, max_plies, lead, second_search)
        for k in range(1, count + 1)
    ]
    sizes = [(k * games // count) - ((k - 1) * games // count) for k in range(1, count + 1)]
    t0 = time.perf_counter()
    shards, per_node = _run_tasks(ray, task, calls, sizes, progress)
    names = [f"task {k}/{count}" for k in range(1, count + 1)]
    text, js, svg = _ludus.analyze_merge(files, list(zip(names, shards)))
    return Analysis(text, js, svg, per_node, time.perf_counter() - t0)


def play(
    path,
    games=100,
    seed=1,
    seats=None,
    out="records",
    address=None,
    *,
    max_plies=10_000,
    batch_size=None,
    runtime_env=None,
    progress=None,
):
    """Plays ``games`` seeded games of ``path`` between computer seats on
    Ray and writes each as a game record (``ludus-record/1``, what ``ludus
    replay FILE RECORD`` reads) to ``out/game-NNNNNN.json``, N the game's
    index; game i is game i of ``analyze`` with the same seed and seats.
    Each batch of indices is a task; the records come back to this process,
    which writes them (``out`` need exist only here). Gives a :class:`Played`."""
    files = _ludus.rule_files(os.fspath(path))
    specs = seat_specs(seats)
    if games < 1:
        raise ValueError("games must be at least 1")
    os.makedirs(out, exist_ok=True)
    ray = _init(address, runtime_env)
    count = _batches(games, batch_size, ray.cluster_resources().get("CPU", 1))
    task = _remote(ray, _records_task)
    files_ref = ray.put(files)
    bounds = [((k - 1) * games // count, k * games // count) for k in range(1, count + 1)]
    calls = [(files_ref, a, b, seed, specs, max_plies) for a, b in bounds]
    t0 = time.perf_counter()
    batches, per_node = _run_tasks(ray, task, calls, [b - a for a, b in bounds], progress)
    written = []
    width = max(6, len(str(games - 1)))
    for (a, _), records in zip(bounds, batches):
        for i, text in enumerate(records, start=a):
            p = os.path.join(out, f"game-{i:0{width}d}.json")
            with open(p, "w", encoding="utf-8") as f:
                f.write(text)
            written.append(p)
    return Played(written, per_node, time.perf_counter() - t0)
