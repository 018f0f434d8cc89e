"""Shared helpers of the tests of ludus for Python."""

import os
import pathlib
import random

import pytest

import ludus

ROOT = pathlib.Path(__file__).resolve().parents[2]
#: Every game of games/ (the games of chance, a `race` block's dice,
#: included: their chance nodes are played by the chance API).
GAMES = sorted(str(p) for p in (ROOT / "games").glob("*.game"))
#: The games with cards (hands, decks: hidden information and shuffles).
CARD_GAMES = [g for g in GAMES if ludus.load(g).has_cards]
#: The games with dice (chance nodes).
CHANCE_GAMES = [g for g in GAMES if ludus.load(g).has_chance]


def game_id(path):
    return pathlib.Path(path).stem


@pytest.fixture(scope="session")
def loaded():
    """Every game of games/, loaded once."""
    return {g: ludus.load(g) for g in GAMES}


def random_positions(game, seed, count, plies=400):
    """`count` states met along seeded random games (by moves), fresh
    copies."""
    rng = random.Random(seed)
    out = []
    g = 0
    while len(out) < count:
        state = game.new_initial_state(seed=seed + g)
        g += 1
        for _ in range(plies):
            if state.is_terminal() or len(out) >= count:
                break
            if rng.random() < 0.3:
                out.append(state.clone())
            state.apply_move(rng.choice(state.legal_moves()))
    return out


def ludus_bin():
    """The `ludus` binary for the differential tests: $LUDUS_BIN, or one
    under target/."""
    env = os.environ.get("LUDUS_BIN")
    if env:
        return env
    for profile in ("pyci", "release", "debug"):
        p = ROOT / "target" / profile / "ludus"
        if p.exists():
            return str(p)
    return None
