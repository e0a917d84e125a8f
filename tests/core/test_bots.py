"""The generic bots work on any game through the protocol."""

import random
from dataclasses import dataclass

from game.core.bots import GreedyBot, RandomBot
from game.core.rules import Action, Rules, play_out


@dataclass(frozen=True)
class Take(Action):
    kind = "nim.take"
    n: int


class NimState:
    num_seats = 2

    def __init__(self, heap=10, turn=0):
        self.heap, self.turn = heap, turn

    def clone(self):
        return NimState(self.heap, self.turn)

    def to_json(self):
        return {"heap": self.heap, "turn": self.turn}


class Nim(Rules):
    """Take 1-3; whoever takes the last stone wins."""

    name = "nim"

    def setup(self, config):
        return NimState()

    def to_move(self, state):
        return None if state.heap == 0 else state.turn

    def legal_actions(self, state):
        return [Take(n) for n in (1, 2, 3) if n <= state.heap]

    def apply_unchecked(self, state, action):
        state.heap -= action.n
        state.turn = 1 - state.turn if state.heap else state.turn

    def ranking(self, state):
        return [0 if s == state.turn else 1 for s in (0, 1)]


def test_greedy_and_random_bots_finish_games():
    rules = Nim()
    greedy = GreedyBot(lambda s, seat: 1.0 if s.heap == 0 and s.turn == seat else 0.5, seed=1)
    rng = random.Random(1)
    state = play_out(rules, NimState(), lambda s, seat, acts: greedy.choose(rules, s, seat), rng)
    assert state.heap == 0
    bot = RandomBot(3)
    assert bot.choose(rules, NimState(2), 0) in rules.legal_actions(NimState(2))
