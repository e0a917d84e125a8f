"""Why a suggested move is good, in words (see game/scenes/hint.py).

The reason is read from the person's view only: what the taken tile brings (points, whisky
against the best rival's, a special location's card, a clan member, coins), where the figure
lands (moving again next), how many tiles a placement sets working, or what an activation
scores.
"""

from __future__ import annotations

from typing import Any

from game.core.hinting import after, score_gain
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.glenmore.rules import GlenMoreRules
from game.games.glenmore.rules.actions import EndTurn, Finish, Place, Take
from game.games.glenmore.rules.state import GlenMoreState


def why(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Take):
        return _take(rules, view, action, seat)
    if isinstance(action, Place):
        return _place(rules, view, action)
    points = round(score_gain(rules, view, action, seat))
    if points > 0:
        return Msg("glenmore.hint.scores", points=points)
    return None


def _take(rules: GlenMoreRules, view: GlenMoreState, action: Take, seat: int) -> Msg | None:
    tile_id = view.track[action.space]
    kind = rules.tile(tile_id).kind
    name = rules.tile_name(tile_id)
    points = max([o.vp for o in kind.options] + [vp for _, vp in kind.exchange_vp] + [0])
    if points > 0:
        return Msg("glenmore.hint.converts", tile=name, points=points)
    if kind.whisky > 0 or any(o.whisky for o in kind.options):
        best = max((view.whisky[s] for s in range(view.num_seats) if s != seat), default=0)
        return Msg("glenmore.hint.whisky", tile=name, mine=view.whisky[seat], best=best)
    if kind.card:
        return Msg("glenmore.hint.card", tile=name)
    if kind.members > 0:
        return Msg("glenmore.hint.member", tile=name)
    state = after(rules, view, action)
    if state is not None and rules.rearmost(state) == seat:
        return Msg("glenmore.hint.again", tile=name)
    if kind.coins > 0:
        return Msg("glenmore.hint.coins", tile=name, coins=kind.coins)
    return None


def _place(rules: GlenMoreRules, view: GlenMoreState, action: Place) -> Msg | None:
    state = after(rules, view, action)
    if state is None:
        return None
    count = len(state.pending)
    return Msg("glenmore.hint.sets_working", count=count) if count > 1 else None


def words(rules: GlenMoreRules, view: Any, action: Action, seat: int) -> Msg | None:
    """The moves the log does not describe."""
    if isinstance(action, Finish):
        return Msg("glenmore.hint.finish")
    if isinstance(action, EndTurn):
        return Msg("glenmore.hint.end_turn")
    return None


COACH_THRESHOLD = 3.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this
far below its own choice (placeholder, tuned below)."""
