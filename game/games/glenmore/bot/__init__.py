"""Computer players for Glen More.

* ``random`` — any legal action (a turn always ends: sales are finite, buying happens only
  inside a payment, activations and moves are used up).
* ``easy``   — plans the whole turn when choosing a tile: for every tile it can take it
  plays the rest of the turn greedily (cheapest payment, the cell whose neighbours bring
  most, production first, conversions that pay off, moves that keep clan members near the
  edge) and keeps the tile whose finished turn the evaluation likes best (heuristics.py:
  points, coins, cubes, scoring races, card bonuses, tile penalty, engine, tempo).
* ``hard``   — the same plans for several cells per tile, then looks further for the most
  promising ones: it plays the following turns of every player with the easy planner,
  over a few random futures, until its own next turn is done (at 3 and 4 seats the one
  after too, ``HARD_TURNS``), and keeps the plan with the best lead over the strongest
  opponent (at 3 seats: the most opponents expected beaten).  Its budget is a number of
  futures (``HARD_FUTURES``, per number of seats), so the same seed plays the same game on
  any machine.

Both plan once per turn and then play the planned atomic actions one by one.
"""

from __future__ import annotations

import random
import time

from game.core.bots import BotLevels, RandomBot
from game.core.rng import Rng
from game.core.rules import CHANCE, Action
from game.games.glenmore.bot.heuristics import Evaluator, GreedyTurn, Weights
from game.games.glenmore.rules.actions import Place, Sell
from game.games.glenmore.rules.engine import GlenMoreRules
from game.games.glenmore.rules.state import CHOOSE, PAY, PLACE, GlenMoreState
from game.games.glenmore.rules.territory import xy

HARD_CANDIDATES = 8
HARD_MARGIN = 5.0
"""Plans further than this (VP) behind the best by the evaluation are not looked ahead."""
HARD_CELLS = 3
HARD_FUTURES = {0: 48, 3: 48, 4: 32}
"""Futures played per decision (the hard level's budget) per number of seats (0: any other)."""
HARD_TURNS = {0: 1, 3: 2, 4: 2}
"""Own turns played into each future per number of seats (0: any other).  Two at 3 and 4 seats
(Hard v Easy, share of opponents beaten, same seeds: 3 seats, 96 futures of one turn -> 48 of
two, 75.4 -> 79.6 % over 60 paired games, within the noise; 4 seats, 48 of one -> 32 of two,
76.4 -> 85.0 % over 60 paired games, 21 games better and 14 worse, at the edge of the noise)."""
HARD_WEIGHTS = {0: Weights(), 3: Weights(rank_scale=8.0, conversion=0.7, penalty_early=0.2)}
"""The hard player's evaluation per number of seats (0: any other): at 3 seats the expected
share of opponents beaten (measured with 96 one-turn futures: 70 -> 75 % of opponents beaten over 60 paired games
there, within the noise; at 4 seats, with 64 futures, no better), with conversion tiles worth twice
as much and a lighter early tile penalty (48 two-turn futures: 79.2 -> 80.8 % over 120 paired games,
13 better and 10 worse, within the noise; measured worse at 4 seats)."""
SAFETY_SECONDS = 3.0
"""CPU seconds of the searching thread: a net only, never the normal stopping rule (its own CPU time,
not the wall clock: on a loaded machine the wall clock cut searches short and the same seed, or the
hint, no longer gave the same move)."""
FUTURE_STEPS = 600
FUTURE_TAKES = 7
HALVE_AFTER = (2, 4)


class Plan:
    """A turn decided in advance: the atomic actions still to play."""

    def __init__(self, actions: list[Action], turn: int, seat: int):
        self.actions = list(actions)
        self.turn = turn
        self.seat = seat

    def next_for(self, rules: GlenMoreRules, state: GlenMoreState, seat: int) -> Action | None:
        if not self.actions or state.turn != self.turn or seat != self.seat:
            return None
        action = self.actions[0]
        if rules.why_illegal(state, action) is not None:
            return None
        self.actions.pop(0)
        return action


class EasyBot:
    """``max_takes`` limits the tiles considered to the nearest ones (a faster model of an easy
    player, used inside the hard player's look-ahead)."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None, max_takes: int | None = None):
        self.rng = random.Random(seed)
        self.weights = weights
        self.max_takes = max_takes
        self.plan: Plan | None = None
        self._tools: tuple[GlenMoreRules, int, Evaluator, GreedyTurn] | None = None

    def weights_for(self, seats: int) -> Weights | None:
        return self.weights

    def tools(self, rules: GlenMoreRules, seats: int) -> tuple[Evaluator, GreedyTurn]:
        if self._tools is None or self._tools[0] is not rules or self._tools[1] != seats:
            ev = Evaluator(rules, self.weights_for(seats))
            self._tools = (rules, seats, ev, GreedyTurn(rules, ev))
        return self._tools[2], self._tools[3]

    def choose(self, rules: GlenMoreRules, view: GlenMoreState, seat: int) -> Action:
        if self.plan is not None:
            planned = self.plan.next_for(rules, view, seat)
            if planned is not None:
                return planned
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase != CHOOSE:
            return self.tools(rules, view.num_seats)[1].step(view, seat)
        actions = self.plan_turn(rules, view, seat)
        self.plan = Plan(actions[1:], view.turn, seat)
        return actions[0]

    def plan_turn(self, rules: GlenMoreRules, view: GlenMoreState, seat: int) -> list[Action]:
        """The whole turn, from the tile choice on."""
        return max(self.candidate_plans(rules, view, seat, cells=1), key=lambda p: p[0])[1]

    def candidate_plans(self, rules: GlenMoreRules, view: GlenMoreState, seat: int,
                        cells: int) -> list[tuple[float, list[Action], GlenMoreState]]:
        """(value, actions, state after the turn) for every tile choice, with the ``cells`` best
        placements of each."""
        ev, greedy = self.tools(rules, view.num_seats)
        firsts = [a for a in rules.legal_actions(view) if not isinstance(a, Sell)][:self.max_takes]
        places: dict = {}
        out = []
        for first in firsts:
            for prefix, state in self._up_to_place(rules, greedy, view, seat, first, cells, places):
                actions = prefix + greedy.finish(state, seat)
                out.append((ev.value(state, seat), actions, state))
        return out

    def _up_to_place(self, rules, greedy, view, seat, first, cells, places):
        """Apply ``first``, pay, and branch over the best ``cells`` placements.  ``places``
        keeps the cells per kind of edge (the territory is the same for every tile choice)."""
        state = view.clone()
        rules.apply_unchecked(state, first)
        prefix = [first]
        while state.phase == PAY and state.current == seat:
            action = greedy.step(state, seat)
            rules.apply_unchecked(state, action)
            prefix.append(action)
        if state.phase != PLACE:
            return [(prefix, state)]
        tile = rules.tile(state.held)
        key = (tile.river, tile.road)
        if tile.kind.cost.members or key not in places:
            places[key] = rules.placements(state, seat, tile)
        ranked = sorted(places[key], key=lambda c: -greedy.cell_score(state, seat, c))
        if tile.kind.cost.members:
            del places[key]
        out = []
        for c in ranked[:cells]:
            place = Place(*xy(c))
            branch = state.clone()
            rules.apply_unchecked(branch, place)
            out.append((prefix + [place], branch))
        return out


class HardBot(EasyBot):
    """The easy planner's best ``candidates`` plans, each met by the same random futures
    (``_future``); after rounds 2 and 4 the weaker half drops out.  ``futures`` is the whole
    budget of futures played for one decision, so a seed gives the same game on any
    machine; ``safety_seconds`` only stops a search that runs far too long."""

    def __init__(self, seed: int | None = None, futures: int | None = None, candidates: int = HARD_CANDIDATES,
                 weights: Weights | None = None, safety_seconds: float = SAFETY_SECONDS, turns: int | None = None):
        super().__init__(seed, weights)
        self.futures = futures if futures is not None else HARD_FUTURES[0]
        """The budget (futures per decision) at any seat count without its own (see ``budget_for``)."""
        self._fixed = futures is not None
        self.turns = turns
        """Own turns played into each future (None: the level's for the number of seats, ``HARD_TURNS``)."""
        self.candidates = candidates
        self.safety_seconds = safety_seconds
        self._opponent = EasyBot(seed, max_takes=FUTURE_TAKES)

    def plan_turn(self, rules: GlenMoreRules, view: GlenMoreState, seat: int) -> list[Action]:
        plans = sorted(self.candidate_plans(rules, view, seat, cells=HARD_CELLS), key=lambda p: -p[0])
        close = [p for p in plans[:self.candidates] if p[0] >= plans[0][0] - HARD_MARGIN]
        return self._look_ahead(rules, close, seat)

    def weights_for(self, seats: int) -> Weights | None:
        return self.weights or HARD_WEIGHTS.get(seats, HARD_WEIGHTS[0])

    def budget_for(self, seats: int) -> int:
        """Futures per decision: ``futures`` if given, else the level's for ``seats``."""
        return self.futures if self._fixed else HARD_FUTURES.get(seats, self.futures)

    def turns_for(self, seats: int) -> int:
        return self.turns or HARD_TURNS.get(seats, HARD_TURNS[0])

    def _look_ahead(self, rules: GlenMoreRules, plans, seat: int) -> list[Action]:
        return plans[self._look_ahead_values(rules, plans, seat)[1]][1]

    def _look_ahead_values(self, rules: GlenMoreRules, plans, seat: int) -> tuple[list[float] | None, int]:
        """Average lead over the best opponent after the coming turns, per plan (None when no
        future was played), and the plan chosen: the best of those still running at the end (a
        plan drops out when the weaker half does, after rounds 2 and 4).  A round is played only if
        the budget (and the safety clock) allows all plans still running."""
        ev = self.tools(rules, plans[0][2].num_seats)[0]
        deadline = time.thread_time() + self.safety_seconds
        totals = [0.0] * len(plans)
        rounds = [0] * len(plans)
        alive = list(range(len(plans)))
        budget = self.budget_for(plans[0][2].num_seats)
        round_no = 0
        while len(alive) > 1 and budget >= len(alive) and time.thread_time() < deadline:
            round_no += 1
            seed = self.rng.randrange(1 << 30)
            for i in alive:
                totals[i] += ev.relative(self._future(rules, plans[i][2], seat, Rng(seed)), seat)
                rounds[i] += 1
            budget -= len(alive)
            if round_no in HALVE_AFTER and len(alive) > 2:
                alive = sorted(alive, key=lambda i: -totals[i])[:max(2, len(alive) // 2)]
        if round_no == 0:
            return None, 0  # no budget for a future: the best plan by the evaluation
        chosen = max(alive, key=lambda i: totals[i])
        return [t / r for t, r in zip(totals, rounds)], chosen

    # -- the coach's appraisal ------------------------------------------------------------------
    def appraise(self, rules: GlenMoreRules, view: GlenMoreState, seat: int) -> list[tuple[Action, float]]:
        """Each move's worth from ``view`` in VP of lead over the opponents (``Evaluator.relative``),
        the move this player would play valued highest (``bots.Appraiser``).

        Choosing a tile: every tile's best plan (``candidate_plans``); the plans this player looks
        ahead with get their average lead after the futures (a plan dropped early at most the
        chosen one's), the others their lead at the end of the turn, moved onto the same scale by
        the looked-ahead plans' mean difference between the two.  Within a turn: each move with
        the rest of the turn played greedily, by the lead at its end; the greedy step (what this
        player plays there) raised to the best."""
        actions = rules.legal_actions(view)
        if len(actions) <= 1:
            return [(a, 0.0) for a in actions]
        ev, greedy = self.tools(rules, view.num_seats)
        if view.phase != CHOOSE:
            choice = greedy.step(view, seat)
            out = []
            for action in [choice] + [a for a in actions if a != choice]:
                state = view.clone()
                rules.apply_unchecked(state, action)
                greedy.finish(state, seat)
                out.append((action, ev.relative(state, seat)))
            out[0] = (choice, max(v for _, v in out))
            return out
        plans = sorted(self.candidate_plans(rules, view, seat, cells=HARD_CELLS), key=lambda p: -p[0])
        close = [p for p in plans[:self.candidates] if p[0] >= plans[0][0] - HARD_MARGIN]
        now = [ev.relative(p[2], seat) for p in plans]
        values, chosen = self._look_ahead_values(rules, close, seat) if len(close) > 1 else (None, 0)
        if values is None:  # no look-ahead: the plans' leads at the end of the turn
            values, shift = now[:len(close)], 0.0
        else:
            shift = sum(a - n for a, n in zip(values, now)) / len(values)
        top = values[chosen]
        best_first = close[chosen][1][0]
        worth: dict[Action, float] = {best_first: top}
        for i, (p, v) in enumerate(zip(plans, now)):
            value = values[i] if i < len(close) else v + shift
            first = p[1][0]
            if first != best_first:
                worth[first] = max(worth.get(first, float("-inf")), min(value, top))
        for sell in (a for a in actions if isinstance(a, Sell)):  # a sale first, then the best turn
            state = view.clone()
            rules.apply_unchecked(state, sell)
            after = [ev.relative(p[2], seat) for p in self.candidate_plans(rules, state, seat, cells=1)]
            if after:
                worth[sell] = min(max(after) + shift, top)
        return list(worth.items())

    def _future(self, rules: GlenMoreRules, state: GlenMoreState, seat: int, rng: Rng) -> GlenMoreState:
        """Play the other players' turns with the easy planner (chance from ``rng``) until
        ``seat`` is to choose again, then its best easy turn; ``turns`` times."""
        state = state.clone()
        for _ in range(self.turns_for(state.num_seats)):
            for _ in range(FUTURE_STEPS):
                mover = rules.to_move(state)
                if mover is None:
                    return state
                if mover == CHANCE:
                    rules.apply_unchecked(state, rules.sample_chance(state, rng))
                elif mover == seat and state.phase == CHOOSE:
                    break
                else:
                    rules.apply_unchecked(state, self._opponent.choose(rules, state, mover))
            plans = self.candidate_plans(rules, state, seat, cells=1)
            if not plans:
                return state
            state = max(plans, key=lambda p: p[0])[2]
        return state


BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names
make_bot = BOTS.make
