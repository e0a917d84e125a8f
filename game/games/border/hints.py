"""Why a suggested move is good, in words (see game/scenes/hint.py)."""

from __future__ import annotations

from typing import Any

from game.core.hinting import score_gain
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.border.rules import BorderRules, Complete, Cross


def why(rules: BorderRules, view: Any, action: Action, seat: int) -> Msg | None:
    if not isinstance(action, (Complete, Cross)):
        return None
    points = round(score_gain(rules, view, action, seat))
    if points > 0:
        return Msg("border.hint.scores", points=points)
    return None
