"""Small pure helpers for the "why" of a suggested move (``game/games/<game>/hints.py``).

They work on a person's view (``rules.view``), never the full state, and never touch it:
each one plays the action on a copy.
"""

from __future__ import annotations

from typing import Any

from game.core.bots import Bot
from game.core.rules import Action, IllegalAction, Rules


def suggest(bot: Bot, rules: Rules, state: Any, seat: int) -> Action:
    """The move ``bot`` would make for ``seat``, decided from ``rules.view(state, seat)`` only:
    what the hint's background thread runs (game/scenes/hint.py), without the thread."""
    return bot.choose(rules, rules.view(state, seat), seat)


def after(rules: Rules, view: Any, action: Action) -> Any | None:
    """A copy of ``view`` with ``action`` played, or None when the view cannot take it."""
    state = view.clone()
    try:
        rules.apply(state, action)
    except IllegalAction:
        return None
    return state


def score_gain(rules: Rules, view: Any, action: Action, seat: int) -> float:
    """How many points ``action`` scores for ``seat`` at once (0 when it scores nothing)."""
    state = after(rules, view, action)
    if state is None:
        return 0.0
    return rules.scores(state)[seat] - rules.scores(view)[seat]
