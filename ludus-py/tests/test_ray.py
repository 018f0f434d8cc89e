"""``ludus.ray`` on a local Ray (skipped without Ray: ``pip install ray``):
the report of an analysis spread over Ray tasks is ``ludus analyze``'s,
byte for byte (text, JSON, SVG); ``python -m ludus analyze --ray`` too;
``ludus.ray.play`` writes records that ``ludus replay`` replays."""

import json
import os
import subprocess
import sys

import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install ray)")

import ludus.ray  # noqa: E402
from conftest import ROOT, ludus_bin  # noqa: E402

CHECKERS = str(ROOT / "games" / "checkers.game")
LIGA_2P = str(ROOT / "games" / "liga-2p.game")


def cli(*args):
    exe = ludus_bin()
    if exe is None:
        pytest.skip("no ludus binary (set LUDUS_BIN or build one)")
    return subprocess.run([exe, *args], check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def local_ray():
    """One local Ray of two CPUs for the tests of this file."""
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


def test_python_m_ludus_analyze_ray_is_ludus_analyze_byte_for_byte():
    # Its own process, its own local Ray (address None), as a user runs it.
    args = [CHECKERS, "--games", "2000", "--seed", "7", "--json"]
    env = dict(os.environ, RAY_ADDRESS="")
    py = subprocess.run(
        [sys.executable, "-m", "ludus", "analyze", *args, "--ray"],
        check=True, capture_output=True, text=True, env=env, cwd=ROOT,
    ).stdout
    assert py == cli("analyze", *args)
    assert json.loads(py)["games"] == 2000


def test_the_report_text_json_and_svg_are_the_cli_s(local_ray, tmp_path):
    a = ludus.ray.analyze(
        LIGA_2P, games=40, seed=3, seats={"2": "random"}, max_plies=300, lead="none",
        batch_size=7,
    )
    # 40 games in tasks of 7: six tasks, all on this machine's one node.
    assert sum(a.tasks_per_node.values()) == 6
    out = tmp_path / "cli.svg"
    common = [LIGA_2P, "--games", "40", "--seed", "3", "--max-plies", "300", "--lead", "none"]
    assert a.json + "\n" == cli("analyze", *common, "--json", "--svg", str(out))
    assert a.svg == out.read_text()
    assert a.text == cli("analyze", *common)
    assert a.report()["lead"] == "not measured"


def test_bad_options_are_value_errors(local_ray):
    with pytest.raises(ValueError, match="no player `nobody`"):
        ludus.ray.analyze(CHECKERS, games=4, seats=["nobody=random"])
    with pytest.raises(ValueError, match="games must be at least 1"):
        ludus.ray.analyze(CHECKERS, games=0)


@pytest.mark.parametrize("path", [CHECKERS, str(ROOT / "games" / "liga.game")])
def test_played_records_replay_with_ludus_replay(local_ray, tmp_path, path):
    out = tmp_path / "records"
    played = ludus.ray.play(path, games=6, seed=2, out=str(out), batch_size=2)
    assert [os.path.basename(f) for f in played.files] == [f"game-{i:06d}.json" for i in range(6)]
    assert sum(played.tasks_per_node.values()) == 3
    for f in played.files:
        rec = json.loads(open(f, encoding="utf-8").read())
        assert rec["format"] == "ludus-record/1" and rec["moves"]
        verdict = json.loads(cli("replay", path, f, "--json"))
        assert verdict["verdict"]["legal"], (f, verdict)
        assert verdict["result"] == rec["result"], f
    # Game i of play is game i of an analysis: the same length.
    a = ludus.ray.analyze(path, games=6, seed=2, batch_size=3)
    plies = [len(json.loads(open(f).read())["moves"]) for f in played.files]
    mean = a.report()["rows"]
    row = next(r for r in mean if r["key"] == "plies")
    assert abs(row["stat"]["mean"]["mean"] - sum(plies) / 6) < 1e-9, (row, plies)
