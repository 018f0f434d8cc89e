"""Observations: shapes, what they show, and no leak of hidden cards."""

import numpy as np
import pytest

import ludus
from conftest import CARD_GAMES, GAMES, ROOT, game_id, random_positions


@pytest.mark.parametrize("path", GAMES, ids=game_id)
def test_shapes_and_dtypes(path):
    g = ludus.load(path)
    s = g.new_initial_state(seed=1)
    for seat in range(g.num_players):
        p = s.observation_planes(seat)
        v = s.observation_vector(seat)
        t = s.observation_tensor(seat)
        assert p.dtype == v.dtype == t.dtype == np.float32
        assert p.shape == g.observation_shape
        assert v.shape == (g.vector_size,)
        assert t.shape == (p.size + v.size,)
        assert (t[: p.size] == p.ravel()).all() and (t[p.size:] == v).all()
        assert isinstance(s.information_state_string(seat), str)
    with pytest.raises(IndexError):
        s.observation_planes(g.num_players)


def test_chess_planes_show_pieces_relative_to_the_seat():
    g = ludus.load(str(ROOT / "games" / "chess.game"))
    s = g.new_initial_state()
    white, black = s.observation_planes(0), s.observation_planes(1)
    assert white[0].sum() == 64, "every cell exists"
    # Each piece is on one plane; the planes of one's own pieces hold 16
    # for either seat, as the start is symmetric.
    pieces = white[1:-4].sum(axis=0)
    assert pieces.sum() == 32 and pieces.max() == 1
    own_w = [i for i in range(1, white.shape[0] - 4) if white[i, 0].sum() > 0]
    own_b = [i for i in range(1, black.shape[0] - 4) if black[i, 7].sum() > 0]
    assert own_w == own_b, "owners are relative: one's own pieces on the same planes"
    assert white[-4].sum() == 0, "no en-passant cell at the start"
    assert white[-3].sum() == 6, "kings and rooks unmoved"
    s.apply_move("e2-e4")
    s.apply_move("a7-a6")
    s.apply_move("e4-e5")
    s.apply_move("d7-d5")
    ep = s.observation_planes(0)[-4]
    assert ep.sum() == 1 and ep[5, 3] == 1, "en passant on d6"


def test_the_partial_move_is_shown():
    g = ludus.load(str(ROOT / "games" / "liga.game"))
    for s in random_positions(g, seed=4, count=80):
        if s.is_terminal():
            continue
        for a in s.legal_actions():
            c = s.clone()
            c.apply_action(a)
            if c.partial_actions():
                seat = c.current_player()
                assert not np.array_equal(c.observation_vector(seat), s.observation_vector(seat))
                assert c.information_state_string(seat) != s.information_state_string(seat)
                return
    pytest.fail("no partial move met")


@pytest.mark.parametrize("path", CARD_GAMES, ids=game_id)
def test_no_leak_determinize_keeps_what_the_seat_knows(path):
    g = ludus.load(path)
    changed = 0
    positions = random_positions(g, seed=9, count=200)
    for i, s in enumerate(positions):
        for seat in range(g.num_players):
            d = s.determinize(seat, seed=i)
            assert np.array_equal(d.observation_tensor(seat), s.observation_tensor(seat))
            assert d.information_state_string(seat) == s.information_state_string(seat)
            assert d.observation_string(seat) == s.observation_string(seat)
            changed += d.position() != s.position()
    if g.hidden_information:
        assert changed > 0, "determinize never dealt the hidden cards again"
    else:
        assert changed == 0, "open hands: nothing to resample"


def test_hidden_hands_are_not_observed():
    g = ludus.load(str(ROOT / "games" / "liga.game"))
    s = g.new_initial_state(seed=1)
    d = s.determinize(0, seed=5)
    assert d.position() != s.position()
    # Seat 1 sees its own hand: it differs in seat 1's view once seat 0
    # re-deals it.
    assert not np.array_equal(d.observation_vector(1), s.observation_vector(1))


@pytest.mark.parametrize("path", [g for g in CARD_GAMES if ludus.load(g).hidden_information],
                         ids=game_id)
def test_no_leak_in_a_decision_half_taken(path):
    g = ludus.load(path)
    rng = np.random.default_rng(3)
    met = 0
    for gi in range(30):
        s = g.new_initial_state(seed=gi)
        for k in range(300):
            if s.is_terminal():
                break
            if s.partial_actions():
                met += 1
                for seat in range(g.num_players):
                    d = s.determinize(seat, seed=k)
                    assert d.partial_actions() == s.partial_actions()
                    assert np.array_equal(d.observation_tensor(seat), s.observation_tensor(seat))
                    assert d.information_state_string(seat) == s.information_state_string(seat)
            s.apply_action(int(rng.choice(s.legal_actions())))
    assert met > 10, "too few decisions half taken to test"
