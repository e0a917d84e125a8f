"""The board evaluation (``Evaluator``: a board as expected points) and the hard player's
objective (``Standing``: how a seat compares with its opponents)."""

from __future__ import annotations

import itertools
import math

from game.games.border.bot.weights import Weights
from game.games.border.components import bits
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import BorderState


def _turn_chance(dice: int = 5, colours: int = 6, rolls: int = 3) -> tuple[float, ...]:
    """By dice needed (0..dice): the chance that ``dice`` dice, each re-rolled until it shows one
    colour (``rolls`` rolls), show it at least that many times."""
    p = 1.0 - (1.0 - 1.0 / colours) ** rolls
    exact = [math.comb(dice, k) * p ** k * (1 - p) ** (dice - k) for k in range(dice + 1)]
    return tuple(sum(exact[k:]) for k in range(dice + 1)) + (0.0,) * 8


TURN_CHANCE = _turn_chance()


class Evaluator:
    def __init__(self, rules: BorderRules, weights: Weights):
        self.rules = rules
        self.w = weights
        self.area_parts = tuple(self._area_parts(t) for t in rules.tables)
        self.first = rules.first_value
        self.later = rules.later_value
        self.ring = rules.ring_mask
        self.end_areas = rules.bs.end_areas

    def _area_parts(self, tables) -> tuple[tuple[tuple[int, int], ...], ...]:
        """Per area: (segment, that segment's spaces on the ring) for every segment touching it."""
        out = []
        for ring in self.rules.ring_mask:
            parts = [(s, m & ring) for s, m in enumerate(tables.seg_mask) if m & ring]
            out.append(tuple(parts))
        return tuple(out)

    def area_costs(self, state: BorderState, seat: int, crossed: int | None = None,
                   reach: int | None = None) -> list[float]:
        """Effort still needed to close each area (0 when closed); ``reach``: ``reach_after`` of
        ``crossed``, if the caller has it."""
        if crossed is None:
            crossed = state.crossed[seat]
        open_ = ~crossed
        out = self._area_sums(state.boards[seat], open_, self.w.cost)
        if self.w.reach:
            if reach is None:
                reach = self.reach_after(state, seat, crossed)
            for a, ring in enumerate(self.ring):
                out[a] = max(0.0, out[a] - self.w.reach * (ring & reach & open_).bit_count())
        return out

    def _area_sums(self, board: int, open_: int, by_need) -> list[float]:
        """Per area: ``by_need[k]`` summed over its segments still open, ``k`` the open spaces of
        each (the whole segment's, not only its spaces on the area's ring)."""
        need = [by_need[(m & open_).bit_count()] for m in self.rules.tables[board].seg_mask]
        out = []
        for parts in self.area_parts[board]:
            total = 0.0
            for s, on_ring in parts:
                if on_ring & open_:
                    total += need[s]
            out.append(total)
        return out

    def reach_after(self, state: BorderState, seat: int, crossed: int) -> int:
        """The open spaces next to ``seat``'s crosses once it holds ``crossed`` (what a passive
        die could take)."""
        return state.reach[seat] if crossed == state.crossed[seat] else self._reach(crossed)

    def _reach(self, crossed: int) -> int:
        nm = self.rules.geometry.neighbour_mask
        reach = 0
        for s in bits(crossed):
            reach |= nm[s]
        return reach & ~crossed

    def race_costs(self, state: BorderState, seat: int) -> list:
        """Per area: the least effort any opponent still needs (inf when none is racing); with
        ``Weights.race_all``, the efforts of every opponent still racing there (a tuple)."""
        if self.w.race_all:
            return self._all_rivals(state, seat)
        best = [math.inf] * len(self.ring)
        for other in range(state.num_seats):
            if other == seat:
                continue
            for a, c in enumerate(self.area_costs(state, other)):
                if not state.completed[other] >> a & 1 and c < best[a]:
                    best[a] = c
        return best

    def _all_rivals(self, state: BorderState, seat: int) -> list[tuple[float, ...]]:
        found: list[list[float]] = [[] for _ in self.ring]
        for other in range(state.num_seats):
            if other != seat:
                for a, c in enumerate(self.area_costs(state, other)):
                    if not state.completed[other] >> a & 1:
                        found[a].append(c)
        return [tuple(f) for f in found]

    def newly_closed(self, state: BorderState, seat: int, crossed: int) -> list[int]:
        """Areas ``crossed`` closes that ``seat`` has not scored yet."""
        return [a for a, ring in enumerate(self.ring)
                if not ring & ~crossed and not state.completed[seat] >> a & 1]

    def points_after(self, state: BorderState, seat: int, crossed: int) -> float:
        """Points ``seat`` would hold with ``crossed`` (new areas at the value open now)."""
        return float(sum(state.points[seat]) + sum(self.rules.open_value(state, a)
                                                   for a in self.newly_closed(state, seat, crossed)))

    def ends_game(self, state: BorderState, seat: int, crossed: int) -> bool:
        if state.ending:
            return True
        return state.completed[seat].bit_count() + len(self.newly_closed(state, seat, crossed)) >= self.end_areas

    def value(self, state: BorderState, seat: int, crossed: int | None = None,
              rivals: list[float] | None = None, lead: float | None = None) -> float:
        """Expected points of ``seat`` (points scored plus the discounted open areas).
        ``lead``: the game's tempo at ``state`` (``tempo``, for the completion model; None
        computes it)."""
        if crossed is None:
            crossed = state.crossed[seat]
        points = self.points_after(state, seat, crossed)
        model = self.w.completion
        reach = self.reach_after(state, seat, crossed) if self.w.reach or (model and model[7]) else 0
        costs = self.area_costs(state, seat, crossed, reach)
        total = points
        if model is None:
            horizon = self.w.horizon
            for a, ring in enumerate(self.ring):
                if ring & ~crossed:
                    total += self._worth(state, a, costs[a], rivals) * math.exp(-costs[a] / horizon)
            return total
        if lead is None:
            lead = self.tempo(state)
        b0, b_cost, b_lead, b_ratio, b_log_cost, b_log_lead, b_open, b_reach, b_log_open = model[:9]
        b_turn = model[9] if len(model) > 9 else 0.0
        turn = self.turn_chances(state, seat, crossed) if b_turn else None
        base = b0 + self.w.completion_shift + b_lead * lead + b_log_lead * math.log1p(lead)
        ratio = 1.0 / (lead + 5.0)
        for a, ring in enumerate(self.ring):
            open_ = ring & ~crossed
            if open_:
                c = costs[a]
                n = open_.bit_count()
                z = (base + c * (b_cost + b_ratio * ratio) + b_log_cost * math.log1p(c)
                     + b_open * n + b_reach * (open_ & reach).bit_count() + b_log_open * math.log1p(n))
                if turn is not None:
                    z += b_turn * turn[a]
                total += self._worth(state, a, c, rivals) / (1.0 + math.exp(-z))
        return total

    def turn_chances(self, state: BorderState, seat: int, crossed: int) -> list[float]:
        """Per area: the summed chances that one Action 1 aimed at it completes each of its open
        segments (the dice a segment needs among five, each of its colour after up to three rolls)."""
        return self._area_sums(state.boards[seat], ~crossed, TURN_CHANCE)

    def effort(self, state: BorderState, seat: int, costs: list[float], crossed: int) -> float:
        """Effort ``seat`` still needs to close its sixth area: its cheapest open areas."""
        done = [a for a, ring in enumerate(self.ring) if not ring & ~crossed]
        left = self.end_areas - len(done)
        if left <= 0:
            return 0.0
        return sum(sorted(c for a, c in enumerate(costs) if self.ring[a] & ~crossed)[:left])

    def efforts(self, state: BorderState) -> list[float]:
        return [self.effort(state, s, self.area_costs(state, s), state.crossed[s]) for s in range(state.num_seats)]

    def tempo(self, state: BorderState) -> float:
        """The least effort any seat needs to close its sixth area at ``state``: how near the end is.

        Taken from the position a decision starts from and kept for every candidate: a seat's
        own crosses must never lower its own open areas' chances (with the tempo taken after
        them, completing a segment that closes nothing could score below using no dice at all,
        and a hard player ahead in the race ended its rolls handing every die to its rivals)."""
        return min(self.efforts(state))

    def last_gain(self, state: BorderState, seat: int, left: tuple[int, ...], pick_one: bool, taken: int) -> float:
        """The most points ``seat`` could still score in the game's last Action 2 with the dice
        ``left`` (counts per colour; one die of its choice when ``pick_one``), where the areas in
        mask ``taken`` are worth their later value.  Ignores adjacency: never below the truth."""
        tables = self.rules.tables[state.boards[seat]]
        crossed = state.crossed[seat]
        found = []  # (the area's open spaces, what closing it is worth)
        for a, ring in enumerate(self.ring):
            open_ = ring & ~crossed
            if not open_ or state.completed[seat] >> a & 1:
                continue
            need = [(open_ & m).bit_count() for m in tables.colour_mask]
            if pick_one:
                fits = open_.bit_count() == 1 and left[need.index(1)] > 0
            else:
                fits = all(n <= k for n, k in zip(need, left))
            if fits:
                first = state.first_stamp[a] < 0 and not taken >> a & 1
                found.append((open_, self.first[a] if first else self.later[a]))
        if pick_one:  # one space: the areas it is the last open space of
            by_space: dict[int, float] = {}
            for open_, worth in found:
                by_space[open_] = by_space.get(open_, 0.0) + worth
            return max(by_space.values(), default=0.0)
        best = 0.0
        for size in range(1, len(found) + 1):
            for combo in itertools.combinations(found, size):
                union = 0
                for open_, _ in combo:
                    union |= open_
                if all((union & m).bit_count() <= k for m, k in zip(tables.colour_mask, left)):
                    best = max(best, float(sum(worth for _, worth in combo)))
        return best

    def _worth(self, state: BorderState, area: int, cost: float, rivals: list[float] | None) -> float:
        if state.first_stamp[area] >= 0:
            return self.later[area]
        if rivals is None:
            return self.first[area]
        rival = rivals[area]
        if type(rival) is tuple:  # every rival racing there must be beaten
            chance = 1.0
            for effort in rival:
                chance *= self._race_chance(cost, effort)
        else:
            chance = self._race_chance(cost, rival)
        return self.later[area] + (self.first[area] - self.later[area]) * chance

    def _race_chance(self, cost: float, rival: float) -> float:
        """The chance of closing an area (``cost`` effort away) before a rival ``rival`` away."""
        if rival == math.inf:
            return 1.0
        return 1.0 / (1.0 + math.exp((cost - rival) / self.w.race_width))

    def outlook(self, state: BorderState, seat: int, crossed: int, rivals, lead: float, base: float) -> float:
        """What one die of a random colour would add to ``seat``'s value (``base`` at ``crossed``)
        as a passive player: per colour, its best cross next to ``crossed``, averaged."""
        tables = self.rules.tables[state.boards[seat]]
        reach = self.reach_after(state, seat, crossed)
        total = 0.0
        for mask in tables.colour_mask:
            best = 0.0
            for s in bits(reach & mask):
                best = max(best, self.value(state, seat, crossed | 1 << s, rivals, lead) - base)
            total += best
        return total / len(tables.colour_mask)

    def best_cross_gain(self, state: BorderState, seat: int) -> list[float]:
        """Per colour: what one die of that colour would give ``seat`` as a passive player."""
        rules = self.rules
        tables = rules.tables[state.boards[seat]]
        lead = self.tempo(state) if self.w.completion else None
        base = self.value(state, seat, lead=lead)
        crossed = state.crossed[seat]
        reach = state.reach[seat]
        out = []
        for colour in range(len(rules.colour_ids)):
            best = 0.0
            for s in bits(reach & tables.colour_mask[colour]):
                best = max(best, self.value(state, seat, crossed | 1 << s, lead=lead) - base)
            out.append(best)
        return out


class Standing:
    """How ``seat`` compares with its opponents, now and if the game ended now.

    ``relative(state, crossed)`` is the objective of the hard player: its expected points
    minus the best opponent's, or, when ``crossed`` ends the game, final points minus the
    best opponent's points (so a leader closes the game and a trailer avoids it).
    """

    def __init__(self, evaluator: Evaluator, state: BorderState, seat: int, rivals: list[float] | None):
        self.ev = evaluator
        self.seat = seat
        self.rivals = rivals
        self.others = [o for o in range(state.num_seats) if o != seat]
        self.tempo = evaluator.tempo(state) if evaluator.w.completion else None
        self.opp_values = self._opponents(state)
        self.opp_points = [float(sum(state.points[o])) for o in self.others]
        self.open_firsts = [stamp < 0 for stamp in state.first_stamp]
        self._denied: dict[int, list[float]] = {}

    def _opponents(self, state: BorderState) -> list[float]:
        return [self.ev.value(state, o, lead=self.tempo) for o in self.others]

    def relative(self, state: BorderState, crossed: int) -> float:
        ev, seat = self.ev, self.seat
        if ev.ends_game(state, seat, crossed):
            return ev.points_after(state, seat, crossed) - max(self.opp_points)
        mine = ev.value(state, seat, crossed, self.rivals, self.tempo)
        if ev.w.outlook and self.tempo:
            mine += (ev.w.outlook * self.tempo / (self.tempo + 20.0)
                     * ev.outlook(state, seat, crossed, self.rivals, self.tempo, mine))
        return mine - max(self._opponents_after(state, crossed))

    def sure_win(self, state: BorderState, crossed: int, left: tuple[int, ...], pick_one: bool) -> bool:
        """Whether ending the game with ``crossed`` beats every opponent, whatever each crosses in
        the last Action 2 with the dice ``left`` (``Evaluator.last_gain``)."""
        ev = self.ev
        mine = ev.points_after(state, self.seat, crossed)
        taken = 0
        for a, stamp in enumerate(state.first_stamp):
            if stamp >= 0:
                taken |= 1 << a
        for a in ev.newly_closed(state, self.seat, crossed):
            taken |= 1 << a
        return all(mine > points + ev.last_gain(state, o, left, pick_one, taken)
                   for o, points in zip(self.others, self.opp_points))

    def _opponents_after(self, state: BorderState, crossed: int) -> list[float]:
        """The opponents' values once the areas this seat closes first are no longer open to them."""
        taken = 0
        for a, was_open in enumerate(self.open_firsts):
            if was_open and state.first_stamp[a] >= 0:
                taken |= 1 << a
        for a in self.ev.newly_closed(state, self.seat, crossed):
            if state.first_stamp[a] < 0:
                taken |= 1 << a
        if not taken:
            return self.opp_values
        if taken not in self._denied:
            saved = state.first_stamp[:]
            for a in bits(taken):
                state.first_stamp[a] = 0
            try:
                self._denied[taken] = self._opponents(state)
            finally:
                state.first_stamp[:] = saved
        return self._denied[taken]

