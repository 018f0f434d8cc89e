"""Any ``.game`` file as an OpenSpiel game. Importing this module registers
one Python game, ``ludus``, whose ``file`` parameter names the rules (and
``seed`` the shuffles of a game with cards):

>>> import pyspiel
>>> import ludus.openspiel
>>> game = pyspiel.load_game("ludus", {"file": "games/international.game"})

Each file reports its own GameType and GameInfo: its players, perfect or
imperfect information (hidden hands), deterministic, explicit stochastic
(dice: a chance node before each roll, its outcomes the distinct rolls
with their probabilities) or sampled stochastic (shuffled decks: the n-th
initial state of a game is dealt from ``seed + n``), zero-sum or
general-sum. Actions are the game's fixed action space (see
docs/python.md); when one action does not single out a move, the same
player acts again. ``resample_from_infostate`` deals again what the player
cannot see (``ludus.State.determinize``).
"""

import itertools
import random

import numpy as np
import pyspiel

import ludus

#: A bound on the number of actions of one game, for GameInfo.
MAX_GAME_LENGTH = 100_000

_PARAMS = {"file": "", "seed": 0}


def _chance_mode(g):
    """Dice: explicit chance nodes; shuffled decks: sampled."""
    if g.has_chance:
        return pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    if g.has_cards:
        return pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    return pyspiel.GameType.ChanceMode.DETERMINISTIC


def _game_type(info=pyspiel.GameType.Information.PERFECT_INFORMATION,
               chance=pyspiel.GameType.ChanceMode.DETERMINISTIC,
               utility=pyspiel.GameType.Utility.ZERO_SUM,
               players=(1, 16)):
    return pyspiel.GameType(
        short_name="ludus",
        long_name="ludus: a game of a .game file",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=info,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players[1],
        min_num_players=players[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_PARAMS,
    )


_GAME_TYPE = _game_type()


class LudusGame(pyspiel.Game):
    """The game of a ``.game`` file (parameter ``file``)."""

    def __init__(self, params=None):
        params = dict(params or {})
        path = params.get("file") or ""
        if not path:
            raise ValueError('the ludus game needs a file: pyspiel.load_game("ludus", {"file": PATH})')
        self.ludus = ludus.load(path)
        self.seed = int(params.get("seed", 0))
        self._dealt = itertools.count()
        g = self.ludus
        n = g.num_players
        zero = g.zero_sum
        game_type = _game_type(
            info=(pyspiel.GameType.Information.IMPERFECT_INFORMATION
                  if g.hidden_information else pyspiel.GameType.Information.PERFECT_INFORMATION),
            chance=_chance_mode(g),
            utility=(pyspiel.GameType.Utility.ZERO_SUM if zero
                     else pyspiel.GameType.Utility.GENERAL_SUM),
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=g.num_distinct_actions,
            max_chance_outcomes=g.max_chance_outcomes,
            num_players=n,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if zero else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(game_type, info, params)

    def new_initial_state(self):
        seed = self.seed + next(self._dealt) if self.ludus.has_cards else self.seed
        return LudusState(self, self.ludus.new_initial_state(seed=seed))

    def make_py_observer(self, iig_obs_type=None, params=None):
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        return LudusObserver(self.ludus, perfect_recall)

    def observation_tensor_shape(self):
        planes, h, w = self.ludus.observation_shape
        return [planes * h * w + self.ludus.vector_size]


class LudusState(pyspiel.State):
    """A position of a ludus game."""

    def __init__(self, game, inner):
        super().__init__(game)
        self.inner = inner

    def current_player(self):
        p = self.inner.current_player()
        if p == ludus.CHANCE:
            return pyspiel.PlayerId.CHANCE
        return pyspiel.PlayerId.TERMINAL if p < 0 else p

    def is_chance_node(self):
        return self.inner.is_chance_node()

    def chance_outcomes(self):
        """At a chance node, each distinct roll as (action, probability)."""
        return self.inner.chance_outcomes()

    def _legal_actions(self, player):
        if player != self.inner.current_player():
            return []
        return self.inner.legal_actions()

    def _apply_action(self, action):
        self.inner.apply_action(int(action))

    def _action_to_string(self, player, action):
        return self.inner.action_to_string(int(player), int(action))

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def __str__(self):
        partial = self.inner.partial_actions()
        return self.inner.diagram() + (f"actions {partial}\n" if partial else "")

    def __deepcopy__(self, memo):
        return LudusState(self.get_game(), self.inner.clone())

    def resample_from_infostate(self, player_id, probability_sampler=None):
        """A state the player cannot tell from this one: what it does not
        see dealt again at random."""
        seed = random.getrandbits(62)
        return LudusState(self.get_game(), self.inner.determinize(player_id, seed=seed))


class LudusObserver:
    """OpenSpiel's PyObserver: the planes then the vector (``tensor``, with
    ``dict`` views ``planes`` and ``vector``); the string is the
    information state (perfect recall: the moves seen too) or the
    observation."""

    def __init__(self, game, perfect_recall):
        planes, h, w = game.observation_shape
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(planes * h * w + game.vector_size, np.float32)
        self.dict = {
            "planes": self.tensor[: planes * h * w].reshape((planes, h, w)),
            "vector": self.tensor[planes * h * w:],
        }

    def set_from(self, state, player):
        self.tensor[:] = state.inner.observation_tensor(player)

    def string_from(self, state, player):
        if self.perfect_recall:
            return state.inner.information_state_string(player)
        return state.inner.observation_string(player)


pyspiel.register_game(_GAME_TYPE, LudusGame)


def load(path, seed=0):
    """``pyspiel.load_game("ludus", {"file": path, "seed": seed})``."""
    return pyspiel.load_game("ludus", {"file": str(path), "seed": int(seed)})
