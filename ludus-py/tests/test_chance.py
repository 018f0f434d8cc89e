"""Games of chance (a `race` block's dice, Backgammon): chance nodes with
their outcomes and probabilities, rolls drawn by those chances, plays
taken by actions, the dice in the observation, and the plays seen from
Python equal to the CLI's (`ludus moves`)."""

import collections
import json
import random
import subprocess

import pytest

import ludus
from conftest import CHANCE_GAMES, GAMES, ROOT, game_id, ludus_bin
from test_actions import check_bijection

BACKGAMMON = str(ROOT / "games" / "backgammon.game")
BIN = ludus_bin()


def roll_names():
    """The 21 rolls of two dice of six, larger die first: `roll 6-5`."""
    return {f"roll {a}-{b}" for a in range(1, 7) for b in range(1, a + 1)}


def test_the_chance_games_are_the_games_with_dice():
    assert game_id(BACKGAMMON) in {game_id(p) for p in CHANCE_GAMES}
    for path in GAMES:
        g = ludus.load(path)
        assert g.has_chance == (path in CHANCE_GAMES)
        assert (g.max_chance_outcomes > 0) == g.has_chance
    g = ludus.load(BACKGAMMON)
    assert g.max_chance_outcomes == 21
    assert not g.has_cards


def test_the_start_is_a_chance_node_with_21_outcomes():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    assert s.is_chance_node()
    assert s.current_player() == ludus.CHANCE == -1
    assert s.dice() is None
    outcomes = s.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(21))
    assert s.legal_actions() == list(range(21))
    assert int(s.legal_action_mask().sum()) == 21
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-12
    names = {}
    for a, p in outcomes:
        name = s.action_to_string(a)
        assert name == s.action_to_string(ludus.CHANCE, a) == g.chance_outcome_to_string(a)
        x, y = map(int, name.split()[1].split("-"))
        assert x >= y
        assert p == pytest.approx((1 if x == y else 2) / 36), name
        names[name] = a
    assert set(names) == roll_names()
    assert sorted(s.legal_moves()) == sorted(names)


def test_a_chance_action_sets_the_roll():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    for a, _ in s.chance_outcomes():
        c = s.clone()
        name = c.action_to_string(a)
        assert c.move_to_actions(name) == [a]
        c.apply_action(a)
        x, y = map(int, name.split()[1].split("-"))
        assert c.dice() == (x, y)
        assert c.history() == [name]
        assert not c.is_chance_node()
        assert c.current_player() == 0, "white plays the roll"
        assert c.chance_outcomes() == []
        assert all("roll" not in m for m in c.legal_moves())
        assert c.undo() and c.is_chance_node() and c.dice() is None


def test_an_illegal_chance_action_is_refused():
    s = ludus.load(BACKGAMMON).new_initial_state()
    before = s.position()
    with pytest.raises(ValueError):
        s.apply_action(21)
    assert s.position() == before and s.is_chance_node()
    s.apply_action(0)
    with pytest.raises(ValueError, match="no chance node"):
        s.sample_chance_outcome()


def test_rolls_are_drawn_by_their_chances():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    probs = dict(s.chance_outcomes())
    n = 36_000
    counts = collections.Counter(s.sample_chance_outcome(seed) for seed in range(n))
    # Chi-square over the 21 outcomes (20 degrees of freedom): 60 is far
    # beyond any honest draw (p < 1e-5), and uniform draws over the 21
    # rolls would give about 2,000.
    chi2 = sum((counts[a] - n * p) ** 2 / (n * p) for a, p in probs.items())
    assert chi2 < 60, chi2
    # The state's own stream: seeded by the state's seed, cloned with it.
    a, b = g.new_initial_state(seed=5), g.new_initial_state(seed=5)
    draws = [a.sample_chance_outcome() for _ in range(50)]
    assert draws == [b.sample_chance_outcome() for _ in range(50)]
    c = a.clone()
    assert [a.sample_chance_outcome() for _ in range(20)] == [
        c.sample_chance_outcome() for _ in range(20)
    ]
    other = g.new_initial_state(seed=6)
    assert draws != [other.sample_chance_outcome() for _ in range(50)]


def random_game(seed, max_actions=20000):
    """A seeded random game of Backgammon by actions: the dice from the
    state's stream, the plays chosen at random."""
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state(seed=seed)
    rng = random.Random(seed)
    rolls = 0
    for _ in range(max_actions):
        if s.is_terminal():
            break
        if s.is_chance_node():
            assert s.current_player() == ludus.CHANCE
            s.apply_chance()
            rolls += 1
        else:
            assert s.current_player() in (0, 1)
            assert s.dice() is not None
            s.apply_action(rng.choice(s.legal_actions()))
    return s, rolls


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_seeded_random_game_reaches_the_end(seed):
    s, rolls = random_game(seed)
    assert s.is_terminal()
    assert s.current_player() == ludus.TERMINAL
    r = s.returns()
    assert sum(r) == 0 and sorted(r) == [-1.0, 1.0]
    o = s.outcome()
    assert o["label"] == "all checkers borne off"
    assert rolls > 20
    again, _ = random_game(seed)
    assert again.history() == s.history(), "the same seed, the same game"


def test_plays_of_many_moves_are_a_bijection():
    """Positions with more plays than the index block holds (doubles):
    each play is taken by its checker moves, exactly once."""
    g = ludus.load(BACKGAMMON)
    rng = random.Random(3)
    big = 0
    for seed in range(40):
        s = g.new_initial_state(seed=seed)
        while not s.is_terminal() and s.plies < 60:
            if s.is_chance_node():
                s.apply_chance()
                continue
            if not s.partial_actions() and len(s.legal_moves()) > ludus.INDEX_BLOCK:
                longest = check_bijection(s)
                assert 1 <= longest <= 4
                big += 1
            s.apply_action(rng.choice(s.legal_actions()))
        if big >= 3:
            break
    assert big >= 3, "no position with more plays than the index block"


def test_play_actions_are_checker_moves():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    s.apply_move("roll 6-5")
    # Every action is a checker move FROM-TO of one die.
    names = [s.action_to_string(a) for a in s.legal_actions()]
    assert all("-" in n and not n.startswith("#") for n in names), names
    for m in s.legal_moves():
        acts = s.clone().move_to_actions(m)
        assert 1 <= len(acts) <= 2
        c = s.clone()
        for a in acts:
            c.apply_action(a)
        assert c.history()[-1] == m
        assert c.is_chance_node(), "after the play, black's roll"


def test_the_observation_shows_the_dice_and_the_checkers():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    v = s.observation_vector(0)
    assert list(v[-3:-1]) == [0, 0], "no dice before the roll"
    planes = [s.observation_planes(seat) for seat in (0, 1)]
    for p in planes:
        assert p[-2].sum() == 15 and p[-1].sum() == 15, "each side's 15 checkers"
    # Owners relative: the seat's own checkers on the last-but-one plane.
    assert (planes[0][-2] == planes[1][-1]).all() and (planes[0][-1] == planes[1][-2]).all()
    seen = set()
    for a, _ in s.chance_outcomes():
        c = s.clone()
        c.apply_action(a)
        for seat in (0, 1):
            v = c.observation_vector(seat)
            assert tuple(v[-3:-1]) == c.dice()
        seen.add(c.observation_tensor(0).tobytes())
    assert len(seen) == 21, "each roll observed apart"


def cli_moves(played):
    args = [BIN, "moves", BACKGAMMON, "--json"]
    if played:
        args.append("--moves=" + ",".join(played))
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return json.loads(out)


@pytest.mark.skipif(BIN is None, reason="no ludus binary: build it (cargo build) or set LUDUS_BIN")
def test_the_plays_of_every_first_roll_are_the_clis():
    g = ludus.load(BACKGAMMON)
    s = g.new_initial_state()
    assert sorted(cli_moves([])["moves"]) == sorted(s.legal_moves())
    for a, _ in s.chance_outcomes():
        c = s.clone()
        c.apply_action(a)
        cli = cli_moves(c.history())
        assert sorted(cli["moves"]) == sorted(c.legal_moves()), c.history()
        assert cli["to_move"] == "white"


@pytest.mark.skipif(BIN is None, reason="no ludus binary: build it (cargo build) or set LUDUS_BIN")
def test_the_plays_along_random_games_are_the_clis():
    g = ludus.load(BACKGAMMON)
    checked = 0
    for seed in (11, 12):
        s = g.new_initial_state(seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal() and s.plies < 400:
            if s.is_chance_node():
                s.apply_chance()
                if s.plies % 7 == 1:
                    cli = cli_moves(s.history())
                    assert sorted(cli["moves"]) == sorted(s.legal_moves()), s.history()
                    checked += 1
                continue
            s.apply_action(rng.choice(s.legal_actions()))
    assert checked >= 20


def test_rust_playouts_roll_the_dice():
    g = ludus.load(BACKGAMMON)
    games, steps = g.rust_playouts(3, max_plies=5000, seed=1)
    assert games == 3 and steps > 3 * 50
