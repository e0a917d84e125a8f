"""Formation strength: the heart of claiming.

A formation's value is ``(rank, total)``: rank 4 colour run, 3 same strength,
2 colour, 1 run, 0 sum; bigger tuples win, and equal tuples go to the side completed
first.  On a Blind-Man's Bluff stone every rank is 0 (sum only).

Cards here are *pieces*: a clan card is ``(colour, strength)``; a wild card (Joker, Spy,
Shield Bearer) is the tuple of strengths it may take, its colour being free.

``best_completion`` answers the proof question without enumerating: the strongest
formation a side can still reach by adding ``k`` pieces from a pool.  It is checked
against brute-force enumeration in the tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import permutations, product

COLOUR_RUN, SAME_STRENGTH, COLOUR, RUN, SUM = 4, 3, 2, 1, 0
RANK_NAMES = {COLOUR_RUN: "colour_run", SAME_STRENGTH: "same_strength", COLOUR: "colour", RUN: "run", SUM: "sum"}


def formation_key(rank: int, size: int = 3) -> str:
    """The words' key of a formation of ``size`` cards: under Mud Fight four of a kind, not three."""
    if rank == SAME_STRENGTH and size == 4:
        return "four_strength"
    return RANK_NAMES[rank]


Value = tuple[int, int]
Clan = tuple[int, int]
Wild = tuple[int, ...]
LOW, HIGH = 1, 9


class Pool:
    """The pieces a side may still receive, indexed for the questions below."""

    __slots__ = ("clan", "wilds", "by_strength", "by_colour", "masks", "values")

    def __init__(self, clan: Iterable[Clan], wilds: Sequence[Wild] = ()):
        pieces = self.clan = set(clan)
        self.wilds = list(wilds)
        by_strength: dict[int, int] = {}
        by_colour: dict[int, list[int]] = {}
        masks: dict[int, int] = {}
        """Per colour, the strengths it holds as bits (bit s for strength s)."""
        for colour, strength in pieces:
            by_strength[strength] = by_strength.get(strength, 0) + 1
            strengths = by_colour.get(colour)
            if strengths is None:
                by_colour[colour] = [strength]
                masks[colour] = 1 << strength
            else:
                strengths.append(strength)
                masks[colour] |= 1 << strength
        for strengths in by_colour.values():
            strengths.sort(reverse=True)
        self.by_strength, self.by_colour, self.masks = by_strength, by_colour, masks
        values = [s for _, s in pieces]
        values += [max(w) for w in self.wilds]
        values.sort(reverse=True)
        self.values = values

    def without(self, gone: Iterable[Clan]) -> Pool:
        """This pool less some of its clan pieces (the same wilds), without rebuilding it."""
        pool = Pool.__new__(Pool)
        pool.clan = self.clan.difference(gone)
        pool.wilds = self.wilds
        by_strength, by_colour, masks = dict(self.by_strength), dict(self.by_colour), dict(self.masks)
        values = self.values[:]
        for colour, strength in gone:
            by_strength[strength] -= 1
            if not by_strength[strength]:
                del by_strength[strength]
            strengths = [s for s in by_colour[colour] if s != strength]
            if strengths:
                by_colour[colour] = strengths
                masks[colour] &= ~(1 << strength)
            else:
                del by_colour[colour], masks[colour]
            values.remove(strength)
        pool.by_strength, pool.by_colour, pool.masks, pool.values = by_strength, by_colour, masks, values
        return pool


EMPTY_POOL = Pool(())


def concrete_value(pieces: Sequence[Clan], sum_only: bool = False) -> Value:
    """The value of fully known cards."""
    total = sum(s for _, s in pieces)
    if sum_only:
        return (SUM, total)
    strengths = sorted(s for _, s in pieces)
    same_colour = len({c for c, _ in pieces}) == 1
    consecutive = all(b - a == 1 for a, b in zip(strengths, strengths[1:]))
    if same_colour and consecutive:
        return (COLOUR_RUN, total)
    if strengths[0] == strengths[-1]:
        return (SAME_STRENGTH, total)
    if same_colour:
        return (COLOUR, total)
    if consecutive:
        return (RUN, total)
    return (SUM, total)


def _match_wilds(need: list[int], wilds: list[Wild]) -> bool:
    """Can each needed strength get its own wild piece that allows it?"""
    if not need:
        return True
    if len(need) > len(wilds):
        return False
    first = need[0]
    return any(first in wild and _match_wilds(need[1:], wilds[:i] + wilds[i + 1 :]) for i, wild in enumerate(wilds))


def _can_fill(positions: list[int], fixed_wilds: list[Wild], available, pool_wilds: list[Wild]) -> bool:
    """Fill each strength in ``positions``: every fixed wild takes one, the rest come from the pool."""
    if not fixed_wilds and not pool_wilds:
        return all(available(p) for p in positions)
    for chosen in permutations(positions, len(fixed_wilds)):
        if all(s in w for s, w in zip(chosen, fixed_wilds)):
            rest = [p for p in positions if p not in chosen]
            need = [p for p in rest if not available(p)]
            if _match_wilds(need, pool_wilds):
                return True
    return False


def _top(values: list[int], k: int) -> int | None:
    return sum(values[:k]) if len(values) >= k else None


def best_completion(
    fixed: Sequence[Clan],
    fixed_wilds: Sequence[Wild],
    size: int,
    sum_only: bool,
    pool: Pool = EMPTY_POOL,
    floor: Value | None = None,
) -> Value | None:
    """The strongest value the side reaches by adding ``size - len(pieces)`` pieces from ``pool``.

    None when the pool cannot complete the side at all.  With ``floor`` (the proof
    question: can it beat this?) formations that cannot beat ``floor`` are not searched,
    and None is returned when the best does not beat it.
    """
    fixed_wilds = list(fixed_wilds)
    k = size - len(fixed) - len(fixed_wilds)
    if k < 0:
        raise ValueError("too many cards for the formation")
    fixed_total = sum(s for _, s in fixed) + sum(max(w) for w in fixed_wilds)
    best_sum = _top(pool.values, k)
    if best_sum is None:
        return None
    if sum_only:
        return (SUM, fixed_total + best_sum)
    floor_rank, floor_total = floor if floor is not None else (-1, -1)
    fixed_strengths = [s for _, s in fixed]
    fixed_colours = {c for c, _ in fixed}
    distinct = len(set(fixed_strengths)) == len(fixed_strengths)

    # Colour run and run: try the highest window of strengths first.
    if len(fixed_colours) <= 1 and distinct:
        colours = fixed_colours or set(pool.by_colour) | {-1}
        for start in range(HIGH - size + 1, LOW - 1, -1):
            window = range(start, start + size)
            if floor_rank == COLOUR_RUN and sum(window) <= floor_total:
                break
            if any(s not in window for s in fixed_strengths):
                continue
            positions = [s for s in window if s not in fixed_strengths]
            if not fixed_wilds and not pool.wilds:
                need = sum(1 << s for s in positions)
                if any(pool.masks.get(colour, 0) & need == need for colour in colours):
                    return (COLOUR_RUN, sum(window))
                continue
            for colour in colours:
                if _can_fill(positions, fixed_wilds, lambda s, c=colour: (c, s) in pool.clan, pool.wilds):
                    return (COLOUR_RUN, sum(window))
    if floor_rank > SAME_STRENGTH:
        return None
    # Same strength.
    if len(set(fixed_strengths)) <= 1:
        for strength in range(HIGH, LOW - 1, -1):
            if floor_rank == SAME_STRENGTH and strength * size <= floor_total:
                break
            if fixed_strengths and fixed_strengths[0] != strength:
                continue
            if not all(strength in w for w in fixed_wilds):
                continue
            supply = pool.by_strength.get(strength, 0) + sum(1 for w in pool.wilds if strength in w)
            if supply >= k:
                return (SAME_STRENGTH, strength * size)
    if floor_rank > COLOUR:
        return None
    # Colour.
    if len(fixed_colours) <= 1:
        colours = fixed_colours or set(pool.by_colour) | ({-1} if pool.wilds or k == 0 else set())
        best = None
        wild_values = sorted((max(w) for w in pool.wilds), reverse=True)
        for colour in colours:
            candidates = sorted(pool.by_colour.get(colour, []) + wild_values, reverse=True)
            extra = _top(candidates, k)
            if extra is not None and (best is None or fixed_total + extra > best):
                best = fixed_total + extra
        if best is not None and (COLOUR, best) > (floor_rank, floor_total):
            return (COLOUR, best)
    if floor_rank > RUN:
        return None
    # Run.
    if distinct:
        for start in range(HIGH - size + 1, LOW - 1, -1):
            window = range(start, start + size)
            if any(s not in window for s in fixed_strengths):
                continue
            positions = [s for s in window if s not in fixed_strengths]
            if floor_rank == RUN and sum(window) <= floor_total:
                break
            if _can_fill(positions, fixed_wilds, lambda s: pool.by_strength.get(s, 0) > 0, pool.wilds):
                return (RUN, sum(window))
    if floor_rank > SUM or (SUM, fixed_total + best_sum) <= (floor_rank, floor_total):
        return None
    return (SUM, fixed_total + best_sum)


def wild_options(fixed: Sequence[Clan], wild: Wild) -> list[Clan]:
    """The (colour, strength) choices worth trying for one wild card.

    Only whether a wild shares a colour with the other cards matters, so one colour
    outside the side stands for all the others.
    """
    colours = sorted({c for c, _ in fixed})
    spare = next(c for c in range(6) if c not in colours)
    return [(c, s) for c in [*colours, spare] for s in wild]


def best_assignment(fixed: Sequence[Clan], wilds: Sequence[Wild], sum_only: bool) -> tuple[Value, list[Clan]]:
    """The owner's best choice for each wild card on a complete side (shown when a stone is decided)."""
    if not wilds:
        return concrete_value(fixed, sum_only), []
    best_value: Value | None = None
    best_choice: list[Clan] = []
    for choice in product(*(wild_options(fixed, w) for w in wilds)):
        value = concrete_value([*fixed, *choice], sum_only)
        if best_value is None or value > best_value:
            best_value, best_choice = value, list(choice)
    assert best_value is not None
    return best_value, best_choice
