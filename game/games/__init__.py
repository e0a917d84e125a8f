"""The games of the collection.

Each game is a package ``game/games/<key>/`` whose ``__init__.py`` defines ``GAME``, its
``GameSpec`` (game/core/spec.py): the Rules class, the computer players, the table's view, the
tour's scenes and the hint reasons — one contract for every game, checked by
``tests/core/test_game_contract.py``.  Inside, every game has the same rooms: ``rules/`` (pure
Python), ``bot/``, ``hints.py``, ``view/`` (pygame), ``components.py`` (its data) and ``tools.py``.

Its strings are in ``data/i18n/<lang>/<key>.yaml`` (``name`` and ``tagline`` at least) and its
rules reference in ``data/rules/<lang>/<key>.md``.  A package that is missing is not offered.
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
from game.core.spec import GameSpec

GAME_ORDER = ("glenmore", "schotten", "border", "brass")


@cache
def spec(key: str) -> GameSpec:
    """The game's contract (``GAME`` in its package); KeyError for a game the house does not know."""
    if key not in GAME_ORDER:
        raise KeyError(f"unknown game {key!r}")
    found = importlib.import_module(f"game.games.{key}").GAME
    if not isinstance(found, GameSpec) or found.key != key:
        raise TypeError(f"game.games.{key}.GAME is not the GameSpec of {key!r}")
    return found


@cache
def available() -> tuple[str, ...]:
    """The games present in this build, in menu order."""
    return tuple(key for key in GAME_ORDER if importlib.util.find_spec(f"game.games.{key}") is not None)


def playable_by_bots() -> tuple[str, ...]:
    """Games whose rules and computer players exist."""
    return available()


@cache
def rules_for(key: str) -> Rules:
    return spec(key).instance()


def rules_or_none(key: str) -> Rules | None:
    """For loading saves: None for a game this build does not have."""
    try:
        return rules_for(key) if key in available() else None
    except KeyError:
        return None


def bot_levels(key: str) -> tuple[str, ...]:
    return spec(key).levels


def make_bot(key: str, level: str, seed: int | None = None) -> Bot:
    return spec(key).make_bot(level, seed)


def view_class(key: str) -> type:
    return spec(key).view()


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
    return spec(key).seats


def has_hidden_information(key: str) -> bool:
    return bool(spec(key).rules.hidden_information)


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
    """The game's hint reason ``name`` (``why``: a move's reason; ``words``: a move the log does
    not describe: its spec's ``Hints``), or None when the game has none."""
    if key not in GAME_ORDER:
        return None
    return getattr(spec(key).hints(), name, None)


def move_words(key: str, rules: Rules, view: Any, action: Action, seat: int) -> Msg | None:
    """A move in the game's own words: its log line, else the hint's ``words``."""
    words = rules.describe(view, action, seat)
    if words is None:
        hook = hint_hook(key, "words")
        words = hook(rules, view, action, seat) if hook is not None else None
    return words


def coach_threshold(key: str) -> float:
    """How far below the hard player's choice (in its unit) a move must be appraised for the
    coach to speak (its spec's ``Hints.coach_threshold``)."""
    return float(spec(key).hints().coach_threshold)


def appraiser(key: str, seed: int | None = None, level: str = HINT_LEVEL) -> Appraiser:
    """The ``level`` player of ``key`` as an appraiser (its own ``appraise``, else
    ``bots.ChoiceAppraiser`` over its choice)."""
    return appraiser_for(make_bot(key, level, seed))


def make_coach(key: str, seed: int = 0, threshold: float | None = None) -> Coach:
    """The coach of a match of ``key`` seeded ``seed`` (see game/core/coach.py)."""
    return Coach(rules_for(key), lambda s: appraiser(key, s), coach_threshold(key) if threshold is None else threshold,
                 lambda rules, view, action, seat: move_words(key, rules, view, action, seat),
                 hint_hook(key, "why"), seed)
