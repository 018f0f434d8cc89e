"""ludus for Python: any ``.game`` file as a game to play from Python, an
OpenSpiel game (``ludus.openspiel``) and a PettingZoo environment
(``ludus.pettingzoo``). See docs/python.md.

>>> import ludus
>>> game = ludus.load("games/checkers.game")
>>> state = game.new_initial_state(seed=1)
>>> state.apply_action(state.legal_actions()[0])
"""

from ._ludus import CHANCE, INDEX_BLOCK, Game, State, compile, load

#: OpenSpiel's player id of a terminal state (``State.current_player()``).
TERMINAL = -4
# CHANCE (-1): the player id of a chance node, where the dice are rolled
# (OpenSpiel's kChancePlayerId); from the native module.

__all__ = ["Game", "State", "load", "compile", "INDEX_BLOCK", "TERMINAL", "CHANCE"]
