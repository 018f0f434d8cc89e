"""The core API: loading, moves as texts, the result, undo, clone."""

import random

import pytest

import ludus
from conftest import GAMES, ROOT, game_id


def test_load_reports_players_and_sizes():
    g = ludus.load(str(ROOT / "games" / "checkers.game"))
    assert g.num_players == 2
    assert len(g.players) == 2
    # 32 cells + store + off: 34 x 34 from-to pairs, plus the kinds
    # (promotion) and the index blocks.
    assert g.num_distinct_actions == 34 * 34 + 2 + ludus.INDEX_BLOCK
    planes, h, w = g.observation_shape
    assert (h, w) == (8, 8)
    assert planes > 2


def test_load_missing_file_raises_oserror():
    with pytest.raises(OSError):
        ludus.load(str(ROOT / "games" / "no-such.game"))


def test_compile_reports_errors_with_the_name():
    with pytest.raises(ValueError, match="bad.game"):
        ludus.compile("game \"x\"\nboard {", name="bad.game")


def test_compile_a_text_plays_like_the_file():
    text = (ROOT / "games" / "chess.game").read_text()
    g = ludus.compile(text, name="chess.game")
    s = g.new_initial_state()
    assert len(s.legal_moves()) == 20
    assert s.current_player() == 0


def test_illegal_move_raises_and_changes_nothing():
    s = ludus.load(str(ROOT / "games" / "chess.game")).new_initial_state()
    before = s.position()
    with pytest.raises(ValueError):
        s.apply_move("e2-e5")
    assert s.position() == before
    s.apply_move("e2-e4")
    assert s.current_player() == 1
    assert s.history() == ["e2-e4"]


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_random_game_to_the_end_then_undo_back(path):
    g = ludus.load(path)
    s = g.new_initial_state(seed=3)
    start = s.position()
    rng = random.Random(7)
    plies = 0
    while not s.is_terminal() and plies < 3000:
        if s.is_chance_node():
            assert s.current_player() == ludus.CHANCE
        else:
            assert s.current_player() in range(g.num_players)
        s.apply_move(rng.choice(s.legal_moves()))
        plies += 1
    r = s.returns()
    assert len(r) == g.num_players
    if s.is_terminal():
        assert s.current_player() == ludus.TERMINAL
        assert s.legal_actions() == []
        o = s.outcome()
        assert o is not None and o["reason"]
        if o["winner"] is None:
            assert r == [0.0] * g.num_players
        else:
            assert sorted(set(r)) in ([1.0], [-1.0, 1.0])
            assert [r[p] for p in o["winners"]] == [1.0] * len(o["winners"])
    else:
        assert s.outcome() is None and r == [0.0] * g.num_players
    c = s.clone()
    while s.undo():
        pass
    assert s.position() == start
    assert s.plies == 0
    assert c.plies == plies, "a clone is independent of its original"


def test_teams_win_together():
    g = ludus.load(str(ROOT / "games" / "liga.game"))
    assert g.teams == [0, 1, 0, 1]
    assert g.hidden_information and g.has_cards


def test_position_json_lists_the_pieces():
    s = ludus.load(str(ROOT / "games" / "chess.game")).new_initial_state()
    d = s.position_json()
    assert d["turn"] == "white"
    assert d["pieces"]["e1"] == "white king"
    assert len(d["pieces"]) == 32
    assert d["position"] == s.position()


def test_zero_sum_games():
    zs = {game_id(p): ludus.load(p).zero_sum for p in GAMES}
    assert zs["chess"] and zs["liga"] and zs["liga-2p"]
    assert not zs["liga-solo"], "a solitaire: every seat wins"
