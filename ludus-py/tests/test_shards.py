"""The shards of an analysis from Python, without Ray: the rule files as
texts (with the files they extend), a shard played from them, and the
merge into the report of ``ludus analyze``, byte for byte; a bad merge is
a ValueError naming the shard."""

import subprocess

import pytest

import ludus
from conftest import ROOT, ludus_bin

CHECKERS = str(ROOT / "games" / "checkers.game")
LIGA_2P = str(ROOT / "games" / "liga-2p.game")


def cli(*args):
    exe = ludus_bin()
    if exe is None:
        pytest.skip("no ludus binary (set LUDUS_BIN or build one)")
    return subprocess.run([exe, *args], check=True, capture_output=True, text=True).stdout


def test_rule_files_are_the_file_then_the_files_it_extends():
    files = ludus._ludus.rule_files(LIGA_2P)
    assert [p for p, _ in files] == [LIGA_2P, str(ROOT / "games" / "liga.game")]
    assert files[1][1] == (ROOT / "games" / "liga.game").read_text()
    with pytest.raises(OSError):
        ludus._ludus.rule_files(str(ROOT / "games" / "no-such.game"))


def test_shards_merged_in_python_are_the_cli_report(tmp_path):
    files = ludus._ludus.rule_files(LIGA_2P)
    shards = [
        (f"s{k}", ludus._ludus.analyze_shard(files, 9, 4, ["1=mcts:1"], k, 3, 300))
        for k in (3, 1, 2)
    ]
    text, js, svg = ludus._ludus.analyze_merge(files, shards)
    out = tmp_path / "cli.svg"
    common = [LIGA_2P, "--games", "9", "--seed", "4", "--seat", "1=mcts:1", "--max-plies", "300"]
    assert js + "\n" == cli("analyze", *common, "--json", "--svg", str(out))
    assert svg == out.read_text()
    assert text == cli("analyze", *common)


def test_a_bad_merge_is_a_value_error_naming_the_shard():
    files = ludus._ludus.rule_files(CHECKERS)
    one = ludus._ludus.analyze_shard(files, 10, 1, [], 1, 2)
    with pytest.raises(ValueError, match=r"shard 2/2 \(games 5 to 9\) is missing"):
        ludus._ludus.analyze_merge(files, [("part-1", one)])
    other = ludus._ludus.analyze_shard(files, 10, 2, [], 2, 2)
    with pytest.raises(ValueError, match=r"part-2: its seed is 2, but part-1's is 1"):
        ludus._ludus.analyze_merge(files, [("part-1", one), ("part-2", other)])
    liga = ludus._ludus.rule_files(LIGA_2P)
    with pytest.raises(ValueError, match="part-1: a shard of another game text"):
        ludus._ludus.analyze_merge(liga, [("part-1", one)])
    with pytest.raises(ValueError, match="no player `nobody`"):
        ludus._ludus.analyze_shard(files, 10, 1, ["nobody=random"], 1, 2)
