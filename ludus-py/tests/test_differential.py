"""Differential: seeded random games played through Python (by actions)
against the `ludus` binary (`ludus moves --json`): the same legal moves
every 10 plies of the first 200, and at the end the same result."""

import json
import random
import subprocess

import pytest

import ludus
from conftest import GAMES, game_id, ludus_bin

GAMES_PER_FILE = 20
CHECKED_PLIES = 200
MAX_PLIES = 5000
EVERY = 10

BIN = ludus_bin()


def cli_moves(path, seed, played):
    args = [BIN, "moves", path, "--json", "--deal-seed", str(seed)]
    if played:
        args.append("--moves=" + ",".join(played))
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


@pytest.mark.skipif(BIN is None, reason="no ludus binary: build it (cargo build) or set LUDUS_BIN")
@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_python_matches_the_cli(path):
    g = ludus.load(path)
    ended = 0
    for seed in range(GAMES_PER_FILE):
        rng = random.Random(seed)
        s = g.new_initial_state(seed=seed)
        while True:
            done = s.is_terminal() or s.plies >= MAX_PLIES
            early = s.plies < CHECKED_PLIES and s.plies % EVERY == 0
            if (early and not s.partial_actions()) or done:
                cli = cli_moves(path, seed, s.history())
                assert sorted(cli["moves"]) == sorted(s.legal_moves()), (seed, s.plies)
                assert cli["to_move"] == g.players[s.to_move()]
                o = s.outcome()
                if o is None:
                    assert cli["result"] is None
                else:
                    assert cli["result"] == {
                        "winner": o["winner"],
                        "reason": o["reason"],
                        "label": o["label"],
                    }
            if done:
                ended += s.is_terminal()
                break
            s.apply_action(int(rng.choice(s.legal_actions())))
    assert ended > 0, "no game reached its end: no result compared"
