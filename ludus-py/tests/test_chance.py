"""Games of chance (a `race` block's dice) are refused with a clear
error, never played with moves missing from the action space."""

import pytest

import ludus
from conftest import ROOT


def test_a_game_of_chance_is_refused():
    with pytest.raises(ValueError, match="games of chance"):
        ludus.load(str(ROOT / "games" / "backgammon.game"))
