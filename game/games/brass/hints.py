"""Why a suggested move is good, in words (see game/scenes/hint.py): what it gains at once."""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.rules.actions import Sell, SellAgain
from game.games.brass.rules.state import HUMAN


def why(rules, view: Any, action: Action, seat: int) -> Msg | None:
    if not isinstance(action, (Sell, SellAgain)):
        return None
    state = after(rules, view, action)
    if state is None:
        return None
    income = state.income - view.income
    points = state.vp[HUMAN] - view.vp[HUMAN]
    if points > 0:
        return Msg("brass.hint.sell_vp", income=income, points=points)
    if income > 0:
        return Msg("brass.hint.sell_income", income=income)
    return None
