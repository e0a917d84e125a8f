"""Why a suggested move is good, in words (see game/scenes/hint.py), from the person's view:
the area a crossing completes (first or later, for how much), or the area it brings closest
to completion and what that area is worth now."""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.border.rules import BorderRules, Complete, Cross, Done, Keep, Roll


def words(rules: BorderRules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe: setting dice aside, rolling, ending the action."""
    if isinstance(action, Keep):
        key = "border.hint.keep" if action.keep else "border.hint.unkeep"
        return Msg(key, colour=rules.colour_name(view.dice[action.die]))
    if isinstance(action, Roll):
        return Msg("border.hint.roll")
    if isinstance(action, Done):
        return Msg("border.hint.done")
    return None


def why(rules: BorderRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Keep) and action.keep:
        return _collect(rules, view, action, seat)
    if not isinstance(action, (Complete, Cross)):
        return None
    state = after(rules, view, action)
    if state is None:
        return None
    done = state.completed[seat] & ~view.completed[seat]
    if done:
        area = (done & -done).bit_length() - 1
        points = state.points[seat][area]
        key = "border.hint.completes" if rules.first_taken(view, area) else "border.hint.completes_first"
        return Msg(key, area=rules.area_name(area), points=points)
    return _closer(rules, view, state, seat, _touched(rules, view, action, seat))


def _touched(rules: BorderRules, view: Any, action: Action, seat: int) -> int:
    """Mask of the areas the action's crossed spaces border."""
    if isinstance(action, Cross):
        return rules.space_areas[action.space]
    return rules.tables_of(view, seat).seg_areas[action.segment]


def _closer(rules: BorderRules, view: Any, state: Any, seat: int, areas: int) -> Msg | None:
    """The touched area left with the fewest open spaces, and its value now."""
    best = None
    areas &= ~state.completed[seat]
    while areas:
        low = areas & -areas
        areas ^= low
        area = low.bit_length() - 1
        left = rules.area_left(state, seat, area)
        if best is None or left < best[0]:
            best = (left, area)
    if best is None:
        return None
    left, area = best
    return Msg("border.hint.closer", area=rules.area_name(area), left=left, points=rules.open_value(view, area))


def _collect(rules: BorderRules, view: Any, action: Keep, seat: int) -> Msg | None:
    """Setting a die aside: the segment of its colour the kept dice are gathering for (the
    shortest open one that needs at least as many dice as are kept)."""
    colour = view.dice[action.die]
    kept = sum(1 for d in rules.dice_bits[view.aside | 1 << action.die] if view.dice[d] == colour)
    segments = rules.tables_of(view, seat).colour_segs[colour]
    needs = sorted(n for n in (rules.segment_need(view, seat, seg) for seg, _mask in segments) if n > 0)
    if not needs:
        return None
    need = next((n for n in needs if n >= kept), needs[-1])
    return Msg("border.hint.collect", colour=rules.colour_name(colour), kept=kept, need=need)


COACH_THRESHOLD = 3.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this
far below its own choice (placeholder, tuned below)."""
