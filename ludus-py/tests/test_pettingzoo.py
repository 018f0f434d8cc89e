"""PettingZoo's own API and seed tests on every game of games/."""

import pytest

pettingzoo = pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test  # noqa: E402

from conftest import CHANCE_GAMES, GAMES, game_id  # noqa: E402
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


@pytest.mark.parametrize("path", CHANCE_GAMES, ids=game_id)
def test_agents_never_see_a_chance_node(path):
    """The environment rolls inside reset and step: every agent selected
    has a decision, its info and its observation show the dice."""
    import numpy as np

    e = env(path)
    e.reset(seed=4)
    rng = np.random.default_rng(4)
    decisions = 0
    for agent in e.agent_iter(max_iter=3000):
        obs, reward, term, trunc, info = e.last()
        if term or trunc:
            e.step(None)
            continue
        assert not e.state.is_chance_node()
        assert e.state.current_player() == e.possible_agents.index(agent)
        dice = info["dice"]
        assert dice is not None and dice == e.state.dice()
        assert tuple(obs["observation"][-3:-1]) == dice
        if info["rolls"]:
            a, b = dice
            assert info["rolls"][-1] in (f"roll {a}-{b}", f"roll {a}")
        e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        decisions += 1
    assert decisions > 50
