"""The game contract: everything a game gives the house, in one object.

Each game's package ends with ``GAME = GameSpec(...)`` in ``game/games/<key>/__init__.py``;
``game/games/__init__.py`` reads it (no other lookup by name) and
``tests/core/test_game_contract.py`` checks every game the same way.

* ``rules`` — the Rules class (pure Python); ``instance()`` is the shared object.  Through it:
  ``options()`` (the setup screen's choices), the seat range, ``hidden_information`` and
  ``milestone`` (the steps a review jumps to).
* ``bots()`` — the computer players: ``levels`` (weakest first, ``"random"`` included) and
  ``make(level, seed)``; ``tuned(level, seed, seats, changes)``, if the game has it, makes a bot
  with some of its knobs changed (``selfplay --set``).
* ``view()`` — the table's view class (game/ui/table.py; pygame).
* ``tour()`` — the game's own tour scenes: ``(name, match factory, after(app, scene) | None)``.
* ``hints()`` — the reasons beside a suggested move: ``why`` and ``words``
  (``(rules, view, action, seat) -> Msg | None``; either may be None), and the coach's threshold.
* ``lesson()`` — the guided first game (``data/<key>/lesson.yaml``, game/core/lesson.py), read and
  replayed on first use; ``guide()`` a fresh ``LessonGuide`` for it; ``suggest_levels`` the levels
  a real game may be offered at (the neutral opponent's option's choices, else the bot levels).

The rooms other than the rules are given as functions that import them on first use, so a tool
that reads the rules never loads the screen, and start-up loads only what it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.bots import Bot
from game.core.lesson import Lesson, LessonGuide, load_lesson
from game.core.rules import OptionSpec, Rules

Reason = Callable[[Rules, Any, Any, int], Any]
"""``(rules, view, action, seat) -> Msg | None``."""


@dataclass(frozen=True)
class Bots:
    levels: tuple[str, ...]
    make: Callable[[str, int | None], Bot]
    tuned: Callable[[str, int | None, int, dict[str, Any]], Bot] | None = None


@dataclass(frozen=True)
class Hints:
    why: Reason | None = None
    words: Reason | None = None
    coach_threshold: float = 3.0
    """How far below the hard player's choice (in its appraisal's unit) a move must be for the
    coach (game/core/coach.py) to speak: measured per game (game/tools/coach.py)."""


class GameSpec:
    def __init__(
        self,
        key: str,
        rules: type[Rules],
        *,
        bots: Callable[[], Bots],
        view: Callable[[], type],
        tour: Callable[[], list],
        hints: Callable[[], Hints],
    ):
        self.key = key
        self.rules = rules
        self.bots = cache(bots)
        self.view = cache(view)
        self.tour = cache(tour)
        self.hints = cache(hints)
        self.instance = cache(rules)
        self.lesson = cache(self._lesson)

    def _lesson(self) -> Lesson:
        return load_lesson(self.instance(), self.key, levels=self.levels, suggest=self.suggest_levels)

    def guide(self) -> LessonGuide:
        """A guide for a new or resumed lesson of this game (it keeps no progress of its own)."""
        return LessonGuide(self.lesson(), self.instance())

    @property
    def suggest_levels(self) -> tuple[str, ...]:
        rules = self.instance()
        if rules.opponent_option:
            spec = next(o for o in rules.options() if o.key == rules.opponent_option)
            return tuple(str(c) for c in spec.choices)
        return tuple(level for level in self.levels if level != "random")

    @property
    def levels(self) -> tuple[str, ...]:
        return self.bots().levels

    def make_bot(self, level: str, seed: int | None = None) -> Bot:
        return self.bots().make(level, seed)

    def options(self) -> list[OptionSpec]:
        return self.instance().options()

    @property
    def seats(self) -> tuple[int, int]:
        return self.rules.min_seats, self.rules.max_seats

    def __repr__(self) -> str:
        return f"GameSpec({self.key!r})"
