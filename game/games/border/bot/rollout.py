"""The hard player's endgame probe (``EndgameProbe``): near the end of the game, its best few
plans for Action 1 are each played out to the end many times (every seat then played by the easy
player, the same dice for every plan) and the plan with the best share of opponents beaten wins.

The evaluation values open areas by fitted or fixed discounts, which judge worst what matters
most at the end: whether to close the game now, and whether a plan still open will be finished
before someone else closes it.  Rollouts answer both from play.  They are short there (a few
turns), so they cost little; the level stays a fixed budget (plans x rollouts), seeded from the
bot's seed and the turn, so the same seed gives the same game on any machine.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import CHANCE
from game.games.border.bot.evaluate import Evaluator
from game.games.border.rules.actions import DONE_ACTION
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import BorderState


def play_plan(rules: BorderRules, state: BorderState, seat: int, plan) -> None:
    """``seat`` completes the segments of ``plan`` still open (on a rollout's copy), then ends its Action 1."""
    for seg in plan:
        if rules.segment_need(state, seat, seg) > 0:
            rules.apply_unchecked(state, rules.complete_actions[seg])
    rules.apply_unchecked(state, DONE_ACTION)


class EndgameProbe:
    """Plays candidate plans out with easy players; ``choose`` returns the best by mean reward."""

    def __init__(self, rules: BorderRules, easy_evaluator: Evaluator, rollouts: int, seed: int,
                 max_turns: int = 12, player_type=None, own=None):
        self.rules = rules
        self.player_type = player_type  # the easy player's class (given by bot.players: no cycle)
        self.own = own  # None, or (a class, its evaluator) that plays the probing seat instead
        self.easy_ev = easy_evaluator
        self.rollouts = rollouts
        self.seed = seed
        self.max_turns = max_turns

    @staticmethod
    def near_end(rules: BorderRules, state: BorderState, areas_short: int) -> bool:
        """Whether some seat has closed all but ``areas_short`` of the areas that end the game."""
        return state.ending or max(c.bit_count() for c in state.completed) >= rules.bs.end_areas - areas_short

    def choose(self, view: BorderState, seat: int, plans: list[tuple[int, ...]]) -> tuple[int, ...]:
        """The plan (from ``plans``, best first by the evaluation) with the best mean result;
        a tie keeps the earlier plan."""
        if not plans:
            return ()
        return plans[self.best(view, seat, [self._plan_start(plan, seat) for plan in plans])]

    def _plan_start(self, plan: tuple[int, ...], seat: int):
        rules = self.rules

        def start(state: BorderState, rng: Rng) -> None:
            play_plan(rules, state, seat, plan)
        return start

    def best(self, view: BorderState, seat: int, starts: list) -> int:
        """The index of the start (a function that plays ``seat``'s Action 1 on a copy of
        ``view`` with the rollout's dice) with the best mean result; a tie keeps the earlier."""
        if len(starts) < 2:
            return 0
        best, best_score = 0, -1e9
        for n, start in enumerate(starts):
            score = sum(self.play(view, seat, start, i) for i in range(self.rollouts))
            if score > best_score + 1e-9:
                best, best_score = n, score
        return best

    def play(self, view: BorderState, seat: int, start, index: int) -> float:
        """One rollout: the share of opponents ``seat`` beats at the end (ties half),
        plus 0.002 per point of margin over the best opponent."""
        rules = self.rules
        state = view.clone()
        rng = Rng.derive(self.seed, index)
        start(state, rng)
        bots = [self.player_type(self.seed * 7 + index * 5 + s) for s in range(state.num_seats)]
        for bot in bots:
            bot._evaluators[(id(rules), state.num_seats)] = self.easy_ev
        if self.own is not None:
            own_type, own_ev = self.own
            bots[seat] = own_type(self.seed * 7 + index * 5 + seat, own_ev.w)
            bots[seat]._evaluators[(id(rules), state.num_seats)] = own_ev
        first_round = state.round
        while state.round - first_round < self.max_turns:
            mover = rules.to_move(state)
            if mover is None:
                break
            if mover == CHANCE:
                rules.apply_unchecked(state, rules.sample_chance(state, rng))
            else:
                rules.apply_unchecked(state, bots[mover].choose(rules, state, mover))
        points = [sum(p) for p in state.points]
        margin = points[seat] - max(p for s, p in enumerate(points) if s != seat)
        return rules.rewards(state)[seat] + 0.002 * margin
