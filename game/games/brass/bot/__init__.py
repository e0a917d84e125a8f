"""Computer players for the person's seat in Brass (solo against the Automa).

* ``random`` — any legal action.
* ``easy``   — for each action it could take, plays the whole action out (card, sources,
  second link, further sales) with the cheapest sensible choices and keeps the one whose
  result the evaluation likes best (heuristics.py: points to come, flipped tiles and links,
  unsold goods, money and income while they still count, cards, the Automa's share).
* ``hard``   — plans the whole turn: the easy planner's best few first actions, each followed
  by every second action (and any goods tile built first by its sale), carried through
  sampled replies of the Automa and valued by the start of its next turn; in the game's
  last turns the best plans are played out to the end and judged by the final margin.  In debt
  (income below level 0) it builds no brewery while three of its own stand undrunk, in the
  rail era none while two do (``HardBot.moves``).

Both decide from ``rules.view(state, seat)``: all they cannot see is which of two cards with
the same back is on top of the Automa's deck and the order of the cards still to come, which
they sample (``rules.determinize`` and the chance steps; the decks are kept as unordered sets).
``appraise`` values every legal action for the coach, as the hard player sees it.
"""

from __future__ import annotations

import random
import time

from game.core.bots import BotLevels, RandomBot
from game.core.rng import Rng
from game.core.rules import CHANCE, Action, settle_chance
from game.games.brass.bot.heuristics import ROUNDS_PER_ERA, Evaluator, Weights
from game.games.brass.rules.actions import Build, Sell, Take
from game.games.brass.rules.engine import BrassRules
from game.games.brass.rules.network import Board
from game.games.brass.rules.state import AUTOMA, CANAL, CARD, HUMAN, MAIN, BrassState

# The hard level is defined by these counts (the same seed plays the same game anywhere).
HARD_WIDTH = 8  # first actions followed by every second action
HARD_PLANS = 16  # turn plans carried on through the Automa's reply
HARD_SAMPLES = 4  # draws of the Automa card whose back gives its second action
HARD_DEEP = 5  # best plans valued one turn further (the person's best next action)
HARD_NODES = 3000  # no new step of the search starts past this many positions played out
HARD_ROLL_TURNS = 4  # in its last turns but this many, the best plans are played out to the game's end
HARD_ROLL_PLANS = 6  # first actions (their best plans) played out so
HARD_ROLL_SAMPLES = 4  # times each (the same sampled cards for each)
HARD_ROLL_NODES = 20000  # no plan's play-outs start past this many positions played out
HARD_BREWERIES = 3  # in debt, no brewery built while this many of the person's own stand unflipped (``moves``)
HARD_RAIL_BREWERIES = 2  # in the rail era, the same at any income level
SAFETY_SECONDS = 2.5  # CPU seconds of this process: a net only, never the normal stopping rule
# (CPU time, not the wall clock: on a loaded machine the wall clock would cut searches short and
# the same seed would no longer give the same game)
FINISH_STEPS = 40
NEXT_TURN = 2  # the deep step's next turn: its best first actions each followed by a second


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
       followed by every second action of the turn, and every other goods tile built first by
       its sale (build then sell in one turn: an unsold tile counts about half its worth, so
       the build alone seldom ranks among the best ``width``): a list of turn plans, ranked by
       the evaluation of the position they leave.
    2. The best ``plans`` of those are carried on past the end of the turn: the cards drawn,
       the Automa's turn (the front of its next card is known from its back — the backs of
       the 22 cards differ but for two; the back of the card after it, which decides its
       second action, is drawn ``samples`` times) and income, up to the person's next turn.
    3. The best ``deep`` plans after that are valued one turn further: after each simulated
       reply, the best start of the person's next turn — its best ``NEXT_TURN`` first actions,
       each followed by its best second action (played out): what the plan leaves to build on.
       The plan with the best value is chosen; its first action is played.
    4. In the game's last turns (``roll_turns`` turns to come or fewer) step 3 gives way to
       play-outs: the best plans of the ``roll_plans`` best first actions are played to the
       game's end ``roll_samples`` times (greedy actions as ``next_action_value`` takes them,
       the Automa's cards and the draws sampled — the same samples for every plan) and the
       first action with the best mean final margin is played.  There the evaluation's guesses
       (what unsold goods, full mines, a link's potential and money are still worth) give way
       to what the end actually scores.  Played out from earlier, the greedy continuation's
       own weakness decides instead (docs/experiments.md).

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
        roll_plans: int = HARD_ROLL_PLANS,
        roll_samples: int = HARD_ROLL_SAMPLES,
        roll_turns: int = HARD_ROLL_TURNS,
        roll_nodes: int = HARD_ROLL_NODES,
        breweries: int = HARD_BREWERIES,
        rail_breweries: int = HARD_RAIL_BREWERIES,
    ):
        super().__init__(seed, weights)
        self.width = width
        self.plans = plans
        self.samples = samples
        self.nodes = nodes
        self.deep = deep
        self.roll_plans = roll_plans
        self.roll_samples = roll_samples
        self.roll_turns = roll_turns
        self.roll_nodes = roll_nodes
        self.breweries = breweries
        self.rail_breweries = rail_breweries
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
        actions = self.moves(rules, view, actions)
        self.spent = 0
        self.deadline = time.process_time() + SAFETY_SECONDS
        plans = self.turn_plans(rules, view, actions)
        scored = []
        for _value, action, after in plans[: self.plans]:
            if scored and self._out_of_budget(self.samples):
                break
            scored.append((self.reply_value(rules, after), action, after))
        scored.sort(key=lambda p: -p[0])
        if self.rolls_out(view):
            return self.rollout_choice(rules, scored)
        if self.deep:
            deep = []
            for _value, action, after in scored[: self.deep]:
                if deep and self._out_of_budget(self.samples * len(actions)):
                    break
                deep.append((self.reply_value(rules, after, lookahead=True), action))
            if deep:
                return max(deep, key=lambda p: p[0])[1]
        return scored[0][1] if scored else plans[0][1]

    def moves(self, rules: BrassRules, state: BrassState, actions: list[Action] | None = None) -> list[Action]:
        """The main actions the hard player considers: the legal ones but a brewery while
        ``breweries`` of its own still stand unflipped and its income is below level 0, else in
        the rail era while ``rail_breweries`` do (unless nothing else is legal).  A rule of the
        search, not a cost in the evaluation: the evaluation counts an unflipped brewery at most
        of its VP and beer on the bet that someone drinks it.  In debt, with nobody selling, it
        bought six on three loans, sank to income level -9 (no loan possible any more) and lost
        every tile to the payments: 0 VP; priced in the evaluation, the debt only moved that
        spiral to other deals; capped at any income in both eras, the late canal era's level-3
        breweries went too, which score again in the rail era.  In the rail era few goods are
        sold, so little beer is drunk: in 11 games lost to the hard Automa it built 29 breweries
        there (10 in Uttoxeter, four of them with a wild just scouted) and 11 of its breweries
        stood undrunk at the end (docs/experiments.md).
        The search's own future turns follow the same rule."""
        if actions is None:
            actions = rules.legal_actions(state)
        if rules.board.level(state.income) < 0:
            cap = self.breweries
        elif state.era != CANAL:
            cap = self.rail_breweries
        else:
            return actions
        brewery = rules.ind["brewery"]
        standing = sum(
            1
            for owner, industry, flipped in zip(state.sp_owner, state.sp_ind, state.sp_flipped)
            if owner == HUMAN and industry == brewery and not flipped
        )
        if standing < cap:
            return actions
        kept = [a for a in actions if not (isinstance(a, Build) and a.industry == "brewery")]
        return kept or actions

    def rolls_out(self, state: BrassState) -> bool:
        """Whether plans are played out now: in the game's last turns (step 4)."""
        return self.roll_plans > 0 and state.era != CANAL and ROUNDS_PER_ERA - state.round <= self.roll_turns

    def rollout_choice(self, rules: BrassRules, scored: list) -> Action:
        """The first action whose plan (the best plan for it) does best when played out
        (``rollout``, the same samples for every plan); step 4 of the class's note."""
        firsts: dict = {}
        for value, action, after in scored:
            if action not in firsts:
                firsts[action] = (value, after)
        ranked = list(firsts.items())[: self.roll_plans]
        base = self.sim_rng.getrandbits(62)
        limit = self.spent + self.roll_nodes
        best, best_value = ranked[0][0], None
        for action, (_value, after) in ranked:
            mean = self.played_out(rules, after, base)
            if best_value is None or mean > best_value:
                best, best_value = action, mean
            if self.spent > limit or time.process_time() > self.deadline:
                break
        return best

    def appraise(self, rules: BrassRules, view: BrassState, seat: int = HUMAN) -> list[tuple[Action, float]]:
        """Every legal action of the person (``seat``, the only seat that chooses) now with what it
        is worth against the hard player's choice, in victory points of the final margin (the
        person's points minus the Automa's):
        0 for the best, below 0 what another costs — best first, from ``view`` alone (what the
        person sees; the Automa's next cards are sampled).  For the coach.

        The same search as ``choose``, given every action: a main action is carried to the end
        of the turn by its best plan (every second action tried) and through ``samples``
        sampled Automa replies; then, as ``choose`` does, the best ``roll_plans`` are played out
        to the game's end in its last ``roll_turns`` turns (the mean final margin), else the
        best ``deep`` are valued one turn further.  Actions not refined that way are placed
        below the lowest refined one by how far their plans' values fall short of its.  Other
        steps (a card, a source, a second link, another sale) are valued by the position they
        lead to, as ``step`` chooses them."""
        actions = rules.legal_actions(view)
        if len(actions) <= 1 or view.phase != MAIN:
            values = [(self._step_value(rules, view, a), a) for a in actions]
            return _relative(values)
        self.spent = 0
        self.deadline = time.process_time() + SAFETY_SECONDS * 4
        best_plan: dict = {}
        for value, action, after in self.turn_plans(rules, view, actions, every=True):
            if action not in best_plan:
                best_plan[action] = (value, after)
        coarse = sorted(
            ((self.reply_value(rules, after), action, after) for action, (_v, after) in best_plan.items()),
            key=lambda p: -p[0],
        )
        if self.rolls_out(view):
            base = self.sim_rng.getrandbits(62)
            fine = [(self.played_out(rules, after, base), action) for _v, action, after in coarse[: self.roll_plans]]
        else:
            fine = [
                (self.reply_value(rules, after, lookahead=True), action) for _v, action, after in coarse[: self.deep]
            ]
        floor_fine, floor_coarse = min(v for v, _a in fine), coarse[len(fine) - 1][0]
        values = fine + [(floor_fine + value - floor_coarse, action) for value, action, _a in coarse[len(fine) :]]
        return _relative(values)

    def _step_value(self, rules: BrassRules, state: BrassState, action: Action) -> float:
        after = state.clone()
        rules.apply_unchecked(after, action)
        self.finish(rules, after, quick=True)
        value = self.evaluator(rules).value(after)
        return value + (self._source_bias(state, action) if isinstance(action, Take) else 0.0)

    def played_out(self, rules: BrassRules, state: BrassState, base: int) -> float:
        """The mean final margin of ``roll_samples`` play-outs of ``state``, sample ``i`` drawn
        from ``Rng.derive(base, i)`` (the same samples for every position given the same base)."""
        return (
            sum(self.rollout(rules, state, Rng.derive(base, i)) for i in range(self.roll_samples)) / self.roll_samples
        )

    def rollout(self, rules: BrassRules, state: BrassState, rng: Rng) -> float:
        """The final margin after greedy play to the game's end, the Automa's cards and the
        draws sampled from ``rng``."""
        ev = self.evaluator(rules)
        state = rules.determinize(state, HUMAN, rng)
        for _ in range(2000):
            mover = rules.to_move(state)
            if mover is None:
                return float(state.vp[HUMAN] - state.vp[AUTOMA])
            if mover == CHANCE:
                rules.apply_unchecked(state, rules.sample_chance(state, rng))
                continue
            if state.phase != MAIN:
                self.finish(rules, state, quick=True)
                if rules.to_move(state) == HUMAN and state.phase != MAIN:
                    rules.apply_unchecked(state, rules.legal_actions(state)[0])
                continue
            state = self.greedy(rules, state)[1]
        return ev.value(state)

    def outcomes(
        self, rules: BrassRules, state: BrassState, actions: list[Action]
    ) -> list[tuple[float, Action, BrassState]]:
        self.spent += len(actions)
        return super().outcomes(rules, state, actions)

    def turn_plans(
        self, rules: BrassRules, state: BrassState, actions: list[Action], every: bool = False
    ) -> list[tuple[float, Action, BrassState]]:
        """(value, first action, position at the end of the turn), best first.  Second actions
        are added for the best ``width`` first actions while half the node budget is left (with
        ``every``, for every first action); a goods tile built first further down is followed
        by its sales (``_builds_goods``), if it can be sold at once."""
        if not self.deadline:
            self.deadline = time.process_time() + SAFETY_SECONDS
        first = sorted(self.outcomes(rules, state, actions), key=lambda o: -o[0])
        plans = []
        for rank, (value, action, after) in enumerate(first):
            if not self._same_turn(rules, state, after):
                plans.append((value, action, after))
                continue
            seconds = None
            if every or (rank < self.width and not self._out_of_budget(self.nodes // 2)):
                seconds = self.moves(rules, after)
            elif self._builds_goods(rules, action):
                sales = [a for a in rules.legal_actions(after) if isinstance(a, Sell) and a.space == action.space]
                seconds = sales or None
            if seconds is None:
                continue
            for value2, _second, after2 in self.outcomes(rules, after, seconds):
                plans.append((value2, action, after2))
        plans.sort(key=lambda p: -p[0])
        return plans or [(v, a, s) for v, a, s in first]

    @staticmethod
    def _builds_goods(rules: BrassRules, action: Action) -> bool:
        return isinstance(action, Build) and rules.t.sellable[rules.ind[action.industry]]

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
        """The evaluation after the best start of the next turn (played out quickly): its best
        ``NEXT_TURN`` first actions, each followed by its best second action of that turn."""
        firsts = sorted(self.quick_outcomes(rules, state), key=lambda f: -f[0])  # stable: ties keep their order
        if not firsts:
            return self.evaluator(rules).value(state)
        return max(
            self.greedy(rules, after)[0] if self._same_turn(rules, state, after) else value
            for value, after in firsts[:NEXT_TURN]
        )

    def greedy(self, rules: BrassRules, state: BrassState) -> tuple[float, BrassState]:
        """The main action the evaluation likes best, each played out quickly: (its value, the
        position after it); (the value, ``state``) when there is none."""
        best: tuple[float, BrassState] | None = None
        for value, after in self.quick_outcomes(rules, state):
            if best is None or value > best[0]:
                best = (value, after)
        return best if best is not None else (self.evaluator(rules).value(state), state)

    def quick_outcomes(self, rules: BrassRules, state: BrassState) -> list[tuple[float, BrassState]]:
        """(value, position after it) for every main action the hard player considers, each
        played out quickly; they count against the budget of positions."""
        ev = self.evaluator(rules)
        actions = self.moves(rules, state)
        self.spent += len(actions)
        out = []
        for action in actions:
            after = state.clone()
            rules.apply_unchecked(after, action)
            self.finish(rules, after, quick=True)
            out.append((ev.value(after), after))
        return out

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


def _relative(values: list[tuple[float, Action]]) -> list[tuple[Action, float]]:
    """(action, value minus the best value), best first."""
    if not values:
        return []
    top = max(v for v, _a in values)
    return sorted(((a, v - top) for v, a in values), key=lambda o: -o[1])


def appraise(rules: BrassRules, view: BrassState, seat: int = HUMAN, seed: int = 0) -> list[tuple[Action, float]]:
    """What the hard player thinks of each legal action of ``seat`` in ``view`` (see
    ``HardBot.appraise``): (action, VP of final margin against the best, 0 for it), best first."""
    return HardBot(seed).appraise(rules, view, seat)


BOTS = BotLevels(random=RandomBot, easy=EasyBot, hard=HardBot)
LEVELS = BOTS.names
make_bot = BOTS.make
