"""The games of the collection and the contract each game package fulfils.

A game lives in ``game/games/<key>/`` with three rooms:

* ``rules.py`` — ``RULES``: the Rules subclass (pure Python, no pygame);
* ``bot.py``   — ``LEVELS`` (level names, weakest first, ``"random"`` included) and
  ``make_bot(level, seed) -> Bot`` (``game.core.bots.BotLevels`` gives both);
* ``view.py``  — ``VIEW``: the pygame scene class that shows a match and turns drags
  and clicks into actions.

Its strings are in ``data/i18n/<lang>/<key>.yaml`` (``name`` and ``tagline`` at least)
and its rules reference in ``data/rules/<lang>/<key>.md``.  A package that is missing
is simply not offered.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from functools import cache
from typing import Any

from game.core import i18n
from game.core.bots import Appraiser, Bot, appraiser_for
from game.core.coach import Coach
from game.core.i18n import Msg
from game.core.paths import DATA_DIR
from game.core.rules import Action, OptionSpec, Rules

GAME_ORDER = ("glenmore", "schotten", "border", "brass")


@cache
def available(rooms: tuple[str, ...] = ("rules", "bot", "view")) -> tuple[str, ...]:
    """The games present in this build (with all of ``rooms``), in menu order."""
    found = []
    for key in GAME_ORDER:
        if importlib.util.find_spec(f"game.games.{key}") is None:
            continue
        if all(importlib.util.find_spec(f"game.games.{key}.{room}") for room in rooms):
            found.append(key)
    return tuple(found)


def playable_by_bots() -> tuple[str, ...]:
    """Games whose rules and computer players exist (the screen may still be missing)."""
    return available(("rules", "bot"))


def _module(key: str, room: str) -> Any:
    if key not in GAME_ORDER:
        raise KeyError(f"unknown game {key!r}")
    return importlib.import_module(f"game.games.{key}.{room}")


@cache
def rules_for(key: str) -> Rules:
    return _module(key, "rules").RULES()


def rules_or_none(key: str) -> Rules | None:
    """For loading saves: None for a game this build does not have."""
    try:
        return rules_for(key) if key in available() else None
    except KeyError:
        return None


def bot_levels(key: str) -> tuple[str, ...]:
    return tuple(_module(key, "bot").LEVELS)


def make_bot(key: str, level: str, seed: int | None = None) -> Bot:
    return _module(key, "bot").make_bot(level, seed)


def view_class(key: str) -> type:
    return _module(key, "view").VIEW


def rules_document(key: str, lang: str) -> str:
    """The rules reference text (our own words), in ``lang`` or else English."""
    for code in (lang, "en"):
        path = DATA_DIR / "rules" / code / f"{key}.md"
        if path.exists():
            try:
                return path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as exc:
                from game.core.data import DataError

                raise DataError(path, "", f"cannot be read ({type(exc).__name__})") from None
    return ""


def seat_range(key: str) -> tuple[int, int]:
    cls = _module(key, "rules").RULES
    return cls.min_seats, cls.max_seats


def has_hidden_information(key: str) -> bool:
    return bool(_module(key, "rules").RULES.hidden_information)


def level_label(key: str, level: str) -> Msg:
    """A computer level in words ("Hard"): every game's levels share their words (a test checks
    each game's levels have one; the fallback ``<game>.level.<level>`` named a key no table has)."""
    return Msg(f"core.setup.level_{level}")


def option_label(key: str, spec: OptionSpec, value: Any) -> Msg:
    """A choice of an option in words (``<game>.option.<option>_<value>``), else the value itself."""
    words = f"{key}.option.{spec.key}_{value}"
    return Msg(words) if i18n.has(words) else Msg.raw(str(value))


# -- the hint's words and the coach -----------------------------------------------------------

HINT_LEVEL = "hard"
"""The computer player whose choices the hint suggests and the coach compares with."""


def hint_hook(key: str, name: str) -> Callable[..., Msg | None] | None:
    """``game/games/<key>/hints.py``'s ``name`` (``why``: a move's reason; ``words``: a move the
    log does not describe), or None when the game has none."""
    module = f"game.games.{key}.hints"
    if key not in GAME_ORDER or importlib.util.find_spec(module) is None:
        return None
    return getattr(importlib.import_module(module), name, None)


def move_words(key: str, rules: Rules, view: Any, action: Action, seat: int) -> Msg | None:
    """A move in the game's own words: its log line, else the hint's ``words``."""
    words = rules.describe(view, action, seat)
    if words is None:
        hook = hint_hook(key, "words")
        words = hook(rules, view, action, seat) if hook is not None else None
    return words


def coach_threshold(key: str) -> float:
    """How far below the hard player's choice (in its unit) a move must be appraised for the
    coach to speak: the game's ``hints.COACH_THRESHOLD``."""
    return float(importlib.import_module(f"game.games.{key}.hints").COACH_THRESHOLD)


def appraiser(key: str, seed: int | None = None, level: str = HINT_LEVEL) -> Appraiser:
    """The ``level`` player of ``key`` as an appraiser (its own ``appraise``, else
    ``bots.ChoiceAppraiser`` over its choice)."""
    return appraiser_for(make_bot(key, level, seed))


def make_coach(key: str, seed: int = 0, threshold: float | None = None) -> Coach:
    """The coach of a match of ``key`` seeded ``seed`` (see game/core/coach.py)."""
    return Coach(rules_for(key), lambda s: appraiser(key, s), coach_threshold(key) if threshold is None else threshold,
                 lambda rules, view, action, seat: move_words(key, rules, view, action, seat),
                 hint_hook(key, "why"), seed)
