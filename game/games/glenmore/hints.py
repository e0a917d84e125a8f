"""Why a suggested move is good, in words (see game/scenes/hint.py)."""

from __future__ import annotations

from typing import Any

from game.core.hinting import score_gain
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.glenmore.rules import GlenMoreRules
from game.games.glenmore.rules.actions import EndTurn, Finish, Take


def why(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Take):
        tile = rules.tile(view.track[action.space])
        if tile.kind.vp > 0:
            return Msg("glenmore.hint.tile_vp", tile=rules.tile_name(view.track[action.space]), points=tile.kind.vp)
        return None
    points = round(score_gain(rules, view, action, seat))
    if points > 0:
        return Msg("glenmore.hint.scores", points=points)
    return None


def words(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe."""
    if isinstance(action, Finish):
        return Msg("glenmore.hint.finish")
    if isinstance(action, EndTurn):
        return Msg("glenmore.hint.end_turn")
    return None
