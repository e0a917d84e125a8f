"""The chance of winning each stone, counted exactly from the cards still unseen, and the
chance of winning the round from those (the adjacency race).

A formation is one number here, ``code = rank * 50 + total`` (bigger wins, as ``(rank,
total)``).  For a side that still needs ``k`` cards, ``Completions`` lists the code of every
way to finish it with ``k`` cards of a pool (all ``C(n, k)`` of them, counted, not sampled):
the share ``q(x)`` of completions beating ``x`` is then one bisection.  A player picks the
best completion among the cards it holds and draws, so a side that will see ``n`` cards
beats ``x`` with chance ``1 - (1 - q(x)) ** r`` where ``r`` is the number of ``k``-card sets
among those cards, times ``TRIES_SHARE`` (fitted by simulation: the sets overlap, so they
are not independent); one missing card is the exact hypergeometric chance.

``line_value`` turns the stones' chances into the chance of winning the round: every
assignment of the open stones to the two players (at most 512) weighed by its probability,
a win when only this seat has three adjacent stones or five, half when both do (a race).
"""

from __future__ import annotations

import itertools
from bisect import bisect_right
from functools import cache
from math import comb
from operator import mul

from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import SUM, best_assignment, concrete_value
from game.games.schotten.rules.state import OVER, ROUND_OVER, SchottenState

CODE_RANK = 50
TRIES_SHARE = 0.8
"""Of the ``C(n, k)`` ways to finish a side from ``n`` cards, the share that counts as
independent tries (fitted: 0.8 within a few points for two and three missing cards)."""
ENUMERATION_CAP = 20_000
"""A pool with more completions than this (a four-card stone) is counted on a fixed subset."""


def code(value: tuple[int, int]) -> int:
    return value[0] * CODE_RANK + value[1]


class Completions:
    """Every way to finish a side from a pool: the sorted codes, for ``beating(x)``."""

    __slots__ = ("codes", "total", "_distinct")

    def __init__(self, codes: list[int]):
        codes.sort()
        self.codes = codes
        self.total = len(codes)
        self._distinct: list[int] | None = None

    def distinct(self) -> list[int]:
        """The codes a completion can have, each once, weakest first."""
        if self._distinct is None:
            self._distinct = sorted(set(self.codes))
        return self._distinct

    def beating(self, x: int) -> int:
        """How many completions make a formation stronger than ``x``."""
        return self.total - bisect_right(self.codes, x)

    def share(self, x: int) -> float:
        return self.beating(x) / self.total if self.total else 0.0

    def best(self) -> int | None:
        return self.codes[-1] if self.codes else None


class Counter:
    """Formation codes and completion counts for one rules object (cached tables)."""

    def __init__(self, rules: SchottenRules):
        self.rules = rules
        clan = rules.clan_cards()
        self.size = max(clan) + 1
        self.pieces = [rules.piece(c) for c in range(self.size)]
        self._table: list[int] | None = None
        self._cache: dict[tuple, Completions] = {}

    def table(self) -> list[int]:
        """The code of every three clan cards (sorted ids ``i < j < k`` at ``(i * n + j) * n + k``)."""
        if self._table is None:
            n, pieces = self.size, self.pieces
            table = [0] * (n * n * n)
            for i, j, k in itertools.combinations(range(n), 3):
                table[(i * n + j) * n + k] = code(concrete_value([pieces[i], pieces[j], pieces[k]]))
            self._table = table
        return self._table

    def value(self, cards: tuple[int, ...], wilds: tuple[tuple[int, ...], ...], sum_only: bool) -> int:
        """The code of a complete side (clan card ids and wild strengths, the owner's best choice)."""
        if not wilds and not sum_only and len(cards) == 3:
            i, j, k = sorted(cards)
            return self.table()[(i * self.size + j) * self.size + k]
        pieces = [self.pieces[c] for c in cards]
        return code(best_assignment(pieces, list(wilds), sum_only)[0])

    def completions(self, side: tuple, wilds: tuple, need: int, pool: tuple[int, ...], sum_only: bool) -> Completions:
        """Every way to add ``need`` cards of ``pool`` to the side (cached)."""
        key = (side, wilds, need, pool, sum_only)
        found = self._cache.get(key)
        if found is not None:
            return found
        if len(self._cache) > 4_000:
            self._cache.clear()
        found = self._cache[key] = Completions(self._codes(side, wilds, need, pool, sum_only))
        return found

    def _codes(self, side, wilds, need: int, pool: tuple[int, ...], sum_only: bool) -> list[int]:
        if side and any(c in pool for c in side):  # a card played in a search line
            pool = tuple(c for c in pool if c not in side)
        if need <= 0:
            return [self.value(side, wilds, sum_only)]
        if len(pool) < need:
            return []
        if not wilds and not sum_only and len(side) + need == 3:
            table, n = self.table(), self.size
            if need == 3:
                return [table[(i * n + j) * n + k] for i, j, k in itertools.combinations(pool, 3)]
            if need == 2:
                (a,) = side
                nn = n * n
                out = []
                for j, k in itertools.combinations(pool, 2):  # j < k: the pool is sorted
                    if a < j:
                        out.append(table[a * nn + j * n + k])
                    elif a < k:
                        out.append(table[j * nn + a * n + k])
                    else:
                        out.append(table[j * nn + k * n + a])
                return out
            a, b = sorted(side)
            nn = n * n
            low = [table[c * nn + a * n + b] for c in pool if c < a]
            mid = [table[a * nn + c * n + b] for c in pool if a < c < b]
            high = [table[a * nn + b * n + c] for c in pool if c > b]
            return low + mid + high
        combos = itertools.combinations(pool, need)
        if comb(len(pool), need) > ENUMERATION_CAP:
            combos = itertools.islice(_spread(pool, need), ENUMERATION_CAP)
        if sum_only and not wilds:  # Blind-Man's Bluff: the total alone
            strength = [p[1] for p in self.pieces]
            base = code((SUM, sum(strength[c] for c in side)))
            return [base + sum(strength[c] for c in extra) for extra in combos]
        return [self.value(side + extra, wilds, sum_only) for extra in combos]


def _spread(pool: tuple[int, ...], need: int):
    """A fixed, evenly spread subset of the ``need``-card combinations of a large pool."""
    total = comb(len(pool), need)
    step = max(1, total // ENUMERATION_CAP)
    for i, combo in enumerate(itertools.combinations(pool, need)):
        if i % step == 0:
            yield combo


def none_among(pool: int, good: int, drawn: int) -> float:
    """The chance that ``drawn`` cards taken from ``pool`` include none of ``good`` of them."""
    if good <= 0:
        return 1.0
    if drawn <= 0:
        return 1.0
    if drawn > pool - good:
        return 0.0
    return comb(pool - good, drawn) / comb(pool, drawn)


def tries(cards: int, need: int) -> float:
    """Independent tries at a ``need``-card completion among ``cards`` cards."""
    return TRIES_SHARE * comb(max(cards, need), need)


def beaten_chance(done: Completions, x: int, need: int, seen: int, pool_size: int) -> float:
    """The chance that a side finishing with ``need`` cards out of ``seen`` ones drawn from a
    pool (whose completions are ``done``) ends stronger than ``x``."""
    if done.total == 0 or seen <= 0:
        return 0.0
    if need == 1:
        return 1.0 - none_among(pool_size, done.beating(x), seen)
    q = done.share(x)
    if q <= 0.0:
        return 0.0
    return 1.0 - (1.0 - q) ** tries(seen, need)


# -- the line: three adjacent stones or five -------------------------------------------------


@cache
def _outcomes(stones: int, adjacent: int, total: int) -> tuple[tuple[float, ...], ...]:
    """For each assignment of the stones (bit i set: this seat holds stone i), 1 when only this
    seat has a winning set, 0 when only the other does, 0.5 when both do; in rows of the high
    stones' bits (one row per assignment of the stones from ``stones // 2`` on)."""

    def wins(mask: int) -> bool:
        if bin(mask).count("1") >= total:
            return True
        run = 0
        for i in range(stones):
            run = run + 1 if mask >> i & 1 else 0
            if run >= adjacent:
                return True
        return False

    full = (1 << stones) - 1
    out = []
    for mask in range(1 << stones):
        mine, theirs = wins(mask), wins(full ^ mask)
        out.append(0.5 if mine and theirs else 1.0 if mine else 0.0 if theirs else 0.5)
    low = 1 << (stones // 2)
    return tuple(tuple(out[i : i + low]) for i in range(0, len(out), low))


def _weights(odds: list[float]) -> list[float]:
    """The probability of each assignment of these stones (bit i: stone i is this seat's)."""
    weights = [1.0]
    for p in odds:
        q = 1.0 - p
        weights = [w * q for w in weights] + [w * p for w in weights]
    return weights


def line_value(odds: list[float], adjacent: int = 3, total: int = 5) -> float:
    """The chance of winning the round when each stone ``i`` is won with chance ``odds[i]``
    (independently), three adjacent or ``total`` stones winning, a tie of both broken evenly."""
    n = len(odds)
    rows = _outcomes(n, adjacent, total)
    low = n // 2
    weights_low = _weights(odds[:low])
    value = 0.0
    for row, weight in zip(rows, _weights(odds[low:])):
        if weight:
            value += weight * sum(map(mul, weights_low, row))
    return value


def line_value_of(rules: SchottenRules, odds: list[float]) -> float:
    cs = rules.cs
    return line_value(odds, cs.win_adjacent, cs.win_total)


def stone_odds(
    rules: SchottenRules, state: SchottenState, seat: int, chance, judged: list[int] | None = None
) -> list[float]:
    """Per stone, the chance ``seat`` ends up with it: claimed, provable by either side, or
    ``chance`` (those stones are appended to ``judged`` when given)."""
    mine = set(rules.claimable(state, seat)) if state.phase not in (OVER, ROUND_OVER) else set()
    theirs = set(rules.claimable(state, 1 - seat)) if state.phase not in (OVER, ROUND_OVER) else set()
    odds = []
    for stone in range(rules.cs.stones):
        owner = state.claimed[stone]
        if owner >= 0:
            odds.append(1.0 if owner == seat else 0.0)
        elif stone in mine:
            odds.append(1.0)
        elif stone in theirs:
            odds.append(0.0)
        else:
            odds.append(chance(stone))
            if judged is not None:
                judged.append(stone)
    return odds
