"""Computer players for the person's seat in Brass (solo against the Automa).

* ``random`` — any legal action.
* ``easy``   — for each action it could take, plays the whole action out (card, sources,
  second link, further sales) with the cheapest sensible choices and keeps the one whose
  result the evaluation likes best (heuristics.py: points to come, flipped tiles and links,
  unsold goods, money and income while they still count, cards, the Automa's share).
* ``hard``   — plans the whole turn: the easy planner's best few first actions, each followed
  by every second action, kept by the evaluation after the pair; then plays it out.

Both decide from ``rules.view(state, seat)`` (nothing is hidden in Brass solo: the decks are
kept as unordered sets and drawn at random).
"""

from __future__ import annotations

import random

from game.core.bots import RandomBot
from game.core.rules import Action
from game.games.brass.heuristics import Evaluator, Weights
from game.games.brass.rules.actions import Take
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import CARD, HUMAN, MAIN, BrassState

LEVELS = ("random", "easy", "hard")
HARD_FIRST = 6
FINISH_STEPS = 40


class EasyBot:
    def __init__(self, seed: int | None = None, weights: Weights | None = None):
        self.rng = random.Random(seed)
        self.weights = weights
        self._ev: tuple[BrassRules, Evaluator] | None = None

    def evaluator(self, rules: BrassRules) -> Evaluator:
        if self._ev is None or self._ev[0] is not rules:
            self._ev = (rules, Evaluator(rules, self.weights))
        return self._ev[1]

    def choose(self, rules: BrassRules, view: BrassState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase == MAIN:
            return self.best_action(rules, view, actions)[1]
        return self.step(rules, view, actions)

    # -- sub-steps: cards, sources, follow-ups -------------------------------------------------
    def step(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> Action:
        ev = self.evaluator(rules)
        if state.phase == CARD:
            board = Board(rules.t, state)
            return min(actions, key=lambda a: (ev.card_keep_value(state, a.card, board), a.card))
        best, best_value = actions[0], None
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after, quick=True)
            value = ev.value(after)
            if isinstance(action, Take):
                value += self._source_bias(state, action)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _source_bias(self, state: BrassState, action: Take) -> float:
        """Prefer own cubes (flipping own tiles) over the Automa's (which scores it points)."""
        if action.space < 0:
            return 0.5
        return 0.3 if state.sp_owner[action.space] == HUMAN else -0.3

    def finish(self, rules: BrassRules, state: BrassState, quick: bool = False) -> None:
        """Play the action under way to its end with cheap choices (first card kept by value,
        first source, no follow-ups unless they clearly pay)."""
        ev = self.evaluator(rules)
        for _ in range(FINISH_STEPS):
            if rules.to_move(state) != HUMAN or state.phase == MAIN:
                return
            actions = rules.legal_actions(state)
            if state.phase == CARD:
                board = Board(rules.t, state)
                action = min(actions, key=lambda a: (ev.card_keep_value(state, a.card, board), a.card))
            elif quick:
                action = self._quick(rules, state, actions)
            else:
                action = self.step(rules, state, actions)
            rules.apply_unchecked(state, action)

    def _quick(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> Action:
        takes = [a for a in actions if isinstance(a, Take)]
        if takes:
            return max(takes, key=lambda a: self._source_bias(state, a))
        others = [a for a in actions if type(a).__name__ not in ("Done", "DevelopAgain", "SecondLink")]
        return others[0] if others else actions[-1]

    # -- the action choice -----------------------------------------------------------------------
    def outcomes(
        self, rules: BrassRules, state: BrassState, actions: list[Action]
    ) -> list[tuple[float, Action, BrassState]]:
        """(value, action, state after the whole action) for every main action."""
        ev = self.evaluator(rules)
        out = []
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after)
            out.append((ev.value(after) + self.rng.random() * 1e-6, action, after))
        return out

    def best_action(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> tuple[float, Action]:
        value, action, _ = max(self.outcomes(rules, state, actions), key=lambda o: o[0])
        return value, action


class HardBot(EasyBot):
    """Chooses the first action of a turn by the best pair of actions it can start."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None, first: int = HARD_FIRST):
        super().__init__(seed, weights)
        self.first = first

    def choose(self, rules: BrassRules, view: BrassState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase != MAIN:
            return self.step(rules, view, actions)
        outcomes = sorted(self.outcomes(rules, view, actions), key=lambda o: -o[0])
        if view.actions_left < 2:
            return outcomes[0][1]
        best, best_value = outcomes[0][1], None
        for value, action, after in outcomes[: self.first]:
            if rules.to_move(after) == HUMAN and after.phase == MAIN:
                value = self.best_action(rules, after, rules.legal_actions(after))[0]
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best


def make_bot(level: str, seed: int | None = None):
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown level {level!r}")
