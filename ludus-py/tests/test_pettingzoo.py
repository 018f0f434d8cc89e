"""PettingZoo's own API and seed tests on every game of games/."""

import pytest

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from conftest import GAMES, game_id  # noqa: E402
from ludus.pettingzoo import env  # noqa: E402


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_api_test(path, capsys):
    api_test(env(path, render_mode="ansi"), num_cycles=300)
    out = capsys.readouterr().out
    with capsys.disabled():
        print(f"\n{game_id(path)}: {out.strip().splitlines()[-1]}")
    assert "Passed" in out


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_seed_test(path):
    seed_test(lambda: env(path, render_mode="ansi"), num_cycles=100)


def test_a_game_to_the_end_rewards_every_seat():
    import numpy as np

    e = env(GAMES[0])
    e.reset(seed=3)
    rng = np.random.default_rng(0)
    total = {a: 0.0 for a in e.possible_agents}
    removed = []
    for agent in e.agent_iter(max_iter=100000):
        obs, reward, term, trunc, info = e.last()
        total[agent] += reward
        if term or trunc:
            removed.append(agent)
            e.step(None)
        else:
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert sorted(removed) == sorted(e.possible_agents)
    assert e.agents == []
    r = sorted(total.values())
    assert r in ([0.0, 0.0], [-1.0, 1.0])
