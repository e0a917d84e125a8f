"""Action 1: the best plan for a set of dice (``Planner``) and the roll / re-roll decisions
(``Expectimax``: every multiset of kept dice, every outcome of the re-roll)."""

from __future__ import annotations

import itertools
import math
from functools import cache

from game.games.border.bot.evaluate import Evaluator, Standing
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import BorderState

Option = tuple[tuple[int, ...], int]


def colour_options(rules: BorderRules, state: BorderState, colour: int, count: int) -> list[Option]:
    """Sets of the active player's segments of ``colour`` that ``count`` dice can complete, with dice used."""
    tables = rules.tables_of(state, state.active)
    open_ = ~state.crossed[state.active]
    segs = [(s, (tables.seg_mask[s] & open_).bit_count()) for s in tables.by_colour[colour]]
    segs = [(s, n) for s, n in segs if 0 < n <= count]
    out = [((), 0)]
    for size in range(1, len(segs) + 1):
        for combo in itertools.combinations(segs, size):
            used = sum(n for _, n in combo)
            if used <= count:
                out.append((tuple(s for s, _ in combo), used))
    return out


@cache
def _multisets(size: int, colours: int) -> tuple[tuple[int, ...], ...]:
    """Every multiset of ``size`` dice as counts per colour."""
    return tuple(tuple(c.count(k) for k in range(colours))
                 for c in itertools.combinations_with_replacement(range(colours), size))


@cache
def _outcomes(size: int, colours: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every result of rolling ``size`` dice, as (counts per colour, probability)."""
    total = colours ** size
    out = []
    for counts in _multisets(size, colours):
        ways = math.factorial(size)
        for c in counts:
            ways //= math.factorial(c)
        out.append((counts, ways / total))
    return tuple(out)


class Planner:
    """Values of Action 1 for every possible set of dice (counts per colour)."""

    def __init__(self, evaluator: Evaluator, state: BorderState, seat: int, opponents_count: bool):
        self.ev = evaluator
        self.rules = evaluator.rules
        self.state = state
        self.seat = seat
        self.colours = len(self.rules.colour_ids)
        self.rivals = evaluator.race_costs(state, seat) if evaluator.w.race else None
        self.standing = Standing(evaluator, state, seat, self.rivals) if opponents_count else None
        self.plan_values: dict[tuple[int, ...], float] = {}
        self.enders: dict[tuple[int, ...], int] = {}
        """The plans that end the game, with the spaces crossed after them."""
        self._sure: dict[tuple, bool] = {}
        self.options: dict[tuple[int, int], list] = {}
        self.gifts = self._gifts() if opponents_count and evaluator.w.leftover else None
        self.lead = evaluator.tempo(state) if evaluator.w.completion and not opponents_count else None
        """The tempo at ``state`` (the completion model's), taken once for every plan."""
        self.tables = self.rules.tables_of(state, seat)

    def _gifts(self) -> list[float]:
        """Per colour: what a leftover die of that colour is worth to the opponents (summed)."""
        gifts = [0.0] * self.colours
        state = self.state
        for other in range(state.num_seats):
            if other != self.seat:
                for c, g in enumerate(self.ev.best_cross_gain(state, other)):
                    gifts[c] += g
        scale = self.ev.w.leftover / max(1, state.num_seats - 1) ** self.ev.w.gift_power
        return [g * scale for g in gifts]

    def _colour_options(self, colour: int, count: int):
        key = (colour, count)
        if key not in self.options:
            self.options[key] = colour_options(self.rules, self.state, colour, count)
        return self.options[key]

    def plan_value(self, plan: tuple[int, ...]) -> float:
        if plan not in self.plan_values:
            crossed = self.state.crossed[self.seat]
            for s in plan:
                crossed |= self.tables.seg_mask[s]
            if self.standing is not None:
                self.plan_values[plan] = self.standing.relative(self.state, crossed)
                if self.ev.ends_game(self.state, self.seat, crossed):
                    self.enders[plan] = crossed
            else:
                self.plan_values[plan] = self.ev.value(self.state, self.seat, crossed, self.rivals, self.lead)
        return self.plan_values[plan]

    def best(self, counts: tuple[int, ...], must: int | None = None) -> tuple[float, tuple[int, ...]]:
        """Best plan for these dice: (value, segments); with ``must``, the best plan that completes
        that segment (-inf and no plan when none can)."""
        per_colour = [self._colour_options(c, counts[c]) if counts[c] else [((), 0)] for c in range(self.colours)]
        best_value, best_plan = -math.inf, ()
        for combo in itertools.product(*per_colour):
            plan = tuple(s for segs, _ in combo for s in segs)
            if must is not None and must not in plan:
                continue
            value = self.plan_value(plan) - self.gift(counts, combo)
            if plan in self.enders and self._sure_win(plan, counts, combo):
                value += self.ev.w.sure_win
            if value > best_value:
                best_value, best_plan = value, plan
        return best_value, best_plan

    def _sure_win(self, plan: tuple[int, ...], counts: tuple[int, ...], combo) -> bool:
        """Whether ``plan`` (which ends the game) wins against every opponent whatever they cross
        with the dice it leaves them."""
        used = tuple(n for _, n in combo)
        total_used, dice = sum(used), sum(counts)
        pick_one = total_used == dice
        left = counts if total_used in (0, dice) else tuple(c - u for c, u in zip(counts, used))
        key = (plan, left, pick_one)
        if key not in self._sure:
            self._sure[key] = self.standing.sure_win(self.state, self.enders[plan], left, pick_one)
        return self._sure[key]

    def gift(self, counts: tuple[int, ...], combo) -> float:
        if self.gifts is None:
            return 0.0
        used = [n for _, n in combo]
        total_used = sum(used)
        dice = sum(counts)
        if total_used == 0 or total_used == dice:
            # all offered: everyone takes what suits them (one die only when all were used)
            present = [self.gifts[c] for c in range(self.colours) if counts[c]]
            if total_used == dice:
                return max(present, default=0.0)
            return sum(self.gifts[c] * counts[c] for c in range(self.colours))
        return sum(self.gifts[c] * (counts[c] - used[c]) for c in range(self.colours))


class Expectimax:
    """Best keep / stop decision over the remaining rolls, from the Planner's stop values."""

    def __init__(self, planner: Planner, dice: int):
        self.planner = planner
        self.dice = dice
        self.colours = planner.colours
        self.stop: dict[tuple[int, ...], float] = {}
        self.expect: dict[tuple[tuple[int, ...], int], float] = {}
        self.keep_best: dict[tuple[tuple[int, ...], int], float] = {}
        self.held: dict[tuple[tuple[int, ...], int], float] = {}

    def stop_value(self, counts: tuple[int, ...]) -> float:
        if counts not in self.stop:
            self.stop[counts] = self.planner.best(counts)[0]
        return self.stop[counts]

    def value(self, counts: tuple[int, ...], rolls_left: int) -> float:
        """Value of holding ``counts`` with ``rolls_left`` rolls still allowed."""
        key = (counts, rolls_left)
        best = self.held.get(key)
        if best is None:
            best = self.stop_value(counts)
            if rolls_left > 0:
                for kept in self._sub_multisets(counts):
                    if sum(kept) < self.dice:
                        best = max(best, self.expected(kept, rolls_left))
            self.held[key] = best
        return best

    def expected(self, kept: tuple[int, ...], rolls_left: int) -> float:
        """Expected value of keeping ``kept`` and rolling the others."""
        key = (kept, rolls_left)
        if key not in self.expect:
            total = 0.0
            for outcome, p in _outcomes(self.dice - sum(kept), self.colours):
                counts = tuple(k + o for k, o in zip(kept, outcome))
                total += p * self.value(counts, rolls_left - 1)
            self.expect[key] = total
        return self.expect[key]

    @staticmethod
    def _sub_multisets(counts: tuple[int, ...]):
        return itertools.product(*(range(c + 1) for c in counts))

    def decide(self, counts: tuple[int, ...], rolls_left: int) -> tuple[int, ...] | None:
        """The counts to keep before rolling again, or None to stop rolling."""
        best_value, best_keep = self.stop_value(counts), None
        if rolls_left <= 0:
            return None
        for kept in self._sub_multisets(counts):
            if sum(kept) < self.dice:
                value = self.expected(kept, rolls_left)
                if value > best_value + 1e-9:
                    best_value, best_keep = value, kept
        return best_keep

