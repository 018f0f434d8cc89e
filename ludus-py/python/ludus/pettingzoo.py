"""Any ``.game`` file as a PettingZoo AEC environment.

>>> from ludus.pettingzoo import env
>>> e = env("games/checkers.game", render_mode="ansi")
>>> e.reset(seed=1)
>>> for agent in e.agent_iter():
...     obs, reward, terminated, truncated, info = e.last()
...     action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
...     e.step(action)

The agents are the seats (their names from the file). Each has a masked
``Discrete(A)`` action space over the game's fixed actions (see
docs/python.md) and observes ``{"observation", "action_mask"}``: the
observation is the planes, flat, then the vector, as its seat sees them.
When an action does not single out a move, the same agent acts again. At
the end every seat gets its return (1 win, -1 loss, 0 draw) and the agents
are removed one by one.

Chance (dice, a ``race`` block): no agent ever sees a chance node. The
environment rolls inside ``reset`` and ``step``, by the dice's chances,
from the state's own stream seeded by ``reset(seed=...)`` (the same seed,
the same rolls); the roll is in the observation (the dice in the vector)
and in every agent's info: ``info["dice"]`` (larger first, ``None`` before
a roll) and ``info["rolls"]``, the rolls the last ``step`` (or ``reset``) made
(``["roll 6-5"]``).
"""

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import ludus


class LudusEnv(AECEnv):
    """A ``.game`` as an AEC environment."""

    metadata = {"render_modes": ["ansi", "human"], "name": "ludus_v0", "is_parallelizable": False}

    def __init__(self, path=None, game=None, render_mode=None, max_steps=None):
        super().__init__()
        if game is None:
            game = ludus.load(path)
        self.game = game
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.metadata = dict(self.metadata, name=f"ludus_{_slug(game.title)}_v0")
        self.possible_agents = list(game.players)
        n = game.num_distinct_actions
        planes, h, w = game.observation_shape
        size = planes * h * w + game.vector_size
        self._action_spaces = {a: spaces.Discrete(n) for a in self.possible_agents}
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (n,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.state = None

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    def _seat(self, agent):
        return self.possible_agents.index(agent)

    def observe(self, agent):
        seat = self._seat(agent)
        if agent == self.agent_selection and not self.state.is_terminal():
            mask = self.state.legal_action_mask()
        else:
            mask = np.zeros(self.game.num_distinct_actions, np.int8)
        return {"observation": self.state.observation_tensor(seat), "action_mask": mask}

    def reset(self, seed=None, options=None):
        self.state = self.game.new_initial_state(seed=0 if seed is None else int(seed))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.steps = 0
        self._roll()
        self.agent_selection = self.agents[self.state.current_player()]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        self.steps += 1
        self.rewards = {a: 0.0 for a in self.agents}
        self._roll()
        if self.state.is_terminal():
            for a, r in zip(self.possible_agents, self.state.returns()):
                self.rewards[a] = float(r)
                self.terminations[a] = True
            self.infos = {a: {"outcome": self.state.outcome()} for a in self.agents}
        elif self.max_steps is not None and self.steps >= self.max_steps:
            self.truncations = {a: True for a in self.agents}
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _roll(self):
        """Plays every chance node from here (the dice, from the state's
        seeded stream) and shows the rolls in the infos."""
        if not self.game.has_chance:
            return
        rolls = []
        while self.state.is_chance_node():
            rolls.append(self.state.action_to_string(ludus.CHANCE, self.state.apply_chance()))
        for a in self.agents:
            info = self.infos.setdefault(a, {})
            info["dice"] = self.state.dice()
            info["rolls"] = rolls

    def render(self):
        if self.render_mode is None:
            return None
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


def _slug(title):
    return "".join(c if c.isalnum() else "_" for c in title.lower()).strip("_")


def env(path=None, game=None, render_mode=None, max_steps=None):
    """The AEC environment of a ``.game`` file (or of a loaded game)."""
    return LudusEnv(path=path, game=game, render_mode=render_mode, max_steps=max_steps)


raw_env = LudusEnv
