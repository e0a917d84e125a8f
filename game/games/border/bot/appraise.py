"""The hard player's appraisal of every move a seat may make now (for the coach and hints).

``appraise(rules, view, seat)`` returns each legal action of ``seat`` with one number, in one
unit: the points the seat can expect to finish ahead of its best-placed opponent if it makes
that move and then plays on as the hard player would (``Standing``: its expected points minus
the best opponent's; in Action 1 less what the dice it leaves are worth to the others).  It
reads only ``view`` (what the seat sees; in The Border everything is public).

* rolling: the expected value over the roll (and the re-rolls still allowed, played best);
* setting a die aside or taking it back: the best roll that keeps every die then set aside
  (a toggle is read as a commitment, else each one would be worth the position itself);
* completing a segment: the best plan for the dice that completes it; Done: using no more dice;
* a passive cross: the best sequence of crosses that starts with it; Done: stopping now.
"""

from __future__ import annotations

import itertools
import math
from typing import Protocol

from game.core.rules import Action
from game.games.border.bot.evaluate import Evaluator, Standing
from game.games.border.bot.plan import Expectimax, Planner
from game.games.border.rules.actions import Complete, Cross, Keep, Roll
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, ROLL, BorderState


class Searcher(Protocol):
    """What the appraisal asks of the hard player (``players.HardBot``, whose ``appraise`` calls
    this module: the coach finds it there, ``bots.appraiser_for``)."""

    def planner(self, rules: BorderRules, view: BorderState, seat: int) -> Planner: ...

    def counts(self, rules: BorderRules, view: BorderState, mask: int) -> tuple[int, ...]: ...

    def evaluator(self, rules: BorderRules, view: BorderState) -> Evaluator: ...

    def beam_search(self, rules: BorderRules, view: BorderState, seat: int, standing: Standing
                    ) -> tuple[float, list[int]]: ...


def appraise(rules: BorderRules, view: BorderState, seat: int, bot: Searcher) -> list[tuple[Action, float]]:
    """Every legal action of ``seat`` in ``view`` with its value for ``bot`` (see the module); []
    when it is not ``seat``'s turn."""
    if rules.to_move(view) != seat:
        return []
    if view.phase == PASSIVE:
        return _passive(bot, rules, view, seat)
    if view.phase in (ROLL, KEEP, CROSS):
        return _active(bot, rules, view, seat)
    return []


def _active(bot: Searcher, rules: BorderRules, view: BorderState, seat: int) -> list[tuple[Action, float]]:
    planner = bot.planner(rules, view, seat)
    search = Expectimax(planner, rules.bs.dice)
    rolls_left = rules.bs.rolls - view.rolls
    free = rules.free_dice(view)
    counts = bot.counts(rules, view, free)
    out: list[tuple[Action, float]] = []
    for action in rules.legal_actions(view):
        if isinstance(action, Roll):
            kept = bot.counts(rules, view, view.aside & free) if view.phase == KEEP else (0,) * len(counts)
            value = search.expected(kept, rolls_left)
        elif isinstance(action, Keep):
            value = _best_roll(rules, view, search, counts, action, rolls_left)
        elif isinstance(action, Complete):
            value = planner.best(counts, action.segment)[0]
        else:  # Done: none of the free dice used, all left to the others
            value = planner.plan_value(()) - planner.gift(counts, [((), 0)] * len(counts))
        out.append((action, value))
    return out


def _best_roll(rules: BorderRules, view: BorderState, search: Expectimax, counts: tuple[int, ...], action: Keep,
               rolls_left: int) -> float:
    """The best roll that keeps every die set aside once ``action`` is made."""
    aside = view.aside ^ 1 << action.die
    need = [0] * len(counts)
    for d in rules.dice_bits[aside]:
        need[view.dice[d]] += 1
    colour = view.dice[action.die]
    best = -math.inf
    for kept in itertools.product(*(range(c + 1) for c in counts)):
        if sum(kept) >= search.dice or any(k < n for k, n in zip(kept, need)):
            continue
        if not action.keep and kept[colour] >= counts[colour]:
            continue  # the die taken back is not kept by another name
        best = max(best, search.expected(kept, rolls_left))
    return best


def _passive(bot: Searcher, rules: BorderRules, view: BorderState, seat: int) -> list[tuple[Action, float]]:
    ev = bot.evaluator(rules, view)
    standing = Standing(ev, view, seat, ev.race_costs(view, seat) if ev.w.race else None)
    out: list[tuple[Action, float]] = []
    for action in rules.legal_actions(view):
        if isinstance(action, Cross):
            after = view.clone()
            rules.apply_unchecked(after, action)
            value = bot.beam_search(rules, after, seat, standing)[0]
        else:
            value = standing.relative(view, view.crossed[seat])
        out.append((action, value))
    return out
