"""Why a suggested move is good, in words (see game/scenes/hint.py): what the tile it builds
or sells pays once flipped."""

from __future__ import annotations

from typing import Any

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.rules.actions import Build, Sell, SellAgain
from game.games.brass.rules.state import HUMAN


def why(rules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, (Sell, SellAgain)):
        level = rules.t.level(view.sp_ind[action.space], view.sp_level[action.space])
        return Msg("brass.hint.sell", income=level.income, points=level.vp)
    if isinstance(action, Build):
        ind = rules.ind[action.industry]
        level = rules.t.level(ind, view.lowest_level(HUMAN, ind))
        if level.vp > 0:
            return Msg("brass.hint.build", income=level.income, points=level.vp)
    return None
