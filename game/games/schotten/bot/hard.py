"""Hard: every card play judged by the chance of winning the round (``value.py``: each stone's
chance counted from the unseen cards, the line by the adjacency race), the mistakes a good player
punishes ruled out first (``guard.py``: gifts, dead ends, cards spent for nothing), and the
closest plays searched: each is played into the same guesses of the opponent's hidden hand
and of the card this seat draws next (common random numbers), the opponent answers with the
reply of that hand that hurts most, this seat answers that with its best clan card play holding
the drawn card, and the plays are ranked by the average of where those plans of two plays lead.
The budget is a number of positions judged (``SEARCH_ITERATIONS``), not time, so a seed gives
the same moves on any machine; a CPU clock is a safety net only."""

from __future__ import annotations

import random
import time

from game.core.rng import Rng
from game.core.rules import Action
from game.games.schotten.bot.evaluate import _keep_value, forced_move
from game.games.schotten.bot.guard import follow_ups, play_outcomes, with_claims
from game.games.schotten.bot.strategy import draw_choice
from game.games.schotten.bot.value import Valuer
from game.games.schotten.rules.actions import Play
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.state import (
    CLAN,
    END,
    GIVE_BACK,
    OVER,
    PICK,
    PLACE,
    PLAY,
    RECRUIT,
    ROUND_OVER,
    SchottenState,
)

SEARCH_ITERATIONS = 3000
"""Hard's budget: positions judged per decision (after an opponent's reply and after this
seat's answer to it): about seven guesses of the opponent's hand early in a base round."""
TACTICAL_ITERATIONS = 1500
"""The same in the tactical variant, where a guessed hand's tactic cards multiply the replies
(each pick and place): half the base budget keeps a decision's CPU p95 near 0.5 s (3000 there:
0.86 s, max 2.0 s)."""
SEARCH_CANDIDATES = 4
"""The plays searched: the best few by the position they leave (within ``SEARCH_MARGIN``)."""
SEARCH_MARGIN = 0.06
"""Plays this far below the best (in chance of winning the round) are not searched."""
SPENT_MARGIN = 0.015
"""A card spent for nothing (``guard.Outcome.spent``) is played only if it leaves a position
this much better (in chance of winning the round) than the best play that spends none."""
SEARCH_WORLDS = 24
"""At most this many guesses of the opponent's hand."""
REPLY_EFFECTS = ("steal", "discard_opponent", "formation_size", "sum_only", "wild")
"""Tactical variant: the tactic cards the opponent's guessed hand replies with as well as its
clan cards (``value.DISRUPTIVE``: those that turn a contested stone), ruses through every pick
and place."""
SAFETY_SECONDS = 3.0
"""A safety net only, in CPU seconds of the deciding thread (so a busy machine does not change
the moves): the iteration budget is the normal stopping rule."""


class HardBot:
    def __init__(
        self,
        seed: int | None = None,
        iterations: int | None = None,
        seconds: float | None = -1.0,
    ):
        """``iterations`` (in either variant) and ``seconds`` (None: no clock) default to the
        module's ``SEARCH_ITERATIONS`` / ``TACTICAL_ITERATIONS`` and ``SAFETY_SECONDS`` as they
        are when the bot is made."""
        self.seed = seed
        self.rng = random.Random(seed)
        self.iterations = SEARCH_ITERATIONS if iterations is None else iterations
        self.tactical_iterations = TACTICAL_ITERATIONS if iterations is None else iterations
        self.seconds = SAFETY_SECONDS if seconds == -1.0 else seconds
        self.last_iterations = 0

    def choose(self, rules: SchottenRules, view: SchottenState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        forced = forced_move(actions)
        if forced is not None:
            return forced
        if view.phase in (END, RECRUIT):
            return draw_choice(rules, view, seat, actions)
        if view.phase == GIVE_BACK:
            return min(actions, key=lambda a: _keep_value(rules, view, a.card))
        valuer = Valuer(rules, view, seat)
        ranked = rank(rules, view, seat, actions, valuer)
        if view.phase != PLAY or self.budget(view) <= 0:
            return ranked[0][0]
        best = ranked[0][1]
        shortlist = [(a, v) for a, v, ok in ranked[:SEARCH_CANDIDATES] if ok and v >= best - SEARCH_MARGIN]
        if len(shortlist) < 2:
            return ranked[0][0]
        return self.search(rules, view, seat, valuer, shortlist)

    def budget(self, view: SchottenState) -> int:
        """Positions judged per decision in this view's variant."""
        return self.tactical_iterations if view.tactical else self.iterations

    def appraise(self, rules: SchottenRules, view: SchottenState, seat: int) -> list[tuple[Action, float]]:
        """The coach's appraisal (``core.bots.Appraiser``): every legal move with the chance of
        winning the round it leaves (``appraise`` below), the move this player would choose
        valued highest (the search may prefer a play a little below the best by position)."""
        moves = appraise(rules, view, seat)
        if len(moves) < 2:
            return moves
        choice = self.choose(rules, view, seat)
        top = moves[0][1]
        return [(choice, top)] + [(a, v) for a, v in moves if a != choice]

    def search(self, rules: SchottenRules, view: SchottenState, seat: int, valuer: Valuer, shortlist: list) -> Action:
        started = time.thread_time()
        other = 1 - seat
        afters = []
        for action, _ in shortlist:
            after = view.clone()
            rules.apply_unchecked(after, action)
            afters.append(max((with_claims(rules, s) for s in follow_ups(rules, after)), key=valuer.value))
        totals = [0.0] * len(afters)
        judged = worlds = 0
        budget = self.budget(view)
        while judged < budget and worlds < SEARCH_WORLDS:
            if self.seconds is not None and worlds and time.thread_time() - started > self.seconds:
                break
            world = rules.determinize(view, seat, Rng(self.rng.getrandbits(32)))
            hand = world.hands[other]
            drawn = next_draw(world)
            for k, after in enumerate(afters):
                value, count, worst = reply_value(rules, after, other, hand, valuer)
                if worst is not None and drawn is not None:
                    value, more = answer_value(rules, worst, seat, after.hands[seat], drawn, valuer)
                    count += more
                totals[k] += value
                judged += count
            worlds += 1
        self.last_iterations = judged
        scores = [totals[k] / worlds for k in range(len(afters))]
        return shortlist[max(range(len(afters)), key=lambda k: scores[k])][0]


def next_draw(world: SchottenState) -> int | None:
    """The clan card this seat would draw next in a guessed world (its pool is in random order)."""
    if world.pools[CLAN]:
        return world.pools[CLAN][0]
    if world.bottoms[CLAN]:
        return world.bottoms[CLAN][0][0]
    return None


def answer_value(
    rules: SchottenRules, state: SchottenState, seat: int, hand: list[int], drawn: int, valuer: Valuer
) -> tuple[float, int]:
    """The value of this seat's best clan card play from ``state`` (after the opponent's reply),
    holding ``hand`` and ``drawn``; and how many positions were judged."""
    if state.phase in (OVER, ROUND_OVER):
        return valuer.value(state), 1
    best = None
    count = 0
    for after in clan_plays(rules, to_play(state, seat, [c for c in hand if c >= 0] + [drawn]), seat):
        value = valuer.value(with_claims(rules, after))
        count += 1
        if best is None or value > best:
            best = value
    if best is None:
        return valuer.value(state), 1
    return best, count


def reply_value(
    rules: SchottenRules, after: SchottenState, other: int, hand: list[int], valuer: Valuer
) -> tuple[float, int, SchottenState | None]:
    """The value (for the valuer's seat) after the opponent's reply that hurts it most, the
    opponent holding ``hand``; how many positions were judged; and that position (None: no reply)."""
    if after.phase != PLAY and after.phase != END:
        return valuer.value(after), 1, None
    worst = None
    worst_state = None
    count = 0
    for state in replies(rules, to_play(after, other, list(hand)), other):
        value = valuer.value(state)
        count += 1
        if worst is None or value < worst:
            worst, worst_state = value, state
    if worst is None:
        return valuer.value(after), 1, None
    return worst, count, worst_state


def to_play(state: SchottenState, seat: int, hand: list[int]) -> SchottenState:
    """A copy of ``state`` with ``seat`` holding ``hand`` and to play a card."""
    base = state.clone()
    base.hands[seat] = hand
    base.current = seat
    base.phase = PLAY
    return base


def clan_plays(rules: SchottenRules, state: SchottenState, seat: int):
    """The positions after each clan card ``seat`` holds played on each stone with room."""
    stones = [s for s in range(rules.cs.stones) if rules.has_room(state, seat, s)]
    for card in sorted(set(state.hands[seat])):
        if rules.is_clan(card):
            for stone in stones:
                after = state.clone()
                rules.apply_unchecked(after, Play(card, stone))
                yield after


def replies(rules: SchottenRules, state: SchottenState, seat: int):
    """The positions after each clan card ``seat`` holds played on each stone with room, and
    (tactical variant) after each of its tactic cards of ``REPLY_EFFECTS`` it may play."""
    yield from clan_plays(rules, state, seat)
    held = set(state.hands[seat])
    if not any(not rules.is_clan(c) and rules.effect(c) in REPLY_EFFECTS for c in held):
        return
    for action in rules.legal_actions(state):
        if isinstance(action, Play) and not rules.is_clan(action.card) and rules.effect(action.card) in REPLY_EFFECTS:
            after = state.clone()
            rules.apply_unchecked(after, action)
            yield from follow_ups(rules, after)


def rank(
    rules: SchottenRules, view: SchottenState, seat: int, actions: list[Action], valuer: Valuer | None = None
) -> list[tuple[Action, float, bool]]:
    """``(action, value, allowed)`` best first: the value of the position each move leaves
    (a ruse: its best follow-up); a card play that is a dead end or a gift while another is
    not is not allowed and comes after every allowed one (``guard.py``), and so is a card
    spent while another play spends fewer for at most ``SPENT_MARGIN`` less."""
    valuer = valuer or Valuer(rules, view, seat)
    guard = play_outcomes(rules, view, seat, actions) if view.phase in (PLAY, PICK, PLACE) else {}
    best_key = min((o.key[:2] for o in guard.values()), default=(0, 0))
    scored = []
    for action in actions:
        after = view.clone()
        rules.apply_unchecked(after, action)
        value = max(valuer.value(with_claims(rules, s)) for s in follow_ups(rules, after))
        outcome = guard.get(action)
        allowed = outcome is None or outcome.key[:2] <= best_key
        scored.append((action, value, allowed))
    spent = {a: guard[a].spent for a, _, ok in scored if ok and a in guard}
    if spent and max(spent.values()) > min(spent.values()):
        least = min(spent.values())
        clean = max(v for a, v, ok in scored if ok and spent.get(a, least) == least)
        scored = [(a, v, ok and (spent.get(a, least) == least or v > clean + SPENT_MARGIN)) for a, v, ok in scored]
    scored.sort(key=lambda t: (not t[2], -t[1]))
    return scored


def appraise(rules: SchottenRules, view: SchottenState, seat: int) -> list[tuple[Action, float]]:
    """For a coach: every legal move of ``seat`` now with the chance of winning the round it
    leaves (0 to 1, as Hard judges it from the seat's view only; tactic cards still held add a
    little, ``value.TACTIC_HELD``), best first."""
    return [(a, min(1.0, v)) for a, v, _ in rank(rules, view, seat, rules.legal_actions(view))]
