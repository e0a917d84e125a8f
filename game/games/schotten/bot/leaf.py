"""A cheap judgement of positions for the ends of Hard's playouts (no sampling).

Per stone, each side's likely formation is estimated from ceilings (the best a side could
still reach, ``best_completion``): a complete side is what it is; this seat's side is the best
it can finish from its own hand, or its ceiling over its hand and the unseen cards less a
discount per card still missing; the opponent's is its ceiling over the cards this seat has not
seen, less the same discount.  The chance of winning the stone is a logistic curve of the
difference.  Ceilings are computed against the pools of the position the search started from
(a playout moves only a few cards), so stones a playout did not touch cost a dictionary look-up.
"""

from __future__ import annotations

import math

from game.games.schotten.bot.evaluate import strength
from game.games.schotten.bot.strategy import UNPROVEN_CAP, Sight, board_value, held_tactics, share_hand, stone_odds
from game.games.schotten.rules.engine import SchottenRules
from game.games.schotten.rules.formations import Pool, best_completion
from game.games.schotten.rules.state import OVER, ROUND_OVER, SchottenState

MISSING_DISCOUNT = 12.0
"""Strength points a side's ceiling loses per card it still needs (a rank is 30 points)."""
TEMPERATURE = 9.0
"""Strength points that move the chance of a stone from 50 % to 75 %, roughly."""


class LeafJudge:
    """Scores positions for ``seat`` reached from ``view`` (higher is better, the strategy
    player's units: ``board_value``)."""

    def __init__(self, rules: SchottenRules, view: SchottenState, seat: int, share: bool = False, wait: float = 1.0):
        self.rules, self.seat, self.share, self.wait = rules, seat, share, wait
        sight = Sight(rules, view, seat)
        self.mine_pool = sight.mine_pool
        self.opp_pool = Pool(sight.unseen_clan, sight.opp_wilds)
        self._ceilings: dict[tuple, float] = {}
        self._hands: dict[tuple, Pool] = {}

    def value(self, state: SchottenState) -> float:
        if state.phase in (OVER, ROUND_OVER):
            if state.winner == self.seat:
                return 100.0
            if state.winner == 1 - self.seat:
                return -100.0
        rules, seat = self.rules, self.seat
        hand = tuple(rules.split(sorted(c for c in state.hands[seat] if c >= 0))[0])

        def chance_with(stone: int, pieces: tuple) -> float:
            pool = self._hands.get(pieces)
            if pool is None:
                pool = self._hands[pieces] = Pool(pieces)
            return min(UNPROVEN_CAP, self.chance(state, stone, pieces, pool))

        judged: list[int] = []
        odds = stone_odds(rules, state, seat, lambda s: chance_with(s, hand), judged)
        if self.share:
            share_hand(rules, state, seat, odds, judged, hand, chance_with, self.wait)
        return board_value(rules, odds) + held_tactics(rules, state, seat)

    def _best(self, state: SchottenState, side: list[int], stone: int, pool: Pool, key) -> float:
        size = self.rules.capacity(state, stone)
        sum_only = self.rules.sum_only(state, stone)
        full = (tuple(sorted(side)), size, sum_only, key)
        found = self._ceilings.get(full)
        if found is None:
            clan, wilds = self.rules.split(side)
            if len(clan) + len(wilds) > size:
                found = -40.0
            else:
                found = strength(best_completion(clan, wilds, size, sum_only, pool))
            if len(self._ceilings) > 20_000:
                self._ceilings.clear()
            found = self._ceilings[full] = found
        return found

    def chance(self, state: SchottenState, stone: int, hand: tuple, hand_pool: Pool) -> float:
        rules, seat = self.rules, self.seat
        size = rules.capacity(state, stone)
        mine_side, their_side = state.sides[seat][stone], state.sides[1 - seat][stone]
        missing_mine = size - len(mine_side)
        missing_theirs = size - len(their_side)
        if missing_mine <= 0:
            mine = self._best(state, mine_side, stone, hand_pool, "full")
        else:
            sure = self._best(state, mine_side, stone, hand_pool, hand)
            hoped = self._best(state, mine_side, stone, self.mine_pool, "mine") - MISSING_DISCOUNT * missing_mine
            mine = max(sure, hoped)
        if missing_theirs <= 0:
            theirs = self._best(state, their_side, stone, hand_pool, "full")
        else:
            theirs = self._best(state, their_side, stone, self.opp_pool, "opp") - MISSING_DISCOUNT * missing_theirs
        if missing_mine <= 0 and missing_theirs <= 0 and mine == theirs:
            return 1.0 if state.done_at[seat][stone] < state.done_at[1 - seat][stone] else 0.0
        return 1.0 / (1.0 + math.exp(-(mine - theirs) / TEMPERATURE))
