"""Computer players for The Border.

* ``random`` — any legal move.
* ``easy``   — greedy: keeps the dice its best plan uses and re-rolls the others, then
  completes the set of segments the evaluation likes best; as a passive player it
  crosses, one die at a time, the space that brings its areas closest to completion
  (which extends long segments it can later finish as the active player).
* ``hard``   — expectimax over the roll / re-roll decisions (every multiset of kept dice,
  every outcome of the re-roll, up to the last roll).  It values the end of Action 1
  against its best-placed opponent: its own gain, minus what the dice it leaves would
  give the opponents, plus the high values it takes from them; it weighs each open area
  by its chance of being first there, closes the game when that wins it, and chooses
  its passive crosses by a beam search over whole sequences.

The evaluation (``Evaluator``) turns a board into expected points: points scored, plus
for every open area its value (first or later, by race odds) times a discount that
falls with the dice still needed to close it, counting whole segments.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass
from functools import cache

from game.core.bots import BotLevels, RandomBot
from game.core.rules import Action
from game.games.border.components import bits
from game.games.border.rules import (
    CROSS,
    DONE_ACTION,
    KEEP,
    PASSIVE,
    ROLL,
    ROLL_ACTION,
    BorderRules,
    BorderState,
)


@dataclass(frozen=True)
class Weights:
    """The evaluation's knobs (tuned by self-play)."""

    cost: tuple[float, ...] = (0.0, 1.0, 2.2, 4.0, 6.5, 10.0)
    """Effort of a segment by the number of its spaces still open (0..5)."""
    horizon: float = 9.0
    """Effort at which an open area keeps 1/e of its value."""
    race: bool = False
    """Weigh the high value by the chance of being first (against the opponents' boards)."""
    race_width: float = 2.5
    race_all: bool = False
    """Race against every opponent still open on the area (the product of the chances of
    beating each) instead of against the nearest one only."""
    leftover: float = 0.0
    """How much the dice left to the opponents count against the active player's plan."""
    reach: float = 0.0
    """Bonus per open ring space already next to a cross (passive crossing can take it)."""
    gift_power: float = 0.5
    """The opponents' summed gains are divided by (opponents ** gift_power)."""
    versus_mean: bool = False
    """Compare with the opponents' mean instead of the best-placed opponent."""
    race_model: tuple[float, ...] | None = None
    """Logistic model of the chance of being first on an area one closes (None: a logistic in
    the effort difference with ``race_width``).  Coefficients of (1, effort - rival effort,
    effort, min(rival effort, 40))."""
    rank_scale: float = 0.0
    """Above 0: the objective is the expected share of opponents beaten (a logistic of the
    difference with each opponent, with this spread in points, rescaled to points near a
    tie) instead of the difference with the best-placed opponent; ``final_scale`` is the
    spread once a plan ends the game (only the last passive crosses remain)."""
    final_scale: float = 1.0
    completion: tuple[float, ...] | None = None
    """Logistic model of the chance that an open area is closed before the game ends (None:
    the fixed ``horizon`` discount).  Coefficients of (1, effort, lead, effort / (lead + 5),
    log(1 + effort), log(1 + lead)), where effort is the area's and lead the least effort
    any seat still needs to close its sixth area (the tempo of the game)."""


# ---------------------------------------------------------------------------
# Evaluation


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

    def area_costs(self, state: BorderState, seat: int, crossed: int | None = None) -> list[float]:
        """Effort still needed to close each area (0 when closed)."""
        if crossed is None:
            crossed = state.crossed[seat]
        open_ = ~crossed
        cost = self.w.cost
        seg_mask = self.rules.tables[state.boards[seat]].seg_mask
        need = [cost[(m & open_).bit_count()] for m in seg_mask]
        out = []
        for parts in self.area_parts[state.boards[seat]]:
            total = 0.0
            for s, on_ring in parts:
                if on_ring & open_:
                    total += need[s]
            out.append(total)
        if self.w.reach:
            reach = state.reach[seat] if crossed == state.crossed[seat] else self._reach(crossed)
            for a, ring in enumerate(self.ring):
                out[a] = max(0.0, out[a] - self.w.reach * (ring & reach & open_).bit_count())
        return out

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
        ``lead``: the least effort any other seat needs to close its sixth area (for the
        completion model; None computes it from ``state``)."""
        if crossed is None:
            crossed = state.crossed[seat]
        total = self.points_after(state, seat, crossed)
        costs = self.area_costs(state, seat, crossed)
        model = self.w.completion
        if model is None:
            horizon = self.w.horizon
            for a, ring in enumerate(self.ring):
                if ring & ~crossed:
                    total += self._worth(state, a, costs[a], rivals) * math.exp(-costs[a] / horizon)
            return total
        if lead is None:
            lead = self.lead(state, seat)
        lead = min(lead, self.effort(state, seat, costs, crossed))
        b0, b_cost, b_lead, b_ratio, b_log_cost, b_log_lead = model
        base = b0 + b_lead * lead + b_log_lead * math.log1p(lead)
        ratio = 1.0 / (lead + 5.0)
        for a, ring in enumerate(self.ring):
            if ring & ~crossed:
                c = costs[a]
                z = base + c * (b_cost + b_ratio * ratio) + b_log_cost * math.log1p(c)
                total += self._worth(state, a, c, rivals) / (1.0 + math.exp(-z))
        return total

    def effort(self, state: BorderState, seat: int, costs: list[float], crossed: int) -> float:
        """Effort ``seat`` still needs to close its sixth area: its cheapest open areas."""
        done = [a for a, ring in enumerate(self.ring) if not ring & ~crossed]
        left = self.end_areas - len(done)
        if left <= 0:
            return 0.0
        return sum(sorted(c for a, c in enumerate(costs) if self.ring[a] & ~crossed)[:left])

    def efforts(self, state: BorderState) -> list[float]:
        return [self.effort(state, s, self.area_costs(state, s), state.crossed[s]) for s in range(state.num_seats)]

    def lead(self, state: BorderState, seat: int, efforts: list[float] | None = None) -> float:
        """The least effort any seat but ``seat`` needs to end the game (inf with no other seat)."""
        if efforts is None:
            efforts = self.efforts(state)
        return min((e for s, e in enumerate(efforts) if s != seat), default=math.inf)

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
        model = self.w.race_model
        if rival == math.inf:
            return 1.0
        if model is not None:
            z = model[0] + model[1] * (cost - rival) + model[2] * cost + model[3] * min(rival, 40.0)
            return 1.0 / (1.0 + math.exp(-z))
        return 1.0 / (1.0 + math.exp((cost - rival) / self.w.race_width))

    def best_cross_gain(self, state: BorderState, seat: int) -> list[float]:
        """Per colour: what one die of that colour would give ``seat`` as a passive player."""
        rules = self.rules
        tables = rules.tables[state.boards[seat]]
        lead = self.lead(state, seat) if self.w.completion else None
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
    best opponent's points (so a leader closes the game and a trailer avoids it).  With
    ``Weights.rank_scale`` it is instead the expected share of opponents beaten, each a
    logistic of the points difference (what the players are measured by with 3-4 seats).
    """

    def __init__(self, evaluator: Evaluator, state: BorderState, seat: int, rivals: list[float] | None):
        self.ev = evaluator
        self.seat = seat
        self.rivals = rivals
        self.others = [o for o in range(state.num_seats) if o != seat]
        self.pick = (lambda xs: sum(xs) / len(xs)) if evaluator.w.versus_mean else max
        efforts = evaluator.efforts(state) if evaluator.w.completion else None
        self.leads = [None if efforts is None else evaluator.lead(state, s, efforts) for s in range(state.num_seats)]
        self.opp_values = self._opponents(state)
        self.opp_points = [float(sum(state.points[o])) for o in self.others]
        self.open_firsts = [stamp < 0 for stamp in state.first_stamp]
        self._denied: dict[int, list[float]] = {}

    def _opponents(self, state: BorderState) -> list[float]:
        return [self.ev.value(state, o, lead=self.leads[o]) for o in self.others]

    def relative(self, state: BorderState, crossed: int) -> float:
        ev, seat = self.ev, self.seat
        if ev.ends_game(state, seat, crossed):
            return self.compare(ev.points_after(state, seat, crossed), self.opp_points, ev.w.final_scale)
        mine = ev.value(state, seat, crossed, self.rivals, self.leads[seat])
        return self.compare(mine, self._opponents_after(state, crossed), ev.w.rank_scale)

    def compare(self, mine: float, theirs: list[float], scale: float) -> float:
        if not self.ev.w.rank_scale:
            return mine - self.pick(theirs)
        total = 0.0
        for other in theirs:
            z = (mine - other) / scale
            total += 1.0 / (1.0 + math.exp(-z)) if z > -30 else 0.0
        # 4 * scale / n * (share - 1/2): the mean difference near a tie, in points
        return 4.0 * scale * (total / len(theirs) - 0.5)

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


# ---------------------------------------------------------------------------
# Plans for Action 1


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
        self.options: dict[tuple[int, int], list] = {}
        self.gifts = self._gifts() if opponents_count and evaluator.w.leftover else None
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
            else:
                self.plan_values[plan] = self.ev.value(self.state, self.seat, crossed, self.rivals)
        return self.plan_values[plan]

    def best(self, counts: tuple[int, ...]) -> tuple[float, tuple[int, ...]]:
        """Best plan for these dice: (value, segments)."""
        per_colour = [self._colour_options(c, counts[c]) if counts[c] else [((), 0)] for c in range(self.colours)]
        best_value, best_plan = -math.inf, ()
        for combo in itertools.product(*per_colour):
            plan = tuple(s for segs, _ in combo for s in segs)
            value = self.plan_value(plan) - self._gift(counts, combo)
            if value > best_value:
                best_value, best_plan = value, plan
        return best_value, best_plan

    def _gift(self, counts: tuple[int, ...], combo) -> float:
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

    def stop_value(self, counts: tuple[int, ...]) -> float:
        if counts not in self.stop:
            self.stop[counts] = self.planner.best(counts)[0]
        return self.stop[counts]

    def value(self, counts: tuple[int, ...], rolls_left: int) -> float:
        """Value of holding ``counts`` with ``rolls_left`` rolls still allowed."""
        best = self.stop_value(counts)
        if rolls_left > 0:
            for kept in self._sub_multisets(counts):
                if sum(kept) < self.dice:
                    best = max(best, self.expected(kept, rolls_left))
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


# ---------------------------------------------------------------------------
# Bots


class BorderBot:
    """Shared machinery: turns decisions (keep these dice, use this plan) into atomic actions."""

    opponents_count = False

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self._evaluators: dict[tuple[int, int], Evaluator] = {}
        self._memo: dict[tuple, object] = {}

    def weights(self, seats: int) -> Weights:
        raise NotImplementedError

    def evaluator(self, rules: BorderRules, view: BorderState) -> Evaluator:
        key = (id(rules), view.num_seats)
        ev = self._evaluators.get(key)
        if ev is None:
            ev = self._evaluators[key] = Evaluator(rules, self.weights(view.num_seats))
        return ev

    def choose(self, rules: BorderRules, view: BorderState, seat: int) -> Action:
        phase = view.phase
        if phase == ROLL:
            return ROLL_ACTION
        if phase == PASSIVE:
            return self.passive(rules, view, seat)
        if phase == KEEP:
            keep = self._memoised(("keep", *self._turn_key(view)), lambda: self.keep_choice(rules, view, seat))
            if keep is not None:
                return self._toward(rules, view, keep)
        if phase in (KEEP, CROSS):
            plan = self._memoised(("plan", *self._turn_key(view)), lambda: self.plan_choice(rules, view, seat))
            for seg in plan:
                if rules.segment_need(view, seat, seg) > 0:
                    return rules.complete_actions[seg]
            return DONE_ACTION
        return rules.legal_actions(view)[0]

    def _turn_key(self, view: BorderState) -> tuple:
        return (view.round, view.active, view.rolls, tuple(view.dice))

    def _memoised(self, key: tuple, compute):
        if key not in self._memo:
            if len(self._memo) > 64:
                self._memo.clear()
            self._memo[key] = compute()
        return self._memo[key]

    def _toward(self, rules: BorderRules, view: BorderState, keep: int) -> Action:
        """Set aside exactly the dice in mask ``keep``, then roll."""
        diff = view.aside ^ keep
        if diff:
            die = (diff & -diff).bit_length() - 1
            return rules.keep_actions[die][0 if keep >> die & 1 else 1]
        return ROLL_ACTION

    @staticmethod
    def counts(rules: BorderRules, view: BorderState, mask: int) -> tuple[int, ...]:
        counts = [0] * len(rules.colour_ids)
        for d in bits(mask):
            counts[view.dice[d]] += 1
        return tuple(counts)

    @staticmethod
    def dice_mask(view: BorderState, keep_counts: tuple[int, ...]) -> int:
        """Concrete dice (lowest numbers first) for counts per colour."""
        left = list(keep_counts)
        mask = 0
        for d, colour in enumerate(view.dice):
            if left[colour] > 0:
                left[colour] -= 1
                mask |= 1 << d
        return mask

    def planner(self, rules: BorderRules, view: BorderState, seat: int) -> Planner:
        return Planner(self.evaluator(rules, view), view, seat, self.opponents_count)

    def plan_choice(self, rules: BorderRules, view: BorderState, seat: int) -> tuple[int, ...]:
        counts = self.counts(rules, view, rules.free_dice(view))
        return self.planner(rules, view, seat).best(counts)[1]

    def keep_choice(self, rules: BorderRules, view: BorderState, seat: int) -> int | None:
        raise NotImplementedError

    # -- passive -------------------------------------------------------------------
    def passive(self, rules: BorderRules, view: BorderState, seat: int) -> Action:
        """Greedy: the cross whose result the evaluation likes best (Done when none is left)."""
        options = rules.crossable(view)
        if not options:
            return DONE_ACTION
        ev = self.evaluator(rules, view)
        crossed = view.crossed[seat]
        best, best_value = [], -math.inf
        for space in options:
            value = ev.value(view, seat, crossed | 1 << space)
            if value > best_value + 1e-9:
                best, best_value = [space], value
            elif value > best_value - 1e-9:
                best.append(space)
        return rules.cross_actions[self.rng.choice(best)]


class EasyBot(BorderBot):
    """Keeps the dice its best plan uses (or its most common colour) and re-rolls the rest."""

    def weights(self, seats: int) -> Weights:
        return EASY_WEIGHTS

    def keep_choice(self, rules: BorderRules, view: BorderState, seat: int) -> int | None:
        free = rules.free_dice(view)
        counts = self.counts(rules, view, free)
        _, plan = self.planner(rules, view, seat).best(counts)
        tables = rules.tables_of(view, seat)
        keep = [0] * len(counts)
        for seg in plan:
            keep[tables.seg_colour[seg]] += rules.segment_need(view, seat, seg)
        if not plan:
            common = max(range(len(counts)), key=lambda c: counts[c])
            if counts[common] >= 2:
                keep[common] = counts[common]
        if sum(keep) >= sum(counts):
            return None
        return self.dice_mask(view, tuple(keep))


class HardBot(BorderBot):
    """Expectimax over re-rolls; the opponents' gains from leftover dice and the first values
    it takes from them count in every decision; passive crosses chosen by a beam search."""

    opponents_count = True
    beam = 4

    def __init__(self, seed: int | None = None, weights: Weights | None = None):
        super().__init__(seed)
        self.fixed = weights

    def weights(self, seats: int) -> Weights:
        return self.fixed or HARD_WEIGHTS.get(seats, HARD_WEIGHTS[max(HARD_WEIGHTS)])

    def keep_choice(self, rules: BorderRules, view: BorderState, seat: int) -> int | None:
        counts = self.counts(rules, view, rules.free_dice(view))
        search = Expectimax(self.planner(rules, view, seat), rules.bs.dice)
        keep = search.decide(counts, rules.bs.rolls - view.rolls)
        return None if keep is None else self.dice_mask(view, keep)

    def passive(self, rules: BorderRules, view: BorderState, seat: int) -> Action:
        if not rules.crossable_mask(view):
            return DONE_ACTION
        key = ("passive", view.round, seat)
        plan = self._memoised(key, lambda: self.passive_plan(rules, view, seat))
        crossable = rules.crossable_mask(view)
        while plan and view.crossed[seat] >> plan[0] & 1:
            plan.pop(0)
        if plan and not crossable >> plan[0] & 1:
            plan[:] = self.passive_plan(rules, view, seat)
        return rules.cross_actions[plan[0]] if plan else DONE_ACTION

    def passive_plan(self, rules: BorderRules, view: BorderState, seat: int) -> list[int]:
        """The best sequence of crosses found by a beam search (an empty list: stop now)."""
        ev = self.evaluator(rules, view)
        standing = Standing(ev, view, seat, ev.race_costs(view, seat) if ev.w.race else None)
        start = (standing.relative(view, view.crossed[seat]), [], view)
        best, beam = start, [start]
        while beam:
            grown: dict[tuple[int, int], tuple] = {}
            for _, seq, state in beam:
                for space in rules.crossable(state):
                    after = state.clone()
                    rules.apply_unchecked(after, rules.cross_actions[space])
                    key = (after.crossed[seat], after.spent)
                    if key not in grown:
                        grown[key] = (standing.relative(after, after.crossed[seat]), seq + [space], after)
            beam = sorted(grown.values(), key=lambda t: -t[0])[: self.beam]
            if beam and beam[0][0] > best[0] + 1e-9:
                best = beam[0]
        return list(best[1])


EASY_WEIGHTS = Weights()
COMPLETION = {
    2: (0.1534, -0.0363, 0.0035, -0.3335, -1.2262, 0.9673),
    3: (0.0687, -0.058, 0.0052, -0.8033, -1.0113, 0.8945),
    4: (-0.0755, -0.0562, 0.0037, -1.1274, -0.9203, 0.8896),
}
"""Per number of seats: the completion model (``Weights.completion``), fitted by logistic
regression on ~370,000 (open area, turn start) pairs of games between easy players (150 games
at 2 and 3 seats, ~120 at 4), labelled by whether the seat closed the area by the end of the
game (log-loss 0.54-0.59 against 0.71-0.82 for the fixed discount ``exp(-effort / horizon)``)."""
RACE = {
    2: (0.9024, -0.3004, 0.1971, -0.1806),
    3: (0.4091, -0.2765, 0.1582, -0.1445),
    4: (0.1356, -0.9969, 0.8738, -0.8616),
}
"""Per number of seats: the race model (``Weights.race_model``), fitted on the same games
(whether a seat that closed an area was first there; log-loss 0.45-0.60 against 0.81-0.84)."""
HARD_WEIGHTS = {
    2: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3),
    3: Weights(horizon=14.0, race=True, leftover=0.6, reach=0.3, completion=COMPLETION[3], race_all=True),
    4: Weights(horizon=22.0, race=True, leftover=0.9, reach=0.3),
}
"""Per number of seats; tuned by self-play against ``easy`` (python -m game.tools.selfplay).
The fitted models are used at 3 seats only: there hard beat 70 % of easy opponents over 96
games with them against 65 % over 48 without; at 2 seats they measured worse (72 % against
83 % over 60 games) and at 4 seats no better (63-69 % against 68 %), all within the noise.
Re-measured with ``python -m game.games.border.tools --duel`` (share of easy opponents beaten):
3 seats 64.7 % over 150 games, 4 seats 70.2 % over 150.  Tried and no better, 100-150 games each:
at 3 seats ``rank_scale=6`` 59.7 %; at 4 seats ``reach=0.6`` 62.3 %, a flatter ``cost``
(0, 1, 2, 3.1, 4.3, 5.7) 65.7 %, ``versus_mean`` 70.3 %, ``race_all`` 67.3 %.  At 3 seats the race
against every rival (``race_all``, the plain logistic instead of ``RACE[3]``) measured 69.5 % and 67.5 %
over two sets of 100 games against 64.7 % (150) and 66.5 % (100) for the fitted race model, with a
better margin over the best easy player both times (+2.6 / +0.5 against -1.1 / -0.4): kept, though the
gain (~3 points) is within the noise."""


BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names
make_bot = BOTS.make
