"""Computer players that work on any game through the rules protocol.

Every bot decides from ``rules.view(state, seat)`` only: it never sees a hidden hand or
the order of a deck.  The games' own search bots fill the hidden parts in at random
(``rules.determinize``) and search those guesses (see each game's ``bot`` package).
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from typing import Any, Protocol

from game.core.rng import Rng
from game.core.rules import Action, Rules

Evaluation = Callable[[Any, int], float]
"""``evaluate(state, seat)``: how good ``state`` is for ``seat``, from 0 (lost) to 1 (won)."""

"""``policy(state, seat, actions, rng)``: the move a playout takes."""

RootFilter = Callable[[Any, int, list[Action]], list[Action]]
"""``root_filter(view, seat, actions)``: the candidate moves worth searching (e.g. a heuristic's best few)."""


class Bot(Protocol):
    def choose(self, rules: Rules, view: Any, seat: int) -> Action: ...


Appraisal = list[tuple[Action, float]]
"""A player's estimate of candidate moves: (action, value) pairs, higher is better for the seat."""


class Appraiser(Protocol):
    """A computer player that can say what it thinks of the moves, not only which it plays.

    ``appraise(rules, view, seat)`` is its estimate of each candidate move from ``view`` (what
    ``rules.view(state, seat)`` shows, never the full state), as ``(action, value)`` pairs:
    higher is better for ``seat``, in one unit per game (its points, or whatever the game's
    player weighs), the move it would play valued highest.  It may leave out moves it does not
    consider (the coach then takes such a move to be worth its lowest candidate's value)."""

    def appraise(self, rules: Rules, view: Any, seat: int) -> Appraisal: ...


def score_lead(rules: Rules, state: Any, seat: int) -> float:
    """The seat's score now, less the best other seat's (solo: the seat's own score)."""
    scores = rules.scores(state)
    others = [v for s, v in enumerate(scores) if s != seat]
    return scores[seat] - (max(others) if others else 0.0)


class ChoiceAppraiser:
    """The appraisal of a player without its own: its choice, and every legal move (up to
    ``limit``) valued by a cheap ``evaluate(rules, state, seat)`` of the position it leads to (by
    default the score lead, ``score_lead``), played on one guess of the hidden parts made from the
    view.  A move valued above the choice is capped at the choice's value (the player preferred
    its choice: the cheap evaluation cannot say by how much it was right).  So a coach on it
    speaks only of what the choice wins at once and the move played does not."""

    def __init__(self, bot: Bot, evaluate: Callable[[Rules, Any, int], float] = score_lead,
                 seed: int = 0, limit: int = 80):
        self.bot = bot
        self.evaluate = evaluate
        self.seed = seed
        self.limit = limit

    def appraise(self, rules: Rules, view: Any, seat: int) -> Appraisal:
        actions = rules.legal_actions(view)
        if len(actions) <= 1:
            return [(a, 0.0) for a in actions]
        choice = self.bot.choose(rules, view, seat)
        base = rules.determinize(view, seat, Rng.derive(self.seed, 0xA9))
        out: Appraisal = []
        for action in [choice] + [a for a in actions[:self.limit] if a != choice]:
            state = base.clone()
            rules.apply_unchecked(state, action)
            out.append((action, self.evaluate(rules, state, seat)))
        top = out[0][1]
        return [(a, min(v, top)) for a, v in out]


def appraiser_for(bot: Bot) -> Appraiser:
    """``bot`` itself when it appraises, else a ``ChoiceAppraiser`` over its choice."""
    return bot if callable(getattr(bot, "appraise", None)) else ChoiceAppraiser(bot)  # type: ignore[return-value]


class BotLevels:
    """A game's computer players by level name, weakest first (``random`` included).

    A game's ``bot.py`` ends with ``BOTS = BotLevels(random=RandomBot, easy=..., hard=...)``,
    ``LEVELS = BOTS.names`` and ``make_bot = BOTS.make``."""

    def __init__(self, **levels: Callable[[int | None], Bot]):
        self.by_name = levels

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.by_name)

    def make(self, level: str, seed: int | None = None) -> Bot:
        try:
            factory = self.by_name[level]
        except KeyError:
            raise ValueError(f"unknown level {level!r} (known: {', '.join(self.by_name)})") from None
        return factory(seed)


class RandomBot:
    """Uniformly random legal actions: the yardstick every other bot must beat."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, rules: Rules, view: Any, seat: int) -> Action:
        return self.rng.choice(rules.legal_actions(view))


class GreedyBot:
    """One step of look-ahead: the action whose result ``evaluate`` likes best.

    Hidden information is filled in once per decision; ties are broken at random.
    """

    def __init__(self, evaluate: Evaluation, seed: int | None = None):
        self.evaluate = evaluate
        self.rng = random.Random(seed)

    def choose(self, rules: Rules, view: Any, seat: int) -> Action:
        actions = rules.legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        base = rules.determinize(view, seat, self.rng)
        best, best_value = [], -math.inf
        for action in actions:
            state = base.clone()
            rules.apply(state, action)
            value = self.evaluate(state, seat)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return self.rng.choice(best)


class Worker:
    """Runs ``job(*args)`` in a daemon thread; the main loop polls ``done`` and reads ``result``
    (or ``error``, the exception it raised)."""

    def __init__(self, job: Callable[..., Any], *args: Any):
        self.result: Any = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(job, args), daemon=True)
        self.thread.start()

    def _run(self, job, args) -> None:
        try:
            self.result = job(*args)
        except Exception as exc:  # noqa: BLE001 - reported by whoever reads the result
            self.error = exc

    @property
    def done(self) -> bool:
        return not self.thread.is_alive()


class BotWorker(Worker):
    """Runs one bot decision in a thread; the main loop collects the answer."""

    def __init__(self, bot, rules, view: Any, seat: int):
        self.seat = seat
        super().__init__(bot.choose, rules, view, seat)
