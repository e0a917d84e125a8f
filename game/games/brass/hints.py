"""Why a suggested move is good, in words (see game/scenes/hint.py), from the person's view:
what a tile pays once flipped, what a link scores or opens, why a card is the one to spend
(by the stated rule of ``rules/quick.py``), what a develop clears."""

from __future__ import annotations

from typing import Any

from game.core.hinting import after
from game.core.i18n import Msg
from game.core.rules import Action
from game.games.brass.rules.actions import Build, Develop, Discard, Network, SecondLink, Sell, SellAgain
from game.games.brass.rules.network import Board
from game.games.brass.rules.quick import card_value
from game.games.brass.rules.scoring import link_value
from game.games.brass.rules.state import CARD, HUMAN
from game.games.brass.rules.words import card_msg


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
    if isinstance(action, (Network, SecondLink)):
        return _link(rules, view, action)
    if isinstance(action, Discard) and view.phase == CARD:
        return _card(rules, view, action.card)
    if isinstance(action, Develop):
        ind = rules.ind[action.industry]
        return Msg("brass.hint.develop", points=rules.t.level(ind, view.lowest_level(HUMAN, ind)).vp)
    return None


def _link(rules, view: Any, action: Network | SecondLink) -> Msg | None:
    points = link_value(rules.t, view, action.link)
    if points > 0:
        return Msg("brass.hint.link_vp", points=points)
    state = after(rules, view, action)
    if state is None:
        return None
    opened = len(Board(rules.t, state).network(HUMAN) - Board(rules.t, view).network(HUMAN))
    return Msg("brass.hint.link_opens", count=opened) if opened else None


def _card(rules, view: Any, card: str) -> Msg:
    alive, single, near, _room, _name = card_value(rules, view, card)
    name = card_msg(rules, card)
    if not alive:
        return Msg("brass.hint.card_dead", card=name)
    if not single:
        return Msg("brass.hint.card_spare", card=name)
    if not near:
        return Msg("brass.hint.card_far", card=name)
    return Msg("brass.hint.card_least", card=name)


COACH_THRESHOLD = 3.0
"""The coach (game/core/coach.py) speaks after a move the hard player appraises at least this
far below its own choice (placeholder, tuned below)."""
