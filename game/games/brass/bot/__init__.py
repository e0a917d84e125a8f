"""Computer players for the person's seat in Brass (solo against the Automa).

* ``random`` — any legal action.
* ``easy``   — for each action it could take, plays the whole action out (card, sources,
  second link, further sales) with the cheapest sensible choices and keeps the one whose
  result the evaluation likes best (heuristics.py: points to come, flipped tiles and links,
  unsold goods, money and income while they still count, cards, the Automa's share).
* ``hard``   — plans the whole turn: the easy planner's best few first actions, each followed
  by every second action, kept by the evaluation after the pair; then plays it out.

Both decide from ``rules.view(state, seat)`` (nothing is hidden in Brass solo: the decks are
kept as unordered sets and drawn at random).
"""

from __future__ import annotations

import random
import time

from game.core.bots import BotLevels, RandomBot
from game.core.rng import Rng
from game.core.rules import Action, settle_chance
from game.games.brass.bot.heuristics import Evaluator, Weights
from game.games.brass.rules.actions import Take
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import CARD, HUMAN, MAIN, BrassState

# The hard level is defined by these counts (the same seed plays the same game anywhere).
HARD_WIDTH = 8  # first actions followed by every second action
HARD_PLANS = 16  # turn plans carried on through the Automa's reply
HARD_SAMPLES = 4  # draws of the Automa card whose back gives its second action
HARD_DEEP = 5  # best plans valued one turn further (the person's best next action)
HARD_NODES = 3000  # no new step of the search starts past this many positions played out
SAFETY_SECONDS = 2.5  # CPU seconds of this process: a net only, never the normal stopping rule
# (CPU time, not the wall clock: on a loaded machine the wall clock would cut searches short and
# the same seed would no longer give the same game)
FINISH_STEPS = 40


class EasyBot:
    def __init__(self, seed: int | None = None, weights: Weights | None = None):
        self.rng = random.Random(seed)
        self.weights = weights
        self._ev: tuple[BrassRules, Evaluator] | None = None

    def evaluator(self, rules: BrassRules) -> Evaluator:
        if self._ev is None or self._ev[0] is not rules:
            self._ev = (rules, Evaluator(rules, self.weights))
        return self._ev[1]

    def choose(self, rules: BrassRules, view: BrassState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase == MAIN:
            return self.best_action(rules, view, actions)[1]
        return self.step(rules, view, actions)

    # -- sub-steps: cards, sources, follow-ups -------------------------------------------------
    def step(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> Action:
        ev = self.evaluator(rules)
        if state.phase == CARD:
            board = Board(rules.t, state)
            return min(actions, key=lambda a: (ev.card_keep_value(state, a.card, board), a.card))
        best, best_value = actions[0], None
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after, quick=True)
            value = ev.value(after)
            if isinstance(action, Take):
                value += self._source_bias(state, action)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _source_bias(self, state: BrassState, action: Take) -> float:
        """Prefer own cubes (flipping own tiles) over the Automa's (which scores it points)."""
        if action.space < 0:
            return 0.5
        return 0.3 if state.sp_owner[action.space] == HUMAN else -0.3

    def finish(self, rules: BrassRules, state: BrassState, quick: bool = False) -> None:
        """Play the action under way to its end with cheap choices (first card kept by value,
        first source, no follow-ups unless they clearly pay)."""
        ev = self.evaluator(rules)
        for _ in range(FINISH_STEPS):
            if rules.to_move(state) != HUMAN or state.phase == MAIN:
                return
            actions = rules.legal_actions(state)
            if state.phase == CARD:
                board = Board(rules.t, state)
                action = min(actions, key=lambda a: (ev.card_keep_value(state, a.card, board), a.card))
            elif quick:
                action = self._quick(rules, state, actions)
            else:
                action = self.step(rules, state, actions)
            rules.apply_unchecked(state, action)

    def _quick(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> Action:
        takes = [a for a in actions if isinstance(a, Take)]
        if takes:
            return max(takes, key=lambda a: self._source_bias(state, a))
        others = [a for a in actions if type(a).__name__ not in ("Done", "DevelopAgain", "SecondLink")]
        return others[0] if others else actions[-1]

    # -- the action choice -----------------------------------------------------------------------
    def outcomes(
        self, rules: BrassRules, state: BrassState, actions: list[Action]
    ) -> list[tuple[float, Action, BrassState]]:
        """(value, action, state after the whole action) for every main action."""
        ev = self.evaluator(rules)
        out = []
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after)
            out.append((ev.value(after) + self.rng.random() * 1e-6, action, after))
        return out

    def best_action(self, rules: BrassRules, state: BrassState, actions: list[Action]) -> tuple[float, Action]:
        value, action, _ = max(self.outcomes(rules, state, actions), key=lambda o: o[0])
        return value, action


class HardBot(EasyBot):
    """Plans whole turns and looks at the Automa's reply, within a budget of positions.

    1. Every action it may take first, played out (``outcomes``); the best ``width`` of them
       followed by every second action of the turn: a list of turn plans, ranked by the
       evaluation of the position they leave.
    2. The best ``plans`` of those are carried on past the end of the turn: the cards drawn,
       the Automa's turn (the front of its next card is known from its back — the backs of
       the 22 cards differ but for two; the back of the card after it, which decides its
       second action, is drawn ``samples`` times) and income, up to the person's next turn.
    3. The best ``deep`` plans after that are valued one turn further: after each simulated
       reply, the person's best next action (played out) — what the plan leaves to build on.
       The plan with the best value is chosen; its first action is played.

    The Automa's reply shows what the evaluation alone misses: the coal and beer it will take
    (flipping the person's tiles), the spaces and lines it wants (a plan that takes them first
    blocks it), what it will sell and score.  Every position played out counts one node
    against ``nodes``; the search stops there, so a seed gives the same game on any machine.
    ``SAFETY_SECONDS`` is only a net against a pathological position.
    """

    def __init__(
        self,
        seed: int | None = None,
        weights: Weights | None = None,
        width: int = HARD_WIDTH,
        plans: int = HARD_PLANS,
        samples: int = HARD_SAMPLES,
        nodes: int = HARD_NODES,
        deep: int = HARD_DEEP,
    ):
        super().__init__(seed, weights)
        self.width = width
        self.plans = plans
        self.samples = samples
        self.nodes = nodes
        self.deep = deep
        self.sim_rng = Rng(seed if seed is not None else 0)
        self.spent = 0
        self.deadline = 0.0

    def _out_of_budget(self, reserve: int = 0) -> bool:
        return self.spent + reserve > self.nodes or time.process_time() > self.deadline

    def choose(self, rules: BrassRules, view: BrassState, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        if view.phase != MAIN:
            return self.step(rules, view, actions)
        self.spent = 0
        self.deadline = time.process_time() + SAFETY_SECONDS
        plans = self.turn_plans(rules, view, actions)
        scored = []
        for _value, action, after in plans[: self.plans]:
            if scored and self._out_of_budget(self.samples):
                break
            scored.append((self.reply_value(rules, after), action, after))
        scored.sort(key=lambda p: -p[0])
        if self.deep:
            deep = []
            for _value, action, after in scored[: self.deep]:
                if deep and self._out_of_budget(self.samples * len(actions)):
                    break
                deep.append((self.reply_value(rules, after, lookahead=True), action))
            if deep:
                return max(deep, key=lambda p: p[0])[1]
        return scored[0][1] if scored else plans[0][1]

    def outcomes(
        self, rules: BrassRules, state: BrassState, actions: list[Action]
    ) -> list[tuple[float, Action, BrassState]]:
        self.spent += len(actions)
        return super().outcomes(rules, state, actions)

    def turn_plans(
        self, rules: BrassRules, state: BrassState, actions: list[Action]
    ) -> list[tuple[float, Action, BrassState]]:
        """(value, first action, position at the end of the turn), best first.  Second actions
        are added for the best ``width`` first actions while half the node budget is left."""
        if not self.deadline:
            self.deadline = time.process_time() + SAFETY_SECONDS
        first = sorted(self.outcomes(rules, state, actions), key=lambda o: -o[0])
        plans = []
        for rank, (value, action, after) in enumerate(first):
            if not self._same_turn(rules, state, after):
                plans.append((value, action, after))
            elif rank < self.width and not self._out_of_budget(self.nodes // 2):
                for value2, _second, after2 in self.outcomes(rules, after, rules.legal_actions(after)):
                    plans.append((value2, action, after2))
        plans.sort(key=lambda p: -p[0])
        return plans or [(v, a, s) for v, a, s in first]

    @staticmethod
    def _same_turn(rules: BrassRules, before: BrassState, after: BrassState) -> bool:
        return (
            rules.to_move(after) == HUMAN
            and after.phase == MAIN
            and (after.era, after.round) == (before.era, before.round)
        )

    def reply_value(self, rules: BrassRules, state: BrassState, lookahead: bool = False) -> float:
        """Average evaluation at the start of the person's next turn (or the end of the game);
        with ``lookahead``, after the best first action of that turn."""
        ev = self.evaluator(rules)
        total = 0.0
        for _ in range(self.samples):
            after = rules.determinize(state, HUMAN, self.sim_rng)
            self.advance(rules, after)
            self.spent += 1
            if lookahead and rules.to_move(after) == HUMAN and after.phase == MAIN:
                total += self.next_action_value(rules, after)
            else:
                total += ev.value(after)
        return total / self.samples

    def next_action_value(self, rules: BrassRules, state: BrassState) -> float:
        """The evaluation after the best first action of the next turn (played out quickly)."""
        ev = self.evaluator(rules)
        best = None
        actions = rules.legal_actions(state)
        self.spent += len(actions)
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after, quick=True)
            value = ev.value(after)
            if best is None or value > best:
                best = value
        return best if best is not None else ev.value(state)

    def advance(self, rules: BrassRules, state: BrassState) -> None:
        """Chance steps (cards drawn, the Automa's cards turned up: its turn) and any choice
        forced on the person (a shortfall) until the person's next action or the end."""
        rng = self.sim_rng
        for _ in range(FINISH_STEPS * 4):
            if settle_chance(rules, state, rng) is None or state.phase == MAIN:
                return
            self.finish(rules, state, quick=True)
            if state.phase not in (MAIN,) and rules.to_move(state) == HUMAN:
                rules.apply_unchecked(state, rules.legal_actions(state)[0])


BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names
make_bot = BOTS.make
