"""Hard: information-set MCTS among the best few moves."""

from __future__ import annotations

import random
import time
from typing import Any

from game.core.rng import Rng
from game.core.rules import Action, settle_chance
from game.games.schotten.bot.evaluate import forced_move
from game.games.schotten.bot.leaf import LeafJudge
from game.games.schotten.bot.strategy import choose_simple, score_moves
from game.games.schotten.rules.actions import Claim, Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import PLAY, SchottenState

SEARCH_ITERATIONS = 160
"""Hard's budget: playouts per decision, shared among the candidate moves."""
SEARCH_CANDIDATES = 6
SEARCH_MARGIN = 1.0
"""Candidates whose strategy score is this far below the best are not searched.  Six within
1.0 (four within 0.5 before, at the same playouts): the strategy score ranks a finishing card
below a flexible one when the hand card counts on several stones, and the playouts can
overrule it only among the moves they see."""
PLAYOUT_TURNS = 2
"""A playout covers the rest of this turn, the opponent's turn and this seat's next turn."""
PRIOR_WEIGHT = 1.0
"""How much the strategy score counts beside the playouts' average (both in the judge's units)."""
SHARE_HAND = False
"""Off: measured no better.  On, the leaf judgement gives each card in hand to one stone only
(``strategy.share_hand``: best gain per card first, a stone's gain from the hand counting
``HAND_WAIT`` per turn until it is finished).  Counted on every stone it could finish, a card
looks better kept than played (Hard held a red flush in hand to the end of a lost round), but
over the first 13 of the same base games against the sparring partner the leaf alone changed
no result (``HAND_WAIT`` 0.9); an older sharing of begun stones only, in both judgements,
won 45 % of 100 (65 % off)."""
SHARE_PRIOR = False
"""Off: measured no better.  ``share_hand`` in the strategy prior too (with ``DRAW_PRIOR``):
2.5 times the CPU; over the first games against the sparring partner 3 of 7 with
``HAND_WAIT`` 0.9 (6 of 7 off), 4 of 5 with 1.0 (4 of 5 off).  On a hand-built position it
put pink 4 on blue 8-9 with blue 7 in hand (spoiling a provable colour run): the other stones'
sampled chances (``evaluate.SAMPLES``) move more between moves than that stone gains."""
DRAW_PRIOR = False
"""Off: measured no better.  The strategy prior's chances let a side wait for cards still to
come when the hand can only finish it poorly (``stone_chance(draw=True)``; otherwise any hand
that can finish a side is taken to finish it, so a card played elsewhere can zero a stone
that a draw could still win).  Over the same 100 base games against the sparring partner it
won 61 (65 off; 17 games changed hands each way, 21 the other) at decision p95 0.29 s CPU."""
HAND_WAIT = 0.85
"""Per turn a stone waits for cards in hand, the share of its gain from them that counts
(tempo); only with ``SHARE_HAND`` or ``SHARE_PRIOR``."""
SAFETY_SECONDS = 3.0
"""A wall-clock safety net only: the iteration budget is the normal stopping rule."""


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


class HardBot:
    """Claims every provable stone at once.  Otherwise the strategy player's best few moves
    (``score_moves``) are each played into the same guesses of the hidden cards (common random
    numbers: every candidate meets the same hands, decks and replies), followed by a short
    playout — the rest of the turn, the opponent's turn and this seat's next one, both sides
    claiming at once and otherwise mostly playing the card that fits best — and the position
    reached is scored by the strategy player's judgement.  The move with the best average plus
    a share of its own strategy score is played.  The level is its number of playouts, so a
    seed gives the same game on any machine; the clock is a safety net only."""

    def __init__(
        self,
        seed: int | None = None,
        iterations: int = SEARCH_ITERATIONS,
        seconds: float | None = SAFETY_SECONDS,
        candidates: int = SEARCH_CANDIDATES,
    ):
        self.seed = seed
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.seconds = seconds
        self.candidates = candidates
        self.last_iterations = 0

    def choose(self, rules: SchottenRules, view: SchottenState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        forced = forced_move(actions)
        if forced is not None:
            return forced
        simple = choose_simple(rules, view, seat, actions, self.rng, SHARE_PRIOR, DRAW_PRIOR)
        if simple is not None:
            return simple
        scored = score_moves(rules, view, seat, actions, SHARE_PRIOR, HAND_WAIT, DRAW_PRIOR)
        best = scored[0][0]
        shortlist = [(s, a) for s, a in scored[: self.candidates] if s >= best - SEARCH_MARGIN]
        if len(shortlist) == 1:
            return shortlist[0][1]
        return self._search(rules, view, seat, shortlist)

    def _search(self, rules: SchottenRules, view: SchottenState, seat: int, shortlist: list) -> Action:
        started = time.perf_counter()
        totals = [0.0] * len(shortlist)
        judge = LeafJudge(rules, view, seat, SHARE_HAND, HAND_WAIT)
        rounds = max(1, self.iterations // len(shortlist))
        done = 0
        for i in range(rounds):
            if self.seconds is not None and i and time.perf_counter() - started > self.seconds:
                break
            seed = self.rng.getrandbits(32)
            world = rules.determinize(view, seat, Rng(seed))
            for k, (_, action) in enumerate(shortlist):
                totals[k] += playout(rules, world, seat, action, random.Random(seed), judge)
            done += 1
        self.last_iterations = done * len(shortlist)
        ranked = [(totals[k] / done + PRIOR_WEIGHT * score, k) for k, (score, _) in enumerate(shortlist)]
        return shortlist[max(ranked)[1]][1]


def playout(
    rules: SchottenRules, world: SchottenState, seat: int, action: Action, rng: random.Random, judge: LeafJudge
) -> float:
    """Play ``action`` in ``world`` (a guess of the hidden cards), then about ``PLAYOUT_TURNS``
    turns with the fast policy; the strategy player's judgement of where that leads."""
    state = world.clone()
    rules.apply_unchecked(state, action)
    policy = _POLICIES.get(id(rules))
    if policy is None:
        policy = _POLICIES[id(rules)] = guided_policy(rules, greed=0.85)
    turns, last = 0, seat
    while True:
        mover = settle_chance(rules, state, rng)
        if mover is None:
            break
        if mover != last:
            turns += 1
            last = mover
            if turns > PLAYOUT_TURNS:
                break
        rules.apply_unchecked(state, policy(state, mover, rules.legal_actions(state), rng))
    return judge.value(state)


_POLICIES: dict[int, Any] = {}
