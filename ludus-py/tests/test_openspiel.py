"""OpenSpiel: the registered game `ludus`, on every file of games/."""

import pytest

try:
    import pyspiel
except ImportError:  # pragma: no cover - depends on the machine
    pyspiel = None

if pyspiel is None:
    pytest.skip("open_spiel is not installed (pip install open_spiel): "
                "the OpenSpiel tests are skipped", allow_module_level=True)

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402
from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.observation import make_observation  # noqa: E402

import ludus.openspiel  # noqa: E402
from conftest import CHANCE_GAMES, GAMES, ROOT, game_id  # noqa: E402


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_random_sim_test(path):
    game = ludus.openspiel.load(path)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_game_type_and_info(path):
    g = ludus.load(path)
    game = ludus.openspiel.load(path)
    t = game.get_type()
    assert t.short_name == "ludus"
    assert game.num_players() == g.num_players
    assert game.num_distinct_actions() == g.num_distinct_actions
    want = (pyspiel.GameType.Information.IMPERFECT_INFORMATION if g.hidden_information
            else pyspiel.GameType.Information.PERFECT_INFORMATION)
    assert t.information == want
    if g.has_chance:
        want = pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    elif g.has_cards:
        want = pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    else:
        want = pyspiel.GameType.ChanceMode.DETERMINISTIC
    assert t.chance_mode == want
    assert game.max_chance_outcomes() == g.max_chance_outcomes


def test_load_by_string_and_observer():
    path = str(ROOT / "games" / "checkers.game")
    game = pyspiel.load_game(f"ludus(file={path})")
    s = game.new_initial_state()
    obs = make_observation(game)
    obs.set_from(s, 0)
    planes, h, w = ludus.load(path).observation_shape
    assert obs.dict["planes"].shape == (planes, h, w)
    assert obs.dict["planes"][0].sum() == 32
    before = obs.tensor.copy()
    s.apply_action(s.legal_actions()[0])
    obs.set_from(s, 0)
    assert not np.array_equal(obs.tensor, before)
    assert "moves:" in s.information_state_string(0)


def test_mcts_bot_plays_international_draughts():
    game = ludus.openspiel.load(ROOT / "games" / "international.game")
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=20,
                       evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                       random_state=np.random.RandomState(1))
    s = game.new_initial_state()
    for _ in range(4):
        a = bot.step(s)
        assert a in s.legal_actions()
        s.apply_action(a)
    assert len(s.history()) == 4


def test_rl_environment_runs_an_episode():
    game = ludus.openspiel.load(ROOT / "games" / "checkers.game")
    env = rl_environment.Environment(game)
    ts = env.reset()
    rng = np.random.default_rng(0)
    steps = 0
    while not ts.last() and steps < 2000:
        p = ts.observations["current_player"]
        a = int(rng.choice(ts.observations["legal_actions"][p]))
        ts = env.step([a])
        steps += 1
    assert steps > 10
    assert len(ts.observations["info_state"][0]) > 0


def test_resample_from_infostate_keeps_the_information_state():
    game = ludus.openspiel.load(ROOT / "games" / "liga.game")
    s = game.new_initial_state()
    for _ in range(5):
        s.apply_action(s.legal_actions()[0])
    p = s.current_player()
    r = s.resample_from_infostate(p, None)
    assert r.information_state_string(p) == s.information_state_string(p)


@pytest.mark.parametrize("path", CHANCE_GAMES, ids=game_id)
def test_chance_nodes_as_openspiel_sees_them(path):
    game = ludus.openspiel.load(path)
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    s = game.new_initial_state()
    assert s.is_chance_node() and s.current_player() == pyspiel.PlayerId.CHANCE
    outcomes = s.chance_outcomes()
    assert len(outcomes) == game.max_chance_outcomes()
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-12
    assert s.legal_actions() == [a for a, _ in outcomes]
    assert s.action_to_string(pyspiel.PlayerId.CHANCE, outcomes[-1][0]).startswith("roll ")
    s.apply_action(outcomes[-1][0])
    assert s.current_player() == 0 and not s.is_chance_node()
    assert all(0 <= a < game.num_distinct_actions() for a in s.legal_actions())
    pyspiel.random_sim_test(game, num_sims=10, serialize=False, verbose=False)


def test_mcts_bot_plays_backgammon():
    """OpenSpiel's MCTS samples the chance nodes by their outcomes."""
    game = ludus.openspiel.load(ROOT / "games" / "backgammon.game")
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=10,
                       evaluator=mcts.RandomRolloutEvaluator(1, np.random.RandomState(0)),
                       random_state=np.random.RandomState(1))
    rng = np.random.RandomState(2)
    s = game.new_initial_state()
    moves = 0
    while moves < 4:
        if s.is_chance_node():
            actions, probs = zip(*s.chance_outcomes())
            s.apply_action(int(rng.choice(actions, p=probs)))
            continue
        a = bot.step(s)
        assert a in s.legal_actions()
        s.apply_action(a)
        moves += 1
