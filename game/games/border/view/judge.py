"""What a die dropped somewhere means, and why not: pure functions of the rules and of what the
seat sees (the drag controller's judge in the table asks them; game/ui/drag.py)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from game.core.i18n import Msg
from game.core.rules import Action
from game.games.border.components import NO_COLOUR, NO_SEGMENT
from game.games.border.rules.actions import Complete, Cross, Keep
from game.games.border.rules.engine import BorderRules
from game.games.border.rules.state import CROSS, KEEP, PASSIVE, BorderState
from game.ui.draw import Text


def action_for(rules: BorderRules, state: BorderState, payload: Any, target: Hashable) -> Action | None:
    """The action a die (``("die", d)``) dropped on a row (``("zone", row)``) or a space means."""
    die = payload[1]
    if target[0] == "zone":
        return Keep(die, target[1] == 1)
    if target[0] == "space":
        space = target[1]
        if state.phase in (KEEP, CROSS):
            seg = rules.board_of(state, state.current).segment_of[space]
            return Complete(seg) if seg != NO_SEGMENT else None
        if state.phase == PASSIVE:
            return Cross(space)
    return None


def legal_targets(rules: BorderRules, state: BorderState, payload: Any) -> set[Hashable]:
    die = payload[1]
    out: set[Hashable] = set()
    if state.phase == KEEP:
        out.add(("zone", 0 if state.aside >> die & 1 else 1))
    board = rules.board_of(state, state.current)
    for action in rules.actions_for_die(state, die):
        if isinstance(action, Complete):
            out.update(("space", s) for s in board.segments[action.segment].spaces)
        elif isinstance(action, Cross):
            out.add(("space", action.space))
    return out


def why_not(rules: BorderRules, state: BorderState, payload: Any, target: Hashable) -> Text | None:
    action = action_for(rules, state, payload, target)
    if action is None:
        if target[0] == "space":
            return Msg("border.ui.tip_white") if target[1] in rules.geometry.whites else Msg("border.why.not_now")
        return Msg("border.why.not_now")
    if isinstance(action, Keep):
        return None  # dropped back on its own row: it simply goes home
    die_colour = state.dice[payload[1]]
    space = target[1]
    board = rules.board_of(state, state.current)
    if board.colour_of[space] == NO_COLOUR:
        return Msg("border.ui.tip_white")
    if board.colour_of[space] != die_colour:
        return Msg(
            "border.ui.why_colour",
            die=rules.colour_name(die_colour),
            space=rules.colour_name(board.colour_of[space]),
        )
    return rules.why_illegal(state, action)
