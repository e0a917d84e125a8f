"""Easy: one move of look-ahead with the sampled board evaluation."""

from __future__ import annotations

import random

from game.core.bots import GreedyBot
from game.core.rules import Action
from game.games.schotten.bot.evaluate import _keep_value, _waste, evaluate, forced_move
from game.games.schotten.rules.actions import Draw, RecruitDraw
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import CLAN, END, GIVE_BACK, RECRUIT, TACTIC, SchottenState


class EasyBot:
    """Claims everything it can; otherwise the move the evaluation likes best."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self._greedy: GreedyBot | None = None

    def choose(self, rules: SchottenRules, view: SchottenState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        forced = forced_move(actions)
        if forced is not None:
            return forced
        if view.phase == END:
            return self._draw(view, seat, actions)
        if view.phase == RECRUIT:
            return self._draw(view, seat, actions)
        if view.phase == GIVE_BACK:
            return min(actions, key=lambda a: _keep_value(rules, view, a.card))
        if self._greedy is None:
            self._greedy = GreedyBot(
                lambda s, who: evaluate(rules, s, who) + _waste(rules, view, s, who), self.rng.random()
            )
        return self._greedy.choose(rules, view, seat)

    def _draw(self, view: SchottenState, seat: int, actions: list[Action]) -> Action:
        draws = [a for a in actions if isinstance(a, (Draw, RecruitDraw))]
        if not draws:
            return actions[0]
        tactic_in_hand = sum(1 for c in view.hands[seat] if c >= 54)
        want = TACTIC if tactic_in_hand == 0 and self.rng.random() < 0.35 else CLAN
        for a in draws:
            if a.deck == want:
                return a
        return draws[0]
