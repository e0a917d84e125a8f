"""The bots: ``BorderBot`` (decisions to atomic actions), ``EasyBot`` and ``HardBot``."""

from __future__ import annotations

import math
import random

from game.core.rules import Action
from game.games.border.bot.appraise import appraise
from game.games.border.bot.evaluate import Evaluator, Standing
from game.games.border.bot.plan import Expectimax, Planner
from game.games.border.bot.weights import EASY_WEIGHTS, HARD_WEIGHTS, Weights
from game.games.border.components import bits
from game.games.border.rules.actions import DONE_ACTION, ROLL_ACTION
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, ROLL, BorderState


class BorderBot:
    """Shared machinery: turns decisions (keep these dice, use this plan) into atomic actions."""

    opponents_count = False

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)
        self.seed = seed if seed is not None else random.randrange(1 << 30)
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
    next_candidates = 3
    next_close = 1.0
    """``Weights.next_turn``: how many of the best passive sequences, within how many points of the best."""

    def __init__(self, seed: int | None = None, weights: Weights | None = None):
        super().__init__(seed)
        self.fixed = weights

    def weights(self, seats: int) -> Weights:
        return self.fixed or HARD_WEIGHTS.get(seats, HARD_WEIGHTS[max(HARD_WEIGHTS)])

    def appraise(self, rules: BorderRules, view: BorderState, seat: int) -> list[tuple[Action, float]]:
        """Every legal move of ``seat`` with its value to this player (bot/appraise.py): the
        coach's and the hint's appraiser (``bots.Appraiser``).  A passive cross this player would
        choose once its next roll is counted (``Weights.next_turn``: among sequences within
        ``next_close`` of the best) is valued as the best, so the hint shows it and the coach
        does not call it a mistake."""
        moves = appraise(rules, view, seat, self)
        if view.phase != PASSIVE or len(moves) < 2 or not self.evaluator(rules, view).w.next_turn:
            return moves
        plan = self.passive_plan(rules, view, seat)
        choice = rules.cross_actions[plan[0]] if plan else DONE_ACTION
        top = max(v for _, v in moves)
        return [(choice, top)] + [(a, v) for a, v in moves if a != choice]

    def keep_choice(self, rules: BorderRules, view: BorderState, seat: int) -> int | None:
        counts = self.counts(rules, view, rules.free_dice(view))
        keep = Expectimax(self.planner(rules, view, seat), rules.bs.dice).decide(counts, rules.bs.rolls - view.rolls)
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
        """The best sequence of crosses found by a beam search (an empty list: stop now); with
        ``Weights.next_turn``, the best of the close ones once the next Action 1 is counted."""
        ev = self.evaluator(rules, view)
        standing = Standing(ev, view, seat, ev.race_costs(view, seat) if ev.w.race else None)
        if not ev.w.next_turn or view.ending:
            return self.beam_search(rules, view, seat, standing)[1]
        nodes = sorted(self._beam(rules, view, seat, standing), key=lambda t: -t[0])[: self.next_candidates]
        close = [n for n in nodes if n[0] >= nodes[0][0] - self.next_close]
        if len(close) < 2:
            return list(nodes[0][1])

        def worth(node: tuple) -> float:
            value, _, after = node
            if ev.ends_game(after, seat, after.crossed[seat]):
                return value  # no next turn
            return value + ev.w.next_turn * self.next_gain(rules, ev, after, seat)
        return list(max(close, key=worth)[1])

    @staticmethod
    def next_gain(rules: BorderRules, ev: Evaluator, state: BorderState, seat: int) -> float:
        """What ``seat``'s next Action 1 is expected to add to its own value from its board in
        ``state`` (every roll and re-roll played best, ``Expectimax``)."""
        board = state.clone()
        board.active = seat
        planner = Planner(ev, board, seat, False)
        nothing = (0,) * planner.colours
        return Expectimax(planner, rules.bs.dice).expected(nothing, rules.bs.rolls) - planner.plan_value(())

    def _beam(self, rules: BorderRules, view: BorderState, seat: int, standing: Standing) -> list[tuple]:
        """Every (value, crosses, state) the beam search meets, the start (no cross) first."""
        start = (standing.relative(view, view.crossed[seat]), [], view)
        out, beam = [start], [start]
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
            out.extend(beam)
        return out

    def beam_search(self, rules: BorderRules, view: BorderState, seat: int, standing: Standing
                    ) -> tuple[float, list[int]]:
        """(value, crosses) of the best sequence of passive crosses from ``view`` the beam meets."""
        value, seq, _ = max(self._beam(rules, view, seat, standing), key=lambda t: t[0])
        return value, list(seq)
