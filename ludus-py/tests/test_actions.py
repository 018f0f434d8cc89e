"""The fixed action space: a bijection between action sequences and legal
moves at every visited position."""

import collections

import numpy as np
import pytest

import ludus
from conftest import GAMES, ROOT, game_id, random_positions


def action_paths(state):
    """Every action sequence from `state` (a decision's start) to a move:
    {move text: [sequences]}; checks the mask at every node."""
    found = collections.defaultdict(list)
    n_before = len(state.history())

    def walk(st, seq):
        acts = st.legal_actions()
        assert acts, "a decision under way always has an action"
        assert acts == sorted(set(acts))
        mask = st.legal_action_mask()
        assert mask.dtype == np.int8
        assert mask.shape == (st_game_actions,)
        assert int(mask.sum()) == len(acts)
        assert list(np.flatnonzero(mask)) == acts
        for a in acts:
            c = st.clone()
            c.apply_action(a)
            if len(c.history()) > n_before:
                found[c.history()[-1]].append(seq + [a])
            else:
                assert c.current_player() == st.current_player(), "the same seat acts again"
                assert c.partial_actions() == seq + [a]
                walk(c, seq + [a])

    st_game_actions = len(state.legal_action_mask())
    walk(state, [])
    return found


def check_bijection(state):
    moves = state.legal_moves()
    found = action_paths(state)
    assert collections.Counter(moves) == collections.Counter(
        {m: len(seqs) for m, seqs in found.items()}
    ), "every legal move reached by exactly one action sequence"
    for m in set(moves):
        if moves.count(m) == 1:
            assert state.clone().move_to_actions(m) == found[m][0]
    return max(len(seqs[0]) for seqs in found.values())


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_actions_are_a_bijection_on_random_positions(path):
    g = ludus.load(path)
    longest = 0
    second = 0
    positions = random_positions(g, seed=11, count=40)
    for s in positions:
        if s.is_terminal():
            continue
        n = check_bijection(s)
        longest = max(longest, n)
        second += n > 1
    assert longest >= 1
    print(f"{game_id(path)}: {g.num_distinct_actions} actions, "
          f"{second}/{len(positions)} positions need a second action")


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_actions_mean_the_same_in_every_position(path):
    g = ludus.load(path)
    for s in random_positions(g, seed=5, count=10):
        if s.is_chance_node():
            # A chance action is a roll (test_chance.py).
            continue
        for a in s.legal_actions()[:20]:
            assert s.action_to_string(a) == g.action_to_string(a)
            assert s.action_to_string(s.current_player(), a) == g.action_to_string(a)


def test_chess_from_to_names():
    g = ludus.load(str(ROOT / "games" / "chess.game"))
    s = g.new_initial_state()
    names = sorted(g.action_to_string(a) for a in s.legal_actions())
    assert "e2-e4" in names and "g1-f3" in names
    assert len(names) == 20


def test_illegal_action_raises_and_changes_nothing():
    s = ludus.load(str(ROOT / "games" / "checkers.game")).new_initial_state()
    legal = set(s.legal_actions())
    bad = next(a for a in range(s.legal_action_mask().size) if a not in legal)
    before = s.position()
    with pytest.raises(ValueError):
        s.apply_action(bad)
    assert s.position() == before and s.partial_actions() == []


def test_a_partial_decision_is_undone_one_action_at_a_time():
    g = ludus.load(str(ROOT / "games" / "liga.game"))
    for s in random_positions(g, seed=2, count=60):
        if s.is_terminal():
            continue
        for a in s.legal_actions():
            c = s.clone()
            c.apply_action(a)
            if c.partial_actions():
                acts = c.legal_actions()
                assert c.undo()
                assert c.partial_actions() == [] and c.legal_actions() == s.legal_actions()
                assert acts
                return
    pytest.fail("no LIGA position needed a second action")


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_random_games_by_actions_reach_the_end(path):
    g = ludus.load(path)
    rng = np.random.default_rng(1)
    s = g.new_initial_state(seed=1)
    actions = 0
    while not s.is_terminal() and actions < 20000:
        s.apply_action(int(rng.choice(s.legal_actions())))
        actions += 1
    assert s.is_terminal(), "a random game by actions ends"
    assert s.plies <= actions and s.partial_actions() == []
    assert s.legal_actions() == [] and s.legal_action_mask().sum() == 0
    with pytest.raises(ValueError, match="over"):
        s.apply_action(0)
