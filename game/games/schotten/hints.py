"""Why a suggested move is good, in words (see game/scenes/hint.py); from the person's view only."""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.schotten.rules import Claim, Play, SchottenRules


def why(rules: SchottenRules, view: Any, action: Action, seat: int) -> Msg | None:
    if isinstance(action, Claim):
        s = action.stone
        if len(view.sides[1 - seat][s]) < rules.capacity(view, s):
            return Msg("schotten.hint.claim_proof")
        return Msg("schotten.hint.claim_beats")
    if isinstance(action, Play) and action.stone >= 0:
        state = after(rules, view, action)
        value = rules.side_value(state, seat, action.stone) if state is not None else None
        if value is None:
            return None
        label = rules.value_label(value)
        if rules.claim_problem(state, seat, action.stone) is None:
            return Msg("schotten.hint.completes_claimable", formation=label)
        return Msg("schotten.hint.completes", formation=label)
    return None
