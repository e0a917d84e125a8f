"""Hard: information-set MCTS among the best few moves."""

from __future__ import annotations

import random
from typing import Any

from game.core.bots import ISMCTSBot
from game.core.rules import Action
from game.games.schotten.bot.easy import EasyBot
from game.games.schotten.bot.evaluate import _waste, evaluate
from game.games.schotten.rules import (
    END,
    GIVE_BACK,
    PLAY,
    RECRUIT,
    Claim,
    Play,
    SchottenRules,
    SchottenState,
)

SEARCH_ITERATIONS = 150
"""Hard's budget: search iterations per decision (about 0.8 s on a busy 2-core machine)."""
SEARCH_CANDIDATES = 4
SEARCH_DEPTH = 3
SAFETY_SECONDS = 3.0
"""A wall-clock safety net only: the iteration budget is the normal stopping rule."""


def playout_policy(rules: SchottenRules):
    """Fast playout move: claim when possible, otherwise a random move (clan cards preferred)."""

    def policy(state: Any, seat: int, actions: list[Action], rng: random.Random) -> Action:
        for a in actions:
            if isinstance(a, Claim):
                return a
        if state.phase == PLAY:
            clan_plays = [a for a in actions if isinstance(a, Play) and a.card < 54]
            if clan_plays and rng.random() < 0.9:
                return rng.choice(clan_plays)
        return rng.choice(actions)

    return policy


def fit(rules: SchottenRules, state: SchottenState, seat: int, card: int, stone: int) -> float:
    """How well a clan ``card`` suits ``seat``'s side of ``stone``, at a glance: it keeps the
    side's colour, stays within a run, matches a strength; a high card is welcome anywhere,
    and a low card on an empty stone is a gift to the opponent."""
    colour, value = rules._piece[card]
    side = [rules._piece[c] for c in state.sides[seat][stone] if c in rules._piece]
    if not side:
        return value / 3.0 - 1.0
    colours = {c for c, _ in side}
    strengths = [s for _, s in side]
    score = value / 4.0
    if colours == {colour}:
        score += 3.0
    if value not in strengths and max(strengths + [value]) - min(strengths + [value]) < rules.capacity(state, stone):
        score += 3.0
    if all(s == value for s in strengths):
        score += 3.5
    return score


def guided_policy(rules: SchottenRules, greed: float = 0.8):
    """Playout move: claim when possible; otherwise, most of the time, the clan card and stone
    that fit best (``fit``), else a random move."""

    def policy(state: Any, seat: int, actions: list[Action], rng: random.Random) -> Action:
        for a in actions:
            if isinstance(a, Claim):
                return a
        if state.phase == PLAY:
            clan_plays = [a for a in actions if isinstance(a, Play) and a.card in rules._piece]
            if clan_plays and rng.random() < greed:
                return max(clan_plays, key=lambda a: fit(rules, state, seat, a.card, a.stone) + rng.random())
            if clan_plays and rng.random() < 0.8:
                return rng.choice(clan_plays)
        return rng.choice(actions)

    return policy


def ranked_moves(rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action]) -> list[Action]:
    """The moves in the order easy's evaluation likes them (own moves only: applied to the view)."""
    scored = []
    for action in actions:
        after = view.clone()
        rules.apply_unchecked(after, action)
        scored.append((evaluate(rules, after, seat) + _waste(rules, view, after, seat), action))
    scored.sort(key=lambda t: -t[0])
    return [a for _, a in scored]


class HardBot:
    """Claims every provable stone at once.  Otherwise easy's evaluation picks the few most
    promising moves and information-set MCTS chooses among them by looking ahead: guesses of
    the hidden hand and deck drawn from the view, playouts that claim whenever possible and
    otherwise mostly play the clan card that fits a formation best (``fit``), cut off after a
    few moves and scored by the evaluation.  The level is defined by its number of
    iterations, so a seed gives the same game on any machine; the clock is a safety net."""

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = SEARCH_ITERATIONS,
        seconds: float | None = SAFETY_SECONDS,
        guided: bool = True,
    ):
        self.guided = guided
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self._search: ISMCTSBot | None = None
        self._easy = EasyBot(seed)

    def choose(self, rules: SchottenRules, view: SchottenState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        claims = [a for a in actions if isinstance(a, Claim)]
        if claims:
            return claims[0]
        if view.phase in (END, RECRUIT, GIVE_BACK):
            return self._easy.choose(rules, view, seat)
        if self._search is None:
            self._search = ISMCTSBot(
                iterations=self.iterations,
                seconds=self.seconds,
                exploration=0.4,
                policy=guided_policy(rules) if self.guided else playout_policy(rules),
                evaluate=lambda s, who: evaluate(rules, s, who),
                playout_depth=SEARCH_DEPTH,
                seed=self.seed,
                zero_sum=True,
                root_filter=lambda v, who, acts: ranked_moves(rules, v, who, acts)[:SEARCH_CANDIDATES],
            )
        return self._search.choose(rules, view, seat)
